import Foundation
import Testing
import ViewGraph

/// What the field trial's apps do that the Samples did not: each small program is written the way
/// those apps write it, carries its own `#scenario`s, and each must pass.
@Suite("Idioms of the field trial's apps")
struct RealAppIdiomsTests {
  static let programs: [(name: String, source: String)] = [
    (
      "a closure a view stores is what calling its name means, even where a View extension declares a method of that name (Swift prefers the type's own member)",
      """
      import SwiftUI
      extension View {
          func placeholder() -> some View { self.opacity(0.5) }
      }
      struct Rows<Placeholder: View>: View {
          @ViewBuilder let placeholder: () -> Placeholder
          var body: some View {
              List {
                  ForEach(0..<3, id: \\.self) { _ in placeholder() }
              }
          }
      }
      struct Shimmer: View { var body: some View { Text("loading") } }
      struct Root: View {
          var body: some View { Rows { Shimmer() } }
      }
      #scenario("three placeholder rows, each the closure's Shimmer", root: Root()) {
          #expect(findAll(Shimmer.self).count == 3)
      }
      """
    ),
    (
      "SPEC §2 tap: a tab bar item selects its tab; only the selected tab is built",
      """
      struct Root: View {
          var body: some View {
              TabView {
                  Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }
                  Me().tabItem { Label("Me", systemImage: "person") }
              }
          }
      }
      struct Me: View {
          @State private var name = ""
          var body: some View { TextField("Name", text: $name) }
      }
      #scenario("the Me tab is built once it is selected") {
          #expect(findAll(Me.self).isEmpty)
          tap("Me")
          #expectInserted(Me.self)
          type("Ada", into: "Name")
          #expect(find(Me.self).name == "Ada")
      }
      """
    ),
    (
      "SPEC §2 tap: every button of an alert dismisses it after its action",
      """
      struct Root: View {
          @State private var asking = false
          @State private var answer = ""
          var body: some View {
              Button("Ask") { asking = true }
              Text(answer)
                  .alert("Sure?", isPresented: $asking) {
                      Button("Yes") { answer = "yes" }
                  }
          }
      }
      #scenario("Yes answers and closes the alert") {
          tap("Ask")
          tap("Yes")
          #expect(root.answer == "yes")
          #expect(root.asking == false)
      }
      """
    ),
    (
      "SPEC §2 type: typing into a field bound to a number stores the number",
      """
      struct Root: View {
          @State private var amount = 0.0
          @State private var count = 1
          var body: some View {
              TextField("Amount", value: $amount, format: .currency(code: "USD"))
              TextField("Count", value: $count, format: .number)
          }
      }
      #scenario("a currency amount and a count are parsed; text that is not a number keeps the value") {
          type("$1,250.50", into: "Amount")
          type("3", into: "Count")
          #expect(root.amount == 1250.5)
          #expect(root.count == 3)
          type("many", into: "Count")
          #expect(root.count == 3)
      }
      """
    ),
    (
      "SPEC rule 6: a UIViewRepresentable is a view of its own, compared by its inputs, drawn as a leaf",
      """
      struct Notes: UIViewRepresentable {
          @Binding var text: String
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ view: UITextView, context: Context) {}
      }
      struct Root: View {
          @State private var text = ""
          @State private var title = "Notes"
          var body: some View {
              Text(title)
              Notes(text: $text).frame(height: 120).padding()
          }
      }
      #scenario("the representable takes modifiers; a change it does not take leaves it alone") {
          #expect(findAll(Notes.self).count == 1)
          root.title = "Journal"
          #expectUpdates(Root.self)
      }
      """
    ),
    (
      "Swift semantics: `case .name:` over a struct with static members matches with ==",
      """
      struct Species: RawRepresentable, Hashable {
          var rawValue: String
          static let dove = Species(rawValue: "Bird 1")
          static let swallow = Species(rawValue: "Bird 2")
      }
      func name(of species: Species) -> String {
          switch species {
          case .dove: return "Dove"
          case .swallow: return "Swallow"
          default: return "unknown"
          }
      }
      struct Root: View {
          var body: some View { Text(name(of: .swallow)) }
      }
      #scenario("the second static member matches") {
          #expect(name(of: .swallow) == "Swallow")
          #expect(name(of: Species(rawValue: "Bird 1")) == "Dove")
          #expect(name(of: Species(rawValue: "Bird 9")) == "unknown")
      }
      """
    ),
    (
      "SPEC §3 dates: DateFormatter patterns and JSONDecoder's date and key strategies, in UTC",
      """
      struct Mission: Codable {
          let launchDate: Date?
          let crewSize: Int
      }
      struct Root: View {
          var body: some View { Text("Missions") }
      }
      #scenario("a pattern parses and prints; the decoder reads dates as the app says") {
          let formatter = DateFormatter()
          formatter.dateFormat = "y-MM-dd"
          let date = formatter.date(from: "1969-07-16")
          #expect(date != nil)
          #expect(formatter.string(from: date!) == "1969-07-16")
          #expect(formatter.date(from: "not a date") == nil)
          var decoder = JSONDecoder()
          decoder.dateDecodingStrategy = .formatted(formatter)
          decoder.keyDecodingStrategy = .convertFromSnakeCase
          let json = #"{"launch_date": "1969-07-16", "crew_size": 3}"#
          let mission = try decoder.decode(Mission.self, from: Data(json.utf8))
          #expect(mission.launchDate == date)
          #expect(mission.crewSize == 3)
          let seconds = try JSONDecoder().decode(Mission.self, from: Data(#"{"launchDate": 0, "crewSize": 1}"#.utf8))
          #expect(seconds.launchDate == Date(timeIntervalSinceReferenceDate: 0))
      }
      """
    ),
    (
      "SPEC §2: an app delegate made by @UIApplicationDelegateAdaptor gives the app its root view",
      """
      final class AppDelegate: NSObject, UIApplicationDelegate {
          var greeting = "Hello"
          var rootView: some View { Greeting(text: greeting) }
      }
      struct Greeting: View {
          let text: String
          var body: some View { Text(text) }
      }
      @main
      struct DelegateApp: App {
          @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
          var body: some Scene {
              WindowGroup { appDelegate.rootView }
          }
      }
      #scenario("the delegate's view is on screen") {
          #expect(find(Greeting.self).text == "Hello")
      }
      """
    ),
    (
      // SwiftUI's PresentationMode (deprecated for `dismiss`, still in older apps): in presented
      // content, `wrappedValue.dismiss()` ends the presentation and `isPresented` is true.
      "SwiftUI: @Environment(\\.presentationMode) dismisses the sheet it is shown in, as \\.dismiss does",
      """
      struct Root: View {
          @State private var showing = false
          var body: some View {
              Button("Add") { showing = true }
                  .sheet(isPresented: $showing) { AddForm() }
          }
      }
      struct AddForm: View {
          @Environment(\\.presentationMode) var presentationMode
          var body: some View {
              Text(presentationMode.wrappedValue.isPresented ? "shown" : "not shown")
              Button("Done") { presentationMode.wrappedValue.dismiss() }
          }
      }
      #scenario("Done closes the sheet", root: Root()) {
          tap("Add")
          #expect(findAll(AddForm.self).count == 1)
          tap("Done")
          #expect(!root.showing)
          #expect(findAll(AddForm.self).isEmpty)
      }
      """
    ),
    (
      "Swift semantics: arithmetic on literals where a Double is expected is floating-point arithmetic ('1 / 60' is not 0)",
      """
      func wait(_ seconds: TimeInterval) -> Double { seconds }
      struct V: View {
          let frame: Double = 1/60
          var body: some View { Text("x") }
      }
      #scenario("each literal takes the type expected") {
          let quarter: TimeInterval = 1 / 4
          let mixed: Double = 2 * 3 + 1 / 2
          #expect(root.frame > 0.016 && root.frame < 0.017)
          #expect(quarter == 0.25 && mixed == 6.5 && wait(1/2) == 0.5)
          #expect(7 / 2 == 3)
      }
      """
    ),
    (
      // Swift types a closure that awaits as `async`: only an overload taking an async function
      // accepts it; a closure that does not await takes the synchronous overload.
      "Swift semantics: a closure that awaits chooses the overload that takes an async closure",
      """
      struct Once: ViewModifier {
          let action: () -> Void
          func body(content: Content) -> some View { content }
      }
      struct OnceAsync: ViewModifier {
          let action: () async -> Void
          func body(content: Content) -> some View { content }
      }
      extension View {
          func onFirst(perform action: @escaping () -> Void) -> some View { modifier(Once(action: action)) }
          func onFirst(perform action: @escaping @MainActor () async -> Void) -> some View { modifier(OnceAsync(action: action)) }
      }
      func load() async {}
      struct Root: View {
          var body: some View {
              Text("a").onFirst { await load() }
              Text("b").onFirst { print("b") }
              Text("c").onFirst { Task { await load() } }
          }
      }
      #scenario("each closure takes its own overload") {
          #expect(findAll(OnceAsync.self).count == 1)
          #expect(findAll(Once.self).count == 2)
      }
      """
    ),
    (
      "Swift semantics: a static member of a constrained standard-type extension, written on the type or implicitly where the type is expected",
      """
      struct Section: Hashable { let title: String }
      extension Array where Element == Section {
          static var home: [Section] = [Section(title: "A"), Section(title: "B")]
      }
      func count(_ sections: [Section]) -> Int { sections.count }
      struct Show: View {
          let text: String
          var body: some View { Text(text) }
      }
      struct Root: View {
          let sections: [Section]
          init(sections: [Section] = .home) { self.sections = sections }
          var body: some View {
              let counts = Dictionary(uniqueKeysWithValues: [Section].home.map { ($0, 1) })
              Show(text: "\\([Section].home.count) \\(count(.home)) \\(counts.count) \\(sections.count)")
          }
      }
      #scenario("each way of writing it is the same array") {
          #expect(find(Show.self).text == "2 2 2 2")
      }
      """
    ),
    (
      // UIKit calls the delegate's application(_:willFinishLaunchingWithOptions:) and
      // application(_:didFinishLaunchingWithOptions:) before the first scene is built (AppKit:
      // applicationWillFinishLaunching(_:)/applicationDidFinishLaunching(_:)); apps register their
      // screens or make their store there. A fresh launch has no launch options.
      "issue 36: the app delegate finishes launching before the first scene's body runs",
      """
      final class Pages {
          static let shared = Pages()
          private var made: [String: () -> AnyView] = [:]
          func register(_ name: String, _ make: @escaping () -> AnyView) { made[name] = make }
          func page(_ name: String) -> AnyView {
              guard let make = made[name] else { fatalError("Page not registered: \\(name)") }
              return make()
          }
      }
      final class Store: ObservableObject { @Published var user = "none" }
      final class AppDelegate: NSObject, UIApplicationDelegate {
          var store: Store!
          var steps: [String] = []
          func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
              steps.append("will")
              return true
          }
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
              steps.append(launchOptions == nil ? "did, fresh" : "did, reopened")
              store = Store()
              Pages.shared.register("login") { AnyView(Login()) }
              return true
          }
      }
      struct Login: View {
          @EnvironmentObject var store: Store
          var body: some View { Text("Signed in as \\(store.user)") }
      }
      @main
      struct PagesApp: App {
          @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
          var body: some Scene {
              WindowGroup { Pages.shared.page("login").environmentObject(appDelegate.store) }
          }
      }
      #scenario("the page the delegate registered is on screen, with the store it made") {
          #expect(find(Login.self).store.user == "none")
          #expect(root.appDelegate.steps == ["will", "did, fresh"])
      }
      """
    ),
    (
      // Apple's UIApplicationDelegateAdaptor: "If your app delegate conforms to the ObservableObject
      // protocol, … SwiftUI puts the delegate it creates into the Environment" (an @Observable one
      // is read with @Environment). Rule 8 then holds as for any object set above.
      "rule 8: an app delegate that is an ObservableObject, declared by its type only, is in every scene's environment",
      """
      final class AppModel: NSObject, UIApplicationDelegate, ObservableObject {
          @Published var count = 0
      }
      @Observable final class Session: NSObject, NSApplicationDelegate {
          var user = "guest"
      }
      struct Counter: View {
          @EnvironmentObject var model: AppModel
          var body: some View { Button("Count \\(model.count)") { model.count += 1 } }
      }
      struct UserLine: View {
          @Environment(Session.self) private var session
          var body: some View { Text(session.user) }
      }
      @main
      struct DelegateApp: App {
          @UIApplicationDelegateAdaptor var model: AppModel
          @NSApplicationDelegateAdaptor private var session: Session
          var body: some Scene {
              WindowGroup { VStack { Counter(); UserLine() } }
          }
      }
      #scenario("the delegate's count is counted where it is read") {
          tap("Count 0")
          // The app keeps its delegate as it keeps a @StateObject (rule 10), so it runs too.
          #expectUpdates(Counter.self, DelegateApp.self)
          #expect(find(UserLine.self).session.user == "guest")
      }
      """
    ),
    (
      "Swift semantics: enum initializers, switch expressions, protocol extensions of the standard types, callAsFunction",
      """
      enum TimeOfDay {
          case night, morning
          init(hour: Int) {
              if hour < 6 { self = .night } else { self = .morning }
          }
          var greeting: String {
              switch self {
              case .night: "Sleep"
              case .morning: "Hello"
              }
          }
      }
      extension BinaryFloatingPoint {
          func interpolate(to destination: Self, percent: Self) -> Self { (1 - percent) * self + percent * destination }
      }
      struct Spacing: Layout {
          var gap = 1.0
      }
      struct Root: View {
          var body: some View {
              Spacing(gap: 2) {
                  Text(TimeOfDay(hour: 9).greeting)
              }
          }
      }
      #scenario("each idiom gives what Swift gives") {
          #expect(TimeOfDay(hour: 3) == .night)
          #expect(TimeOfDay(hour: 9).greeting == "Hello")
          #expect(10.0.interpolate(to: 20, percent: 0.5) == 15)
          #expect(7.5.truncatingRemainder(dividingBy: 2) == 1.5)
          let pairs = Dictionary(uniqueKeysWithValues: [1, 2].map { (key: $0, value: $0 * 10) })
          #expect(pairs[2] == 20)
          let price = Decimal(3) * 2.5
          #expect(price > Decimal(7))
          #expect(price.formatted(.currency(code: "USD")) == "$7.50")
      }
      """
    ),
    (
      "Swift typing: a generic result takes the type its caller expects",
      """
      struct Mission: Codable { let id: Int }
      func decode<T: Decodable>(_ text: String) -> T {
          guard let value = try? JSONDecoder().decode(T.self, from: Data(text.utf8)) else { fatalError("bad JSON") }
          return value
      }
      struct Root: View {
          let missions: [Mission] = decode(#"[{"id": 11}, {"id": 12}]"#)
          var body: some View { Text("\\(missions.count)") }
      }
      #scenario("the property's type decodes the JSON, and so does a local's") {
          #expect(root.missions[1].id == 12)
          let one: Mission = decode(#"{"id": 7}"#)
          #expect(one.id == 7)
      }
      """
    ),
    (
      "Swift calls: a trailing closure goes only to a parameter that takes a function (forward scan)",
      """
      struct Inside: View {
          var body: some View { Text("Inside") }
      }
      struct Root: View {
          var body: some View {
              DisclosureGroup {
                  Inside()
              } label: {
                  Text("Folder")
              }
          }
      }
      #scenario("the label closure is the label, not a title") {
          tap("Folder")
          // The group (SwiftUI's view, not counted: issue 23) expands and builds its content.
          #expectUpdates()
          #expectInserted(Inside.self)
      }
      """
    ),
    (
      "SPEC §3 dates: .dateTime fields show in en_US order; an implicit member chain starts from a real value",
      """
      struct Root: View {
          let date = Date.now
          var body: some View {
              Text(date, format: .dateTime.day().month())
          }
      }
      #scenario("each field list gives what Foundation gives for en_US") {
          #expect(root.date.formatted(.dateTime.month(.wide).day().year()) == "June 1, 2025")
          #expect(root.date.formatted(.dateTime.day().month()) == "Jun 1")
          #expect(root.date.formatted(.dateTime.hour().minute()) == "9:00 AM")
          #expect(root.date.formatted(.dateTime.weekday(.wide)) == "Sunday")
          #expect(root.date.formatted(.dateTime) == "6/1/2025, 9:00 AM")
      }
      """
    ),
    (
      "SwiftUI: OutlineGroup shows its roots collapsed; a key path subscript reads children",
      """
      struct FileItem: Identifiable {
          let id: Int
          var name: String
          var children: [FileItem]?
      }
      struct Root: View {
          let tree = [FileItem(id: 1, name: "Documents", children: [FileItem(id: 2, name: "Notes", children: nil)]), FileItem(id: 3, name: "Photo", children: nil)]
          var body: some View {
              List {
                  OutlineGroup(tree, children: \\.children) { item in
                      Text(item.name)
                  }
              }
          }
      }
      #scenario("tapping a folder builds its children") {
          #expect(root.tree[0][keyPath: \\.name] == "Documents")
          #expect(findAll(OutlineGroup.self).count == 1)
          tap("Documents")
          // The nested group is SwiftUI's view, not counted (issue 23); its row is.
          #expectInserted("ForEach row")
          #expect(findAll(OutlineGroup.self).count == 2)
      }
      """
    ),
    (
      "Swift typing: an integer literal passed for a Double parameter is a Double",
      """
      func half(_ x: Double) -> Double { x / 2 }
      struct Scale { static func third(of value: CGFloat) -> CGFloat { value / 3 } }
      struct Root: View {
          var body: some View { Text("\\(half(3))") }
      }
      #scenario("the division is a floating-point one") {
          #expect(half(3) == 1.5)
          #expect(Scale.third(of: 1) > 0.3)
      }
      """
    ),
    (
      "SwiftUI focus: @FocusedBinding and @FocusedValue read nil (no view has focus); .focused(_:equals:) loads",
      """
      struct NoteKey: FocusedValueKey { typealias Value = Binding<String> }
      extension FocusedValues {
          var note: Binding<String>? {
              get { self[NoteKey.self] }
              set { self[NoteKey.self] = newValue }
          }
      }
      enum Field: Hashable { case title, body }
      struct Editor: View {
          @State private var text = ""
          @FocusState private var field: Field?
          var body: some View {
              TextField("Title", text: $text)
                  .focused($field, equals: .title)
                  .focusedValue(\\.note, $text)
          }
      }
      struct Root: View {
          @FocusedBinding(\\.note) var note: String?
          var body: some View {
              Editor()
              Text(note ?? "No note")
          }
      }
      #scenario("typing into the editor leaves the focused binding nil; no body read the text") {
          #expect(root.note == nil)
          type("Hi", into: "Title")
          #expectUpdates()
          #expect(find(Editor.self).text == "Hi")
      }
      """
    ),
    (
      "Foundation: PropertyListEncoder and PropertyListDecoder round-trip a Codable value",
      """
      struct Settings: Codable, Equatable { var name: String; var count: Int }
      struct Root: View {
          var body: some View { Text("Settings") }
      }
      #scenario("what one encodes the other decodes") {
          let data = try PropertyListEncoder().encode(Settings(name: "a", count: 2))
          let back = try PropertyListDecoder().decode(Settings.self, from: data)
          #expect(back == Settings(name: "a", count: 2))
      }
      """
    ),
    (
      "SPEC §3 dates: RelativeDateTimeFormatter says the largest whole unit, as en_US does",
      """
      struct Root: View {
          var body: some View { Text("Relative") }
      }
      #scenario("numeric and named, full and abbreviated") {
          let f = RelativeDateTimeFormatter()
          let now = Date.now
          #expect(f.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now) == "2 hours ago")
          #expect(f.localizedString(for: now.addingTimeInterval(60), relativeTo: now) == "in 1 minute")
          f.unitsStyle = .abbreviated
          #expect(f.localizedString(for: now.addingTimeInterval(300), relativeTo: now) == "in 5m")
          f.unitsStyle = .full
          f.dateTimeStyle = .named
          #expect(f.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now) == "yesterday")
          #expect(f.localizedString(fromTimeInterval: 8 * 86400) == "next week")
      }
      """
    ),
    (
      "Swift's forward scan: a trailing closure skips an @Environment property and a defaulted one (Scrumdinger)",
      """
      struct ScrumsView: View {
          @Environment(\\.scenePhase) private var scenePhase
          @State private var isPresentingNewScrumView = false
          var isEditing = false
          let saveAction: () -> Void
          var body: some View { Button("Save") { saveAction() } }
      }
      struct Root: View {
          @State private var saves = 0
          var body: some View { ScrumsView { saves += 1 } }
      }
      #scenario("the closure is saveAction") {
          tap("Save")
          #expect(root.saves == 1)
          #expectUpdates()
      }
      """
    ),
    (
      "SPEC rule 8: \\.dynamicTypeSize is an ordered DynamicTypeSize, .large by default (FoodTruck)",
      """
      struct Reader: View {
          var threshold: DynamicTypeSize = .xxLarge
          @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
          var body: some View { Text(dynamicTypeSize >= threshold ? "big" : "small") }
      }
      #scenario("large is below xxLarge") {
          #expect(find(Reader.self).dynamicTypeSize == .large)
          #expect(find(Reader.self).dynamicTypeSize < .xxLarge)
          #expect(!find(Reader.self).dynamicTypeSize.isAccessibilitySize)
      }
      """
    ),
    (
      "An enum case's associated value takes its declared type: .donut(.rainbow) where two types have .rainbow (FoodTruck)",
      """
      struct Donut: Hashable {
          var name: String
          static let rainbow = Donut(name: "Rainbow")
          enum Glaze { case rainbow, chocolate }
      }
      enum Tag: Hashable {
          case donut(Donut)
          case title(String)
      }
      struct Feed: View {
          private let tags: [Tag] = [.donut(.rainbow), .title("Warm")]
          var body: some View { Text("\\(tags.count)") }
      }
      #scenario("the payload is a Donut") {
          #expect(find(Feed.self).tags[0] == Tag.donut(Donut(name: "Rainbow")))
      }
      """
    ),
    (
      "An implicit member call is a static method of the one type that has it; a result type types .init (BackyardBirds)",
      """
      @Observable final class Plant {
          var name = ""
          static func make(name: String) -> Plant { let plant = Plant(); plant.name = name; return plant }
      }
      enum Phase: CaseIterable { case hidden, scale }
      struct Hue { var value: Double; static var white: Hue { .init(value: 1) } }
      @Observable final class Yard { var plants: [Plant] = []; var more: [Plant] = [] }
      struct YardView: View {
          @State private var yard = Yard()
          var body: some View {
              ZStack {
                  LinearGradient(colors: [.blue, .white], startPoint: .top, endPoint: .bottom)
                  ForEach(yard.plants, id: \\.name) { Text($0.name) }
              }
              .transition(.scale(scale: 0.5))
              .onAppear {
                  yard.plants = [.make(name: "Fern")]
                  yard.more = (0..<2).map { _ in .make(name: "Moss") }
              }
          }
      }
      #scenario("the plants are made") {
          #expect(find(YardView.self).yard.plants[0].name == "Fern")
          #expect(find(YardView.self).yard.more.map(\\.name) == ["Moss", "Moss"])
          #expect(Hue.white.value == 1)
      }
      """
    ),
    (
      "super.init(…) and super.method() of the program's own superclass run on the same object (MovieSwift)",
      """
      class Pager {
          var page = 0
          var log: [String] = []
          init() { log.append("Pager.init") }
          func load() { log.append("Pager.load \\(page)") }
      }
      final class MenuPager: Pager {
          var menu: String
          init(menu: String) {
              self.menu = menu
              super.init()
              load()
          }
          override func load() {
              super.load()
              log.append("MenuPager.load \\(menu)")
          }
      }
      struct V: View {
          @State private var pager = MenuPager(menu: "top")
          var body: some View { Text(pager.menu) }
      }
      #scenario("the superclass's members run, the override is not taken by super") {
          #expect(find(V.self).pager.log == ["Pager.init", "Pager.load 0", "MenuPager.load top"])
      }
      """
    ),
    (
      "SPEC §3: NumberFormatter, ListFormatter and Measurement format as en_US does",
      """
      import SwiftUI
      struct V: View { var body: some View { Text("x") } }
      #scenario("formatters") {
          let f = NumberFormatter()
          f.numberStyle = .currency
          f.currencyCode = "EUR"
          #expect(f.string(from: NSNumber(value: 1234.5)) == "€1,234.50")
          f.numberStyle = .decimal
          f.maximumFractionDigits = 1
          #expect(f.string(from: NSNumber(value: 1234.56)) == "1,234.6")
          let p = NumberFormatter()
          p.numberStyle = .percent
          #expect(p.string(from: NSNumber(value: 0.25)) == "25%")
          #expect(p.string(for: 0.5) == "50%")
          let o = NumberFormatter()
          o.numberStyle = .ordinal
          #expect(o.string(from: NSNumber(value: 3)) == "3rd")
          #expect(ListFormatter.localizedString(byJoining: ["Tea", "Cake", "Pie"]) == "Tea, Cake, and Pie")
          #expect(ListFormatter.localizedString(byJoining: ["Tea", "Cake"]) == "Tea and Cake")
          let run = Measurement(value: 5, unit: UnitLength.kilometers)
          #expect(run.converted(to: UnitLength.meters).value == 5000)
          #expect(run.formatted() == "5 km")
          let boiling = Measurement(value: 100, unit: UnitTemperature.celsius)
          #expect(abs(boiling.converted(to: UnitTemperature.fahrenheit).value - 212) < 0.001)
          #expect(Measurement(value: 1, unit: UnitLength.miles) > Measurement(value: 1, unit: UnitLength.kilometers))
      }
      """
    ),
    (
      "SPEC rule 5: a TabView reads its selection in its own place; the body that makes it only projects $selection (Landmarks)",
      """
      struct Root: View {
          @State private var selection = 0
          var body: some View {
              TabView(selection: $selection) {
                  Text("One").tabItem { Label("One", systemImage: "1.circle") }.tag(0)
                  Second().tabItem { Label("Two", systemImage: "2.circle") }.tag(1)
              }
          }
      }
      struct Second: View {
          var body: some View { Text("Second") }
      }
      #scenario("switching tabs runs no body; the tab's view is inserted") {
          tap("Two")
          #expectUpdates()
          #expectInserted(Second.self)
          tap("One")
          #expectUpdates()
          #expectRemoved()  // rule 7 (issue 41): a tab that is not selected is hidden, not removed
          #expectHidden(Second.self)
      }
      """
    ),
    (
      "The program's own @propertyWrapper: stored as an instance, read and written through wrappedValue, $ is projectedValue; (0...10).upperBound is 10 (MovieSwift)",
      """
      import SwiftUI

      @propertyWrapper
      struct UserDefault<T> {
          let key: String
          let defaultValue: T

          init(_ key: String, defaultValue: T) {
              self.key = key
              self.defaultValue = defaultValue
          }

          var wrappedValue: T {
              get { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
              set { UserDefaults.standard.set(newValue, forKey: key) }
          }
      }

      @propertyWrapper
      struct Clamped {
          private var value: Int
          let range: ClosedRange<Int>
          init(wrappedValue: Int, _ range: ClosedRange<Int>) {
              self.range = range
              self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
          }
          var wrappedValue: Int {
              get { value }
              set { value = min(max(newValue, range.lowerBound), range.upperBound) }
          }
          var projectedValue: String { "\\(value) in \\(range)" }
      }

      enum Settings {
          @UserDefault("alwaysOriginalTitle", defaultValue: false)
          static var alwaysOriginalTitle: Bool
      }

      final class Volume {
          @Clamped(0...10) var level = 15
      }

      struct Player {
          @Clamped(0...5) var stars: Int = 3
      }

      struct V: View {
          @State private var volume = Volume()
          @AppStorage("alwaysOriginalTitle") private var original = false
          var body: some View {
              Text(original ? "original" : "localized")
              Button("Louder") { volume.level += 3 }
              Button("Original") { Settings.alwaysOriginalTitle = true }
          }
      }

      #scenario("the program's own property wrappers read and write through wrappedValue") {
          #expect(Settings.alwaysOriginalTitle == false)
          #expect(find(V.self).volume.level == 10)
          tap("Louder")
          #expect(find(V.self).volume.level == 10)
          find(V.self).volume.level = 4
          #expect(find(V.self).volume.level == 4)
          #expect(find(V.self).volume.$level == "4 in 0...10")
          var player = Player()
          player.stars = 9
          #expect(player.stars == 5)
          #expect(Player(stars: -2).stars == 0)
          tap("Original")
          #expect(Settings.alwaysOriginalTitle == true)
          #expectUpdates(V.self)
      }
      """
    ),
    (
      "A dictionary literal's keys and values take the declared types: [.low: 1] where [Level: Int] is expected",
      """
      enum Level: Hashable { case low, high }
      enum Other: Hashable { case low }
      struct V: View {
          let weights: [Level: Int] = [.low: 1, .high: 5]
          var body: some View { Text("\\(weights[.high] ?? 0)") }
      }
      #scenario("the keys are Levels") {
          #expect(find(V.self).weights[Level.high] == 5)
      }
      """
    ),
    (
      "A unit given as an implicit member where a Dimension is expected is the one subclass's (.fahrenheit) (FoodTruck)",
      """
      import SwiftUI
      struct Order { var temperature: Measurement<UnitTemperature> }
      struct V: View {
          let order = Order(temperature: .init(value: 72, unit: .fahrenheit))
          var body: some View { Text(order.temperature.converted(to: .celsius).formatted()) }
      }
      #scenario("units given as implicit members") {
          #expect(find(V.self).order.temperature.unit.symbol == "°F")
          #expect(abs(find(V.self).order.temperature.converted(to: .celsius).value - 22.2222) < 0.001)
      }
      """
    ),
    (
      "A generic API client: T is what the completion closure's annotation or the assigned type names; a generic struct decodes its T (MovieSwift)",
      """
      import SwiftUI
      struct Page<T: Codable>: Codable { let page: Int; let results: [T] }
      struct Movie: Codable, Identifiable { let id: Int; let title: String }
      enum APIError: Error { case noResponse, decoding }
      final class APIService {
          static let shared = APIService()
          func GET<T: Codable>(_ path: String, completionHandler: @escaping (Result<T, APIError>) -> Void) {
              let task = URLSession.shared.dataTask(with: URL(string: "https://api.example.com/" + path)!) { data, _, _ in
                  guard let data else { return completionHandler(.failure(.noResponse)) }
                  do {
                      let object = try JSONDecoder().decode(T.self, from: data)
                      DispatchQueue.main.async { completionHandler(.success(object)) }
                  } catch {
                      DispatchQueue.main.async { completionHandler(.failure(.decoding)) }
                  }
              }
              task.resume()
          }
          func fetch<T: Decodable>(_ path: String) async throws -> T {
              let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/" + path)!)
              return try JSONDecoder().decode(T.self, from: data)
          }
      }
      @Observable final class Store {
          var movies: [Movie] = []
          var failed = false
          var total = 0
      }
      struct MoviesHome: View {
          @State private var store = Store()
          var body: some View {
              NavigationView {
                  List(store.movies) { movie in Text(movie.title) }
                      .navigationBarTitle("Movies")
                      .navigationBarItems(trailing: Button("Reload") { load() })
                      .task {
                          let first: Page<Movie>? = try? await APIService.shared.fetch("popular")
                          store.total = first?.results.count ?? -1
                      }
              }
              .navigationViewStyle(StackNavigationViewStyle())
          }
          func load() {
              APIService.shared.GET("popular") { (result: Result<Page<Movie>, APIError>) in
                  switch result {
                  case let .success(response): store.movies = response.results
                  case .failure: store.failed = true
                  }
              }
          }
      }
      #scenario("Reload, in the navigation bar, decodes a page of movies", beforeLaunch: {
          stubNetwork("https://api.example.com/popular", json: #"{"page": 1, "results": [{"id": 1, "title": "Heat"}, {"id": 2, "title": "Ran"}]}"#)
      }) {
          #expect(find(MoviesHome.self).store.total == 2)
          tap("Reload")
          #expect(find(MoviesHome.self).store.movies.map(\\.title) == ["Heat", "Ran"])
          #expectUpdates(MoviesHome.self)
      }
      #scenario("a response that does not decode is the app's own failure, not a stop", beforeLaunch: {
          stubNetwork("https://api.example.com/popular", json: #"{"page": 1}"#)
      }) {
          tap("Reload")
          #expect(find(MoviesHome.self).store.failed && find(MoviesHome.self).store.total == -1)
      }
      """
    ),
    (
      "The app's @main App is the root, not a widget extension's @main WidgetBundle beside it (HabitTracker)",
      """
      import SwiftUI
      import WidgetKit
      @main struct TrackerWidgetBundle: WidgetBundle {
          var body: some Widget { TrackerWidget() }
      }
      struct TrackerWidget: Widget {
          var body: some WidgetConfiguration { StaticConfiguration(kind: "Tracker", provider: 0) { _ in Text("Widget") } }
      }
      @main struct TrackerApp: App {
          var body: some Scene { WindowGroup { Tracker() } }
      }
      struct Tracker: View {
          @State private var count = 0
          var body: some View { Button("Done \\(count)") { count += 1 } }
      }
      #scenario("the app launches and its button counts") {
          tap("Done 0")
          #expectUpdates(Tracker.self)
      }
      """
    ),
    (
      "Foundation and Swift as the blind trial's apps use them: ProcessInfo, Bundle(for:), localizedString, DateComponents(calendar:), a hex Scanner, KeyPath.appending, a protocol extension's method without self",
      """
      import SwiftUI
      let isRunningUITests = ProcessInfo.processInfo.arguments.contains("-UITests")
      private final class BundleToken { static let bundle = Bundle(for: BundleToken.self) }
      enum L10n {
          static var cancel: String { BundleToken.bundle.localizedString(forKey: "cancel", value: "Cancel", table: "Localizable") }
      }
      extension Color {
          init(hex: String) {
              var rgb: UInt64 = 0
              Scanner(string: hex.hasPrefix("#") ? String(hex.dropFirst()) : hex).scanHexInt64(&rgb)
              self.init(red: Double((rgb & 0xFF0000) >> 16) / 255, green: Double((rgb & 0x00FF00) >> 8) / 255, blue: Double(rgb & 0xFF) / 255)
          }
      }
      func red(_ hex: String) -> Int {
          var rgb: UInt64 = 0
          guard Scanner(string: hex).scanHexInt64(&rgb) else { return -1 }
          return Int((rgb & 0xFF0000) >> 16)
      }
      struct Settings: Equatable { struct Permissions: Equatable { var push = false }; var permissions = Permissions() }
      protocol WebRepository { var baseURL: String { get } }
      extension WebRepository { func call(_ path: String) -> String { baseURL + "/" + path } }
      struct CountriesWebRepository: WebRepository {
          let baseURL = "https://example.com"
          func loadCountries() -> String { call("countries") }
      }
      func session() -> URLSession {
          let configuration = URLSessionConfiguration.default
          configuration.timeoutIntervalForResource = 120
          configuration.httpMaximumConnectionsPerHost = 4
          return URLSession(configuration: configuration)
      }
      struct Home: View {
          @State private var settings = Settings()
          let expiry = Calendar.current.date(from: DateComponents(calendar: .current, timeZone: .current, year: 2024, month: 3, day: 1))!
          let network = session()
          var body: some View {
              Text(isRunningUITests ? "Mock" : "Live").foregroundStyle(Color(hex: "#FF8800"))
              Button(L10n.cancel) {}
              Toggle("Push", isOn: $settings[keyPath: (\\Settings.permissions).appending(path: \\.push)])
          }
      }
      #scenario("each answers as Foundation does") {
          #expect(!isRunningUITests && L10n.cancel == "Cancel")
          #expect(red("FF8800") == 255 && red("zz") == -1 && Int("7f", radix: 16) == 127 && "12ab".prefix { $0.first!.isNumber } == "12")
          #expect(Calendar.current.component(.month, from: find(Home.self).expiry) == 3)
          #expect(CountriesWebRepository().loadCountries() == "https://example.com/countries")
          toggle("Push")
          #expect(find(Home.self).settings.permissions.push)
          #expectUpdates()  // SPEC rule 4: Home only projects the state; the toggle reads it
      }
      """
    ),
    (
      "An actor is a reference type; SwiftData's @ModelActor gives it modelContainer and modelContext; a FetchDescriptor takes its model type from #Predicate<T> (TodoListSD, CleanArch)",
      """
      import SwiftUI
      import SwiftData
      @Model final class TaskModel {
          var name: String
          var done = false
          init(name: String) { self.name = name }
      }
      @ModelActor
      actor TaskDao {
          func add(_ name: String) throws {
              modelContext.insert(TaskModel(name: name))
              try modelContext.save()
          }
          func open() throws -> [String] {
              try modelContext.fetch(FetchDescriptor(predicate: #Predicate<TaskModel> { !$0.done })).map(\\.name)
          }
      }
      actor Counter {
          private(set) var value = 0
          func increment() -> Int { value += 1; return value }
      }
      struct Tasks: View {
          let dao = TaskDao(modelContainer: try! ModelContainer(for: TaskModel.self, configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))
          let counter = Counter()
          @State private var names: [String] = []
          var body: some View {
              List(names, id: \\.self) { Text($0) }
              Button("Add") {
                  Task {
                      let n = await counter.increment()
                      try await dao.add("Task \\(n)")
                      names = try await dao.open()
                  }
              }
          }
      }
      #scenario("adding through the actor shows the task") {
          tap("Add")
          #expect(find(Tasks.self).names == ["Task 1"])
          tap("Add")
          #expect(find(Tasks.self).names.count == 2)
          #expect(find(Tasks.self).dao.modelContainer.configurations.count == 1)
      }
      """
    ),
    (
      "issue 36 (TCATodos of working set 5): an actor conforming to ModelActor itself, keeping a DefaultSerialModelExecutor, reads and writes its executor's modelContext",
      """
      import SwiftUI
      import SwiftData
      @Model final class Note {
          var text: String
          init(text: String) { self.text = text }
      }
      actor NoteStore: ModelActor {
          let modelContainer: ModelContainer
          let modelExecutor: ModelExecutor
          init() {
              let container = try! ModelContainer(for: Note.self)
              self.modelContainer = container
              let context = ModelContext(container)
              context.autosaveEnabled = false
              self.modelExecutor = DefaultSerialModelExecutor(modelContext: context)
          }
          func add(_ text: String) {
              modelContext.insert(Note(text: text))
              try? modelContext.save()
          }
          func texts() -> [String] {
              ((try? modelContext.fetch(FetchDescriptor<Note>())) ?? []).map(\\.text)
          }
      }
      struct Notes: View {
          let store = NoteStore()
          @State private var texts: [String] = []
          var body: some View {
              List(texts, id: \\.self) { Text($0) }
              Button("Add") {
                  Task {
                      await store.add("First")
                      texts = await store.texts()
                  }
              }
          }
      }
      #scenario("adding through the actor's context shows the note") {
          tap("Add")
          #expect(find(Notes.self).texts == ["First"])
      }
      """
    ),
    (
      "for await over a framework's sequence ViewGraph does not simulate gets no elements, with a warning (BackyardBirds' StoreKit listener)",
      """
      import SwiftUI
      import StoreKit
      actor Shop {
          var processed = 0
          func checkForUnfinishedTransactions() async -> String {
              for await transaction in Transaction.unfinished {
                  processed += 1
                  await transaction.finish()
              }
              return "checked"
          }
      }
      struct ShopView: View {
          let shop = Shop()
          @State private var status = "…"
          var body: some View {
              Text(status)
                  .task { status = await shop.checkForUnfinishedTransactions() }
          }
      }
      #scenario("the listener finds nothing to process and the code after it runs") {
          #expect(find(ShopView.self).status == "checked")
      }
      """
    ),
    (
      "SPEC rule 1: a three-column NavigationSplitView builds its content: column in the body that makes it (SnippetBox)",
      """
      import SwiftUI
      struct ContentView: View {
          @State private var selectedFolder: String? = nil
          @State private var selectedSnippet: String? = nil
          var body: some View {
              NavigationSplitView {
                  Button("Add Folder") { selectedFolder = "Swift" }
              } content: {
                  if let folder = selectedFolder { SnippetList(folder: folder) } else { Text("Select a folder") }
              } detail: {
                  Text(selectedSnippet ?? "No snippet")
              }
          }
      }
      struct SnippetList: View {
          let folder: String
          var body: some View { Text("Snippets in \\(folder)") }
      }
      #scenario("selecting a folder runs the view whose content column reads it") {
          tap("Add Folder")
          #expectUpdates(ContentView.self)
          #expectInserted(SnippetList.self)
      }
      """
    ),
    (
      "Swift: an @autoclosure argument runs when the closure is called; an optional wrapped property without a value starts nil",
      """
      @propertyWrapper
      struct ViewStorage<Value>: DynamicProperty {
          private final class Box {
              var value: Value
              init(_ value: Value) { self.value = value }
          }
          @State private var box: Box
          var wrappedValue: Value {
              get { box.value }
              nonmutating set { box.value = newValue }
          }
          init(wrappedValue value: @autoclosure @escaping () -> Value) {
              self._box = .init(wrappedValue: Box(value()))
          }
      }
      func firstIfAny(_ flag: Bool, _ make: @autoclosure () -> Int) -> Int { flag ? make() : 0 }
      struct Screen: View {
          @ViewStorage private var window: String?
          @ViewStorage private var title = "Home"
          var body: some View { Text("\\(title) \\(window ?? "none") \\(firstIfAny(true, 7)) \\(firstIfAny(false, 1 / 0))") }
      }
      #scenario("the wrappers start with nil and the given value; an argument not called does not run") {
          #expect(find(Screen.self).window == nil)
          #expect(find(Screen.self).title == "Home")
      }
      """
    ),
    (
      "Swift: a prefix or postfix operator the program declares calls its function",
      """
      postfix operator >*
      postfix func >*<V>(lhs: V) -> AnyView where V: View { AnyView(lhs) }
      prefix operator √
      prefix func √(x: Double) -> Double { x * x }
      struct Screen: View {
          @State private var n = 3.0
          var body: some View { Text("\\(√n)")>* }
      }
      #scenario("the operators run: the body reads n through them") {
          root.n = 4
          #expectUpdates(Screen.self)
      }
      """
    ),
    (
      "Foundation: JSONEncoder writes a Date as its dateEncodingStrategy says, and whole Doubles without '.0', as Foundation does",
      """
      struct Entry: Codable { var when: Date; var weight: Double }
      struct Screen: View {
          @State private var text = ""
          var body: some View {
              Text(text).onAppear {
                  let entry = Entry(when: Date(timeIntervalSinceReferenceDate: 28800), weight: 2)
                  let data = try! JSONEncoder().encode(entry)
                  let iso = JSONEncoder()
                  iso.dateEncodingStrategy = .iso8601
                  let reader = JSONDecoder()
                  reader.dateDecodingStrategy = .iso8601
                  let back = try! reader.decode(Entry.self, from: try! iso.encode(entry))
                  text = String(decoding: data, as: UTF8.self) + " \\(try! JSONDecoder().decode(Entry.self, from: data).when == back.when)"
              }
          }
      }
      #scenario("the encoded date reads back with the same strategy") {
          #expect(root.text == "{\\"when\\":28800,\\"weight\\":2} true")
      }
      """
    ),
    (
      "Swift: a nested type's own name means it only inside its parent; outside, the name is the framework's",
      """
      struct ChatState {
          struct Thread: Equatable { var id = 1 }
          var current = Thread()
      }
      struct Queue {
          var isCurrent: Bool { Thread.isMainThread }
      }
      struct Screen: View {
          @State private var state = ChatState()
          var body: some View { Text(Queue().isCurrent ? "main \\(state.current.id)" : "other \\(state.current.id)") }
      }
      #scenario("Foundation's Thread outside ChatState; ChatState's own inside it") {
          #expect(root.state.current.id == 1)
      }
      """
    ),
    (
      "Swift: self.init(…) in a static method makes a value; in an initializer it delegates",
      """
      struct Tile: View {
          var n: Int = 0
          init(n: Int) { self.n = n }
          init(double n: Int) { self.init(n: n * 2) }
          static func empty() -> Self { return self.init(n: 0) }
          var body: some View { Text("\\(n)") }
      }
      struct Board: View {
          var body: some View { VStack { Tile.empty().frame(width: 10); Tile(double: 2) } }
      }
      #scenario("both tiles are built") {
          #expect(findAll(Tile.self).count == 2)
          #expect(findAll(Tile.self)[1].n == 4)
      }
      """
    ),
    (
      "issue 36 (second field trial): an implicit member at the head of a chain is the context's type's, not a program type's that lacks the member the chain goes on with",
      """
      enum Palette { case orange, blue }
      struct Root: View {
          @State private var count = 0
          var body: some View {
              Button("Add") { count += 1 }
                  .background(.orange.opacity(0.5))
              Text("\\(count)")
          }
      }
      #scenario("the view launches and runs") {
          tap("Add")
          #expect(find(Root.self).count == 1)
      }
      """
    ),
    (
      "issue 36 (second field trial): an implicit member where a Color is expected is SwiftUI's, not a program enum's case of that name",
      """
      enum Palette { case orange, blue }
      struct Badge: View {
          let color: Color
          var body: some View { Text("new").foregroundStyle(color.opacity(0.5)) }
      }
      struct Root: View {
          @State private var count = 0
          var body: some View {
              Badge(color: .orange)
              Button("Add") { count += 1 }
              Text("\\(count)")
          }
      }
      #scenario("the badge is built and the view runs") {
          #expect(findAll(Badge.self).count == 1)
          tap("Add")
          #expectUpdates(Root.self)
      }
      """
    ),
    (
      "issue 36 (second field trial): 'lazy' of an array gives the same elements, its operations done at once",
      """
      enum Language: String { case en, fr }
      func language(from codes: [String]) -> Language? {
          codes.lazy.map { String($0.prefix(2)) }.compactMap { Language(rawValue: $0) }.first
      }
      struct Root: View {
          var body: some View { Text(language(from: ["fr-FR", "en-GB"])?.rawValue ?? "none") }
      }
      #scenario("the first known language is taken") {
          #expect(language(from: ["xx", "en-US"]) == .en)
      }
      """
    ),
    (
      "issue 36 (second field trial): each branch of a conditional takes the declared type of what it initializes",
      """
      enum Secrets { enum Endpoint { static let staging = "https://example.com/staging"; static let production = "https://example.com" } }
      enum Stage: String { case production = "Production", staging = "Staging" }
      enum Settings { static var testing = true }
      struct Root: View {
          static let stage: Stage = Settings.testing ? .staging : .production
          var body: some View { Text(Root.stage.rawValue) }
      }
      #scenario("the stage is a Stage, not a string of the endpoints") {
          #expect(Root.stage.rawValue == "Staging")
      }
      """
    ),
    (
      "issue 36 (second field trial): a generic property wrapper's T is the property's type, and a generic call in its init returns what that T stands for",
      """
      protocol Greeter { var greeting: String { get } }
      struct English: Greeter { let greeting = "Hello" }
      final class Services {
          static let shared = Services()
          private var made: [String: Any] = [:]
          func add<T>(_ service: T, as type: T.Type) { made[String(describing: type)] = service }
          func get<T>() -> T {
              guard let service = made[String(describing: T.self)] as? T else { fatalError("nothing registered for \\(T.self)") }
              return service
          }
      }
      @propertyWrapper
      struct Provided<T> {
          private var value: T
          init() { self.value = Services.shared.get() }
          var wrappedValue: T { value }
      }
      struct Root: View {
          init() { Services.shared.add(English(), as: Greeter.self) }
          var body: some View { Greeting() }
      }
      struct Greeting: View {
          @Provided private var greeter: Greeter
          var body: some View { Text(greeter.greeting) }
      }
      #scenario("the greeting view gets the registered greeter") {
          #expect(findAll(Greeting.self).count == 1)
      }
      """
    ),
    (
      "issue 36 (second field trial), SPEC rule 12: a body that fills an object it made itself settles; the writes neither warn nor make it run again",
      """
      @Observable final class Shelf { var books: [String] = [] }
      extension Shelf {
          static var sample: Shelf {
              let shelf = Shelf()
              shelf.books.append("Dune")
              shelf.books.append("Emma")
              return shelf
          }
      }
      struct Root: View {
          @State private var taps = 0
          var body: some View {
              let shelf = Shelf.sample
              Text("\\(shelf.books.count) books, \\(taps) taps")
              Button("Tap") { taps += 1 }
          }
      }
      #scenario("the launch settles, and a tap runs the body once") {
          #expect(findAll(Root.self).count == 1)
          tap("Tap")
          #expectUpdates(Root.self)
      }
      """
    ),
    (
      "issue 36 (second field trial), SPEC rule 8: an environment object set as its superclass is found by a view that declares the superclass",
      """
      class Source: ObservableObject { @Published var count = 1 }
      final class Cache: Source {}
      struct Root: View {
          @StateObject private var objects: Source = Cache()
          var body: some View { Counter().environmentObject(objects) }
      }
      struct Counter: View {
          @EnvironmentObject var objects: Source
          var body: some View {
              Text("\\(objects.count)")
              Button("More") { objects.count += 1 }
          }
      }
      #scenario("the counter reads the object its ancestor set, and runs when it changes (and so does the owner of the @StateObject)") {
          tap("More")
          #expectUpdates(Root.self, Counter.self)
          #expect(find(Counter.self).objects.count == 2)
      }
      """
    ),
    (
      "issue 36 (LockInNote of the second field trial), point 4: the iCloud key-value store of a new install holds nothing until the program sets it",
      """
      enum Cloud {
          static let store = NSUbiquitousKeyValueStore.default
          enum LoadError: Error { case noData }
          static func load<T: Codable>(_ key: String) throws -> T {
              guard let data = store.data(forKey: key) else { throw LoadError.noData }
              return try JSONDecoder().decode(T.self, from: data)
          }
      }
      struct Note: View {
          @State private var title = "Untitled"
          var body: some View {
              Text(title)
                  .onAppear { if let saved: String = try? Cloud.load("title") { title = saved } }
              Button("Save") {
                  Cloud.store.set(try? JSONEncoder().encode("Groceries"), forKey: "title")
                  if let saved: String = try? Cloud.load("title") { title = saved }
              }
              Text(theme)
          }
          var theme: String { Cloud.store.string(forKey: "theme") ?? "no theme" }
      }
      #scenario("a fresh store has no data: the note keeps its own title until Save writes one") {
          #expect(find(Note.self).title == "Untitled")
          #expect(find(Note.self).theme == "no theme")
          tap("Save")
          #expect(find(Note.self).title == "Groceries")
      }
      """
    ),
    (
      "issue 36 (Gitty of the second field trial): a generic function's result type is inferred from the binding it fills, 'guard let service: T = lookup()' in a generic resolver",
      """
      final class Container {
          static let shared = Container()
          private var services: [String: Any] = [:]
          func register<T>(_ service: T, forType type: T.Type) { services[String(describing: type)] = service }
          func resolve<T>() -> T {
              guard let service: T = lookupService() else { fatalError("No registered service for type \\(T.self)") }
              return service
          }
          private func lookupService<T>() -> T? { services[String(describing: T.self)] as? T }
      }
      @propertyWrapper
      struct Injected<T> {
          private var value: T
          init() { self.value = Container.shared.resolve() }
          var wrappedValue: T { get { value } mutating set { value = newValue } }
      }
      protocol Validator: AnyObject { func valid() -> Bool }
      protocol Keychain: AnyObject { func token() -> String? }
      final class ValidatorImpl: Validator { func valid() -> Bool { true } }
      final class KeychainImpl: Keychain { func token() -> String? { nil } }

      final class AppState: ObservableObject {
          @Published var state = "loading"
          @Injected private var validator: Validator
          @Injected private var keychain: Keychain
          init() { state = keychain.token() == nil ? "login" : "home" }
      }
      struct InjApp: App {
          @StateObject private var app = AppState()
          init() {
              Container.shared.register(ValidatorImpl(), forType: Validator.self)
              Container.shared.register(KeychainImpl(), forType: Keychain.self)
          }
          var body: some Scene { WindowGroup { Root().environmentObject(app) } }
      }
      struct Root: View {
          @EnvironmentObject var app: AppState
          var body: some View { Text(app.state) }
      }
      #scenario("two @Injected properties each resolve their own type") {
          #expect(find(Root.self).app.state == "login")
      }
      """
    ),
    (
      "issue 36 (HabitMinder of the second field trial): View's modifiers that take a closure apply to a colour in a view's place (Color.clear.navigationDestination, .onTapGesture)",
      """
      enum Route: Hashable { case intro, home }
      @Observable final class Coordinator {
          var path: [Route] = []
          func start() { path.append(.intro) }
      }
      struct Root: View {
          @State private var coordinator = Coordinator()
          var body: some View {
              NavigationStack(path: $coordinator.path) {
                  Color.clear
                      .navigationDestination(for: Route.self) { route in
                          switch route {
                          case .intro: IntroView()
                          case .home: Text("Home")
                          }
                      }
              }
              .task { coordinator.start() }
          }
      }
      struct IntroView: View { var body: some View { Text("Welcome") } }
      struct Tappable: View {
          @State private var taps = 0
          var body: some View {
              Color.clear.onTapGesture { taps += 1 }
              Text("\\(taps)")
          }
      }
      #scenario("the coordinator's start in .task pushes the intro at launch, through a destination declared on Color.clear") {
          #expect(findAll(IntroView.self).count == 1)
      }
      #scenario("a colour takes a modifier with a closure: a tap on Color.clear runs its action", root: Tappable()) {
          tap("clear")
          #expect(find(Tappable.self).taps == 1)
      }
      """
    ),
    (
      "issue 36 (MusicOffline of the second field trial): replacingOccurrences(of:with:options:range:) over the whole string, as a hex colour's initializer calls it",
      """
      struct Swatch: View {
          let hex = "#ff8800".replacingOccurrences(of: "#", with: "", options: NSString.CompareOptions.literal, range: nil).uppercased()
          let shout = "a-b-A".replacingOccurrences(of: "a", with: "x", options: .caseInsensitive)
          let digits = "a1b22".replacingOccurrences(of: "[a-z]", with: "", options: .regularExpression, range: nil)
          var body: some View { Text(hex + shout + digits) }
      }
      #scenario("each form replaces as Foundation does") {
          #expect(find(Swatch.self).hex == "FF8800")
          #expect(find(Swatch.self).shout == "x-b-x")
          #expect(find(Swatch.self).digits == "122")
      }
      """
    ),
    (
      "issue 36 (Minty of the second field trial): a generic function's parameter called as an initializer makes the type it stands for (T(), Entity(id:))",
      """
      protocol Entity { init(id: Int); var name: String { get } }
      struct Post: Entity { let id: Int; var name: String { "post \\(id)" } }
      func make<T: Entity>(_ type: T.Type, id: Int) -> T { T(id: id) }
      struct Feed: View {
          var body: some View { Text(make(Post.self, id: 7).name) }
      }
      #scenario("the generic factory makes a Post") {
          #expect(make(Post.self, id: 7).name == "post 7")
      }
      """
    ),
    (
      "issue 36 (Minty of the second field trial): a generic type made with its arguments written (EntityStore<Comment>()) keeps them: its methods and its stored defaults see what its parameters stand for",
      """
      protocol Storable: AnyObject & Identifiable {
          init(id: Self.ID, storage: Map<Self>?)
      }
      class Map<Element> where Element: AnyObject & Identifiable {
          private var storage: [Element.ID: Element] = [:]
          subscript(key: Element.ID) -> Element? {
              get { storage[key] }
              set { storage[key] = newValue }
          }
      }
      struct Store<Entity> where Entity: Storable {
          private let entities = Map<Entity>()
          func fetch(id: Entity.ID) -> Entity {
              if let entity = entities[id] { return entity }
              let entity = Entity(id: id, storage: entities)
              entities[id] = entity
              return entity
          }
      }
      final class Comment: Storable {
          let id: UUID
          var text = "hello"
          init(id: UUID, storage: Map<Comment>?) { self.id = id }
      }
      struct AppState { let comments = Store<Comment>() }
      struct Root: View {
          let state = AppState()
          var body: some View { Text(state.comments.fetch(id: UUID()).text) }
      }
      struct Box<Item: Storable> {
          func make() -> Item { Item(id: UUID(), storage: nil) }
      }
      #scenario("a generic store makes its entity type by its generic parameter, in a method and in a stored default") {
          #expect(find(Root.self).state.comments.fetch(id: UUID()).text == "hello")
          #expect(Box<Comment>().make().text == "hello")
      }
      """
    ),
    (
      "issue 36 (Minty of the second field trial): an implicit member assigned where a String was is String's extension's, never another type's static of the same name (which recursed through a static placeholder)",
      """
      extension String {
          static func placeholder(count: Int) -> String { String(Array(repeating: "X", count: count)) }
      }
      final class Post: ObservableObject {
          static let placeholder: Post = {
              let post = Post()
              post.title = .placeholder(count: 5)
              return post
          }()
          @Published var title = ""
      }
      struct Row: View {
          @ObservedObject var post: Post
          var body: some View { Text(post.title) }
      }
      struct Home: View {
          var body: some View { Row(post: .placeholder) }
      }
      #scenario("an implicit member assigned to a String property is String's, not another type's member of the same name") {
          #expect(find(Row.self).post.title == "XXXXX")
      }
      """
    ),
    (
      "issue 36 (Expenses2 of the third field trial): '@StateObject var x: T = .shared' is T's shared instance, whichever other type has a 'shared' too",
      """
      final class Ledger: ObservableObject {
          static let shared = Ledger()
          @Published var total = 12
      }
      final class Compass: ObservableObject {
          static let shared = Compass()
          @Published var heading = "north"
      }
      struct Home: View {
          @EnvironmentObject var compass: Compass
          @EnvironmentObject var ledger: Ledger
          var body: some View { Text("\\(ledger.total) \\(compass.heading)") }
      }
      @main
      struct LedgerApp: App {
          @StateObject private var ledger: Ledger = .shared
          @StateObject private var compass: Compass = .shared
          var body: some Scene {
              WindowGroup { Home().environmentObject(ledger).environmentObject(compass) }
          }
      }
      #scenario("each state object is its own type's shared instance") {
          #expect(find(Home.self).compass.heading == "north")
          #expect(find(Home.self).ledger.total == 12)
      }
      """
    ),
    (
      "issue 36 (RuleOfThree of the fifth field trial): a prefix operator the program gives a standard type (`static prefix func !` on Int) or declares globally is the program's, never a type error",
      """
      prefix operator √
      extension Int {
          static prefix func ! (value: Int) -> Int { value == 0 ? 1 : 0 }
      }
      prefix func √ (value: Double) -> Double { value.squareRoot() }
      struct Corner: View {
          let corner = (0, 1)
          var opposite: (Int, Int) { (!corner.0, !corner.1) }
          var body: some View { Text("\\(opposite.0),\\(opposite.1) side \\(√16.0)") }
      }
      #scenario("the opposite corner flips each index; Bool's own ! is unchanged", root: Corner()) {
          #expect(root.opposite.0 == 1)
          #expect(root.opposite.1 == 0)
          #expect(!true == false)
      }
      """
    ),
    (
      // SwiftUI keeps both in one entry per object type (`EnvironmentValues[objectType:]`).
      "rule 8 (WatchList of the third field trial): an object that is both Observable and an ObservableObject, set with .environment(_:), is what @EnvironmentObject reads",
      """
      final class Counter: ObservableObject, Observable {
          @Published var count = 0
          func add() { count += 1 }
      }
      struct Routes: View {
          @EnvironmentObject var counter: Counter
          var body: some View {
              Button("Add") { counter.add() }
              Tally()
          }
      }
      struct Tally: View {
          @EnvironmentObject var counter: Counter
          var body: some View { Text("\\(counter.count)") }
      }
      @main
      struct CounterApp: App {
          @StateObject private var counter = Counter()
          var body: some Scene {
              WindowGroup { Routes().environment(counter) }
          }
      }
      #scenario("the object set with .environment is the environment object, and its changes reach its readers") {
          #expect(find(Tally.self).counter.count == 0)
          tap("Add")
          #expect(find(Tally.self).counter.count == 1)
          #expectUpdates(CounterApp.self, Routes.self, Tally.self)
      }
      """
    ),
    (
      "issue 36 (Outrack of the fifth field trial): the iOS 13 alert — `.alert(isPresented:) { Alert(title:message:dismissButton:) }` — is presented while its binding is true, a constant one too, and its button runs its action",
      """
      struct Welcome: View {
          @State private var firstLaunch = true
          @State private var failed = false
          var body: some View {
              Text("Sign in")
                  .alert(isPresented: .constant(firstLaunch || failed)) {
                      Alert(
                          title: Text(firstLaunch ? "Welcome" : "Error"),
                          message: Text("Pair your phone first"),
                          dismissButton: .default(Text("OK")) { firstLaunch = false })
                  }
          }
      }
      #scenario("OK dismisses the first-launch alert and runs the view again", root: Welcome()) {
          tap("OK")
          #expectUpdates(Welcome.self)
          #expect(root.firstLaunch == false)
      }
      """
    ),
    (
      "issue 36 (MoviesSwift of the third field trial): a generic parameter given only by a closure's result ('() -> T' passed '{ Model() }') is that type, as in String(describing: T.self)",
      """
      final class Screens {
          private(set) static var names: [String] = []
          static func add<Model, Page: View>(_ page: @escaping () -> Page, _ model: @escaping () -> Model) {
              names.append("\\(String(describing: Model.self)) in \\(String(describing: Page.self))")
          }
      }
      final class SignInModel {}
      struct SignInPage: View {
          var body: some View { Text("Sign in") }
      }
      struct Root: View {
          init() { Screens.add({ SignInPage() }, { SignInModel() }) }
          var body: some View { Text(Screens.names.joined()) }
      }
      #scenario("the names registered are the types the closures make") {
          #expect(Screens.names == ["SignInModel in SignInPage"])
      }
      """
    ),
    (
      "issue 36 (MoviesSwift of the third field trial): 'super.init' runs the direct superclass's initializer, however the classes above are named",
      """
      class Base {
          var steps: [String] = []
          init(_ step: String) { steps.append(step) }
      }
      class Screen: Base {
          var title = ""
          override init(_ step: String) {
              super.init(step)
              title = "screen"
              steps.append("Screen")
          }
      }
      final class AppScreen: Screen {
          override init(_ step: String) {
              super.init(step)
              steps.append("AppScreen")
          }
      }
      struct Root: View {
          let model = AppScreen("Base")
          var body: some View { Text(model.title) }
      }
      #scenario("each initializer of the chain runs once, nearest last") {
          #expect(root.model.steps == ["Base", "Screen", "AppScreen"])
          #expect(root.model.title == "screen")
      }
      """
    ),
    (
      "issue 36 (MoviesSwift of the third field trial): a call returned by 'func resolve<T>() -> T' gives what T stands for, so a generic lookup inside it finds the type the caller's parameter wants",
      """
      final class Registry {
          static var made: [String: Any] = [:]
          static func lookup<T>() -> T { made[String(describing: T.self)] as! T }
      }
      final class Services { let name = "services" }
      final class Screen {
          let services: Services
          init(_ services: Services) { self.services = services }
      }
      final class Boot {
          func resolve<T>() -> T {
              return Registry.lookup()
          }
          func shortResolve<T>() -> T { Registry.lookup() }
          func make() -> Screen { Screen(resolve()) }
          func makeShort() -> Screen { Screen(shortResolve()) }
      }
      struct Root: View {
          let screens: [Screen]
          init() {
              Registry.made["Services"] = Services()
              screens = [Boot().make(), Boot().makeShort()]
          }
          var body: some View { Text(screens[0].services.name) }
      }
      #scenario("both forms resolve the parameter's type") {
          #expect(root.screens.map(\\.services.name) == ["services", "services"])
      }
      """
    ),
    (
      // A NavigationView of one column is a stack on an iPhone and a watch: a link pushes its
      // destination over the root, which is kept off screen (rule 7), as NavigationStack does.
      "rule 7 (NotesWatch of the third field trial): a NavigationView of one column covers its root with the destination a NavigationLink pushes",
      """
      struct Root: View {
          var body: some View {
              NavigationView { Home() }
          }
      }
      struct Home: View {
          var body: some View {
              VStack {
                  Tile(destination: AnyView(Notes()), title: "Notes")
                  Tile(destination: AnyView(Text("Settings")), title: "Settings")
              }
          }
      }
      struct Tile: View {
          var destination: AnyView
          var title: String
          var body: some View {
              NavigationLink(destination: destination, label: { Text(title) })
          }
      }
      struct Notes: View {
          var body: some View { Text("No notes") }
      }
      #scenario("the pushed list covers the stack's root view and its tiles, which keep their state") {
          tap("Notes")
          #expectUpdates()
          #expectInserted(Notes.self)
          #expectHidden(Home.self, Tile.self, Tile.self)
      }
      """
    ),
    (
      "issue 36 (TaskManagement of the fifth field trial): a tap gesture on a GeometryReader is tapped by the text its content shows, though the content is a unit of its own",
      """
      struct StartCircle: View {
          @State private var expanded = false
          var body: some View {
              GeometryReader { geometry in
                  if !expanded {
                      Text("Start")
                  }
              }
              .onTapGesture { expanded.toggle() }
          }
      }
      #scenario("Start expands the circle: the view runs again and its content with it", root: StartCircle()) {
          tap("Start")
          #expect(root.expanded == true)
      }
      """
    ),
    (
      "issue 36 (RuleOfThree of the fifth field trial): Foundation's String.range(of:options:) finds a literal, a case-insensitive or a regular-expression match, or nil",
      """
      extension String {
          func hasDecimalSeparator() -> Bool { range(of: "[\\\\.,]", options: .regularExpression) != nil }
      }
      struct Amount: View {
          @State private var text = "12"
          var body: some View { Text(text.hasDecimalSeparator() ? "decimal" : "whole") }
      }
      #scenario("a separator is found by a regular expression; a word by its letters, in any case", root: Amount()) {
          #expect(root.text.hasDecimalSeparator() == false)
          #expect("1,5".hasDecimalSeparator())
          #expect("Hello".range(of: "ELL", options: .caseInsensitive) != nil)
          #expect("Hello".range(of: "ELL") == nil)
      }
      """
    ),
    (
      "a contextual .init(…) where a function's result is an array, a set or an alias of an array (IdentifiedArrayOf<T>) makes that collection",
      """
      import ComposableArchitecture
      struct Tag: Identifiable, Hashable { let id: Int }
      extension Array where Element: Identifiable {
          func identified<New: Identifiable>(_ transform: (Element) -> New) -> IdentifiedArrayOf<New> {
              .init(uniqueElements: self.map(transform))
          }
      }
      func copied<T>(_ items: [T]) -> [T] { .init(items) }
      func unique(_ tags: [Tag]) -> Set<Tag> {
          return .init(tags)
      }
      struct Tags: View {
          let tags = [Tag(id: 1), Tag(id: 2)].identified { Tag(id: $0.id * 10) }
          var body: some View {
              VStack {
                  ForEach(tags) { tag in Text("tag \\(tag.id)") }
                  ForEach(copied([Tag(id: 3)])) { tag in Text("copy \\(tag.id)") }
                  Text("\\(unique([Tag(id: 4), Tag(id: 4)]).count) unique")
              }
          }
      }
      #scenario("each collection is made with its elements", root: Tags()) {
          #expect(root.tags.map(\\.id) == [10, 20])
          #expect(copied([Tag(id: 3)]).map(\\.id) == [3])
          #expect(unique([Tag(id: 4), Tag(id: 4)]).count == 1)
      }
      """
    ),
    (
      "a program's property wrapper with no initial value is made by the initializer's first assignment (self.count = 3 is Tally(wrappedValue: 3)), in a class and in a struct",
      """
      import SwiftUI
      @propertyWrapper struct Tally<Value: Equatable> { var wrappedValue: Value }
      final class Counter: ObservableObject {
          @Tally var count: Int
          init() { self.count = 3 }
          func bump() { count += 1 }
      }
      struct Score {
          @Tally var points: Int
          init(points: Int) { self.points = points }
      }
      struct Board: View {
          @StateObject private var counter = Counter()
          var body: some View {
              VStack {
                  Text("count \\(counter.count)")
                  Text("points \\(Score(points: 7).points)")
                  Button("Bump") { counter.bump() }
              }
          }
      }
      #scenario("the wrapped values are the initializers' and change as written", root: Board()) {
          #expect(root.counter.count == 3)
          #expect(Score(points: 7).points == 7)
          tap("Bump")
          #expect(root.counter.count == 4)
      }
      """
    ),
  ]

  @Test("The field trial's idioms behave as SwiftUI and Foundation do", arguments: programs.map(\.name))
  func idiom(_ name: String) throws {
    try expectScenariosPass(in: try #require(Self.programs.first { $0.name == name }).source)
  }

  @Test(
    "SPEC §3: NSLocalizedString, String(localized:) and SwiftUI titles of literals and keys read the program's English table, else the key"
  )
  func localizedStrings() throws {
    let folder = PackagePaths.root.appendingPathComponent("Tests/ViewGraphTests/Fixtures/Localized").path
    let program = try Program.load(paths: [folder])
    let report = program.runScenarios()
    #expect(report.results.count == 2)
    #expect(report.results.allSatisfy { $0.passed }, "\(report.results.flatMap(\.failures).map(\.message))")
  }
}
