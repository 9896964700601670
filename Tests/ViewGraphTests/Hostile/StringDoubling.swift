struct A: View {
    var body: some View {
        var s = "ab"
        for _ in 0..<64 { s = s + s }
        return Text(s)
    }
}
