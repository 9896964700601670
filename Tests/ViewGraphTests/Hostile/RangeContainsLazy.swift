struct A: View {
    var body: some View {
        Text("\((0..<Int.max).contains(5))")
    }
}
