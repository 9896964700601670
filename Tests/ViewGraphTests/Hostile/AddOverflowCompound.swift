struct A: View {
    var body: some View {
        var i = Int.max
        i += 1
        return Text("\(i)")
    }
}
