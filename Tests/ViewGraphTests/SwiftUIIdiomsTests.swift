import Testing
import ViewGraph

/// Everyday SwiftUI code beyond the seeds' examples: each program carries its own `#scenario`s,
/// and each must pass. These came from an adversarial review of what ViewGraph rejected or got wrong.
@Suite("Everyday SwiftUI idioms")
struct SwiftUIIdiomsTests {
  static let programs: [(name: String, source: String)] = [
    (
      "SPEC rule 5: ForEach over a binding gives each row its element's binding",
      """
      struct Item: Identifiable { var id: Int; var name: String; var done = false }
      struct Editor: View {
          @State private var items = [Item(id: 1, name: "A"), Item(id: 2, name: "B")]
          var body: some View {
              ForEach($items) { $item in
                  Toggle(item.name, isOn: $item.done)
              }
          }
      }
      #scenario("flipping one row's toggle writes the array: the list view and, as it rebuilds its ForEach, both rows run") {
          toggle("A")
          // Rule 11: Editor ran, so every kept row of its ForEach runs again.
          #expectUpdates(Editor.self, "ForEach row", "ForEach row")
          #expect(root.items[0].done)
      }
      """
    ),
    (
      "SPEC rule 6: a view value held as an input compares by what it describes",
      """
      struct Box<Content: View>: View {
          let content: Content
          var body: some View { content.padding() }
      }
      struct Card<Content: View>: View {
          @ViewBuilder let content: Content
          var body: some View { content }
      }
      struct Screen: View {
          @State private var flag = false
          var body: some View {
              Text(flag ? "on" : "off")
              Box(content: Text("static"))
              Card { Text(flag ? "A" : "B") }
          }
      }
      #scenario("only the container whose content changed runs") {
          root.flag = true
          #expectUpdates(Screen.self, Card.self)
      }
      """
    ),
    (
      "Swift typing: an integer literal stored in a Double stays a Double",
      """
      struct Zoom: View {
          @State private var scale: Double = 1
          var body: some View {
              Text("Scale \\(scale, specifier: "%.2f")")
              Button("Halve") { scale = scale / 2 }
          }
      }
      #scenario("halving twice") {
          tap("Halve")
          tap("Halve")
          #expectUpdates(Zoom.self, Zoom.self)
          #expect(root.scale == 0.25)
          #expect(find(Zoom.self).scale == 0.25)
      }
      """
    ),
    (
      "SPEC rule 12: .task(id:) starts again when its id changes; one-parameter onChange gets the new value",
      """
      struct Loader: View {
          @State private var page = 1
          @State private var loads = 0
          @State private var seen = 0
          var body: some View {
              Button("Next") { page += 1 }
                  .task(id: page) { loads += 1 }
                  .onChange(of: page) { newValue in seen = newValue }
          }
      }
      #scenario("next page") {
          tap("Next")
          #expect(root.loads == 2)
          #expect(root.seen == 2)
      }
      """
    ),
    (
      "SPEC rule 7: a sheet's content appears while its binding is true and goes with dismiss()",
      """
      struct SheetView: View {
          @Environment(\\.dismiss) private var dismiss
          var body: some View { Button("Dismiss") { dismiss() } }
      }
      struct Home: View {
          @State private var showing = false
          var body: some View {
              Button("Show") { showing = true }
                  .sheet(isPresented: $showing) { SheetView() }
          }
      }
      #scenario("show, then dismiss") {
          tap("Show")
          #expectInserted(SheetView.self)
          #expectUpdates()
          tap("Dismiss")
          #expectRemoved(SheetView.self)
          #expect(root.showing == false)
      }
      """
    ),
    (
      "Protocol and View extensions, observers, defer, inheritance, CaseIterable",
      """
      enum Sort: String, CaseIterable, Identifiable { case name, date; var id: String { rawValue } }
      protocol Named { var name: String { get } }
      extension Named { var greeting: String { "Hello, \\(name)" } }
      extension View { func card() -> some View { padding().background(.gray) } }
      @Observable class Animal: Named { var name: String; init(name: String) { self.name = name } }
      @Observable class Dog: Animal { var tricks = 0 }
      struct Screen: View {
          @State private var sort = Sort.name
          @State private var changes = 0
          @State private var query = "" { didSet { changes += 1 } }
          let dog = Dog(name: "Rex")
          var body: some View {
              ForEach(Sort.allCases) { option in Text(option.rawValue) }
              Text(dog.greeting).card()
              Button("Search") { query = "x" }
          }
          func total() -> Int {
              var n = 0
              defer { n += 100 }
              n = 1
              return n
          }
      }
      #scenario("all of it") {
          tap("Search")
          #expect(root.changes == 1)
          #expect(root.total() == 1)
          root.dog.name = "Max"
          // Rule 11: Screen ran, so the rows of its ForEach run again.
          #expectUpdates(Screen.self, "ForEach row", "ForEach row")
      }
      """
    ),
    (
      "Swift: an explicit return ends a body; no result builder applies to it",
      """
      struct Spinner: View { var body: some View { Text("…") } }
      struct Loaded: View { var body: some View { Text("done") } }
      struct Root: View {
          @State private var loading = true
          var body: some View {
              if loading { return AnyView(Spinner()) }
              return AnyView(Loaded())
          }
      }
      #scenario("only one branch is built") {
          #expect(findAll(Loaded.self).isEmpty)
          root.loading = false
          #expectRemoved(Spinner.self)
          #expectInserted(Loaded.self)
      }
      """
    ),
    (
      "SPEC rule 8: the .environment nearest the view wins",
      """
      extension EnvironmentValues { @Entry var theme = "light" }
      struct Leaf: View { @Environment(\\.theme) private var theme; var body: some View { Text(theme) } }
      struct Root: View {
          @State private var inner = "inner"
          @State private var outer = "outer"
          var body: some View { Leaf().environment(\\.theme, inner).environment(\\.theme, outer) }
      }
      #scenario("the inner value is seen") {
          #expect(find(Leaf.self).theme == "inner")
          root.outer = "changed"
          #expectUpdates(Root.self)
          root.inner = "changed"
          #expectUpdates(Leaf.self, Root.self)
      }
      """
    ),
    (
      "SPEC rule 1: a view passed to a modifier and a ViewModifier are built with the body",
      """
      @Observable class Model { var count = 0; var on = false }
      let model = Model()
      struct Badge: View { var body: some View { Text("\\(model.count)") } }
      struct Highlight: ViewModifier {
          var on: Bool
          func body(content: Content) -> some View { content.padding(on ? 8 : 0) }
      }
      struct Root: View {
          var body: some View { Text("x").background(Badge()).modifier(Highlight(on: model.on)) }
      }
      #scenario("the badge reads the count; the modifier's input is the flag") {
          model.count = 1
          #expectUpdates(Badge.self)
          model.on = true
          #expectUpdates(Highlight.self, Root.self)
      }
      """
    ),
    (
      "SPEC rule 7: a NavigationLink's destination appears when the link is followed and goes with dismiss()",
      """
      @Observable class Book: Identifiable { var title = "A" }
      struct Detail: View {
          var book: Book
          @Environment(\\.dismiss) private var dismiss
          var body: some View {
              Text(book.title)
              Button("Back") { dismiss() }
          }
      }
      struct Shelf: View {
          @State private var books = [Book()]
          @State private var count = 0
          var body: some View {
              NavigationStack {
                  Text("\\(count)")
                  ForEach(books) { book in
                      NavigationLink(book.title) { Detail(book: book) }
                  }
              }
          }
      }
      #scenario("following a link shows its destination; the link stays followed while the parent runs") {
          tap("A")
          #expectInserted(Detail.self)
          #expectUpdates()
          root.count = 1
          // Rule 11: Shelf ran, so its ForEach row runs again; the destination keeps its dismiss (rule 8).
          #expectUpdates(Shelf.self, "ForEach row")
          #expect(findAll(Detail.self).count == 1)
          find(Detail.self).book.title = "B"
          #expectUpdates(Detail.self, "ForEach row")
          tap("Back")
          #expectRemoved(Detail.self)
      }
      """
    ),
    (
      "SPEC rule 7: NavigationStack paths: value links push, navigationDestination(for:) presents, dismiss() pops",
      """
      struct Detail: View {
          var number: Int
          @Environment(\\.dismiss) private var dismiss
          var body: some View {
              Text("Number \\(number)")
              NavigationLink("Next", value: number + 1)
              Button("Back \\(number)") { dismiss() }
          }
      }
      struct Home: View {
          @State private var path: [Int] = []
          var body: some View {
              NavigationStack(path: $path) {
                  NavigationLink("Open 1", value: 1)
                      .navigationDestination(for: Int.self) { number in Detail(number: number) }
              }
          }
      }
      struct Word: View { var text: String; var body: some View { Text(text) } }
      struct Plain: View {
          var body: some View {
              NavigationStack {
                  NavigationLink("Go", value: "x")
                      .navigationDestination(for: String.self) { text in Word(text: text) }
              }
          }
      }
      #scenario("following a value link pushes its destination onto the path", root: Home()) {
          tap("Open 1")
          #expectInserted(Detail.self)
          #expectUpdates()
          #expect(root.path == [1])
          tap("Next")
          #expectInserted(Detail.self)
          #expectHidden(Detail.self)  // rule 7 (issue 41): the second destination covers the first, which is kept
          #expect(findAll(Detail.self).count == 1)
          tap("Back 2")
          #expectRemoved(Detail.self)
          #expectShown(Detail.self)
          #expect(root.path == [1])
      }
      #scenario("a stack with no path keeps its own", root: Plain()) {
          tap("Go")
          #expectUpdates()
          #expectInserted(Word.self)
      }
      """
    ),
  ]

  @Test("Everyday idioms behave as SwiftUI does", arguments: programs.map(\.name))
  func idiom(_ name: String) throws {
    try expectScenariosPass(in: try #require(Self.programs.first { $0.name == name }).source)
  }

  @Test("SPEC §3: a view that builds itself, and a computed property that calls itself, are diagnostics, not crashes")
  func selfBuildingViews() throws {
    let program = try Program.parse(
      source: """
        struct Tree: View { var depth: Int; var body: some View { VStack { Text("\\(depth)"); Tree(depth: depth + 1) } } }
        struct Loop: View { var loop: Int { loop + 1 }; var body: some View { Text("\\(loop)") } }
        #scenario("tree", root: Tree(depth: 0)) { #expectError("Tree") }
        #scenario("loop", root: Loop()) { #expectError("too deeply") }
        """, fileName: "Recursion.swift")
    let report = program.runScenarios()
    #expect(report.results.map(\.passed) == [true, true], "\(report.results.flatMap(\.failures).map(\.message))")
  }
}
