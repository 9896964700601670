struct A: View {
    var body: some View {
        var n = 0
        for _ in 0..<Int.max { n += 1 }
        return Text("\(n)")
    }
}
