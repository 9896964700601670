let x = [[[[[[[[[[[[[[[[[[[[[[
struct A: View {
    var body: some View { Text("x") }
}
