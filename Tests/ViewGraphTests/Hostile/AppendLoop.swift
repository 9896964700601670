struct A: View {
    var body: some View {
        var items: [Int] = []
        for i in 0..<30_000 { items.append(i) }
        var d: [Int: Int] = [:]
        for i in 0..<30_000 { d[i] = i }
        var s = ""
        for _ in 0..<30_000 { s += "x" }
        return Text("\(items.count) \(d.count) \(s.count)")
    }
}
#scenario("30,000 appends, inserts and += build their values") {
    #expect(findAll(A.self).count == 1)
}
