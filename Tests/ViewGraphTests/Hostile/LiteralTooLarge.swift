struct A: View {
    var body: some View {
        Text("\(9223372036854775808 == 0)")
    }
}
