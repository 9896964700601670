struct A: View {
    var body: some View {
        Text(String(repeating: "ab", count: 3))
    }
}
#scenario("String(repeating:count:) repeats the string") {
    #expect(String(repeating: "ab", count: 3) == "ababab")
}
