struct A: View {
    var body: some View {
        Text(String(format: "%2147483648d", 1))
    }
}
