struct A: View {
    var body: some View {
        let x = Int.min
        Text("\(-x)")
    }
}
