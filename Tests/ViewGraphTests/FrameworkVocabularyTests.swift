import Testing
import ViewGraph

/// Framework names real apps use that ViewGraph had no meaning for (issue 21): each program's
/// `#scenario`s must pass.
@Suite("Framework names apps use")
struct FrameworkVocabularyTests {
  static let programs: [(name: String, source: String)] = [
    (
      "standard members apps use: String.enumerated(), localizedUppercase, Double.isNormal, Data + Data",
      """
      import SwiftUI

      struct Letters: View {
          let word = "abc"
          var body: some View {
              VStack {
                  ForEach(Array(word.enumerated()), id: \\.offset) { index, letter in
                      Text("\\(index): \\(letter.localizedUppercase)")
                  }
              }
          }
      }

      #scenario("each member gives what Swift's does") {
          #expect(Array("hi".enumerated()).count == 2)
          #expect("hi".localizedUppercase == "HI")
          #expect(2.5.isNormal && !0.0.isNormal && !Double.infinity.isNormal)
          var log = "a".data(using: .utf8)!
          log.append("b".data(using: .utf8)!)
          #expect((log + "c".data(using: .utf8)!).count == 3)
      }
      """
    ),
    (
      "TextField(_:text:onEditingChanged:onCommit:) with trailing closures: the first is onEditingChanged, not a label, and nothing calls it at launch",
      """
      import SwiftUI

      struct SearchBar: View {
          @State private var text = ""
          @State private var isFocused = false
          var body: some View {
              TextField("Search", text: $text) { editing in
                  isFocused = editing
              } onCommit: {
                  text = ""
              }
              .border(isFocused ? Color.accentColor : Color.clear)
          }
      }

      #scenario("the launch leaves the flag as declared") {
          #expect(find(SearchBar.self).isFocused == false)
      }
      """
    ),
    (
      "SwiftData keeps both sides of a relationship: setting a reminder's list appends it to the list's reminders, appending sets the reminder's list",
      """
      import SwiftUI
      import SwiftData

      @Model final class ReminderList {
          var name: String
          @Relationship(deleteRule: .cascade, inverse: \\Reminder.list) var reminders: [Reminder] = []
          init(name: String) { self.name = name }
      }

      @Model final class Reminder {
          var title: String
          var list: ReminderList?
          init(title: String) { self.title = title }
          init(title: String, in list: ReminderList) {
              self.title = title
              self.list = list
          }
      }

      struct ListView: View {
          let list: ReminderList
          var body: some View {
              VStack {
                  Text("\\(list.name): \\(list.reminders.count)")
                  Button("Add") {
                      let reminder = Reminder(title: "Milk")
                      reminder.list = list
                  }
                  Button("Append") { list.reminders.append(Reminder(title: "Eggs")) }
                  Button("Make") { _ = Reminder(title: "Tea", in: list) }
              }
          }
      }

      struct Root: View {
          @State private var list = ReminderList(name: "Groceries")
          var body: some View { ListView(list: list) }
      }

      #scenario("setting a reminder's list appends it to the list's reminders, and the list view runs", root: Root()) {
          tap("Add")
          #expectUpdates(ListView.self)
          #expect(find(ListView.self).list.reminders.count == 1)
          #expect(find(ListView.self).list.reminders[0].title == "Milk")
      }

      #scenario("appending to the list's reminders sets each reminder's list", root: Root()) {
          tap("Append")
          #expect(find(ListView.self).list.reminders[0].list?.name == "Groceries")
      }

      // An initializer's own stores do not notify (nothing reads an object still being made), but
      // what they do to other objects does: the list the new reminder joins changes, as in Swift.
      #scenario("a reminder given its list in its init is appended to the list's reminders, and the list view runs", root: Root()) {
          tap("Make")
          #expectUpdates(ListView.self)
          #expect(find(ListView.self).list.reminders.map(\\.title) == ["Tea"])
      }

      #scenario("moving a reminder to another list removes it from the first", root: Root()) {
          tap("Add")
          let reminder = find(ListView.self).list.reminders[0]
          let other = ReminderList(name: "Work")
          reminder.list = other
          #expect(find(ListView.self).list.reminders.count == 0)
          #expect(other.reminders.count == 1)
      }
      """
    ),
    (
      "DocumentGroup builds the document's editor, which edits the document through the configuration's binding",
      """
      import SwiftUI
      import UniformTypeIdentifiers
      struct TextFile: FileDocument {
          static var readableContentTypes: [UTType] = [.plainText]
          var text = "Hello"
      }
      struct Editor: View {
          @Binding var document: TextFile
          var body: some View { TextField("Text", text: $document.text) }
      }
      @main struct NotesApp: App {
          var body: some Scene {
              DocumentGroup(newDocument: TextFile()) { file in
                  Editor(document: file.$document)
              }
          }
      }
      #scenario("typing edits the document; the text field reads its binding in its own place, so no body runs (rule 5)") {
          #expect(find(Editor.self).document.text == "Hello")
          type("Hi", into: "Text")
          #expect(find(Editor.self).document.text == "Hi")
          #expectUpdates()
      }
      """
    ),
    (
      "UserDefaults registers defaults and answers value(forKey:); a caught error has a localizedDescription",
      """
      import SwiftUI
      enum LoadError: LocalizedError {
          case missing
          var errorDescription: String? { "The list is missing." }
      }
      enum PlainError: Error { case broken }
      struct Home: View {
          var body: some View { Text("Home") }
      }
      #scenario("defaults and errors", root: Home()) {
          UserDefaults.standard.register(defaults: ["volume": 5])
          #expect(UserDefaults.standard.integer(forKey: "volume") == 5)
          UserDefaults.standard.setValue(7, forKey: "volume")
          #expect(UserDefaults.standard.value(forKey: "volume") as? Int == 7)
          #expect(UserDefaults.standard.synchronize())
          do { throw LoadError.missing } catch { #expect(error.localizedDescription == "The list is missing.") }
          do { throw PlainError.broken } catch { #expect(error.localizedDescription.hasPrefix("The operation couldn’t be completed.")) }
          let json = try! JSONSerialization.jsonObject(with: Data("{\\"a\\": 1}".utf8)) as! [String: Any]
          #expect(json["a"] as? Int == 1)
          debugPrint("nothing to see")
          #expect(CharacterSet.decimalDigits.contains("4"))
      }
      """
    ),
    (
      "ScrollViewReader runs its content in a unit of its own; LocalizedStringKey and AnyTransition are values",
      """
      import SwiftUI
      struct Feed: View {
          @State var items = ["a", "b"]
          var body: some View {
              ScrollViewReader { proxy in
                  ForEach(items, id: \\.self) { Text(LocalizedStringKey($0).description) }
                  Button("Top") { proxy.scrollTo("a") }
              }
              .transition(.move(edge: .bottom).combined(with: .opacity))
          }
      }
      #scenario("the reader's content reads the items, not Feed", root: Feed()) {
          tap("Top")
          #expectUpdates()
          find(Feed.self).items.append("c")
          // Rule 11: the reader's content rebuilds its ForEach, so the two kept rows run again. The
          // reader, SwiftUI's view, runs too but is not counted (issue 23: --framework-units).
          #expectUpdates("ForEach row", "ForEach row")
      }
      """
    ),
    (
      "SwiftData: a ModelConfiguration at a URL is a store in memory",
      """
      import SwiftUI
      import SwiftData
      @Model final class Task { var title: String; init(title: String) { self.title = title } }
      @main struct TodoApp: App {
          let container: ModelContainer
          init() {
              let schema = Schema([Task.self])
              let configuration = ModelConfiguration(schema: schema, url: URL.documentsDirectory.appending(path: "tasks.store"), cloudKitDatabase: .none)
              container = try! ModelContainer(for: schema, configurations: [configuration])
          }
          var body: some Scene { WindowGroup { TaskList() }.modelContainer(container) }
      }
      struct TaskList: View {
          @Query var tasks: [Task]
          var body: some View { Text("\\(tasks.count)") }
      }
      #scenario("a store configured at a URL is kept in memory") {
          #expect(find(TaskList.self).tasks.isEmpty)
      }
      """
    ),
    (
      "a ToolbarContent type of the program's is a unit whose body builds its items",
      """
      import SwiftUI
      struct PostActions: ToolbarContent {
          let count: Int
          var body: some ToolbarContent {
              ToolbarItem(placement: .primaryAction) { Text("Share \\(count)") }
              ToolbarItem { Text("Save") }
          }
      }
      struct Screen: View {
          @State var count = 1
          var body: some View {
              Text("Post").toolbar { PostActions(count: count) }
          }
      }
      #scenario("a ToolbarContent type of the program's is built like a view", root: Screen()) {
          #expect(findAll(PostActions.self).count == 1)
          root.count = 2
          #expectUpdates(Screen.self, PostActions.self)
      }
      """
    ),
    (
      "ISO8601DateFormatter's formatOptions: with .withFractionalSeconds it reads a time with milliseconds, without them it does not (issue 36, set 7: sample data stamped '…22.562Z')",
      """
      import SwiftUI
      struct Stamp: View {
          var body: some View { Text("stamp") }
      }
      #scenario("each formatter reads what Foundation's reads") {
          let plain = ISO8601DateFormatter()
          #expect(plain.date(from: "2025-07-09T22:20:22Z") != nil)
          #expect(plain.date(from: "2025-07-09T22:20:22.562Z") == nil)
          let precise = ISO8601DateFormatter()
          precise.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
          let date = precise.date(from: "2025-07-09T22:20:22.562Z")
          #expect(date != nil)
          #expect(precise.string(from: date!) == "2025-07-09T22:20:22.562Z")
          #expect(precise.date(from: "2025-07-09T22:20:22Z") == nil)
          let day = ISO8601DateFormatter()
          day.formatOptions = [.withFullDate]
          #expect(day.string(from: date!) == "2025-07-09")
      }
      """
    ),
    (
      "Self in an extension of a type ViewGraph provides (extension Color { … Self.palette … }) is that type, as its name is (issue 36, set 7: a palette looked up in Color's init drew an empty leaf)",
      """
      import SwiftUI
      extension Color {
          private static let palette: [String: Color] = ["blue": .blue, "red": .red]
          init(named name: String) {
              self = Self.palette[name] ?? .gray
          }
          static func lookup(_ name: String) -> Color? { Self.palette[name] }
      }
      struct Swatch: View {
          var body: some View { Rectangle().fill(Color(named: "red")) }
      }
      #scenario("Self names Color in its extension") {
          #expect(Color.lookup("blue") == .blue)
          #expect(Color(named: "red") == .red)
      }
      """
    ),
    (
      "Foundation's DateInterval (start, end, duration, contains) and Calendar.dateInterval(of:for:) for a day, a week, a month and a year, in the simulated calendar (issue 36, set 7: a habit's day bounds)",
      """
      import SwiftUI
      struct Today: View {
          var body: some View { Text("today") }
      }
      #scenario("intervals are Foundation's") {
          let calendar = Calendar.current
          let wednesday = Date().addingTimeInterval(3 * 86400 + 3600)
          let day = DateInterval(start: calendar.startOfDay(for: wednesday), duration: 86400)
          #expect(day.end == day.start.addingTimeInterval(86400))
          #expect(day.contains(wednesday))
          #expect(!day.contains(Date()))
          #expect(DateInterval(start: day.start, end: day.end).duration == 86400)
          #expect(calendar.dateInterval(of: .day, for: wednesday) == day)
          let week = calendar.dateInterval(of: .weekOfYear, for: wednesday)
          #expect(week?.start == calendar.startOfDay(for: Date()))
          #expect(week?.duration == 7 * 86400)
          let month = calendar.dateInterval(of: .month, for: wednesday)
          #expect(month?.duration == 30 * 86400)
          #expect(calendar.dateInterval(of: .year, for: wednesday)?.duration == 365 * 86400)
      }
      """
    ),
    (
      "a computed property an extension of Color adds is read on a color (Color.red.isBrand), where it was a SwiftUI symbol chain (issue 36, set 7)",
      """
      import SwiftUI
      extension Color {
          static let brand: Color = .red
          var isBrand: Bool { self == Color.brand }
          var same: Color { self }
      }
      struct Swatch: View {
          let color: Color
          var body: some View { Text(color.isBrand ? "brand" : "other") }
      }
      #scenario("the extension's property runs on the color", root: Swatch(color: .red)) {
          #expect(Color.red.same == .red)
          #expect(Color.red.isBrand)
          #expect(!Color.blue.isBrand)
          #expect(find(Swatch.self).color.isBrand)
      }
      """
    ),
  ]

  @Test(
    "presentation, window, menu-bar and immersion modifiers the field trial's apps use are SwiftUI's: a launch warns of none"
  )
  func sceneAndPresentationModifiers() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        @main
        struct MenuApp: App {
            @State private var style: ImmersionStyle = .mixed
            var body: some Scene {
                // Scene modifiers, all on the scene a launch opens (each is `Scene`'s).
                WindowGroup { Sheet() }
                    .windowResizability(.contentSize)
                    .defaultSize(width: 400, height: 300)
                    .menuBarExtraStyle(.window)
                    .immersionStyle(selection: $style, in: .mixed, .full)
            }
        }
        struct Sheet: View {
            var body: some View {
                Image(systemName: "star").antialiased(true).colorInvert()
                    .presentationCornerRadius(20)
                    .presentationBackground(.thinMaterial)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            }
        }
        """, fileName: "MenuApp.swift")
    let launch = try program.launch()
    #expect(program.warnings.isEmpty, "\(program.warnings.map(\.message))")
    let warnings = launch.launchUpdate.warnings.filter { $0.severity == .warning }
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }

  @Test("framework names behave as the framework does", arguments: programs.map(\.name))
  func names(_ name: String) throws {
    let source = try #require(Self.programs.first { $0.name == name }?.source)
    try expectScenariosPass(in: source)
  }
}
