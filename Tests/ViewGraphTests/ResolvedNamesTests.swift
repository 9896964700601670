import Testing
import ViewGraph

/// Names Swift resolves that real apps rely on (issue 21): each program carries its own
/// `#scenario`s, and each must pass.
@Suite("Names Swift resolves")
struct ResolvedNamesTests {
  static let programs: [(name: String, source: String)] = [
    (
      "a 'case … where …' in a view builder's switch builds the branch whose guard holds",
      """
      import SwiftUI
      enum Level { case score(Int) }
      struct Gold: View { var body: some View { Text("Gold") } }
      struct Silver: View { var body: some View { Text("Silver") } }
      struct Bronze: View { var body: some View { Text("Bronze") } }
      struct Badge: View {
          var level: Level
          var body: some View {
              switch level {
              case .score(let points) where points > 100: Gold()
              case .score(let points) where points > 10: Silver()
              case .score: Bronze()
              }
          }
      }
      @Observable final class Game { var points = 50 }
      let game = Game()
      struct Board: View {
          var body: some View { Badge(level: .score(game.points)) }
      }
      #scenario("the guard picks Silver for 50 and Gold for 500", root: Board()) {
          #expect(findAll(Silver.self).count == 1)
          game.points = 500
          #expectInserted(Gold.self)
          #expectRemoved(Silver.self)
      }
      """
    ),
    (
      "a class whose stored properties all have defaults (an implicitly unwrapped optional's is nil) has init()",
      """
      import SwiftUI
      final class Session {
          var token: String!
          var retries = 3
          var name: String? = nil
      }
      struct Home: View {
          let session = Session()
          var body: some View { Text("\\(session.retries)") }
      }
      #scenario("Session() is made with its defaults", root: Home()) {
          #expect(find(Home.self).session.retries == 3)
          #expect(find(Home.self).session.token == nil)
      }
      """
    ),
    (
      "a generic type's parameter is known inside it, and a typealias nested in a type is its member",
      """
      import SwiftUI
      struct Stack<Element> {
          typealias Items = [Element]
          var items: Items = []
          func describe() -> String { "\\(Element.self) ×\\(items.count)" }
          mutating func push(_ item: Element) { items.append(item) }
      }
      enum Feed { typealias Entry = String }
      struct Home: View {
          @State var stack = Stack<Int>()
          var entry: Feed.Entry = "first"
          var body: some View { Text(stack.describe() + entry) }
      }
      #scenario("Element and Items resolve", root: Home()) {
          find(Home.self).stack.push(4)
          #expect(find(Home.self).stack.items == [4])
      }
      """
    ),
    (
      "an AnimatableModifier is a view modifier, a unit of its own",
      """
      import SwiftUI
      struct Shake: AnimatableModifier {
          var amount: Double
          var animatableData: Double { get { amount } set { amount = newValue } }
          func body(content: Content) -> some View { content.offset(x: amount) }
      }
      struct Home: View {
          @State var amount = 0.0
          var body: some View { Text("Hi").modifier(Shake(amount: amount)) }
      }
      #scenario("the modifier is a unit", root: Home()) {
          #expect(findAll(Shake.self).count == 1)
      }
      """
    ),
    (
      "an implicit member takes the type of the environment entry a key path names (two enums have the case)",
      """
      import SwiftUI
      enum Tab: Hashable { case home, settings }
      enum Section: Hashable { case home, about }
      enum Theme { case light, dark }
      enum Mode { case light, dark }
      extension EnvironmentValues {
          @Entry var theme: Theme = .light
      }
      struct Home: View {
          @Environment(\\.theme) var theme
          var body: some View { Text(theme == .dark ? "Dark" : "Light") }
      }
      struct Root: View {
          @State var selection: Tab = .home
          var body: some View {
              TabView(selection: $selection) {
                  Home().environment(\\.theme, .dark).tag(Tab.home)
                  Text("Settings").tag(Tab.settings)
              }
          }
      }
      #scenario("the dark theme reaches Home, and the tab tagged .home is the selected one", root: Root()) {
          #expect(findAll(Home.self).count == 1)
          #expect(find(Home.self).theme == Theme.dark)
      }
      """
    ),
    (
      "a type nested in the declaring type, an Identifiable's ID and a function's result type an implicit member (two enums have each case)",
      """
      import SwiftUI
      enum Period { case weekly, monthly }
      enum Endpoint { case items, weapons }
      enum Pane: String, Identifiable { case dashboard, settings; var id: Self { self } }
      enum Symbol { case dashboard }
      struct Analytics: View {
          enum Scope { case weekly, monthly }
          @State var scope: Scope = .monthly
          @State var pane: Pane.ID? = .dashboard
          var body: some View { Text("\\(scope == .monthly)") }
      }
      struct Catalog {
          enum Kind { case items, armour }
          func endpoint() -> Endpoint {
              switch Kind.items {
              case .items: return .items
              case .armour: return .weapons
              }
          }
      }
      #scenario("each implicit member is a case of the type its place declares", root: Analytics()) {
          #expect(root.scope == Analytics.Scope.monthly)
          #expect(root.pane == Pane.dashboard)
          #expect(Catalog().endpoint() == Endpoint.items)
      }
      """
    ),
    (
      "an implicit member nothing types, a case of two enums, is the first declared's: a warning, not a failed launch",
      """
      import SwiftUI
      enum Tab: Equatable { case home, settings }
      enum Section: Equatable { case home, about }
      struct Root: View {
          var body: some View { Text("\\(pick(.home))") }
          func pick(_ value: Any) -> Bool { value as? Tab == Tab.home }
      }
      #scenario("the first declared enum's case is taken", root: Root()) {
          #expect(root.pick(.home))
      }
      """
    ),
  ]

  @Test("names Swift resolves behave as Swift resolves them", arguments: programs.map(\.name))
  func resolves(_ name: String) throws {
    let source = try #require(Self.programs.first { $0.name == name }?.source)
    try expectScenariosPass(in: source)
  }
}
