let f = { $100000000 }
struct A: View {
    var body: some View { Text("x") }
}
