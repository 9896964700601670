// The standard library as apps use it (issue 8): each scenario one call, checked against the
// value Swift gives.
import SwiftUI
struct Item: Identifiable { var id: Int; var name: String }
struct V: View { var body: some View { Text("x") } }
#scenario("a reduce(into:)", root: V()) { #expect([1,2,3].reduce(into: 0) { $0 += $1 } == 6) }
#scenario("b compactMap", root: V()) { #expect(["1","x","3"].compactMap { Int($0) } == [1, 3]) }
#scenario("c flatMap", root: V()) { #expect([[1],[2,3]].flatMap { $0 } == [1,2,3]) }
#scenario("d zip", root: V()) { #expect(zip([1,2],[3,4]).map { $0 + $1 } == [4, 6]) }
#scenario("e enumerated", root: V()) { #expect([5,6].enumerated().map { $0.offset } == [0, 1]) }
#scenario("f joined split", root: V()) { #expect("a,b".split(separator: ",").joined(separator: "-") == "a-b") }
#scenario("g prefix suffix dropFirst", root: V()) { #expect([1,2,3].prefix(2) == [1,2] && [1,2,3].suffix(1) == [3] && Array([1,2,3].dropFirst()) == [2,3]) }
#scenario("h min max by", root: V()) { #expect([3,1,2].min() == 1 && [Item(id: 1, name: "b"), Item(id: 2, name: "a")].max(by: { $0.name < $1.name })?.id == 1) }
#scenario("i sorted by", root: V()) { #expect([3,1,2].sorted(by: >) == [3,2,1]) }
#scenario("j firstIndex", root: V()) { #expect([1,2,3].firstIndex(of: 2) == 1 && [1,2,3].firstIndex(where: { $0 > 1 }) == 1) }
#scenario("k removeAll where", root: V()) { var a = [1,2,3]; a.removeAll(where: { $0 > 1 }); #expect(a == [1]) }
#scenario("l move", root: V()) { var a = [1,2,3]; a.move(fromOffsets: IndexSet(integer: 0), toOffset: 3); #expect(a == [2,3,1]) }
#scenario("m remove atOffsets", root: V()) { var a = [1,2,3]; a.remove(atOffsets: IndexSet(integer: 1)); #expect(a == [1,3]) }
#scenario("n strings", root: V()) { #expect(" Hi ".trimmingCharacters(in: .whitespaces) == "Hi" && "a b".components(separatedBy: " ").count == 2 && "Hello".localizedCaseInsensitiveContains("ell") && "Hello".hasPrefix("He") && "Hello".lowercased() == "hello") }
#scenario("o math", root: V()) { #expect(floor(2.7) == 2 && round(2.5) == 3 && abs(-2) == 2 && max(1, 5) == 5) }
#scenario("p labelled tuple", root: V()) { let r = (min: 0, max: 10); #expect(r.max == 10) }
#scenario("q init as function", root: V()) { let items = [1,2].map(String.init); #expect(items == ["1","2"]) }
#scenario("r keypath map", root: V()) { #expect([Item(id: 1, name: "a")].map(\.name) == ["a"]) }
#scenario("t if expression", root: V()) { let x = if true { 1 } else { 2 }; #expect(x == 1) }
#scenario("u dictionary grouping count", root: V()) { #expect(Dictionary(grouping: [1,2,3], by: { $0 % 2 }).count == 2) }
#scenario("v contains where", root: V()) { #expect([1,2].contains(where: { $0 == 2 }) && [1,2].allSatisfy { $0 > 0 }) }
#scenario("w sort using KeyPathComparator", root: V()) { var a = [Item(id: 2, name: "b"), Item(id: 1, name: "a")]; a.sort(using: KeyPathComparator(\Item.id)); #expect(a[0].id == 1) }
#scenario("x sorted using SortDescriptors, reversed", root: V()) { let a = [Item(id: 1, name: "a"), Item(id: 2, name: "b")].sorted(using: [SortDescriptor(\Item.name, order: .reverse)]); #expect(a[0].name == "b") }
#scenario("y ranges of Double: contains, a switch case, random(in:)", root: V()) {
    let amount = 42.5
    let band = switch amount { case 0.0..<10.0: "small" case 10.0..<100.0: "medium" default: "large" }
    let r = Double.random(in: 0.5..<1.5)
    #expect(band == "medium" && (0.0...1.0).contains(1.0) && !(0.0..<1.0).contains(1.0) && r >= 0.5 && r < 1.5)
}
#scenario("z srand48 and drand48 draw from the launch's seeded generator", root: V()) { srand48(42); let x = drand48(); #expect(x >= 0 && x < 1) }
protocol Action {}
enum MoviesActions { struct SetDetail: Action { let id: Int }; struct SetList: Action { let page: Int } }
struct Reset: Action {}
func reduce(_ action: Action) -> String {
    switch action {
    case let detail as MoviesActions.SetDetail: return "detail \(detail.id)"
    case let list as MoviesActions.SetList: return "list \(list.page)"
    case is Reset: return "reset"
    default: return "other"
    }
}
#scenario("za case let x as T and case is T pick the case of the value's type", root: V()) {
    #expect([reduce(MoviesActions.SetList(page: 2)), reduce(MoviesActions.SetDetail(id: 1)), reduce(Reset())] == ["list 2", "detail 1", "reset"])
    if case let list as MoviesActions.SetList = MoviesActions.SetDetail(id: 7) as Action { #expect(list.page < 0) }
}
typealias Seconds = TimeInterval
enum LoadError: Error { case offline }
func load(_ succeed: Bool, _ completion: @escaping (Result<Int, LoadError>) -> Void) {
    completion(succeed ? .success(42) : .failure(.offline))
}
#scenario("zb typealiases: the standard library's Int64 and TimeInterval, and the program's own", root: V()) {
    let wait: Seconds = 1.5
    #expect(Int64(3.7) + Int64(2) == 5 && UInt8(7) == 7 && wait * 2 == 3.0)
}
#scenario("zc Result: .success and .failure where a completion handler passes them; get(), map", root: V()) {
    var got: [String] = []
    load(true) { result in
        switch result {
        case let .success(value): got.append("\(value)")
        case let .failure(error): got.append("\(error)")
        }
    }
    load(false) { result in if case .failure = result { got.append("failed") } }
    let doubled = Result<Int, LoadError> { 21 }.map { $0 * 2 }
    #expect(got == ["42", "failed"] && (try? doubled.get()) == 42)
}
#scenario("zd URLComponents, String.data(using:), a dictionary enumerated", root: V()) {
    var components = URLComponents(string: "https://example.com/search")!
    components.queryItems = [URLQueryItem(name: "q", value: "swift")]
    for (_, pair) in ["page": "2"].enumerated() { components.queryItems?.append(URLQueryItem(name: pair.key, value: pair.value)) }
    let data = "{\"a\": 1}".data(using: .utf8)
    #expect(components.url?.absoluteString == "https://example.com/search?q=swift&page=2" && data?.isEmpty == false)
    #expect(String(data: data!, encoding: .utf8) == "{\"a\": 1}")
}
#scenario("ze a module-qualified name is the name: Swift.min, Swift.max, SwiftUI.Text", root: V()) {
    let clamped = Swift.min(Swift.max(1.5, 0), 1)
    #expect(clamped == 1.0 && Foundation.UUID().uuidString.count == 36)
    _ = SwiftUI.Text("shown")
}
func bump(_ value: inout Int, by step: Int = 1) { value += step }
struct Tally { var count = 0; var marks: [Int] = [] }
struct Money: Equatable { var cents: Int }
func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
func += (lhs: inout [Int: String], rhs: [String]) { for word in rhs { lhs[word.count] = word } }
#scenario("zf inout: what the function leaves in its parameter is written back to the & place", root: V()) {
    var a = 1
    bump(&a)
    var tally = Tally(count: 0, marks: [5, 6])
    bump(&tally.count, by: 3)
    bump(&tally.marks[1])
    #expect(a == 2 && tally.count == 3 && tally.marks == [5, 7])
}
#scenario("zg a global operator function of the program's, += on a dictionary included", root: V()) {
    var byLength: [Int: String] = [:]
    byLength += ["ab", "c"]
    #expect(Money(cents: 150) + Money(cents: 250) == Money(cents: 400) && byLength == [2: "ab", 1: "c"])
}
struct Needs: Codable { let title: String }
#scenario("zh a decoding error is thrown, as JSONDecoder throws it: catch gets it", root: V()) {
    var caught = false
    do { _ = try JSONDecoder().decode(Needs.self, from: "{}".data(using: .utf8)!) } catch { caught = true }
    #expect(caught && (try? JSONDecoder().decode(Needs.self, from: "{}".data(using: .utf8)!)) == nil)
}
struct Saver { typealias OnSave = (String) -> Void; var onSave: OnSave?; init(onSave: OnSave? = nil) { self.onSave = onSave } }
#scenario("zi a string's removeFirst/removeLast; Calendar.ordinality; a trailing closure for an optional parameter typed by an alias", root: V()) {
    var hex = "#FF0000"
    let hash = hex.removeFirst()
    var word = "abcd"
    word.removeLast(2)
    var saved = ""
    let saver = Saver { saved = $0 }
    saver.onSave?("done")
    #expect(hex == "FF0000" && hash == "#" && word == "ab" && saved == "done")
    #expect(Calendar.current.ordinality(of: .day, in: .year, for: Date.now) == 152)  // 2025-06-01
    #expect(Date.now.formatted(.dateTime) == "6/1/2025, 9:00 AM")
}
struct DateLabel: View { let day = Date.now; var body: some View { Text(day, format: .dateTime) } }
#scenario("zj Text(date, format: .dateTime) shows the date as formatted() does (it stopped the body)", root: DateLabel()) {
    #expect(find(DateLabel.self).day == Date.now)
}
