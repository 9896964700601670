struct A: View {
    var body: some View {
        Text("\((-1..<Int.max).count)")
    }
}
