enum Kind { case a, b(Int) }
struct Point { var x = 0; var y = 0 }
func sum(_ n: Int) -> Int { var t = 0; for i in 0..<n { t += i }; return t }
struct V: View {
    @State var p = Point()
    let kinds: [Kind] = [.a, .b(2)]
    var body: some View {
        let d = ["k": 1]
        switch kinds.count {
        case 0: Text("none")
        default: Text("\(sum(10)) \(p.x) \(d["k"] ?? 0)").onAppear { p.x = [1, 2, 3].map { $0 * 2 }.reduce(0, +) }
        }
    }
}
