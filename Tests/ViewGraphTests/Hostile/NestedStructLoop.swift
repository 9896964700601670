// A struct built of itself in a loop (`box = Box(inner: box)`): it nests like `a = [a]`, so it is
// stopped at 256 levels, by the initializer that would go deeper.
struct Box { var inner: Box? }
struct A: View {
    @State var count = 0
    var body: some View {
        Text("\(count)").onAppear {
            var box = Box(inner: nil)
            for _ in 0..<200_000 { box = Box(inner: box) }
            count = box.inner == nil ? 0 : 1
        }
    }
}
