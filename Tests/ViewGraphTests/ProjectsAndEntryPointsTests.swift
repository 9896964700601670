import Foundation
import Testing
import ViewGraph

/// Apps as they are (issue 21): an Xcode project's app target, a package's targets, entry points
/// that are not a SwiftUI `App`, and a root chosen — never refused — when several views could be it.
@Suite("Projects and entry points")
struct ProjectsAndEntryPointsTests {
  /// Writes `files` (relative path → text) into a fresh folder and returns it.
  private func folder(_ files: [String: String]) throws -> URL {
    try temporaryProject(files, named: "vg-project")
  }

  private static let contentView = """
    import SwiftUI
    struct ContentView: View {
        @State private var count = 0
        var body: some View { Button("Count \\(count)") { count += 1 } }
    }
    """

  /// A project with an app target whose sources build phase lists `App.swift` and
  /// `ContentView.swift`, and a test target; the folder also holds a stale copy no target compiles.
  private static let pbxproj = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        A1 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        A2 = {isa = PBXFileReference; path = ContentView.swift; sourceTree = "<group>"; };
        A3 = {isa = PBXFileReference; path = AppTests.swift; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = A1; };
        B2 = {isa = PBXBuildFile; fileRef = A2; };
        B3 = {isa = PBXBuildFile; fileRef = A3; };
        G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (A1, A2); path = Counter; sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (A3); path = CounterTests; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
        P2 = {isa = PBXSourcesBuildPhase; files = (B3); };
        T1 = {isa = PBXNativeTarget; name = Counter; buildPhases = (P1); dependencies = (); productType = "com.apple.product-type.application"; };
        T2 = {isa = PBXNativeTarget; name = CounterTests; buildPhases = (P2); dependencies = (); productType = "com.apple.product-type.bundle.unit-test"; };
        R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
      };
      rootObject = R0;
    }
    """

  @Test("a folder with an .xcodeproj is its app target's files: a stale copy and the tests are not read")
  func xcodeProject() throws {
    let root = try folder([
      "Counter.xcodeproj/project.pbxproj": Self.pbxproj,
      "Counter/App.swift":
        "import SwiftUI\n@main struct CounterApp: App { var body: some Scene { WindowGroup { ContentView() } } }",
      "Counter/ContentView.swift": Self.contentView,
      "Counter/ContentView 2.swift": Self.contentView,  // a stale copy: a second declaration if it were read
      "CounterTests/AppTests.swift": "import Testing\n@Test func counts() { #expect(1 == 1) }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(
      program.sources.programFiles.map { ($0.path as NSString).lastPathComponent }.sorted() == [
        "App.swift", "ContentView.swift",
      ])
    #expect(program.sources.readAs == ["the app target 'Counter' of Counter.xcodeproj"])
    #expect(try program.launch().launchUpdate.inserted.map(\.name).contains("ContentView"))
    #expect(throws: ViewGraphError.self) { try Program.load(paths: [root.path], target: "Nope") }
  }

  @Test("an app target's code is its own files and its frameworks', not an embedded watch app's or widget's")
  func embeddedTargetsAreNotTheAppsCode() throws {
    let project = Self.pbxproj
      .replacingOccurrences(
        of: "dependencies = (); productType = \"com.apple.product-type.application\"",
        with: "dependencies = (D3, D4); productType = \"com.apple.product-type.application\""
      )
      .replacingOccurrences(
        of: "R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };",
        with: """
            A4 = {isa = PBXFileReference; path = WatchApp.swift; sourceTree = "<group>"; };
            A5 = {isa = PBXFileReference; path = Kit.swift; sourceTree = "<group>"; };
            B4 = {isa = PBXBuildFile; fileRef = A4; };
            B5 = {isa = PBXBuildFile; fileRef = A5; };
            G3 = {isa = PBXGroup; children = (A4); path = Watch; sourceTree = "<group>"; };
            G4 = {isa = PBXGroup; children = (A5); path = Kit; sourceTree = "<group>"; };
            P3 = {isa = PBXSourcesBuildPhase; files = (B4); };
            P4 = {isa = PBXSourcesBuildPhase; files = (B5); };
            T3 = {isa = PBXNativeTarget; name = CounterWatch; buildPhases = (P3); dependencies = (); productType = "com.apple.product-type.application.watchapp2-container"; };
            T4 = {isa = PBXNativeTarget; name = CounterKit; buildPhases = (P4); dependencies = (); productType = "com.apple.product-type.framework"; };
            D3 = {isa = PBXTargetDependency; target = T3; };
            D4 = {isa = PBXTargetDependency; target = T4; };
            R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, T4); };
          """
      )
      .replacingOccurrences(of: "children = (G1, G2);", with: "children = (G1, G2, G3, G4);")
    let root = try folder([
      "Counter.xcodeproj/project.pbxproj": project,
      "Counter/App.swift":
        "import SwiftUI\n@main struct CounterApp: App { var body: some Scene { WindowGroup { ContentView() } } }",
      "Counter/ContentView.swift": Self.contentView,
      "Watch/WatchApp.swift":
        "import SwiftUI\n@main struct CounterWatchApp: App { var body: some Scene { WindowGroup { ContentView() } } }",
      "Kit/Kit.swift": "let kitName = \"Kit\"",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(
      program.sources.programFiles.map { ($0.path as NSString).lastPathComponent }.sorted() == [
        "App.swift", "ContentView.swift", "Kit.swift",
      ])
    // An app target that compiles no Swift itself (a stub that only embeds its watch app) is the
    // code it embeds.
    let stub = try folder([
      "Counter.xcodeproj/project.pbxproj": project.replacingOccurrences(
        of: "P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };",
        with: "P1 = {isa = PBXSourcesBuildPhase; files = (); };"),
      "Watch/WatchApp.swift":
        "import SwiftUI\n@main struct CounterWatchApp: App { var body: some Scene { WindowGroup { Text(kitName) } } }",
      "Kit/Kit.swift": "let kitName = \"Kit\"",
    ])
    let watch = try Program.load(paths: [stub.path])
    #expect(
      watch.sources.programFiles.map { ($0.path as NSString).lastPathComponent }.sorted() == [
        "Kit.swift", "WatchApp.swift",
      ])
  }

  @Test(
    "issue 36 point 4 (set 6's Kasa): the target named after the project that only contains a watch app (watchapp2-container) is not the first screen when the project has a phone app: the phone app's target is launched"
  )
  func watchContainerNamedAfterTheProjectIsNotTheApp() throws {
    let project = Self.pbxproj
      .replacingOccurrences(of: "name = Counter; buildPhases = (P1)", with: "name = CounterPhone; buildPhases = (P1)")
      .replacingOccurrences(
        of: "R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };",
        with: """
            A4 = {isa = PBXFileReference; path = WatchApp.swift; sourceTree = "<group>"; };
            B4 = {isa = PBXBuildFile; fileRef = A4; };
            G3 = {isa = PBXGroup; children = (A4); path = Watch; sourceTree = "<group>"; };
            P3 = {isa = PBXSourcesBuildPhase; files = (); };
            P4 = {isa = PBXSourcesBuildPhase; files = (B4); };
            T3 = {isa = PBXNativeTarget; name = Counter; buildPhases = (P3); dependencies = (D4); productType = "com.apple.product-type.application.watchapp2-container"; };
            T4 = {isa = PBXNativeTarget; name = "Counter Watch App"; buildPhases = (P4); dependencies = (); productType = "com.apple.product-type.application"; };
            D4 = {isa = PBXTargetDependency; target = T4; };
            R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, T4); };
          """
      )
      .replacingOccurrences(of: "children = (G1, G2);", with: "children = (G1, G2, G3);")
    let root = try folder([
      "Counter.xcodeproj/project.pbxproj": project,
      "Counter/App.swift":
        "import SwiftUI\n@main struct CounterApp: App { var body: some Scene { WindowGroup { ContentView() } } }",
      "Counter/ContentView.swift": Self.contentView,
      "Watch/WatchApp.swift":
        "import SwiftUI\n@main struct CounterWatchApp: App { var body: some Scene { WindowGroup { Text(\"wrist\") } } }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(program.sources.readAs == ["the app target 'CounterPhone' of Counter.xcodeproj"])
    #expect(try program.launch().snapshot().units.map(\.name).first == "CounterApp")
  }

  @Test(
    "a file the project lists that the folder does not have (kept out of git) is a warning; the rest loads and launches"
  )
  func missingProjectFile() throws {
    let root = try folder([
      "Counter.xcodeproj/project.pbxproj": Self.pbxproj,
      "Counter/App.swift":
        "import SwiftUI\n@main struct CounterApp: App { var body: some Scene { WindowGroup { ContentView() } } }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(program.warnings.contains { $0.message.contains("ContentView.swift") && $0.message.contains("not there") })
    #expect(program.sources.programFiles.map { ($0.path as NSString).lastPathComponent } == ["App.swift"])
    _ = try program.launch()
  }

  @Test("a local package's modules are the program's own: importing one warns nothing, its manifest is not code")
  func localPackages() throws {
    let root = try folder([
      "App/App.swift":
        "import SwiftUI\nimport DesignSystem\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Badge(text: \"New\") } } }",
      "DesignSystem/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "DesignSystem", products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
        targets: [.target(name: "DesignSystem"), .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem"])])
      """,
      "DesignSystem/Sources/DesignSystem/Badge.swift":
        "import SwiftUI\npublic struct Badge: View { let text: String; public var body: some View { Text(text) } }",
      "DesignSystem/Tests/DesignSystemTests/BadgeTests.swift": "import Testing\n@Test func badge() { #expect(true) }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(!program.warnings.contains { $0.message.contains("import") })
    #expect(!program.sources.programFiles.contains { $0.path.hasSuffix("Package.swift") || $0.path.contains("Tests") })
    #expect(try program.launch().launchUpdate.inserted.map(\.name).contains("Badge"))
  }

  @Test("a UIKit app's root is the view its scene delegate hosts, with what the delegate gives it")
  func sceneDelegate() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        import UIKit
        final class Store: ObservableObject { @Published var items = ["A", "B"] }
        struct ContentView: View {
            @EnvironmentObject var store: Store
            var body: some View { List(store.items, id: \\.self) { Text($0) } }
        }
        @main class AppDelegate: UIResponder, UIApplicationDelegate {}
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let store = Store()
                let contentView = ContentView().environmentObject(store)
                if let windowScene = scene as? UIWindowScene {
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = UIHostingController(rootView: contentView)
                    self.window = window
                }
            }
        }
        """)
    let session = try program.launch()
    #expect(session.launchUpdate.inserted.map(\.name).contains("ContentView"))
    #expect(session.launchUpdate.warnings.contains { $0.message.contains("launched the SwiftUI view it hosts") })
  }

  @Test(
    "the object a hosted root is given may be a delegate's stored property, or assigned before the hosting controller is made"
  )
  func hostedRootWithStoredProperties() throws {
    let common = """
      import SwiftUI
      import UIKit
      final class GameLogic: ObservableObject { @Published var score = 0 }
      final class Store: ObservableObject { @Published var items = ["A"] }
      struct GameView: View {
          @EnvironmentObject var game: GameLogic
          @EnvironmentObject var store: Store
          var body: some View { Text("\\(game.score) \\(store.items.count)") }
      }
      """
    let program = try Program.parse(
      source: common + "\n" + """
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var gameLogic: GameLogic!
            let store = Store()
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                gameLogic = GameLogic()
                window = UIWindow(frame: UIScreen.main.bounds)
                window!.rootViewController = UIHostingController(rootView:
                    GameView().environmentObject(gameLogic).environmentObject(store)
                )
                return true
            }
        }
        """)
    #expect(try program.launch().launchUpdate.inserted.map(\.name).contains("GameView"))
    let conditional = try Program.parse(
      source: common + "\n" + """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            private let game = GameLogic()
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                #if targetEnvironment(macCatalyst)
                let contentView = GameView().environmentObject(game)
                let hosted = contentView
                #else
                let contentView = GameView()
                let hosted = contentView.environmentObject(game).environmentObject(Store())
                #endif
                window?.rootViewController = UIHostingController(rootView: hosted)
            }
        }
        """)
    #expect(
      try conditional.launch().launchUpdate.inserted.map(\.name).contains("GameView"),
      "the locals declared in the #if clause the platform takes, one the base of the next")
  }

  @Test(
    "a scene delegate's root given self.modelContainer, assigned in a do block, finds the container; the root is named by its hosting controller"
  )
  func hostedRootWithSelfAndDo() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        import SwiftData
        import UIKit
        @Model final class Habit { var name: String; init(name: String) { self.name = name } }
        struct ContentView: View {
            @Query var habits: [Habit]
            var body: some View { Text("\\(habits.count)") }
        }
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var modelContainer: ModelContainer?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let schema = Schema([Habit.self])
                let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)
                do {
                    self.modelContainer = try ModelContainer(for: schema, configurations: [configuration])
                } catch {
                    fatalError("no store")
                }
                let contentView = ContentView()
                    .modelContainer(self.modelContainer!)
                window?.rootViewController = UIHostingController(rootView: contentView)
            }
        }
        """)
    #expect(try program.launch().launchUpdate.inserted.map(\.name) == ["UIHostingController", "ContentView"])
  }

  @Test("a watch app's @WKApplicationDelegateAdaptor is its delegate, made with init()")
  func watchDelegateAdaptor() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        import WatchKit
        final class Lifecycle: ObservableObject { @Published var phase = "active" }
        final class ExtensionDelegate: NSObject, WKApplicationDelegate { let lifecycle = Lifecycle() }
        struct RootView: View {
            @EnvironmentObject var lifecycle: Lifecycle
            var body: some View { Text(lifecycle.phase) }
        }
        @main struct WatchApp: App {
            @WKApplicationDelegateAdaptor(ExtensionDelegate.self) var delegate
            var body: some Scene { WindowGroup { RootView().environmentObject(delegate.lifecycle) } }
        }
        """)
    #expect(try program.launch().launchUpdate.inserted.map(\.name).contains("RootView"))
  }

  @Test("a launcher with static func main() launches the App it starts; a watch app's hosting controller its body")
  func launcherAndWatch() throws {
    let launcher = try Program.parse(
      source: """
        import SwiftUI
        struct RealApp: App { var body: some Scene { WindowGroup { Text("Real") } } }
        @main struct Launcher { static func main() { RealApp.main() } }
        """)
    #expect(try launcher.launch().launchUpdate.inserted.map(\.name) == ["RealApp"])
    let watch = try Program.parse(
      source: """
        import SwiftUI
        import WatchKit
        struct TimerView: View { var body: some View { Text("0:00") } }
        struct Row: View { var body: some View { Text("row") } }
        class HostingController: WKHostingController<TimerView> {
            override var body: TimerView { TimerView() }
        }
        """)
    #expect(try watch.launch().launchUpdate.inserted.map(\.name).contains("TimerView"))
  }

  @Test(
    "a folder with two targets that declare the same type (an iOS app and its watch app) loads: the later declaration stands, and the earlier one's initial values are no crash"
  )
  func sameTypeInTwoTargets() throws {
    let root = try folder([
      "Phone/Settings.swift": """
      import SwiftUI
      struct Settings {
          var title = "Phone"
          static let shared = Settings()
      }
      struct ContentView: View {
          var body: some View { Text(Settings.shared.title) }
      }
      """,
      "Watch/Settings.swift": """
      struct Settings {
          var title = "Watch"
          static let shared = Settings()
      }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let session = try Program.load(paths: [root.path]).launch()
    #expect(session.launchUpdate.inserted.map(\.name) == ["ContentView"])
  }

  @Test("several views could be the root: ContentView is launched, and a warning names the others and --root")
  func chosenRoot() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        struct SettingsView: View { var body: some View { Text("Settings") } }
        struct ContentView: View { var body: some View { Text("Home") } }
        struct Badge: View { let count: Int; var body: some View { Text("\\(count)") } }
        """)
    let session = try program.launch()
    #expect(session.launchUpdate.inserted.map(\.name) == ["ContentView"])
    let warning = try #require(session.launchUpdate.warnings.first { $0.message.contains("as the root") })
    #expect(warning.message.contains("'SettingsView'") && warning.message.contains("--root"))
  }
}
