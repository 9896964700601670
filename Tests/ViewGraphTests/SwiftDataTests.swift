import Testing
import ViewGraph

/// SwiftData simulated in memory: `@Model` classes tracked like `@Observable` ones, and `@Query` a
/// read of the store's contents for its model type and of what its filter and sort use.
@Suite("SwiftData in memory")
struct SwiftDataTests {
  /// Runs every scenario of `source` and expects `count` of them, all passing.
  private func expectScenariosPass(
    _ source: String, count: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let program = try Program.parse(source: source, fileName: "App.swift")
    let report = program.runScenarios()
    #expect(report.results.count == count, sourceLocation: sourceLocation)
    for result in report.results {
      #expect(
        result.failures.isEmpty, "\(result.name): \(result.failures.map(\.message))", sourceLocation: sourceLocation)
    }
  }

  private static let library = """
    import SwiftData
    import SwiftUI

    @Model
    final class Book {
        var title: String
        var pages: Int
        var isRead = false
        init(title: String, pages: Int) {
            self.title = title
            self.pages = pages
        }
    }

    @Model
    final class Author {
        var name: String
        init(name: String) { self.name = name }
    }

    struct Shelf: View {
        @Environment(\\.modelContext) private var context
        var body: some View {
            VStack {
                UnreadList()
                LongBooks(minimum: 300)
                AuthorCount()
                Button("Add") { context.insert(Book(title: "Dune", pages: 412)) }
                Button("Add author") { context.insert(Author(name: "Le Guin")) }
            }
        }
    }

    struct UnreadList: View {
        @Query(filter: #Predicate<Book> { !$0.isRead }, sort: \\Book.title) var books: [Book]
        var body: some View {
            ForEach(books) { book in Text(book.title) }
        }
    }

    struct LongBooks: View {
        @Query var books: [Book]
        init(minimum: Int) {
            _books = Query(filter: #Predicate { $0.pages >= minimum }, sort: [SortDescriptor(\\Book.pages, order: .reverse)])
        }
        var body: some View { Text("\\(books.count) long") }
    }

    struct AuthorCount: View {
        @Query var authors: [Author]
        var body: some View { Text("\\(authors.count) authors") }
    }

    @main struct LibraryApp: App {
        var body: some Scene {
            WindowGroup { Shelf() }
                .modelContainer(for: [Book.self, Author.self], inMemory: true)
        }
    }

    """

  @Test("SPEC rules 1–3: inserting a model runs the views whose @Query is of its type, and no others")
  func insertRunsQueriesOfThatType() throws {
    try expectScenariosPass(
      Self.library + """
        #scenario("a book") {
            tap("Add")
            #expectUpdates(UnreadList.self, LongBooks.self)
            #expectInserted("ForEach row")
            #expect(find(UnreadList.self).books.count == 1)
        }
        #scenario("an author") {
            tap("Add author")
            #expectUpdates(AuthorCount.self)
            #expect(find(AuthorCount.self).authors.count == 1)
        }
        """, count: 2)
  }

  @Test("SPEC rule 1: a @Query depends on what its filter and sort read; a property neither uses runs only the row")
  func filterAndSortProperties() throws {
    try expectScenariosPass(
      Self.library + """
        #scenario("marking read leaves the unread list") {
            tap("Add")
            #expectUpdates(UnreadList.self, LongBooks.self)
            find(UnreadList.self).books[0].isRead = true
            #expectUpdates(UnreadList.self)
            #expectRemoved("ForEach row")
            #expect(find(UnreadList.self).books.isEmpty)
        }
        #scenario("pages are read by one filter only") {
            tap("Add")
            #expectUpdates(UnreadList.self, LongBooks.self)
            find(UnreadList.self).books[0].pages = 100
            #expectUpdates(LongBooks.self)
            #expect(find(LongBooks.self).books.isEmpty)
        }
        #scenario("the title is read by the sort (of two books) and by the row") {
            tap("Add")
            find(Shelf.self).context.insert(Book(title: "Emma", pages: 474))
            #expect(find(UnreadList.self).books.map(\\.title) == ["Dune", "Emma"])
            find(UnreadList.self).books[0].title = "Persuasion"
            // Rule 11: UnreadList ran, so both rows of its ForEach run again.
            #expectUpdates(UnreadList.self, "ForEach row", "ForEach row")
            #expect(find(UnreadList.self).books.map(\\.title) == ["Emma", "Persuasion"])
        }
        #scenario("a sort of one book compares nothing, so its title is read by the row only") {
            tap("Add")
            #expectUpdates(UnreadList.self, LongBooks.self)
            find(UnreadList.self).books[0].title = "Emma"
            #expectUpdates("ForEach row")
        }
        """, count: 4)
  }

  @Test("SwiftData: sort, reverse order and delete through the model context")
  func sortAndDelete() throws {
    try expectScenariosPass(
      Self.library + """
        #scenario("sorted and deleted") {
            let context = find(Shelf.self).context
            context.insert(Book(title: "Middlemarch", pages: 880))
            context.insert(Book(title: "Beloved", pages: 324))
            context.insert(Book(title: "Ulysses", pages: 730))
            #expect(find(UnreadList.self).books.map(\\.title) == ["Beloved", "Middlemarch", "Ulysses"])
            #expect(find(LongBooks.self).books.map(\\.pages) == [880, 730, 324])
            context.delete(find(UnreadList.self).books[1])
            // Rule 11: UnreadList ran, so the two kept rows of its ForEach run again.
            #expectUpdates(UnreadList.self, LongBooks.self, "ForEach row", "ForEach row")
            #expectRemoved("ForEach row")
            #expect(find(UnreadList.self).books.map(\\.title) == ["Beloved", "Ulysses"])
        }
        """, count: 1)
  }

  @Test("SwiftData: fetch(FetchDescriptor<T>) with a predicate, a sort and a limit; fetchCount")
  func fetchDescriptor() throws {
    try expectScenariosPass(
      Self.library + """
        #scenario("fetch") {
            let context = find(Shelf.self).context
            context.insert(Book(title: "B", pages: 10))
            context.insert(Book(title: "A", pages: 20))
            context.insert(Book(title: "C", pages: 30))
            context.insert(Author(name: "X"))
            var descriptor = FetchDescriptor<Book>(predicate: #Predicate { $0.pages > 10 }, sortBy: [SortDescriptor(\\.title)])
            #expect(try context.fetch(descriptor).map(\\.title) == ["A", "C"])
            descriptor.fetchLimit = 1
            #expect(try context.fetch(descriptor).map(\\.title) == ["A"])
            #expect(try context.fetchCount(FetchDescriptor<Author>()) == 1)
        }
        """, count: 1)
  }

  @Test(
    "SwiftData (issue 36): a generic view's @Query made by a caller's Query(filter: #Predicate<Book>, sort: \\Book.title) fetches Books; a fetch whose model type nothing names gets no models and one warning, not an error"
  )
  func genericQueryTakesItsModelFromThePredicate() throws {
    // Apps re-make a `@Query` when a search text changes by handing a generic view the `Query`
    // (`QueryView<T: PersistentModel>` with `@Query var results: [T]`): ViewGraph does not carry
    // `T`, so the model type comes from what the caller names — the predicate's or the key path's.
    try expectScenariosPass(
      Self.library + """
        struct Search: View {
            @Environment(\\.modelContext) private var context
            @State var text = ""
            var body: some View {
                VStack {
                    Matches(query: Query(filter: #Predicate<Book> { text.isEmpty || $0.title.contains(text) }))
                    Matches(query: Query(sort: \\Book.title))
                    Button("Add") { context.insert(Book(title: "Dune", pages: 412)) }
                }
            }
        }
        struct Matches<T: PersistentModel>: View {
            @Query var results: [T]
            init(query: Query<T, [T]>) { _results = query }
            var body: some View { Text("\\(results.count)") }
        }
        #scenario("both generic queries see the inserted book", root: Search().modelContainer(for: Book.self)) {
            tap("Add")
            #expect(findAll(Matches.self).map { $0.results.count } == [1, 1])
        }
        """, count: 1)
    let program = try Program.parse(
      source: Self.library + """
        struct Unnamed<T: PersistentModel>: View {
            @Query var results: [T]
            init(query: Query<T, [T]>) { _results = query }
            var body: some View { Text("\\(results.count)") }
        }
        struct Host: View {
            var body: some View { Unnamed(query: Query()).modelContainer(for: Book.self) }
        }
        """, fileName: "App.swift")
    let session = try program.launch(root: "Host")
    let warnings = session.launchUpdate.warnings.map(\.message)
    #expect(warnings.contains { $0.contains("model type") && $0.contains("not simulated") }, "\(warnings)")
    // A program's own `Query` is not SwiftData's: its initializer is called as written.
    let own = try Program.parse(
      source: """
        struct Query { let filter: (Int) -> Bool; init(filter: @escaping (Int) -> Bool) { self.filter = filter } }
        struct Numbers: View {
            let query = Query(filter: #Predicate<Int> { $0 > 1 })
            var body: some View { Text("\\(query.filter(2))") }
        }
        """, fileName: "Own.swift")
    #expect(try own.launch(root: "Numbers").launchUpdate.warnings.isEmpty)
  }

  @Test(
    "SwiftData: a @Query with no model container above it is a located error naming the fix for a named root, an in-memory stand-in with a warning for a root ViewGraph chose"
  )
  func queryWithoutContainer() throws {
    let program = try Program.parse(
      source: """
        @Model final class Note { var text = "" }
        struct Notes: View {
            @Query var notes: [Note]
            var body: some View { Text("\\(notes.count)") }
        }
        """, fileName: "App.swift")
    do {
      _ = try program.launch(root: "Notes")
      Issue.record("reading a @Query with no container must fail")
    } catch {
      #expect(error.description.contains("App.swift:4:"), "\(error.description)")
      #expect(error.description.contains("'.modelContainer(for: Note.self)'"), "\(error.description)")
    }
    // Rule 8 amended (issue 21): when ViewGraph chose the root, the app may set its container in
    // code ViewGraph does not run (a scene delegate's hosting controller): an in-memory one stands in.
    let session = try program.launch()
    #expect(
      session.launchUpdate.warnings.contains {
        $0.message.contains("'.modelContainer(for: Note.self)'") && $0.message.contains("stands in")
      })
    #expect(
      session.dependencies(of: "Notes").contains { $0.contains("SwiftDataStore") || $0.contains("Note") },
      "\(session.dependencies(of: "Notes"))")
  }

  @Test("SwiftData: a ModelContainer made by the app, a Schema and ModelConfiguration, passed with .modelContainer(_:)")
  func explicitContainer() throws {
    try expectScenariosPass(
      """
      @Model final class Note {
          var text: String
          init(text: String) { self.text = text }
      }
      struct Notes: View {
          @Query(sort: \\Note.text, order: .reverse) var notes: [Note]
          @Environment(\\.modelContext) var context
          var body: some View {
              List(notes) { note in Text(note.text) }
              Button("Add") { context.insert(Note(text: "n\\(notes.count)")) }
          }
      }
      @main struct NotesApp: App {
          var container: ModelContainer = {
              let schema = Schema([Note.self])
              let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)
              return try! ModelContainer(for: schema, configurations: [configuration])
          }()
          var body: some Scene {
              WindowGroup { Notes() }.modelContainer(container)
          }
      }
      #scenario("newest first") {
          tap("Add")
          tap("Add")
          #expectUpdates(Notes.self, Notes.self)
          #expect(find(Notes.self).notes.map(\\.text) == ["n1", "n0"])
      }
      """, count: 1)
  }

  @Test(
    "SPEC rules 1–3: models a model relates to join its context (inserted with it, or appended later), and a cascade delete removes them"
  )
  func relationshipsJoinTheContext() throws {
    try expectScenariosPass(
      """
      import SwiftUI
      import SwiftData
      @Model final class MyList {
          var name: String
          @Relationship(deleteRule: .cascade) var reminders: [Reminder] = []
          init(name: String, reminders: [Reminder] = []) { self.name = name; self.reminders = reminders }
      }
      @Model final class Reminder {
          var title: String
          var list: MyList?
          init(title: String) { self.title = title }
      }
      struct Lists: View {
          @Environment(\\.modelContext) private var context
          @Query private var lists: [MyList]
          @Query private var reminders: [Reminder]
          var body: some View {
              Text("\\(lists.count) lists, \\(reminders.count) reminders")
              Button("New List") { context.insert(MyList(name: "Groceries", reminders: [Reminder(title: "Eggs")])) }
              Button("Add Milk") { lists.first?.reminders.append(Reminder(title: "Milk")) }
              Button("Delete List") { if let list = lists.first { context.delete(list) } }
          }
      }
      @main struct App1: App { var body: some Scene { WindowGroup { Lists() }.modelContainer(for: MyList.self) } }
      #scenario("related models join the store; a cascade delete removes them") {
          tap("New List")
          #expect(find(Lists.self).reminders.count == 1)
          tap("Add Milk")
          #expectUpdates(Lists.self)
          #expect(find(Lists.self).reminders.count == 2)
          tap("Delete List")
          #expect(find(Lists.self).lists.isEmpty && find(Lists.self).reminders.isEmpty)
      }
      """, count: 1)
  }

  @Test(
    "SPEC rules 1–3: a model given a related model of a context in its init joins that context; the write to the other side notifies though the init's own stores do not"
  )
  func modelMadeWithARelatedModelJoinsItsContext() throws {
    try expectScenariosPass(
      """
      import SwiftUI
      import SwiftData
      @Model final class Genre {
          var name: String
          @Relationship(inverse: \\Book.genre) var books: [Book] = []
          init(name: String) { self.name = name }
      }
      @Model final class Book {
          var title: String
          var genre: Genre
          init(title: String, genre: Genre) {
              self.title = title
              self.genre = genre
          }
      }
      struct Books: View {
          @Query private var books: [Book]
          var body: some View { Text("\\(books.count) books") }
      }
      @main struct App1: App { var body: some Scene { WindowGroup { Books() }.modelContainer(for: Book.self) } }
      #scenario("a book made with an inserted genre is in the store at once, and the query's view runs") {
          let context = ModelContainer.shared(for: [Book.self]).mainContext
          let genre = Genre(name: "Fiction")
          context.insert(genre)
          #expectUpdates()
          let book = Book(title: "Dune", genre: genre)
          #expectUpdates(Books.self)
          #expect(genre.books.count == 1)
          #expect(find(Books.self).books.map(\\.title) == ["Dune"])
          context.insert(book)
          #expectUpdates()
      }
      """, count: 1)
  }

  @Test(
    "Issue 36 (set 7): a versioned schema's model named through a typealias (typealias Habit = SchemaV2.Habit) is the program's model, and a container made with a migration plan holds what the launch inserts"
  )
  func versionedSchemaAlias() throws {
    try expectScenariosPass(
      """
      import SwiftData
      import SwiftUI

      enum SchemaV1: VersionedSchema {
          static var versionIdentifier = Schema.Version(1, 0, 0)
          static var models: [any PersistentModel.Type] { [SchemaV1.Habit.self] }
      }
      extension SchemaV1 {
          @Model final class Habit {
              var name: String
              init(name: String) { self.name = name }
          }
      }
      enum SchemaV2: VersionedSchema {
          static var versionIdentifier = Schema.Version(2, 0, 0)
          static var models: [any PersistentModel.Type] { [SchemaV2.Habit.self] }
      }
      extension SchemaV2 {
          @Model final class Habit {
              var name: String
              var streak = 0
              init(name: String) { self.name = name }
          }
      }
      enum Plan: SchemaMigrationPlan {
          static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
          static var stages: [MigrationStage] { [] }
      }
      typealias Habit = SchemaV2.Habit

      func makeContainer() -> ModelContainer {
          let schema = Schema([Habit.self])
          let container = try! ModelContainer(
              for: schema, migrationPlan: Plan.self, configurations: [ModelConfiguration(schema: schema)])
          for name in ["Read", "Walk"] {
              container.mainContext.insert(Habit(name: name))
          }
          return container
      }

      func habitCount(in context: ModelContext) -> Int {
          (try? context.fetchCount(FetchDescriptor<Habit>())) ?? 0
      }
      struct Habits: View {
          @Query var habits: [Habit]
          @Environment(\\.modelContext) var context
          var body: some View {
              Text("\\(habitCount(in: context)) habits")
              List(habits) { habit in Text(habit.name) }
          }
      }
      @main struct HabitsApp: App {
          var body: some Scene {
              WindowGroup { Habits() }.modelContainer(makeContainer())
          }
      }
      #scenario("the launch shows the habits the container was filled with") {
          #expect(find(Habits.self).habits.map(\\.name).sorted() == ["Read", "Walk"])
          #expect(find(Habits.self).habits.first?.streak == 0)
          #expect(habitCount(in: find(Habits.self).context) == 2)
      }
      """, count: 1)
  }

  @Test(
    "Issue 36 (set 7): containers on the same store file share its models, as on disk (an App body that makes its container again after a first-launch flag flips still shows what the first one inserted, and its query keeps its context when the App body runs again); in-memory ones do not"
  )
  func containersShareTheirStoreFile() throws {
    try expectScenariosPass(
      """
      import SwiftData
      import SwiftUI

      @Model final class Tip {
          var text: String
          init(text: String) { self.text = text }
      }
      func makeContainer(seeding: inout Bool) -> ModelContainer {
          let container = try! ModelContainer(for: Schema([Tip.self]), configurations: [ModelConfiguration()])
          if seeding {
              container.mainContext.insert(Tip(text: "Drink water"))
              try? container.mainContext.save()
              seeding = false
          }
          return container
      }
      struct TipRow: View {
          let text: String
          var body: some View { Text(text) }
      }
      struct Tips: View {
          @Query var tips: [Tip]
          var body: some View { List(tips) { tip in TipRow(text: tip.text) } }
      }
      @main struct TipsApp: App {
          @AppStorage("firstLaunch") var firstLaunch = true
          var body: some Scene {
              WindowGroup { Tips() }.modelContainer(makeContainer(seeding: &firstLaunch))
          }
      }
      #scenario("the tip the first launch inserted is shown") {
          #expect(findAll(TipRow.self).map(\\.text) == ["Drink water"])
          #expect(find(Tips.self).tips.count == 1)
          let memory = try! ModelContainer(
              for: Schema([Tip.self]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
          #expect(try! memory.mainContext.fetch(FetchDescriptor<Tip>()).isEmpty)
      }
      """, count: 1)
  }
}
