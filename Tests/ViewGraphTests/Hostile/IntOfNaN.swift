struct A: View {
    var body: some View {
        Text("\(Int(Double.nan))")
    }
}
