import Testing
import ViewGraph

/// SPEC rules 8–10 and the lifecycle half of rule 12, on programs small enough to read here.
@Suite("Environment, ObservableObject and lifecycle")
struct EnvironmentAndObjectsTests {
  private func launch(_ source: String, root: String? = nil) throws -> AppSession {
    try Program.parse(source: source, fileName: "Test.swift").launch(root: root)
  }

  @Test("SPEC rule 8: only views that declare an entry run again when its value at their position changes")
  func environmentEntries() throws {
    let session = try launch(
      """
      extension EnvironmentValues { @Entry var theme = "light" }
      struct Label: View {
          @Environment(\\.theme) private var theme
          var body: some View { Text(theme) }
      }
      struct Plain: View { var body: some View { Label() } }
      struct Screen: View {
          @State private var theme = "light"
          @State private var other = 0
          var body: some View {
              Button("Dark") { theme = "dark" }
              Button("Same") { theme = "light" }
              Plain().environment(\\.theme, theme)
          }
      }
      """, root: "Screen")
    #expect(session.dependencies(of: "Label") == ["\\.theme"])
    let dark = try session.tap("Dark")
    #expect(dark.ranTypeNames == ["Label", "Screen"], "Plain declares nothing and its inputs are equal")
    let causes = dark.ran.first { $0.unit.name == "Label" }?.causes ?? []
    guard case .environment(let key, let setBy, _)? = causes.first, causes.count == 1 else {
      Issue.record("Label should run once for its environment entry, ran for \(causes)")
      return
    }
    #expect(key == "\\.theme")
    #expect(setBy == ".environment", "the cause names the modifier that set the entry")
    #expect(try session.tap("Dark").ranTypeNames == [], "an equal write changes nothing")
  }

  // Rule 8 amended (issue 21): a root the user names runs as SwiftUI would (a missing object is
  // its runtime error); when ViewGraph chose the root, the app may provide the object in code
  // ViewGraph does not run, so one made with init() stands in, with a warning.
  @Test(
    "SPEC rule 8: a missing non-optional object is an error naming the type and the view for a named root, a shared stand-in with a warning for a root ViewGraph chose; an optional one reads nil"
  )
  func missingEnvironmentObject() throws {
    let program = try Program.parse(
      source: """
        @Observable class Library { var name = "L" }
        struct Needs: View {
            @Environment(Library.self) private var library
            var body: some View { Text(library.name) }
        }
        struct Maybe: View {
            @Environment(Library.self) private var library: Library?
            var body: some View { Text(library?.name ?? "none") }
        }
        """, fileName: "Missing.swift")
    #expect {
      _ = try program.launch(root: "Needs")
    } throws: { error in
      let message = (error as? ViewGraphError)?.diagnostics.first?.message ?? ""
      return message.contains("'Library'") && message.contains("'Needs'")
    }
    _ = try program.launch(root: "Maybe")
    try expectScenariosPass(
      in: """
        class Settings: ObservableObject { @Published var name = "A" }
        struct ContentView: View {
            var body: some View { VStack { NameView(); RenameButton() } }
        }
        struct NameView: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Text(settings.name) }
        }
        struct RenameButton: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Button("Rename") { settings.name = "B" } }
        }
        #scenario("with the root ViewGraph chose, one stand-in is shared: a write through one view runs the other") {
            tap("Rename")
            #expectUpdates(NameView.self, RenameButton.self)
            #expect(find(NameView.self).settings.name == "B")
        }
        """)
    let chosen = try Program.parse(
      source:
        "class Settings: ObservableObject { @Published var name = \"A\" }\nstruct Only: View {\n    @EnvironmentObject var settings: Settings\n    var body: some View { Text(settings.name) }\n}\n"
    )
    let session = try chosen.launch()
    #expect(
      session.launchUpdate.warnings.contains {
        $0.message.contains("'Settings'") && $0.message.contains("'Only'") && $0.message.contains("stands in")
      })
  }

  // Rule 8 amended (issue 41, point 9): the program's `@main` App and its `#Preview`s are roots it
  // chose; SwiftUI stops there when an object is missing ("No ObservableObject of type Library
  // found"), so ViewGraph does too. Only a root ViewGraph chose degrades to a stand-in.
  @Test(
    "issue 41 point 9 (SPEC rule 8): a missing environment object below the program's @main App or #Preview is an error naming the type"
  )
  func missingEnvironmentObjectAtTheProgramsRoot() throws {
    let views = """
      final class Library: ObservableObject { @Published var count = 0 }
      struct ShelfView: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.count)") }
      }
      """
    let roots = [
      "@main struct ShelfApp: App {\n    var body: some Scene { WindowGroup { ShelfView() } }\n}",
      "#Preview { ShelfView() }",
      "#Preview(\"One\") { ShelfView() }\n#Preview(\"Two\") { Text(\"two\") }",
    ]
    for root in roots {
      let program = try Program.parse(source: views + "\n" + root, fileName: "Shelf.swift")
      #expect(throws: ViewGraphError.self, "\(root)") { _ = try program.launch() }
      do {
        _ = try program.launch()
      } catch {
        let message = error.diagnostics.first?.message ?? ""
        #expect(
          message.contains("'Library'") && message.contains("'ShelfView'") && !message.contains("stands in"),
          "\(root): \(message)")
      }
    }
  }

  // Rule 8 amended (issue 36): SwiftUI stops only when a missing object is read. OpenSwiftUI's
  // `EnvironmentObject` keeps what the environment holds (nil) and its `wrappedValue` and
  // `projectedValue` raise "No ObservableObject of type … found"; Apple's `Environment.init(_:)`
  // for an Observable type "will issue a fatal error when accessed". A sign-in screen that declares
  // the app's object but never reads it launches on a device, so it launches here.
  @Test(
    "issue 36 (SPEC rule 8): a missing environment object below the program's root is an error where it is read, not where it is declared"
  )
  func missingEnvironmentObjectIsAnErrorWhereRead() throws {
    let views = """
      final class AppState: ObservableObject { @Published var isLoggedIn = false }
      @Observable final class Profile { var name = "P" }
      struct SignInView: View {
          @EnvironmentObject var appState: AppState
          @Environment(Profile.self) private var profile
          @State private var tapped = false
          var body: some View {
              VStack {
                  Text(tapped ? "signing in" : "Sign in")
                  Button("Go") { tapped = true }
                  Button("Enter") { appState.isLoggedIn = true }
              }
          }
      }
      @main struct KeeperApp: App {
          var body: some Scene { WindowGroup { SignInView() } }
      }
      """
    let session = try Program.parse(source: views, fileName: "Keeper.swift").launch()
    #expect(session.units.map(\.name).contains("SignInView"))
    #expect(
      session.launchUpdate.warnings.allSatisfy { !$0.message.contains("AppState") && !$0.message.contains("Profile") })
    try expectScenariosPass(
      in: views + """

        #scenario("a tap that reads neither object runs the view") {
            tap("Go")
            #expectUpdates(SignInView.self)
        }
        #scenario("the action that reads the missing object stops where it reads it") {
            tap("Enter")
            #expectError("AppState")
        }
        """)
    do {
      _ = try session.tap("Enter")
      Issue.record("reading the missing object did not stop")
    } catch {
      let diagnostic = error.diagnostics.first
      #expect(diagnostic?.message.contains("'SignInView'") == true)
      #expect(diagnostic?.location.line == 11, "where it is read: \(String(describing: diagnostic))")
    }
  }

  @Test(
    "SPEC rule 9: declaring an ObservableObject subscribes to objectWillChange; any @Published write invalidates, even an equal one"
  )
  func observableObjects() throws {
    let session = try launch(
      """
      class DataModel: ObservableObject {
          @Published var name = "Some Name"
          @Published var isEnabled = false
          var notPublished = 0
      }
      struct Reader: View {
          @ObservedObject var model: DataModel
          var body: some View { Text(model.name) }
      }
      struct Silent: View {
          @ObservedObject var model: DataModel
          var body: some View { Text("nothing read") }
      }
      struct Owner: View {
          @StateObject private var model = DataModel()
          var body: some View { Reader(model: model); Silent(model: model) }
      }
      """, root: "Owner")
    #expect(session.dependencies(of: "Silent") == ["DataModel#1.objectWillChange"])
    #expect(
      try session.perform("find(Owner.self).model.isEnabled = true").ranTypeNames == ["Owner", "Reader", "Silent"])
    #expect(
      try session.perform("find(Owner.self).model.name = \"Some Name\"").ranTypeNames == ["Owner", "Reader", "Silent"])
    #expect(try session.perform("find(Owner.self).model.notPublished = 1").ranTypeNames == [])
    #expect(
      try session.perform("find(Owner.self).model.objectWillChange.send()").ranTypeNames == [
        "Owner", "Reader", "Silent",
      ])
  }

  @Test("SPEC rule 10: a StateObject's initial value is evaluated once per identity")
  func stateObjectOnce() throws {
    let session = try launch(
      """
      var created = 0
      class DataModel: ObservableObject {
          @Published var name: String
          init(name: String) { created += 1; self.name = name }
      }
      struct Initializable: View {
          @StateObject private var model: DataModel
          var name: String
          init(name: String) {
              self.name = name
              _model = StateObject(wrappedValue: DataModel(name: name))
          }
          var body: some View { Text("\\(name) \\(model.name)") }
      }
      struct Parent: View {
          @State private var name = "Ravi"
          var body: some View { Initializable(name: name); Initializable(name: "Maria") }
      }
      """, root: "Parent")
    _ = try session.perform("#expect(created == 2)")
    let renamed = try session.perform("root.name = \"Ana\"")
    #expect(renamed.ranTypeNames == ["Initializable", "Parent"])
    _ = try session.perform("#expect(created == 2)\n#expect(findAll(Initializable.self)[0].model.name == \"Ravi\")")
  }

  @Test("SPEC rule 12: onChange runs after the update when its value changed, and its writes join the same flush")
  func onChangeActions() throws {
    let session = try launch(
      """
      struct Player: View {
          @State private var playing = false
          @State private var changes = 0
          var body: some View {
              Button("Play") { playing.toggle() }
              Text("\\(changes)")
                  .onChange(of: playing) { changes += 1 }
          }
      }
      """, root: "Player")
    let update = try session.tap("Play")
    #expect(update.ranTypeNames == ["Player", "Player"], "one pass for the tap, one for the action's write")
    #expect(update.passes == 2)
    _ = try session.perform("#expect(find(Player.self).changes == 1)")
  }

  @Test("SPEC rule 12: task and onAppear run once when a view appears; the launch settles after them")
  func appearActions() throws {
    let session = try launch(
      """
      @Observable class Library { var name = "L" }
      struct Shelf: View { var library: Library?; var body: some View { Text(library?.name ?? "loading") } }
      struct Content: View {
          @State private var library: Library?
          var body: some View {
              Shelf(library: library).task { library = Library() }
          }
      }
      """, root: "Content")
    // Both appeared in the launch, so they count as inserted; the task's write then ran them again.
    #expect(session.launchUpdate.inserted.map(\.name) == ["Content", "Shelf"])
    #expect(session.launchUpdate.ran.map(\.unit.name) == ["Content", "Shelf"])
    #expect(session.dependencies(of: "Shelf") == ["Library#1.name"])
  }

  // Rule 8 amended (issue 21): the missing object is an error under a root the scenario names;
  // the scenario names its root now (with the root ViewGraph chose, a stand-in is made instead).
  @Test("SPEC §2: consecutive #expectError expectations check the same error")
  func consecutiveErrorExpectations() throws {
    let report = try Program.parse(
      source: """
        @Observable class Library { var name = "L" }
        struct Needs: View {
            @Environment(Library.self) private var library
            var body: some View { Text(library.name) }
        }
        #scenario("both parts of the message", root: Needs()) {
            #expectError("Library")
            #expectError("Needs")
        }
        """, fileName: "Errors.swift"
    ).runScenarios()
    #expect(report.results.map(\.passed) == [true], "\(report.results.flatMap(\.failures).map(\.message))")
  }
}
