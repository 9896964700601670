struct A: View {
    var body: some View {
        Text("\(Array(repeating: 0, count: Int.max).count)")
    }
}
