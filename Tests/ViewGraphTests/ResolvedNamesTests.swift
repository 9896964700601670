import Testing
import ViewGraph

/// Names Swift resolves that real apps rely on (issue 21): each program carries its own
/// `#scenario`s, and each must pass.
@Suite("Names Swift resolves")
struct ResolvedNamesTests {
  static let programs: [(name: String, source: String)] = [
    (
      "a tuple returned or stored where a labelled tuple type is declared (through a protocol's typealias) takes its labels",
      """
      import SwiftUI

      protocol Theme {
          typealias Pair = (background: Color, font: Color)
          var pairs: [Pair] { get }
          func pair(for index: Int?) -> Pair
      }

      extension Theme {
          func pair(for index: Int?) -> Pair {
              guard let index else { return (Color.white, Color.black) }
              return pairs[index]
          }
      }

      struct Standard: Theme {
          let pairs: [Pair] = [(Color.red, Color.white), (background: .blue, font: .yellow)]
      }

      func bounds() -> (min: Int, max: Int) { (0, 10) }

      struct Tile: View {
          let index: Int?
          let theme = Standard()
          var body: some View {
              let colors = theme.pair(for: index)
              Text("\\(bounds().max)")
                  .foregroundColor(colors.font)
                  .background(colors.background)
          }
      }

      struct Board: View {
          @State private var chosen: Int? = nil
          var body: some View {
              VStack {
                  Tile(index: chosen)
                  Button("Next") { chosen = (chosen ?? -1) + 1 }
              }
          }
      }

      #scenario("the tile takes its colours by label", root: Board()) {
          #expect(find(Tile.self).theme.pair(for: nil).font == Color.black)
          #expect(find(Tile.self).theme.pair(for: 0).background == Color.red)
          #expect(bounds().max == 10)
          tap("Next")
          #expectUpdates(Board.self, Tile.self)
      }
      """
    ),
    (
      "an app's View extension method named like a SwiftUI modifier is called where its labels fit; inside it, SwiftUI's own modifier is",
      """
      import SwiftUI

      extension View {
          func frame(both: CGFloat, alignment: Alignment = .center) -> some View {
              self.frame(width: both, height: both, alignment: alignment)
          }
          func alert(error: Binding<Error?>) -> some View {
              alert("Error", isPresented: .constant(error.wrappedValue != nil)) {
                  Button("OK") { error.wrappedValue = nil }
              }
          }
          func padding(all: CGFloat) -> some View { padding(.all, all) }
      }

      struct ContentView: View {
          @State private var error: Error?
          @State private var count = 0
          var body: some View {
              VStack {
                  Text("Hi").frame(both: 10)
                  Text("\\(count)").padding(all: 4)
                  Button("+") { count += 1 }
              }
              .alert(error: $error)
          }
      }

      #scenario("the body is built with both modifiers, and its button works", root: ContentView()) {
          tap("+")
          #expectUpdates(ContentView.self)
          #expect(root.count == 1)
      }
      """
    ),
    (
      "an implicit member assigned to a property wrapper's storage takes the wrapper's type (self._isOn = .constant(true))",
      """
      import SwiftUI
      struct Lamp: View {
          @Binding var isOn: Bool
          init() { self._isOn = .constant(true) }
          var body: some View { Text(isOn ? "on" : "off") }
      }
      struct Switch: View {
          @Binding var isOn: Bool
          let title: String
          init(_ title: String, isOn: Binding<Bool>) {
              self.title = title
              _isOn = isOn
          }
          var body: some View { Toggle(title, isOn: $isOn) }
      }
      struct Room: View {
          @State private var light = false
          var body: some View {
              VStack {
                  Lamp()
                  Switch("Light", isOn: $light)
              }
          }
      }
      #scenario("the constant binding is true; the passed one toggles", root: Room()) {
          #expect(find(Lamp.self).isOn)
          toggle("Light")
          #expect(root.light)
      }
      """
    ),
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
    (
      "a wrapper's storage assigned with .init(…) is made by the wrapper's initializer",
      """
      import SwiftUI
      final class Model: ObservableObject {
          @Published var n = 1
          init(start: Int) { n = start }
      }
      struct Screen: View {
          @StateObject private var model: Model
          @State private var title: String
          init(start: Int = 3) {
              let model = Model(start: start)
              _model = .init(wrappedValue: model)
              self._title = .init(initialValue: "T")
          }
          var body: some View { Text("\\(title) \\(model.n)") }
      }
      #scenario("a wrapper's storage made with .init(…)", root: Screen()) {
          #expect(root.model.n == 3)
          #expect(root.title == "T")
      }
      """
    ),
    (
      "a name written with backticks is the name itself: a parameter called `where`",
      """
      import SwiftUI
      struct Query {
          func items(format: String, `where`: String) -> [String] { [format, `where`] }
      }
      struct Screen: View {
          var body: some View { Text(Query().items(format: "json", where: "1=1").joined()) }
      }
      #scenario("escaped names", root: Screen()) {
          #expect(Query().items(format: "a", where: "b") == ["a", "b"])
      }
      """
    ),
    (
      "a labelled tuple destructures into unlabelled names, in order",
      """
      import SwiftUI
      func split() -> (private: [Int], shared: [Int]) { (private: [1], shared: [2, 3]) }
      struct Screen: View {
          var body: some View { Text("x") }
      }
      #scenario("labelled tuple destructured", root: Screen()) {
          let (mine, theirs) = split()
          #expect(mine == [1])
          #expect(theirs.count == 2)
      }
      """
    ),
    (
      "Type.init(…) written out is the type's initializer",
      """
      import SwiftUI
      struct Price: Decodable {
          let id: String
          let value: Double
          enum CodingKeys: String, CodingKey { case id, value = "current_value" }
      }
      extension Price {
          static let mock = Price.init(id: "a", value: 2)
      }
      struct Screen: View {
          var body: some View { Text(Price.mock.id) }
      }
      #scenario("explicit init", root: Screen()) {
          #expect(Price.mock.value == 2)
      }
      """
    ),
    (
      "a nested type is not the framework type of the same name outside its parent",
      """
      import SwiftUI
      enum Constants {
          struct UserDefaults { static let categories = "cats" }
      }
      final class VM: ObservableObject {
          @Published var cats: [String] = []
          init() {
              if let c = UserDefaults.standard.array(forKey: Constants.UserDefaults.categories) as? [String] { cats = c }
          }
      }
      struct Screen: View {
          @StateObject var vm = VM()
          var body: some View { Text("\\(vm.cats.count)") }
      }
      #scenario("a nested type does not shadow the framework's outside its parent", root: Screen()) {
          #expect(root.vm.cats.isEmpty)
      }
      """
    ),
    (
      "a type alias of a generic type names that type: an environment object declared with it is found",
      """
      import SwiftUI
      final class Store<State, Action>: ObservableObject {
          @Published var state: State
          init(state: State) { self.state = state }
      }
      struct AppState { var count = 2 }
      enum AppAction { case load }
      typealias AppStore = Store<AppState, AppAction>
      struct Home: View {
          @EnvironmentObject var store: AppStore
          var body: some View { Text("\\(store.state.count)") }
      }
      struct Root: View {
          @StateObject var store = Store<AppState, AppAction>(state: AppState())
          var body: some View { Home().environmentObject(store) }
      }
      #scenario("an environment object declared through a type alias is the object of the type it names", root: Root()) {
          #expect(find(Home.self).store.state.count == 2)
      }
      """
    ),
    (
      "a wrapper's storage's projectedValue is its projection: _text.projectedValue is $text",
      """
      import SwiftUI
      import Combine
      final class Search: ObservableObject {
          @Published var text = ""
          @Published var heard: [String] = []
          private var cancellable: AnyCancellable?
          init() {
              cancellable = _text.projectedValue.sink { [weak self] value in self?.heard.append(value) }
          }
      }
      struct Screen: View {
          @StateObject var search = Search()
          var body: some View { Text(search.text) }
      }
      #scenario("a wrapper's storage's projectedValue is its projection", root: Screen()) {
          root.search.text = "a"
          #expect(root.search.heard == ["", "a"])
      }
      """
    ),
    (
      "an overload whose parameter is inout takes &place only: a call without & means the other",
      """
      import SwiftUI
      import Combine
      final class Bag {
          var subscriptions = Set<AnyCancellable>()
      }
      extension AnyCancellable {
          func store(in bag: Bag) { bag.subscriptions.insert(self) }
      }
      final class Model: ObservableObject {
          @Published var n = 0
          let bag = Bag()
          var set = Set<AnyCancellable>()
          init() {
              $n.sink { _ in }.store(in: bag)
              $n.sink { _ in }.store(in: &set)
          }
      }
      struct Screen: View {
          @StateObject var model = Model()
          var body: some View { Text("\\(model.n)") }
      }
      #scenario("an overload that takes no inout is the one a call without & means", root: Screen()) {
          #expect(root.model.bag.subscriptions.count == 1)
          #expect(root.model.set.count == 1)
      }
      """
    ),
    (
      "[Int](repeating:count:) and [Bool].init(…) are Array's initializers",
      """
      import SwiftUI
      struct Screen: View {
          var body: some View { Text("x") }
      }
      #scenario("a collection type's initializer written with brackets", root: Screen()) {
          #expect([Int](repeating: 0, count: 3) == [0, 0, 0])
          #expect([Bool].init(repeating: false, count: 2) == [false, false])
          #expect([Int](0 ... 2) == [0, 1, 2])
          #expect([String]().isEmpty)
      }
      """
    ),
    (
      "an Int enum's cases are numbered from 0 and after an explicit value; a String enum's raw value is the case's name",
      """
      import SwiftUI
      enum Menu: Int, CaseIterable { case home, shows, movies = 10, list }
      enum Kind: String { case alpha, beta = "B" }
      struct Screen: View { var body: some View { Text("x") } }
      #scenario("raw values Swift gives implicitly", root: Screen()) {
          #expect(Menu.home.rawValue == 0)
          #expect(Menu.shows.rawValue == 1)
          #expect(Menu.list.rawValue == 11)
          #expect(Menu(rawValue: 1) == .shows)
          #expect(Kind.alpha.rawValue == "alpha")
          #expect(Kind.beta.rawValue == "B")
      }
      """
    ),
    (
      "an implicit member nothing types is a static member that gives its own type, never a method of another type that only shares its name (which recursed)",
      """
      import SwiftUI
      protocol Executer {
          associatedtype Command
      }
      extension Executer {
          static func execute<T>(_ command: Command) -> [T] { [] }
      }
      enum Profiler: Executer {
          static func listTools() -> [String] {
              let tools: [String] = Profiler.execute(.listTools())
              return tools + ["ran"]
          }
      }
      private extension Profiler {
          struct Command {
              let name: String
              static func listTools() -> Command { Command(name: "tools") }
          }
      }
      enum Simulator: Executer {
          struct Command { static func listTools() -> Command { Command() } }
      }
      struct Screen: View { var body: some View { Text(Profiler.listTools().joined()) } }
      #scenario("an implicit member is the static member that gives its own type", root: Screen()) {
          #expect(Profiler.listTools() == ["ran"])
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
