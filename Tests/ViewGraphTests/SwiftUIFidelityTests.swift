import Testing
import ViewGraph

/// Where the contract was corrected to follow SwiftUI: bindings that read when made, Equatable
/// views, `State(initialValue:)`, environment-writing modifiers, rows bound into an
/// ObservableObject, and standard-library values that are right or refused.
@Suite("Agreeing with SwiftUI")
struct SwiftUIFidelityTests {
  private func launch(_ source: String, root: String? = nil) throws -> AppSession {
    try Program.parse(source: source, fileName: "Test.swift").launch(root: root)
  }

  @Test("SPEC rule 5: $book.title made in a body is a read of that body, and the cause says so")
  func makingABindingIsARead() throws {
    let session = try launch(
      """
      @Observable class Book { var title = "A" }
      let book = Book()
      struct Editor: View {
          @Bindable var book: Book
          var body: some View { TextField("Title", text: $book.title) }
      }
      struct Screen: View { var body: some View { Editor(book: book) } }
      """, root: "Screen")
    #expect(session.dependencies(of: "Editor") == ["Book#1.title"])
    let update = try session.type("B", into: "Title")
    #expect(update.ranTypeNames == ["Editor"])
    guard case .dependency(_, _, _, _, let binding)? = update.ran.first?.causes.first else {
      Issue.record("Editor should run for a dependency")
      return
    }
    #expect(binding == "Book#1.title", "the cause names the binding whose making was the read")
  }

  @Test("SPEC rule 4: projecting $flag from a state is not a read")
  func projectingStateIsNoRead() throws {
    let session = try launch(
      """
      struct Screen: View {
          @State private var flag = false
          var body: some View { Toggle("On", isOn: $flag) }
      }
      """, root: "Screen")
    #expect(session.dependencies(of: "Screen").isEmpty)
    #expect(try session.toggle("On").ranTypeNames == [])
  }

  @Test("SPEC rule 6: an Equatable view that is not plain data is compared with its own ==")
  func equatableViewUsesItsEquals() throws {
    let session = try launch(
      """
      struct Tag: View, Equatable {
          var label: String
          var cents: Int
          static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.cents == rhs.cents }
          var body: some View { Text(label) }
      }
      struct Screen: View {
          @State private var label = "A"
          @State private var cents = 1
          var body: some View {
              VStack {
                  Tag(label: label, cents: cents)
                  Button("Rename") { label = "B" }
                  Button("Reprice") { cents = 2 }
              }
          }
      }
      """, root: "Screen")
    let renamed = try session.tap("Rename")
    #expect(renamed.ranTypeNames == ["Screen"])
    #expect(renamed.comparedWithEquals.values.sorted() == ["Tag.=="])
    let repriced = try session.tap("Reprice")
    #expect(repriced.ranTypeNames == ["Screen", "Tag"])
    #expect(repriced.ran.first { $0.unit.name == "Tag" }?.causes == [.notEqual(by: "Tag.==")])
  }

  @Test("SPEC rule 6: a plain-data Equatable view compares field by field; .equatable() forces ==")
  func plainDataAndEquatableModifier() throws {
    let source = """
      struct Stars: View, Equatable {
          var count: Int
          static func == (lhs: Stars, rhs: Stars) -> Bool { true }
          var body: some View { Text("\\(count)") }
      }
      struct Plain: View {
          @State private var count = 1
          var body: some View { VStack { Stars(count: count); Button("Rate") { count = 2 } } }
      }
      struct Forced: View {
          @State private var count = 1
          var body: some View { VStack { Stars(count: count).equatable(); Button("Rate") { count = 2 } } }
      }
      """
    #expect(try launch(source, root: "Plain").tap("Rate").ranTypeNames == ["Plain", "Stars"])
    #expect(try launch(source, root: "Forced").tap("Rate").ranTypeNames == ["Forced"])
  }

  @Test("SPEC rule 6: the initial value passed to State(initialValue:) is part of the view's value")
  func stateInitialValueIsAnInput() throws {
    let session = try launch(
      """
      struct Counter: View {
          @State private var count: Int
          init(start: Int) { _count = State(initialValue: start) }
          var body: some View { Text("\\(count)") }
      }
      struct Screen: View {
          @State private var start = 1
          @State private var title = "T"
          var body: some View {
              VStack {
                  Text(title)
                  Counter(start: start)
                  Button("Restart") { start = 5 }
                  Button("Rename") { title = "U" }
              }
          }
      }
      """, root: "Screen")
    #expect(try session.tap("Rename").ranTypeNames == ["Screen"])
    #expect(try session.tap("Restart").ranTypeNames == ["Counter", "Screen"])
    #expect(
      try session.perform("#expect(find(Counter.self).count == 1)").ranTypeNames == [], "the state keeps its value")
  }

  @Test(
    "SPEC rule 12: preferences flow up after the pass: written values replace the content's, siblings reduce, transforms apply, onPreferenceChange acts on change"
  )
  func preferencesFlowUpAfterThePass() throws {
    let source = """
      struct WidthKey: PreferenceKey {
          static var defaultValue = 0
          static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
      }
      @Observable final class Sizes { var a = 10; var b = 20 }
      let sizes = Sizes()
      struct Cell: View {
          var width: Int
          var body: some View { Text("\\(width)").preference(key: WidthKey.self, value: width) }
      }
      struct Row: View {
          @State private var widest = 0
          @State private var changes = 0
          var body: some View {
              VStack {
                  HStack {
                      Cell(width: sizes.a)
                      Cell(width: sizes.b)
                  }
                  .transformPreference(WidthKey.self) { $0 += 1 }
                  Text("\\(widest)").preference(key: WidthKey.self, value: -1)
              }
              .onPreferenceChange(WidthKey.self) { widest = $0; changes += 1 }
          }
      }
      """
    let program = try Program.parse(source: source, fileName: "Test.swift")
    #expect(!program.warnings.contains { $0.message.contains("unknown to ViewGraph") })
    try expectScenariosPass(
      in: source + "\n" + """
        #scenario("the first value after the launch, then each change", root: Row()) {
            // max(20, 10) + 1 from the HStack, then max(21, -1) with the Text's: the first value, once.
            #expect(root.widest == 21)
            #expect(root.changes == 1)
            sizes.a = 40
            // Pass 1: Row (it reads sizes.a) and the cell; pass 2: Row again, for the action's writes.
            #expectUpdates(Cell.self, Row.self, Row.self)
            #expect(root.widest == 41)
            sizes.b = 30
            #expectUpdates(Cell.self, Row.self)  // still 41: no action, no second pass
            #expect(root.changes == 2)
        }
        """)
  }

  @Test(
    "SPEC rule 11: a GeometryReader's content is a unit of its own: its reads run it alone; the body that makes the reader runs it too"
  )
  func geometryReaderContentIsItsOwnUnit() throws {
    let session = try launch(
      """
      @Observable final class Ruler { var unit = "pt"; var title = "Size" }
      let ruler = Ruler()
      struct Panel: View {
          var body: some View {
              VStack {
                  Text(ruler.title)
                  GeometryReader { proxy in
                      Text("\\(Int(proxy.size.width)) \\(ruler.unit)")
                  }
              }
          }
      }
      """, root: "Panel")
    // Read only in the content: the content runs, not Panel (OpenSwiftUI GeometryReader.swift,
    // the Child rule's own withObservation).
    let unitChanged = try session.perform("ruler.unit = \"px\"")
    #expect(unitChanged.ranTypeNames == ["GeometryReader content"])
    // Read by Panel: Panel runs and makes a new reader, whose new content closure runs the content.
    let titleChanged = try session.perform("ruler.title = \"Width\"")
    #expect(titleChanged.ranTypeNames == ["GeometryReader content", "Panel"])
    #expect(
      titleChanged.ran.first { $0.unit.name == "GeometryReader content" }?.causes == [
        .rebuilt(container: "GeometryReader")
      ])
  }

  @Test(
    "SPEC rule 6: a ViewModifier's content is a placeholder, not an input: a new content runs its views, not the modifier"
  )
  func modifierContentIsAPlaceholder() throws {
    let session = try launch(
      """
      struct Card: ViewModifier {
          var title: String
          func body(content: Content) -> some View { VStack { Text(title); content.padding() } }
      }
      struct Score: View {
          var points: Int
          var body: some View { Text("\\(points) points") }
      }
      struct Screen: View {
          @State private var points = 0
          @State private var title = "A"
          var body: some View {
              VStack {
                  Score(points: points).modifier(Card(title: title))
                  Button("Score") { points += 1 }
                  Button("Rename") { title = "B" }
              }
          }
      }
      """, root: "Screen")
    #expect(try session.tap("Score").ranTypeNames == ["Score", "Screen"])
    #expect(try session.tap("Rename").ranTypeNames == ["Card", "Screen"])
    // A modifier whose body wraps its content in another modifier: the inner one's content holds
    // the outer one's placeholder, filled in turn.
    let nested = try launch(
      """
      struct Card: ViewModifier {
          var title: String
          func body(content: Content) -> some View { VStack { Text(title); content } }
      }
      struct Framed: ViewModifier {
          func body(content: Content) -> some View { NavigationStack { content }.modifier(Card(title: "Framed")) }
      }
      struct Score: View {
          var points: Int
          var body: some View { Text("\\(points) points") }
      }
      struct Screen: View {
          @State private var points = 0
          var body: some View {
              VStack {
                  Score(points: points).modifier(Framed())
                  Button("Score") { points += 1 }
              }
          }
      }
      """, root: "Screen")
    #expect(try nested.tap("Score").ranTypeNames == ["Score", "Screen"])
  }

  @Test("SPEC rule 8: .disabled writes \\.isEnabled, and-ed with the value above; the cause names the modifier")
  func disabledWritesIsEnabled() throws {
    let session = try launch(
      """
      struct Save: View {
          @Environment(\\.isEnabled) private var isEnabled
          var body: some View { Text(isEnabled ? "on" : "off") }
      }
      struct Screen: View {
          @State private var locked = false
          @State private var outer = false
          var body: some View {
              VStack {
                  VStack { Save().disabled(locked) }.disabled(outer)
                  Button("Lock") { locked = true }
                  Button("Lock all") { outer = true }
              }
          }
      }
      """, root: "Screen")
    let locked = try session.tap("Lock")
    #expect(locked.ranTypeNames == ["Save", "Screen"])
    guard case .environment(let key, let setBy, _)? = locked.ran.first(where: { $0.unit.name == "Save" })?.causes.first
    else {
      Issue.record("Save should run for its environment entry")
      return
    }
    #expect(key == "\\.isEnabled")
    #expect(setBy == ".disabled")
    #expect(
      try session.tap("Lock all").ranTypeNames == ["Screen"], "already disabled: and-ing with false changes nothing")
  }

  @Test("SPEC rule 8: .font and .transformEnvironment write the entries their readers declare")
  func fontAndTransformEnvironment() throws {
    let session = try launch(
      """
      struct Caption: View {
          @Environment(\\.font) private var font
          var body: some View { Text("caption") }
      }
      struct Cased: View {
          @Environment(\\.textCase) private var textCase
          var body: some View { Text("cased") }
      }
      struct Screen: View {
          @State private var big = false
          var body: some View {
              let loud = big
              VStack {
                  Caption().font(big ? .title : .body)
                  Cased().transformEnvironment(\\.textCase) { value in if loud { value = .uppercase } }
                  Button("Big") { big = true }
              }
          }
      }
      """, root: "Screen")
    #expect(try session.tap("Big").ranTypeNames == ["Caption", "Cased", "Screen"])
  }

  @Test("SPEC rules 6 and 9: rows bound into an ObservableObject's array run for a changed element, like @Observable's")
  func objectRowsAgreeWithObservableRows() throws {
    func run(_ holder: String, _ wrapper: String) throws -> [String] {
      let session = try launch(
        """
        struct Item: Identifiable { var id: Int; var title: String }
        \(holder)
        struct Card: View {
            var item: Item
            var body: some View { Text(item.title) }
        }
        struct Rows: View {
            \(wrapper) var store: Store
            var body: some View { List($store.items) { $item in Card(item: item) } }
        }
        struct Screen: View {
            @State private var store = Store()
            var body: some View { Rows(store: store) }
        }
        """, root: "Screen")
      let update = try session.perform("find(Rows.self).store.items[1].title = \"New\"")
      // A failed expectation throws: the second card shows the new title, not a stale one.
      _ = try session.perform("#expect(findAll(Card.self)[1].item.title == \"New\")")
      return update.ranTypeNames
    }
    let published = try run(
      "final class Store: ObservableObject { @Published var items = [Item(id: 1, title: \"A\"), Item(id: 2, title: \"B\")] }",
      "@ObservedObject")
    let observable = try run(
      "@Observable final class Store { var items = [Item(id: 1, title: \"A\"), Item(id: 2, title: \"B\")] }",
      "@Bindable")
    // Rule 11: Rows ran, so every kept row runs its closure again; only the changed row's Card runs.
    #expect(published == ["Card", "List row", "List row", "Rows"])
    #expect(observable == published, "the two kinds of model give the same update set")
  }

  @Test(
    "SPEC rule 11: when the body that builds a ForEach runs, every kept row runs its closure; a view in a row with equal inputs is skipped and row state is kept"
  )
  func rebuiltForEachRunsEveryRow() throws {
    let session = try launch(
      """
      struct Badge: View {
          var number: Int
          @State private var taps = 0
          var body: some View { Button("\\(number): \\(taps)") { taps += 1 } }
      }
      struct Screen: View {
          @State private var numbers = [1, 2, 3]
          var body: some View {
              VStack {
                  Text("\\(numbers.count) numbers")
                  ForEach(numbers, id: \\.self) { number in Badge(number: number) }
              }
          }
      }
      """, root: "Screen")
    _ = try session.tap("2: 0")
    let update = try session.perform("root.numbers.append(4)")
    #expect(update.ranTypeNames == ["ForEach row", "ForEach row", "ForEach row", "Screen"])
    #expect(update.skipped.map(\.name) == ["Badge", "Badge", "Badge"])
    #expect(
      update.ran.filter { $0.unit.name == "ForEach row" }.allSatisfy { $0.causes == [.rebuilt(container: "ForEach")] })
    _ = try session.perform("#expect(findAll(Badge.self)[1].taps == 1)")
  }

  @Test(
    "SPEC rule 5: a row's binding into an @Observable object's array depends on the whole property, not on its element")
  func rowBindingReadsTheWholeProperty() throws {
    let session = try launch(
      """
      struct Item: Identifiable { var id: Int; var done = false }
      @Observable final class Store { var items = [Item(id: 1), Item(id: 2)] }
      struct Checklist: View {
          @Bindable var store: Store
          var body: some View { List($store.items) { $item in Toggle("Item \\(item.id)", isOn: $item.done) } }
      }
      struct Screen: View {
          @State private var store = Store()
          var body: some View { Checklist(store: store) }
      }
      """, root: "Screen")
    #expect(Set(session.dependencies(of: "List row")) == ["Store#1.items"])
    #expect(try session.toggle("Item 2").ranTypeNames == ["Checklist", "List row", "List row"])
  }

  @Test(
    "SPEC rule 11: a lazy container builds the rows on screen; scroll(to:) brings others in; viewportRows nil builds every row"
  )
  func lazyContainersBuildTheRowsOnScreen() throws {
    let source = """
      @Observable final class Line: Identifiable { var text: String; init(_ n: Int) { text = "Line \\(n)" } }
      struct Row: View {
          var line: Line
          var body: some View { Text(line.text) }
      }
      struct Screen: View {
          @State private var lines = (0..<40).map { Line($0) }
          var body: some View { List(lines) { line in Row(line: line) } }
      }
      """
    let program = try Program.parse(source: source, fileName: "Test.swift")
    #expect(Program.defaultViewportRows == 15)
    program.viewportRows = 5
    let session = try program.launch(root: "Screen")
    #expect(session.launchUpdate.inserted.filter { $0.name == "Row" }.count == 5)
    #expect(
      try session.perform("root.lines[20].text = \"Edited\"").ranTypeNames.isEmpty, "an off-screen row does not exist")
    let scrolled = try session.perform("scroll(to: 18)")
    #expect(scrolled.ranTypeNames.isEmpty && scrolled.inserted.count == 10 && scrolled.removed.count == 10)
    #expect(scrolled.events == [UpdateEvent(.scrolled, "List in Screen scrolled to rows 19–23 of 40")])
    #expect(try session.perform("root.lines[20].text = \"Again\"").ranTypeNames == ["Row"])
    program.viewportRows = nil
    let everything = try program.launch(root: "Screen")
    #expect(everything.launchUpdate.inserted.filter { $0.name == "Row" }.count == 40)
  }

  @Test("SPEC §3: Dictionary(grouping:by:) groups; an unknown member of a standard type is a located error")
  func standardLibraryIsRightOrRefused() throws {
    let session = try launch(
      """
      struct Screen: View {
          var body: some View { Text("\\(Dictionary(grouping: [1, 2, 3, 4, 5], by: { $0 % 2 })[1]?.count ?? 0)") }
      }
      """, root: "Screen")
    #expect(
      try session.perform("#expect(Dictionary(grouping: [\"ab\", \"ac\", \"b\"], by: { $0.count }).count == 2)").isEmpty
    )
    do {
      _ = try session.perform("let x = Int.bogusMethod(7)")
      Issue.record("an unknown member must be refused")
    } catch {
      #expect(
        error.description.contains("Test.swift") || error.description.contains("1:"), "located: \(error.description)")
      #expect(error.description.contains("bogusMethod"))
    }
  }
}
