let x = 1
struct A: View {
    var body: some View { Text("\(x)") }
}
