struct A: View {
    var body: some View {
        var n = 0
        for i in stride(from: 0, to: Int.max, by: 2) { n = i }
        return Text("\(n)")
    }
}
