struct A: View {
    var body: some View {
        Text("\(Array(repeating: 0, count: 1_000_000_000).count)")
    }
}
