struct A: View {
    var body: some View {
        Text("\([1, 2, 3][-5..<2].count)")
    }
}
