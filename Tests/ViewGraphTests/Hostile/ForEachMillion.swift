struct A: View {
    var body: some View {
        List {
            ForEach(0..<1_000_000, id: \.self) { i in Text("\(i)") }
        }
    }
}
