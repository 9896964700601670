import Testing
import ViewGraph

/// The update model of SPEC §1, rule by rule, on programs small enough to read in the test.
@Suite("Update model")
struct UpdateModelTests {
  static let models = """
    @Observable class Author { var name = "Ann" }
    @Observable class Book: Identifiable {
        var title = "A"
        var author = Author()
        var isAvailable = true
        var summary: String { "\\(title) by \\(author.name)" }
        func shout() -> String { title.uppercased() }
    }
    """

  private func launch(_ source: String, root: String? = nil) throws -> AppSession {
    try Program.parse(source: Self.models + "\n" + source, fileName: "Test.swift").launch(root: root)
  }

  @Test("SPEC rule 1: a body depends on what it reads through computed properties and methods, not on stored closures")
  func readsThroughComputedPropertiesAndMethods() throws {
    let session = try launch(
      """
      let book = Book()
      struct Summary: View { var body: some View { Text(book.summary) } }
      struct Shout: View { var body: some View { Text(book.shout()) } }
      struct Checkout: View {
          var body: some View { Button("Check out") { book.isAvailable = book.title.isEmpty } }
      }
      struct Screen: View { var body: some View { VStack { Summary(); Shout(); Checkout() } } }
      """, root: "Screen")
    #expect(session.dependencies(of: "Summary") == ["Author#1.name", "Book#1.author", "Book#1.title"])
    #expect(session.dependencies(of: "Shout") == ["Book#1.title"])
    #expect(session.dependencies(of: "Checkout").isEmpty, "a Button's action reads nothing until it runs")
    #expect(try session.perform("book.author.name = \"Bo\"").ranTypeNames == ["Summary"])
    #expect(try session.perform("book.title = \"B\"").ranTypeNames == ["Shout", "Summary"])
    #expect(try session.tap("Check out").ranTypeNames == [])
  }

  @Test("SPEC rule 2: writing an equal value notifies nobody; a different value does")
  func equalWritesAreNotChanges() throws {
    let session = try launch(
      """
      let book = Book()
      struct Title: View { var body: some View { Text(book.title) } }
      """, root: "Title")
    let equal = try session.perform("book.title = \"A\"")
    #expect(equal.ranTypeNames.isEmpty)
    #expect(equal.equalWrites == ["Book#1.title"])
    #expect(try session.perform("book.title = \"B\"").ranTypeNames == ["Title"])
  }

  @Test("SPEC rule 2 (as the real runtime does it): an Optional of a non-Equatable class is never compared")
  func optionalObjectsAlwaysNotify() throws {
    let session = try launch(
      """
      class Plain {}
      @Observable class Holder { var thing: Plain? = Plain(); var same = Plain() }
      let holder = Holder()
      struct Reader: View { var body: some View { Text(holder.thing == nil ? "none" : "some"); Text("\\(holder.same === holder.same)") } }
      """, root: "Reader")
    #expect(try session.perform("holder.thing = holder.thing").ranTypeNames == ["Reader"])
    #expect(
      try session.perform("holder.same = holder.same").ranTypeNames == [], "a non-optional object compares by identity")
  }

  @Test("SPEC rule 3: appending writes the array; a class element's property is a write to the element")
  func collectionsAreOneValue() throws {
    let session = try launch(
      """
      @Observable class Shelf { var books = [Book(), Book()] }
      let shelf = Shelf()
      struct Count: View { var body: some View { Text("\\(shelf.books.count)") } }
      struct FirstTitle: View { var body: some View { Text(shelf.books[0].title) } }
      struct Screen: View { var body: some View { VStack { Count(); FirstTitle() } } }
      """, root: "Screen")
    #expect(try session.perform("shelf.books[1].title = \"Z\"").ranTypeNames == [])
    #expect(try session.perform("shelf.books[0].title = \"Z\"").ranTypeNames == ["FirstTitle"])
    #expect(try session.perform("shelf.books.append(Book())").ranTypeNames == ["Count", "FirstTitle"])
  }

  @Test("SPEC rule 3: mutating a field of a struct element writes the state that holds the array")
  func structElementsWriteTheirHolder() throws {
    let session = try launch(
      """
      struct Item: Identifiable { var id: Int; var done = false }
      struct Todo: View {
          @State private var items = [Item(id: 1), Item(id: 2)]
          var body: some View {
              List(items) { item in Text(item.done ? "done" : "open") }
              Button("Finish") { items[0].done = true }
          }
      }
      """, root: "Todo")
    let update = try session.tap("Finish")
    // Rule 11: the holder runs, so both rows of its List run again.
    #expect(update.ranTypeNames == ["List row", "List row", "Todo"], "the holder runs, and with it its rows")
  }

  @Test("SPEC rule 4: state is initialised once per identity; creating a binding is not a read")
  func stateBelongsToTheIdentity() throws {
    let session = try launch(
      """
      var made = 0
      func next() -> Int { made += 1; return made }
      struct Counter: View {
          @State private var start = next()
          var body: some View { Text("\\(start)") }
      }
      struct Holder: View {
          @State private var on = false
          @State private var tick = 0
          var body: some View {
              Toggle("On", isOn: $on)
              Text("\\(tick)")
              Counter()
          }
      }
      """, root: "Holder")
    #expect(session.dependencies(of: "Holder") == ["Holder.tick"], "'$on' is not a read of 'on'")
    #expect(try session.toggle("On").ranTypeNames == [], "the Toggle reads its binding in its own place (rule 5)")
    #expect(try session.perform("find(Holder.self).tick = 1").ranTypeNames == ["Holder"])
    #expect(
      try session.perform("#expect(find(Counter.self).start == 1)").ranTypeNames == [], "the state kept its first value"
    )
  }

  @Test("SPEC rule 5: a child that reads a @Binding depends on the location it was made from, down to the field path")
  func bindingsReadTheirLocation() throws {
    let session = try launch(
      """
      struct Episode { var title = "E"; var isFavorite = false }
      struct Star: View {
          @Binding var isFavorite: Bool
          var body: some View { Button(isFavorite ? "Unstar" : "Star") { isFavorite.toggle() } }
      }
      struct Podcaster: View {
          @State private var episode = Episode()
          var body: some View { Star(isFavorite: $episode.isFavorite) }
      }
      """, root: "Podcaster")
    #expect(session.dependencies(of: "Star") == ["Podcaster.episode.isFavorite"])
    #expect(session.dependencies(of: "Podcaster").isEmpty)
    #expect(try session.tap("Star").ranTypeNames == ["Star"], "the binding's value changed, but Podcaster read nothing")
    #expect(
      try session.perform("root.episode.title = \"F\"").ranTypeNames == [], "another field of the episode changed")
  }

  @Test("SPEC rule 6: a matched child runs again only if its inputs changed; a closure made anew never compares equal")
  func inputsDecide() throws {
    let session = try launch(
      """
      struct Plain: View { var title: String; var body: some View { Text(title) } }
      struct WithAction: View { var action: () -> Void; var body: some View { Text("x") } }
      struct Parent: View {
          @State private var count = 0
          @State private var title = "t"
          var body: some View {
              Text("\\(count) \\(title)")
              Plain(title: title)
              WithAction(action: { })
          }
      }
      """, root: "Parent")
    let update = try session.perform("find(Parent.self).count = 1")
    #expect(update.ranTypeNames == ["Parent", "WithAction"])
    #expect(update.skipped.map(\.name) == ["Plain"])
    let retitled = try session.perform("find(Parent.self).title = \"u\"")
    #expect(retitled.ranTypeNames == ["Parent", "Plain", "WithAction"])
    #expect(retitled.ran.first { $0.unit.name == "Plain" }?.causes == [.input(name: "title")])
  }

  @Test("SPEC rule 7: a new .id is a new identity with fresh state; branches are identities too")
  func identity() throws {
    let session = try launch(
      """
      struct Leaf: View { @State var taps = 0; var body: some View { Button("Tap \\(taps)") { taps += 1 } } }
      struct Parent: View {
          @State private var key = 1
          @State private var showsOther = false
          var body: some View {
              Leaf().id(key)
              if showsOther { Text("other") } else { Text("none") }
          }
      }
      """, root: "Parent")
    _ = try session.tap("Tap 0")
    #expect(try session.perform("#expect(find(Leaf.self).taps == 1)").ran.isEmpty)
    let update = try session.perform("find(Parent.self).key = 2")
    #expect(update.removed.map(\.name) == ["Leaf"])
    #expect(update.inserted.map(\.name) == ["Leaf"])
    _ = try session.perform("#expect(find(Leaf.self).taps == 0)")
  }

  @Test("SPEC rule 11: reads in a row closure belong to the row; rows are matched by id")
  func lazyRows() throws {
    let session = try launch(
      """
      @Observable class Shelf { var books = [Book(), Book(), Book()] }
      let shelf = Shelf()
      struct Rows: View { var body: some View { List(shelf.books) { book in Text(book.title) } } }
      """, root: "Rows")
    #expect(session.dependencies(of: "Rows") == ["Shelf#1.books"])
    #expect(session.dependencies(of: "List row") == ["Book#1.title", "Book#2.title", "Book#3.title"])
    #expect(try session.perform("shelf.books[1].title = \"B\"").ranTypeNames == ["List row"])
    let moved = try session.perform("shelf.books.swapAt(0, 2)")
    // Rule 11: Rows ran, so every kept row runs its closure again, each with the book it had.
    #expect(moved.ranTypeNames == ["List row", "List row", "List row", "Rows"], "each row keeps its book")
    #expect(moved.inserted.isEmpty && moved.removed.isEmpty)
  }

  @Test("SPEC rule 12: one step's writes are one transaction; parents run before children")
  func transactions() throws {
    let session = try launch(
      """
      struct Child: View { var n: Int; var body: some View { Text("\\(n)") } }
      struct Parent: View {
          @State private var n = 0
          @State private var m = 0
          var body: some View { Text("\\(n) \\(m)"); Child(n: n) }
      }
      """, root: "Parent")
    // `root` does not flush (SPEC §2), so both writes land in one transaction.
    let update = try session.perform("root.n = 1\nroot.m = 1")
    #expect(update.ran.map(\.unit.name) == ["Parent", "Child"])
    // `find` flushes first, so here the first write is a transaction of its own.
    let split = try session.perform("find(Parent.self).n = 2\nfind(Parent.self).m = 2")
    #expect(split.ran.map(\.unit.name) == ["Parent", "Child", "Parent"])
  }

  @Test("SPEC rule 12: a flush that never settles is an update cycle naming the units")
  func updateCycle() throws {
    let cycle = try Program.parse(
      source:
        "struct Bad: View { @State private var n = 0\n var body: some View { let _ = n += 1\n Text(\"\\(n)\") } }",
      fileName: "Bad.swift")
    #expect {
      _ = try cycle.launch(root: "Bad")
    } throws: { error in
      let message = (error as? ViewGraphError)?.diagnostics.first?.message ?? ""
      return message.contains("update cycle") && message.contains("Bad")
    }
  }

  @Test("SPEC rule 12: a write during a body is reported as a warning")
  func writeDuringBodyWarns() throws {
    let session = try launch(
      """
      let book = Book()
      struct Writer: View {
          @State private var once = false
          var body: some View {
              if !once { let _ = book.isAvailable = false }
              Text(book.title)
          }
      }
      """, root: "Writer")
    #expect(session.launchUpdate.warnings.contains { $0.message.contains("Modifying state during view update") })
  }
}
