// `append` nests too: the element appended is the array itself, so the value doubles each pass
// (its parts shared); walking it is stopped at 100,000 nested values.
struct A: View {
    var body: some View {
        var a: [Any] = []
        for _ in 0..<100_000 { a.append(a) }
        return Text("\(a.count)")
    }
}
