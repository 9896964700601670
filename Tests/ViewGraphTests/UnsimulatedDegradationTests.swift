import Foundation
import Testing
import ViewGraph

/// SPEC §3 and issue 21: what ViewGraph does not simulate degrades to a warning and an opaque
/// value, never a failed launch. Each program's scenarios must pass, and each names the warning
/// the launch or its steps must give.
@Suite("What is not simulated degrades")
struct UnsimulatedDegradationTests {
  static let programs: [(name: String, warning: String, source: String)] = [
    (
      "a package's view with content in a trailing closure builds that content (its closure's arguments opaque); a 'label:' closure is the content of a button-like one, never its action",
      "its content closure is built as its content",
      """
      import SwiftUI
      import Redux
      final class Counter: ObservableObject { @Published var count = 0 }
      struct Home: View {
          @StateObject var counter = Counter()
          @State var ran = false
          var body: some View {
              StoreProvider(store: appStore) {
                  Total(counter: counter)
              }
              WithStore(appStore) { state in
                  Text("\\(state.count)")
              }
              AsyncButton { ran = true } label: {
                  Text("Go")
              }
              Paged(pages) { page in
                  Text("Page \\(page.number + 1)")
              }
          }
      }
      struct Total: View {
          @ObservedObject var counter: Counter
          var body: some View { Button("Add") { counter.count += 1 } }
      }
      #scenario("the provider's content is built and updates", root: Home()) {
          tap("Add")
          #expectUpdates(Home.self, Total.self)
          #expect(!root.ran)
      }
      """
    ),
    (
      "an Info.plist entry is opaque, so 'as! String' of it goes on opaque instead of trapping",
      "as! String is opaque too",
      """
      import SwiftUI
      enum AppInfo {
          static let name = Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as! String
      }
      struct About: View {
          @State private var taps = 0
          var body: some View {
              VStack {
                  Text(AppInfo.name)
                  Button("Tap") { taps += 1 }
              }
          }
      }
      #scenario("the about screen launches and works", root: About()) {
          tap("Tap")
          #expect(root.taps == 1)
      }
      """
    ),
    (
      "a model container the app makes in code ViewGraph does not simulate is stood in for: its @Query reads an in-memory container",
      "is made by code ViewGraph does not simulate; an in-memory container of 'Asset' stands in",
      """
      import SwiftUI
      import SwiftData
      @Model final class Asset { var name = ""; init(name: String) { self.name = name } }
      let shared: ModelContainer = CloudKitContainers.production
      struct Root: View {
          @Query var assets: [Asset]
          var body: some View { Text("\\(assets.count)") }
      }
      @main struct Ledger: App {
          var body: some Scene {
              WindowGroup { Root() }
                  .modelContainer(shared)
          }
      }
      #scenario("the root reads its query") {
          #expect(find(Root.self).assets.isEmpty)
      }
      """
    ),
    (
      "an implicit member of a package's type (session: Session = .default) is opaque, never another type's member of that name",
      "import of 'Alamofire' is ignored",
      """
      import SwiftUI
      import Alamofire

      struct Palette { static let `default` = Color.red }

      final class Repo {
          private let session: Session
          init(session: Session = .default) { self.session = session }
          func load() async -> Int {
              let response = await session.request("https://x").serializingString().response
              return response == nil ? 0 : 1
          }
      }

      struct Home: View {
          @State private var n = -1
          let repo = Repo()
          var body: some View {
              Text("\\(n)").task { n = await repo.load() }
          }
      }
      #scenario("loads", root: Home()) {
          #expect(root.n != -1)
      }
      """
    ),
    (
      "a number made from an opaque value is opaque too (Int(UIScreen.main.scale)), and the body is built",
      "'Int(…)' of it is opaque too",
      """
      import SwiftUI
      import UIKit
      struct Screen: View {
          @State private var taps = 0
          let scale = UIScreen.main.scale
          var body: some View {
              let pixels = Int(scale) * 2
              let points = Double(scale) / 2
              VStack {
                  Text("\\(pixels) \\(points)")
                  Button("Tap") { taps += 1 }
                  Text("\\(taps)")
              }
          }
      }
      #scenario("the screen launches and its button works", root: Screen()) {
          tap("Tap")
          #expectUpdates(Screen.self)
          #expect(root.taps == 1)
      }
      """
    ),
    (
      "an opaque value used as an index gives an opaque element, with a warning",
      "used as an index is opaque too",
      """
      import SwiftUI
      import UIKit
      struct Screen: View {
          let sizes = [10.0, 20.0]
          var body: some View {
              Text("x").frame(width: sizes[UIDevice.current.userInterfaceIdiom.rawValue])
          }
      }
      #scenario("the screen launches", root: Screen()) { #expectUpdates() }
      """
    ),
    (
      "withObservationTracking runs apply and returns its result; its onChange is not simulated, with a warning",
      "'withObservationTracking's onChange (it never runs)' is not simulated",
      """
      import Observation
      @Observable class Auth { var loggedIn = false }
      struct Screen: View {
          @State private var auth = Auth()
          @State private var seen = false
          var body: some View {
              Text("x").onAppear {
                  seen = withObservationTracking { auth.loggedIn == false } onChange: { print("changed") }
              }
          }
      }
      #scenario("apply runs", root: Screen()) { #expect(root.seen == true) }
      """
    ),
    (
      "'$' on a property whose wrapper ViewGraph does not simulate is opaque, with a warning",
      "the projected value ('$') of a 'Bool' property's wrapper is not simulated",
      """
      import SwiftUI
      import CloudStorage
      struct SettingsView: View {
          @CloudStorage("emptyTrash") private var emptyTrash: Bool = false
          var body: some View {
              Form {
                  Toggle("Empty trash", isOn: $emptyTrash)
                  if emptyTrash { Text("Trash is emptied") }
              }
          }
      }
      #scenario("the settings launch past the unknown wrapper", root: SettingsView()) {
          #expect(findAll(Text.self).isEmpty)
      }
      """
    ),
    (
      "encoding a value that holds an instance of a package's type is opaque, with a warning",
      "encoded as JSON is opaque too",
      """
      import SwiftUI
      import Semver
      struct Settings: Codable { var version: SemanticVersion }
      struct Screen: View {
          @State var saved = false
          var body: some View {
              Button("Save") {
                  let data = try? JSONEncoder().encode(Settings(version: SemanticVersion(1, 2, 3)))
                  saved = true
                  UserDefaults.standard.set(data, forKey: "settings")
              }
          }
      }
      #scenario("the save goes on past the opaque encoding", root: Screen()) {
          tap("Save")
          #expect(find(Screen.self).saved == true)
      }
      """
    ),
    (
      "a name the app uses and ViewGraph does not know (a framework constant) is opaque where it runs",
      "'kSecClass' is not simulated by ViewGraph",  // issue 36: not the compiler's "cannot find … in scope"
      """
      import SwiftUI
      import Security
      struct Screen: View {
          @State var queried = false
          var body: some View {
              Button("Query") {
                  let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
                  queried = !query.isEmpty
              }
          }
      }
      #scenario("the button runs past the unknown constants", root: Screen()) {
          tap("Query")
          #expect(find(Screen.self).queried == true)
      }
      """
    ),
    (
      "a form of a framework initializer or method the prelude does not declare is opaque, with a warning",
      "'Logger.init(label:)' is not simulated",
      """
      import SwiftUI
      import os
      struct Screen: View {
          let logger = Logger(label: "com.example.app")
          @State var saved = false
          var body: some View {
              Button("Save") {
                  let url = URL.documentsDirectory.appendingPathComponent("a", isDirectory: false, withSomethingNew: true)
                  saved = url != nil
              }
          }
      }
      #scenario("a form of a framework function ViewGraph does not declare is opaque, with a warning", root: Screen()) {
          tap("Save")
      }
      """
    ),
    (
      "#warning runs nothing; a cast of an opaque value is opaque, with a warning",
      "as? AppDelegate is opaque too",
      """
      import SwiftUI
      import UIKit
      #warning("top level")
      final class AppDelegate: NSObject {}
      struct Settings {
          static func key() -> String {
              #warning("Replace with the real key")
              return "k"
          }
      }
      struct Screen: View {
          var delegate: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }
          var body: some View { Text(Settings.key()) }
      }
      #scenario("#warning runs nothing; a cast of an opaque value is opaque", root: Screen()) {
          #expect(Settings.key() == "k")
          _ = root.delegate
      }
      """
    ),
    (
      "NotificationCenter's selector form loads with a warning; the selector never runs",
      "'NotificationCenter.addObserver(_:selector:name:object:)' is not simulated",
      """
      import SwiftUI
      final class Prefs: ObservableObject {
          @Published var synced = 0
          init() {
              NotificationCenter.default.addObserver(self, selector: #selector(changed(notification:)), name: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: nil)
          }
          @objc func changed(notification: Notification) { synced += 1 }
      }
      struct Screen: View {
          @StateObject var prefs = Prefs()
          var body: some View { Text("\\(prefs.synced)") }
      }
      #scenario("the selector form of addObserver loads; its selector never runs", root: Screen()) {
          #expect(root.prefs.synced == 0)
      }
      """
    ),
    (
      "an environment entry ViewGraph does not simulate is opaque: its methods give opaque values, a loop over it runs no pass",
      "a loop or ForEach over it runs no pass",
      """
      import SwiftUI
      struct Screen: View {
          @Environment(\\.managedObjectContext) private var context
          @Environment(\\.someUnknownThings) private var things
          @State private var saved = 0
          var body: some View {
              VStack {
                  ForEach(things, id: \\.self) { Text("\\($0)") }
                  Button("Save") { context.perform { saved += 1 } }
              }
          }
      }
      #scenario("what an unknown environment entry gives is opaque", root: Screen()) {
          tap("Save")
          #expect(root.saved == 0)
      }
      """
    ),
    (
      "a static method a framework type of the prelude does not declare is opaque, with a warning",
      "'DispatchQueue.concurrentPerform' is not simulated",
      """
      import SwiftUI
      struct Counter: View {
          @State var count = 0
          var body: some View {
              Text("\\(count)").onAppear {
                  DispatchQueue.concurrentPerform(iterations: 3) { _ in count += 1 }
              }
          }
      }
      #scenario("the launch goes on; the work it would have done is not done", root: Counter()) {
          #expect(root.count == 0)
      }
      """
    ),
    (
      "writing a static of a framework type ViewGraph does not know is a warning, and the launch goes on",
      "is not simulated",
      """
      import SwiftUI
      import FirebaseCore
      @main struct ShopApp: App {
          init() {
              AnalyticsSDK.shared.apiKey = "secret"
              PaymentsAPI.key = "pk_test"
          }
          var body: some Scene { WindowGroup { Text("Shop") } }
      }
      #scenario("the app launches") {
          #expect(root != nil)
      }
      """
    ),
    (
      "arithmetic, comparison, subscripts and calls on an opaque value are opaque; a condition on one is false",
      "is opaque too",
      """
      import SwiftUI
      import UIKit
      struct Banner: View {
          let inset = UIApplication.shared.windows.first?.safeAreaInsets.bottom
          var height: Double { 20 + inset }
          var isTall: Bool { inset > 30 }
          var body: some View {
              VStack {
                  Text("Height \\(height)")
                  if isTall { Text("Tall") } else { Text("Short") }
                  Text(Keychain()["token"] ?? "none")
              }
          }
      }
      #scenario("the banner launches with the documented defaults", root: Banner()) {
          #expectUpdates()
      }
      """
    ),
    (
      "a ForEach over an opaque collection runs no row",
      "runs no pass",
      """
      import SwiftUI
      import Contacts
      struct People: View {
          let contacts = CNContactStore().unifiedContacts(matching: CNContact.predicateForContactsInContainer(withIdentifier: "x"), keysToFetch: [])
          var body: some View {
              List {
                  ForEach(contacts, id: \\.identifier) { contact in Text(contact.givenName) }
              }
          }
      }
      #scenario("the list launches empty", root: People()) {
          #expectUpdates()
      }
      """
    ),
    (
      "a member a framework type of the prelude does not declare is opaque, with a warning",
      "is not simulated by ViewGraph: it is an opaque value here",
      """
      import SwiftUI
      struct Settings: View {
          let suite = UserDefaults.standard.volatileDomainNames
          var body: some View {
              Text("Domains: \\(suite)")
          }
      }
      #scenario("the settings launch", root: Settings()) {
          #expectUpdates()
      }
      """
    ),
    (
      "a class that inherits from a framework class ViewGraph does not know gets its members as opaque values",
      "is not simulated by ViewGraph: it is an opaque value here",
      """
      import SwiftUI
      import UIKit
      final class AppDelegate: NSObject, UIApplicationDelegate {
          var launched = false
          func start() {
              launched = true
              let name = self.className
              print(name)
          }
      }
      struct Home: View {
          let delegate = AppDelegate()
          var body: some View { Button("Start") { delegate.start() } }
      }
      #scenario("the delegate starts", root: Home()) {
          tap("Start")
          #expect(root.delegate.launched)
      }
      """
    ),
  ]

  @Test("what is not simulated is a warning and an opaque value", arguments: programs.map(\.name))
  func degrades(_ name: String) throws {
    let entry = try #require(Self.programs.first { $0.name == name })
    try expectScenariosPass(in: entry.source)
    let program = try Program.parse(source: entry.source, fileName: "Idiom.swift")
    let warnings = program.warnings + program.runScenarios().results.flatMap(\.warnings)
    #expect(
      warnings.contains { $0.message.contains(entry.warning) },
      "no warning containing '\(entry.warning)' in \(warnings.map(\.message))")
  }

  @Test(
    "issue 22: a failed #expectUpdates notes each modifier ViewGraph skipped in the views involved: its effect is missing"
  )
  func failureNotesSkippedModifiers() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        struct Feed: View {
            @State private var offset = 0.0
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("\\(offset)")
                    Button("Tap") { taps += 1 }
                }
                .onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, new in offset = new }
            }
        }
        #scenario("scrolling moves the offset", root: Feed()) {
            tap("Tap")
            #expectUpdates(Feed.self)
        }
        """, fileName: "Idiom.swift")
    let failure = try #require(program.runScenarios().results.first?.failures.first)
    // Issue 41 point 11: the note names the view the modifier modifies (the VStack), not Feed.
    #expect(
      failure.notes.contains {
        $0.message
          == "'.onScrollGeometryChange' on 'VStack' is not simulated by ViewGraph; its effect is missing from this step"
      })
  }

  @Test(
    "issue 41 point 11: a skipped modifier's note names the view it modifies; .equatable(), .id and .environment are simulated, so never noted"
  )
  func skippedModifierNoteNamesTheModifiedView() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        struct Stars: View, Equatable {
            var count: Int
            var label: String
            static func == (a: Stars, b: Stars) -> Bool { a.label == b.label }
            var body: some View { Text("\\(count) \\(label)") }
        }
        struct Shop: View {
            @State private var rating = 3
            var body: some View {
                VStack {
                    Stars(count: rating, label: "x").equatable().id(1).environment(\\.lineLimit, 2)
                    Stars(count: rating, label: "y").glassEffect()
                    Button("Rate") { rating = 4 }
                }
            }
        }
        #scenario("a new rating (expecting wrongly, for the notes)", root: Shop()) {
            tap("Rate")
            #expectUpdates(Shop.self, Stars.self)
        }
        """, fileName: "Idiom.swift")
    let failure = try #require(program.runScenarios().results.first?.failures.first)
    let skipped = failure.notes.map(\.message).filter { $0.contains("is not simulated") }
    #expect(
      skipped == ["'.glassEffect' on 'Stars' is not simulated by ViewGraph; its effect is missing from this step"],
      "\(skipped)")
  }

  @Test("a member the program's own type does not declare is still an error naming it and its type")
  func programTypeMemberIsAnError() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        struct Book { var title = "Dune" }
        struct Shelf: View {
            let book = Book()
            var body: some View { Text(book.titel) }
        }
        #scenario("launch", root: Shelf()) {}
        """, fileName: "Idiom.swift")
    let result = try #require(program.runScenarios().results.first)
    #expect(result.failures.contains { $0.message.contains("has no member 'titel'") })
  }

  // SwiftGen, R.swift and Sourcery write their files again on each build, from the project's
  // resources: the copy in the clone may be older than what the app compiles against. A member
  // such a file does not have is ViewGraph's gap (no generator runs here), not the app's typo.
  @Test(
    "issue 36: a member missing from a type in a generated file (SwiftGen's header) is an opaque value with a warning naming the generator"
  )
  func generatedTypeMemberIsOpaque() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vg-generated-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try """
    // swiftlint:disable all
    // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

    import Foundation

    internal enum Assets {
      internal enum Strings {
        internal static let title = "Power status"
      }
    }
    """.write(to: root.appendingPathComponent("Strings+Generated.swift"), atomically: true, encoding: .utf8)
    try """
    import SwiftUI
    final class LoadingModel: ObservableObject {
        @Published var message: String
        init() { message = Assets.Strings.iOS.loading }
    }
    struct LoadingView: View {
        @StateObject var model = LoadingModel()
        var body: some View { VStack { Text(Assets.Strings.title); Text(model.message) } }
    }
    @main struct PowerApp: App { var body: some Scene { WindowGroup { LoadingView() } } }
    """.write(to: root.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    let program = try Program.load(paths: [root.path])
    let session = try program.launch()
    #expect(session.units.map(\.name).contains("LoadingView"))
    #expect(session.launchUpdate.warnings.contains { $0.message.contains("'iOS'") && $0.message.contains("SwiftGen") })
    #expect(session.launchUpdate.warnings.allSatisfy { !$0.message.contains("has no member") })
  }

  // A class has no memberwise initializer: `Note(recordType:)` of `class Note: CKRecord` is one it
  // inherits from a superclass ViewGraph does not know. (CoreDataPlusModel's `NSManagedObject`
  // was one; Core Data is modelled now, in Library/Packages/Prelude/CoreData, so CloudKit's record stands
  // for a superclass of a framework ViewGraph does not know.)
  @Test(
    "issue 36 (CoreDataPlusModel of the third field trial): a class made with an initializer of a superclass ViewGraph does not know is its object with its defaults, and one warning"
  )
  func inheritedUnknownInitializer() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        import CloudKit
        final class Note: CKRecord {
            var pinned = false
        }
        final class Notes: ObservableObject {
            @Published var made: [Note] = []
            func add() {
                let note = Note(recordType: "Note")
                note.pinned = true
                made.append(note)
            }
        }
        struct Root: View {
            @StateObject var notes = Notes()
            var body: some View {
                Button("Add") { notes.add() }
                Text("\\(notes.made.count)")
            }
        }
        #scenario("adding makes a note") {
            tap("Add")
            #expect(root.notes.made.count == 1)
            #expect(root.notes.made[0].pinned == true)
        }
        """, fileName: "App.swift")
    let result = try #require(program.runScenarios().results.first)
    #expect(result.failures.isEmpty, "\(result.failures.map(\.message))")
    #expect(result.warnings.filter { $0.message.contains("'Note(recordType:)'") }.count == 1)
  }

  // A project may declare an empty namespace (`struct Strings {}`) that its build fills from the
  // resources by a script (the file is not committed): the app compiles only with those members,
  // so one of them missing is the generator's output not being here, never a typo.
  @Test(
    "issue 36 (PSEUnofficial of the third field trial): a member of a type the program declares empty (a namespace a build step's output fills) is opaque with one warning; a type that declares members still has typos as errors"
  )
  func emptyNamespaceMemberIsOpaque() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        public struct Texts { /* a build script writes its members */ }
        enum Palette { static let accent = "blue" }
        final class LoadingModel: ObservableObject {
            let title = Texts.Loading.title
        }
        struct LoadingView: View {
            @StateObject var model = LoadingModel()
            var body: some View { Text("\\(model.title)") }
        }
        struct Broken: View {
            var body: some View { Text(Palette.acent) }
        }
        """)
    let session = try program.launch(root: "LoadingView")
    #expect(session.units.map(\.name).contains("LoadingView"))
    let warnings = session.launchUpdate.warnings.filter { $0.message.contains("'Loading' of 'Texts'") }
    #expect(warnings.count == 1)
    #expect(warnings.allSatisfy { $0.message.contains("declares no members") })
    #expect(session.launchUpdate.warnings.allSatisfy { !$0.message.contains("has no member") })
    #expect(throws: (any Error).self) { try program.launch(root: "Broken") }
  }

  @Test(
    "SPEC §3: a @StateObject whose initial value ViewGraph cannot make is an opaque value with a warning; the view and the rest of the app are built"
  )
  func unmakeableStateObjectDegrades() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        final class Model: ObservableObject {
            @Published var text = "start"
            init() { var c = 0; c.frame(width: 3); text = "made" }
        }
        struct Screen: View {
            @StateObject var model = Model()
            @State private var count = 0
            var body: some View {
                VStack {
                    Text(model.text)
                    Button("Add \\(count)") { count += 1 }
                }
            }
        }
        #scenario("launch", root: Screen()) {
            tap("Add 0")
            #expectUpdates(Screen.self)
        }
        """, fileName: "Idiom.swift")
    let result = try #require(program.runScenarios().results.first)
    #expect(result.failures.isEmpty, "\(result.failures.map(\.message))")
    #expect(
      result.warnings.contains {
        $0.message.contains("'frame' of 'Int' is not simulated by ViewGraph") && $0.message.contains("'model'")
      })
  }

  @Test(
    "SPEC §3: a view of the app ViewGraph cannot make is an empty leaf with a warning; the rest of the body is built")
  func unmakeableViewDegrades() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        struct Badge: View {
            var label: String
            var body: some View { Text(label) }
        }
        struct Shelf: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Badge()
                    Text("\\(count) books")
                    Button("Add") { count += 1 }
                }
                .onAppear { let (a, b) = (1, 2); var c = 0; c.frame(width: a + b) }
            }
        }
        #scenario("launch", root: Shelf()) {
            tap("Add")
            #expectUpdates(Shelf.self)
        }
        """, fileName: "Idiom.swift")
    let result = try #require(program.runScenarios().results.first)
    #expect(result.failures.isEmpty, "\(result.failures.map(\.message))")
    #expect(
      result.warnings.contains {
        $0.message.contains("missing argument for parameter 'label'")
          && $0.message.contains("the view is drawn as an empty leaf")
      })
    // Issue 36: a standard value's missing member is said as ViewGraph's gap.
    #expect(
      result.warnings.contains {
        $0.message.contains("'frame' of 'Int' is not simulated by ViewGraph")
          && $0.message.contains("the action stops here")
      })
  }

  @Test("tuple assignment gives each place its part: (r, g, b) = (…)")
  func tupleAssignment() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        struct Swatch: View {
            @State private var total = 0
            var body: some View {
                Text("\\(total)")
                    .onAppear {
                        var (r, g, b) = (0, 0, 0)
                        (r, g, b) = (1, 2, 3)
                        total = r * 100 + g * 10 + b
                    }
            }
        }
        #scenario("parts", root: Swatch()) { #expect(root.total == 123) }
        """)
  }

}
