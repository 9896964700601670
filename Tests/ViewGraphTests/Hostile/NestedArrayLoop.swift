// A value nested in a loop (`a = [a]`): equality on each write, description and deinit recurse on
// it, so it is stopped at 256 levels.
struct A: View {
    @State var a: [Any] = []
    var body: some View {
        Text("\(a.count)").onAppear { for _ in 0..<200_000 { a = [a] } }
    }
}
