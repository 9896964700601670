import Foundation
import Testing
import ViewGraph

/// Issue 36: general gaps the working sets' scenarios showed (session 9), each pinned by a small
/// program written from scratch in the idiom those apps use, with its own `#scenario`s.
@Suite("Issue 36: gaps of the working sets' scenarios")
struct WorkingSetGapsTests {
  static let programs: [(name: String, source: String)] = [
    (
      "issue 36: the simulated app runs on the main thread, so Thread.isMainThread is true and a store's dispatch takes that branch",
      """
      import SwiftUI
      final class CounterStore: ObservableObject {
          @Published private(set) var count = 0
          func dispatch() {
              if Thread.isMainThread {
                  count += 1
              } else {
                  DispatchQueue.main.async { self.count += 1 }
              }
          }
      }
      struct Counter: View {
          @StateObject var store = CounterStore()
          var place: String { Thread.current.isMainThread ? "main" : "background" }
          var body: some View {
              VStack {
                  Text("\\(store.count)")
                  Text(place)
                  Button("Add") { store.dispatch() }
              }
          }
      }
      #scenario("Add counts at once, on the main thread", root: Counter()) {
          tap("Add")
          #expect(root.store.count == 1)
          #expect(root.place == "main")
      }
      """
    ),
    (
      "issue 36, SPEC rule 9: a @Published property of a class that is no ObservableObject still sends each new value on its $publisher (onReceive gets it)",
      """
      import SwiftUI
      enum Page { case main, game }
      final class PageStore {
          @Published private(set) var page: Page = .main
          func go(_ next: Page) { page = next }
      }
      let pages = PageStore()
      struct Device: View {
          @State var page: Page = .main
          var body: some View {
              VStack {
                  switch page {
                  case .main: Button("start") { pages.go(.game) }
                  case .game: Text("playing")
                  }
              }
              .onReceive(pages.$page) { self.page = $0 }
          }
      }
      #scenario("start copies the store's new page into the view's state", root: Device()) {
          tap("start")
          #expect(root.page == .game)
      }
      """
    ),
    (
      "issue 36: Item.ID(…) makes Identifiable's ID (the type of the id it declares), and a nested typealias names its target",
      """
      import SwiftUI
      struct Item: Identifiable {
          let id: UUID
          var name: String
      }
      struct Chip: Identifiable {
          typealias ID = String
          var id: String { name }
          var name: String
      }
      struct Shelf: View {
          @State var items: [Item] = []
          @State var picked: Set<Item.ID> = []
          var body: some View {
              VStack {
                  Button("Add") { items.append(Item(id: Item.ID(), name: "new")) }
                  Text("\\(items.count) items, \\(Chip.ID("chip"))")
              }
          }
      }
      #scenario("Add makes an item with a new id", root: Shelf()) {
          tap("Add")
          #expect(root.items.count == 1)
          #expect(Chip.ID("a") == "a")
      }
      """
    ),
    (
      "issue 36, point 6: swift-tagged's Tagged<Tag, RawValue> is its raw value with a type of its own: Model.ID(raw) makes one",
      """
      import SwiftUI
      import Tagged
      struct Meeting: Identifiable, Equatable {
          let id: Tagged<Meeting, UUID>
          var title: String
      }
      struct Agenda: View {
          @State var meetings: [Meeting] = []
          var body: some View {
              VStack {
                  Button("Add") { meetings.append(Meeting(id: Meeting.ID(UUID()), title: "Stand-up")) }
                  ForEach(meetings) { meeting in Text(meeting.title) }
              }
          }
      }
      #scenario("Add appends a meeting whose id is its own and equal to itself", root: Agenda()) {
          tap("Add")
          #expect(root.meetings.count == 1)
          #expect(root.meetings[0].id == root.meetings[0].id)
          #expect(Meeting.ID(rawValue: 7).rawValue == 7)
      }
      """
    ),
    (
      "issue 36, point 6: TCA 1.0–1.6's .navigationDestination(store:state:action:) and .sheet(store:state:action:) present their case's view with a store of it (its actions reach the case's reducer as .presented), observed by the modifier, not the view; .dismiss sets the state to nil",
      """
      import SwiftUI
      import ComposableArchitecture

      struct Detail: Reducer {
          struct State: Equatable { var count = 0 }
          enum Action { case incrementTapped }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  switch action {
                  case .incrementTapped:
                      state.count += 1
                      return .none
                  }
              }
          }
      }

      struct Home: Reducer {
          struct State: Equatable {
              @PresentationState var destination: Destination.State?
          }
          enum Action {
              case detailTapped
              case settingsTapped
              case destination(PresentationAction<Destination.Action>)
          }
          struct Destination: Reducer {
              enum State: Equatable {
                  case detail(Detail.State)
                  case settings(Detail.State)
              }
              enum Action {
                  case detail(Detail.Action)
                  case settings(Detail.Action)
              }
              var body: some ReducerOf<Self> {
                  Scope(state: /State.detail, action: /Action.detail) { Detail() }
                  Scope(state: /State.settings, action: /Action.settings) { Detail() }
              }
          }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  switch action {
                  case .detailTapped:
                      state.destination = .detail(Detail.State())
                      return .none
                  case .settingsTapped:
                      state.destination = .settings(Detail.State())
                      return .none
                  case .destination:
                      return .none
                  }
              }
              .ifLet(\\.$destination, action: /Action.destination) { Destination() }
          }
      }

      struct HomeView: View {
          let store: StoreOf<Home>
          var body: some View {
              NavigationStack {
                  VStack {
                      Button("Detail") { store.send(.detailTapped) }
                      Button("Settings") { store.send(.settingsTapped) }
                  }
                  .navigationDestination(
                      store: store.scope(state: \\.$destination, action: { .destination($0) }),
                      state: /Home.Destination.State.detail,
                      action: Home.Destination.Action.detail
                  ) { store in
                      DetailView(store: store)
                  }
                  .sheet(
                      store: store.scope(state: \\.$destination, action: { .destination($0) }),
                      state: /Home.Destination.State.settings,
                      action: Home.Destination.Action.settings
                  ) { _ in
                      SettingsView()
                      Button("Close") { store.send(.destination(.dismiss)) }
                  }
              }
          }
      }

      struct DetailView: View {
          let store: StoreOf<Detail>
          var body: some View {
              WithViewStore(store, observe: { $0 }) { viewStore in
                  Text("count \\(viewStore.count)")
                  Button("Increment") { viewStore.send(.incrementTapped) }
              }
          }
      }

      struct SettingsView: View {
          var body: some View { Text("Settings") }
      }

      let homeStore = Store(initialState: Home.State()) { Home() }

      #scenario("Detail pushes the detail view for the detail case only; its actions reach the detail's reducer", root: HomeView(store: homeStore)) {
          #expect(findAll(DetailView.self).isEmpty)
          tap("Detail")
          #expectUpdates()
          #expectInserted(DetailView.self)
          #expect(findAll(DetailView.self).count == 1)
          #expect(findAll(SettingsView.self).isEmpty)
          tap("Increment")
          #expect(homeStore.withState { $0.destination } == .detail(Detail.State(count: 1)))
      }

      #scenario("Settings presents the sheet of the settings case, not the detail", root: HomeView(store: homeStore)) {
          tap("Settings")
          #expect(findAll(SettingsView.self).count == 1)
          #expect(findAll(DetailView.self).isEmpty)
          tap("Close")
          #expect(findAll(SettingsView.self).isEmpty)
          #expect(homeStore.withState { $0.destination } == nil)
      }
      """
    ),
    (
      "issue 36, point 3: Text + Text is SwiftUI's concatenation, one text reading both parts (never a misread operator)",
      """
      import SwiftUI
      struct Profile { var first = "ada"; var last = "lovelace" }
      struct Card: View {
          @State var profile = Profile()
          @State var taps = 0
          var body: some View {
              VStack {
                  (Text(profile.first.capitalized) + Text(" \\(profile.last.capitalized)").bold())
                      .onTapGesture { taps += 1 }
                  Button("Rename") { profile.last = "byron" }
              }
          }
      }
      #scenario("Text + Text shows one text reading both parts, and depends on what each part reads", root: Card()) {
          tap("Ada Lovelace")
          #expect(root.taps == 1)
          tap("Rename")
          #expectUpdates(Card.self)
          tap("Ada Byron")
          #expect(root.taps == 2)
      }
      """
    ),
    (
      "issue 36, point 4: the simulated screen is an iPhone in portrait, so the size classes are compact width and regular height, and a size-class switch shows the phone layout",
      """
      import SwiftUI
      struct Adaptive: View {
          @Environment(\\.horizontalSizeClass) var horizontal
          @Environment(\\.verticalSizeClass) var vertical
          var body: some View {
              if horizontal == .compact && vertical == .regular {
                  PortraitPhone()
              } else {
                  WideLayout()
              }
          }
      }
      struct PortraitPhone: View { var body: some View { Text("phone") } }
      struct WideLayout: View { var body: some View { Text("wide") } }
      #scenario("the simulated screen is an iPhone in portrait: compact width, regular height", root: Adaptive()) {
          #expect(findAll(PortraitPhone.self).count == 1)
          #expect(findAll(WideLayout.self).isEmpty)
      }
      """
    ),
    (
      "SPEC rule 6 and rule 11: a ViewModifier whose body shows its content inside a GeometryReader's closure shows the content there",
      """
      import SwiftUI
      struct Inset: ViewModifier {
          func body(content: Content) -> some View {
              GeometryReader { proxy in
                  content
                      .padding(proxy.size.width > 1000 ? 100 : 0)
              }
          }
      }
      struct Root: View {
          @State var count = 0
          var body: some View {
              List {
                  Button("Add") { count += 1 }
                  Button("Count \\(count)") {}
              }
              .modifier(Inset())
          }
      }
      #scenario("a modifier that shows its content inside a GeometryReader shows it", root: Root()) {
          tap("Add")
          #expect(root.count == 1)
          tap("Count 1")
      }
      """
    ),
    (
      "issue 36, point 3: an extension of an optional type (extension Book?, extension Optional where Wrapped == Int) gives nil and non-nil values its members, never an unwrap error blaming working code",
      """
      import SwiftUI
      struct Book { var title: String }
      extension Book? {
          var label: String {
              if let self { return self.title } else { return "No book" }
          }
          func shelved(on shelf: String) -> String { "\\(label) on \\(shelf)" }
      }
      extension Optional where Wrapped == Int {
          var orZero: Int { self ?? 0 }
      }
      struct Shelf: View {
          @State var book: Book? = nil
          @State var count: Int? = nil
          var body: some View {
              VStack {
                  Text(book.label)
                  Text("\\(count.orZero)")
                  Button("Pick") { book = Book(title: "Dune"); count = 3 }
              }
          }
      }
      #scenario("an extension of an optional type gives nil and non-nil values its members", root: Shelf()) {
          #expect(root.book.label == "No book")
          #expect(root.count.orZero == 0)
          #expect(root.book.shelved(on: "top") == "No book on top")
          tap("Pick")
          #expect(root.book.label == "Dune")
          #expect(root.count.orZero == 3)
          #expect(root.book.shelved(on: "top") == "Dune on top")
      }
      """
    ),
    (
      "issue 36, point 6 (Core Data): a @FetchRequest runs its view again when a context inserts or deletes an object, as its fetched-results controller tells SwiftUI",
      """
      import SwiftUI
      import CoreData

      final class Note: NSManagedObject {
          @NSManaged var title: String?
      }

      struct NotesList: View {
          @Environment(\\.managedObjectContext) private var context
          @FetchRequest(fetchRequest: NSFetchRequest<Note>(entityName: "Note")) private var notes: FetchedResults<Note>
          var body: some View {
              VStack {
                  Text("\\(notes.count) notes")
                  ForEach(notes) { note in NoteRow(title: note.title ?? "") }
                  Button("Add") {
                      let note = Note(context: context)
                      note.title = "Groceries"
                  }
                  Button("Clear") {
                      for note in notes { context.delete(note) }
                  }
                  Footer()
              }
          }
      }
      struct NoteRow: View {
          let title: String
          var body: some View { Text(title) }
      }
      struct Footer: View {
          var body: some View { Text("footer") }
      }

      #scenario("a @FetchRequest runs its view again when its context inserts or deletes an object of its entity", root: NotesList()) {
          tap("Add")
          #expectUpdates(NotesList.self)
          #expectInserted("ForEach row", NoteRow.self)
          #expect(findAll(NoteRow.self).count == 1)
          tap("Clear")
          #expectUpdates(NotesList.self)
          #expect(findAll(NoteRow.self).isEmpty)
      }
      """
    ),
  ]

  @Test("Each working-set idiom behaves as SwiftUI and its package do", arguments: programs.map(\.name))
  func idiom(_ name: String) throws {
    try expectScenariosPass(in: try #require(Self.programs.first { $0.name == name }).source)
  }

  @Test(
    "issue 36, point 1 (Core Data): the NSManagedObject subclasses Xcode generates from a .xcdatamodeld whose entities have Codegen 'Class Definition' are there, with their attributes, relationships and fetchRequest(); an inherited init(context:) inserts; a @FetchRequest's entity is its results' class"
  )
  func coreDataGeneratedClasses() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vg-coredata-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "App/Model.xcdatamodeld/Model.xcdatamodel/contents": """
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
          <entity name="Shelf" representedClassName="Shelf" syncable="YES" codeGenerationType="class">
              <attribute name="name" optional="YES" attributeType="String"/>
              <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
          </entity>
          <entity name="Book" representedClassName="Book" syncable="YES" codeGenerationType="class">
              <attribute name="title" optional="YES" attributeType="String"/>
              <attribute name="pages" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
              <attribute name="isRead" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
              <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
          </entity>
      </model>
      """,
      "App/App.swift": """
      import SwiftUI
      import CoreData

      extension Book {
          convenience init(title: String, context: NSManagedObjectContext) {
              self.init(context: context)
              self.title = title
          }
      }

      @main
      struct LibraryApp: App {
          let context = NSPersistentContainer(name: "Model").viewContext
          var body: some Scene {
              WindowGroup {
                  Library().environment(\\.managedObjectContext, context)
              }
          }
      }

      struct Library: View {
          @Environment(\\.managedObjectContext) private var context
          @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \\Book.title, ascending: true)]) private var books: FetchedResults<Book>
          var body: some View {
              VStack {
                  ForEach(books) { book in BookRow(book: book) }
                  Button("Add") {
                      let shelf = Shelf(context: context)
                      let book = Book(title: "Dune", context: context)
                      shelf.addToBooks(book)
                      book.shelf = shelf
                  }
              }
          }
      }

      struct BookRow: View {
          @ObservedObject var book: Book
          var body: some View { Text("\\(book.title ?? "") \\(book.pages) \\(book.isRead ? "read" : "unread") \\(book.shelf?.books?.count ?? 0)") }
      }

      #scenario("the classes Xcode generates from the model are there: Add makes a book on a shelf, which the fetch request shows") {
          tap("Add")
          #expect(findAll(BookRow.self).count == 1)
          #expect(find(BookRow.self).book.title == "Dune")
          #expect(find(BookRow.self).book.pages == 0)
          #expect(find(BookRow.self).book.shelf?.books?.count == 1)
      }
      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let program = try Program.load(paths: [root.path])
    let report = program.runScenarios()
    #expect(report.results.count == 1)
    #expect(report.results.allSatisfy { $0.passed }, "\(report.results.flatMap(\.failures).map(\.message))")
  }
}
