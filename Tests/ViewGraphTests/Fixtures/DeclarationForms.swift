// Declaration forms real app code is written in (issue 8), each checked by a scenario: a local
// function called before its declaration, `@MainActor`/`nonisolated` (ignored), a label style
// offered as `.trailingIcon` through `extension LabelStyle where Self == …`, extensions of the
// standard types beside the prelude's own, and the numeric constants the prelude declares.
import SwiftUI

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.title; configuration.icon }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { TrailingIconLabelStyle() }
}

extension Int {
    static let answer = 42
}

@MainActor
final class Store: ObservableObject {
    @Published var count = 0
    nonisolated init() {}
    @MainActor func bump() { count += 1 }
    nonisolated func label() -> String { "store" }
}

struct Screen: View {
    @StateObject private var store = Store()
    var body: some View {
        Label("Hi", systemImage: "star").labelStyle(.trailingIcon)
        Text("\(store.count)")
        Button("bump") { store.bump() }
    }
}

func total() -> Int {
    let doubled = twice(21)
    func twice(_ x: Int) -> Int { x * 2 }
    return doubled
}

#scenario("a local function is called before its declaration", root: Screen()) { #expect(total() == 42) }
#scenario("@MainActor and nonisolated are ignored: a main-actor method's write runs its reader", root: Screen()) {
    #expect(root.store.label() == "store")
    tap("bump")
    #expectUpdates(Screen.self)
}
#scenario("a program's extension Int stands beside the prelude's", root: Screen()) { #expect(Int.answer == 42 && Int.max == 9223372036854775807) }
#scenario("numeric constants: Int.min, Double.pi, CGFloat.pi, infinity, nan", root: Screen()) {
    #expect(Int.min + 1 == -9223372036854775807)
    #expect(Double.pi > 3.14159 && Double.pi < 3.1416 && CGFloat.pi == Double.pi)
    #expect(Double.infinity > Double.greatestFiniteMagnitude && Double.nan != Double.nan)
}

// Implicit members typed by a generic or an array type, `Identifiable`'s `ID`, and a member of a
// framework value ViewGraph holds only by its name (an opaque value, not an error).
enum PermissionStatus { case notRequested, granted }
enum Loadable<T> { case notRequested, loaded(T) }
enum BirdPart { case body(x: Int, y: Int), tail }
struct Backyard: Identifiable { var id: String }
struct Aviary: View {
    @State var countries: Loadable<[String]>
    let parts: [BirdPart]
    let idType: Any.Type = Backyard.ID.self
    init(countries: Loadable<[String]> = .notRequested, parts: [BirdPart] = [.body(x: 1, y: 2), .tail]) {
        _countries = State(initialValue: countries)
        self.parts = parts
    }
    var body: some View { Text("\(parts.count)") }
}
#scenario("implicit members typed by Loadable<[String]> and [BirdPart]; Backyard.ID", root: Aviary()) {
    #expect(root.parts.count == 2)
    if case .notRequested = root.countries { #expect(true) } else { #expect(false) }
}
struct PassShop: View {
    @State private var checked = false
    let state: EntitlementTaskState = .loading
    var body: some View {
        Button("Check") { checked = state.value + 1 > 0 }
    }
}
// Issue 21 (SPEC §3): arithmetic and comparisons on an opaque value are opaque, with a warning;
// the tap no longer stops.
#scenario("a member of a framework value held by name is opaque, and so is arithmetic on it", root: PassShop()) {
    tap("Check")
}
