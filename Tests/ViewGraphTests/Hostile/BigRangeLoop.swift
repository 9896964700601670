struct A: View {
    var body: some View {
        var n = 0
        for i in 0..<1_000_000_000 { n = i }
        return Text("\(n)")
    }
}
