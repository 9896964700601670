struct A: View {
    var body: some View {
        ForEach(0..<Int.max, id: \.self) { i in Text("\(i)") }
    }
}
