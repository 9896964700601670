import Foundation
import Testing
import ViewGraph
import ViewGraphExport

/// Issue 36, point 4: the right first screen. A fresh launch opens the @main App's first window
/// scene — not its `Settings` (a menu opens it), a `MenuBarExtra`'s content (a click does), an
/// `ImmersiveSpace` or a watch app's `WKNotificationScene` — and a note says in one line which
/// scene was launched and what was left out.
@Suite("Issue 36: the right first screen")
struct FirstScreenTests {
  @Test("the first window scene is launched; Settings and a MenuBarExtra are not, and a note says why")
  func firstWindowScene() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        @main struct Shop: App {
            var body: some Scene {
                Settings { SettingsView() }
                WindowGroup { ContentView() }
                WindowGroup(id: "inspector") { InspectorView() }
            }
        }
        struct SettingsView: View { var body: some View { Text("settings") } }
        struct ContentView: View { var body: some View { Text("content") } }
        struct InspectorView: View { var body: some View { Text("inspector") } }
        """, fileName: "Shop.swift")
    let launch = try program.launch()
    let names = launch.snapshot().units.map(\.name)
    #expect(names.contains("ContentView"))
    #expect(!names.contains("SettingsView"))
    #expect(!names.contains("InspectorView"))
    let note = try #require(
      launch.launchUpdate.warnings.first { $0.message.hasPrefix("launched the first window scene of 'Shop'") })
    #expect(note.severity == .note)
    #expect(note.message.contains("its WindowGroup at Shop.swift:5:9"))
    #expect(note.message.contains("not launched: Settings (not on screen at launch), WindowGroup (a later window)"))
  }

  @Test("a watch app's notification scene is not its first screen")
  func watchNotificationScene() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        @main struct Watch: App {
            var body: some Scene {
                WKNotificationScene(controller: NotificationController.self, category: "order")
                WindowGroup { OrdersView() }
            }
        }
        final class NotificationController {}
        struct OrdersView: View { var body: some View { Text("orders") } }
        """, fileName: "Watch.swift")
    let names = try program.launch().snapshot().units.map(\.name)
    #expect(names == ["Watch", "OrdersView"])
  }

  @Test("an App of one window scene launches it with no note")
  func oneScene() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        @main struct Shop: App { var body: some Scene { WindowGroup { ContentView() } } }
        struct ContentView: View { var body: some View { Text("content") } }
        """, fileName: "Shop.swift")
    let launch = try program.launch()
    #expect(launch.snapshot().units.map(\.name) == ["Shop", "ContentView"])
    #expect(launch.launchUpdate.warnings.isEmpty)
  }

  @Test(
    "point 4: explain says in one line why it chose the root — the @main App, the one #Preview, the one view no other builds, --root"
  )
  func whyThisRoot() throws {
    func heading(_ source: String, root: String? = nil) throws -> String {
      let program = try Program.parse(source: "import SwiftUI\n" + source, fileName: "App.swift")
      let text = ExplanationFormatter().documents(
        for: GraphExport(.graph(try program.launch(root: root).snapshot()), sources: program.sources))
      return String(text.joined().prefix { $0 != "\n" })
    }
    let views =
      "struct Home: View { var body: some View { Row() } }\nstruct Row: View { var body: some View { Text(\"row\") } }\n"
    #expect(
      try heading("@main struct Shop: App { var body: some Scene { WindowGroup { Home() } } }\n" + views)
        == "Shop — after launch, 3 units (root: the @main App)")
    #expect(
      try heading(views + "#Preview { Row() }") == "Row — after launch, 1 unit (root: the program's one #Preview)")
    #expect(try heading(views) == "Home — after launch, 2 units (root: the one view no other view builds)")
    #expect(try heading(views, root: "Row") == "Row — after launch, 1 unit (root: named with --root)")
  }

  @Test("a menu-bar app (a MenuBarExtra and Settings, no window) launches its menu's content, not its Settings")
  func menuBarApp() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        @main struct Stats: App {
            var body: some Scene {
                Settings { SettingsView() }
                MenuBarExtra("Stats", systemImage: "cpu") { MenuContentView() }
            }
        }
        struct SettingsView: View { var body: some View { Text("settings") } }
        struct MenuContentView: View { var body: some View { Text("menu") } }
        """, fileName: "Stats.swift")
    let launch = try program.launch()
    #expect(launch.snapshot().units.map(\.name) == ["Stats", "MenuContentView"])
    #expect(
      launch.launchUpdate.warnings.contains {
        $0.message.hasPrefix("launched the menu-bar scene (it has no window scene) of 'Stats'")
      })
  }

  @Test(
    "a MenuBarExtra that is the App's first scene is its first screen: a later Window (an About window) waits for openWindow, as a scene presents itself at launch only when it comes first"
  )
  func menuBarExtraFirstThenWindow() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        @main struct Timer: App {
            var body: some Scene {
                MenuBarExtra { MenuContentView() } label: { Text("0:00") }
                Settings { SettingsView() }
                Window("About", id: "about") { AboutView() }
            }
        }
        struct MenuContentView: View { var body: some View { Text("menu") } }
        struct SettingsView: View { var body: some View { Text("settings") } }
        struct AboutView: View { var body: some View { Text("about") } }
        """, fileName: "Timer.swift")
    let launch = try program.launch()
    #expect(launch.snapshot().units.map(\.name) == ["Timer", "MenuContentView"])
    #expect(
      launch.launchUpdate.warnings.contains {
        $0.message.hasPrefix("launched the menu-bar scene (the App's first scene) of 'Timer'")
      })
  }

  @Test(
    "an environment object given as its superclass (@StateObject var objects: Source = Cache()) is found by @EnvironmentObject of the superclass, as SwiftUI keys it by the static type"
  )
  func environmentObjectBySuperclass() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        class Source: ObservableObject { @Published var count = 1 }
        final class Cache: Source {}
        @main struct Shop: App {
            @StateObject private var objects: Source = Cache()
            var body: some Scene { WindowGroup { ContentView().environmentObject(objects) } }
        }
        struct ContentView: View {
            @EnvironmentObject var objects: Source
            var body: some View { Text("\\(objects.count)") }
        }
        """, fileName: "Shop.swift")
    #expect(try program.launch().snapshot().units.map(\.name) == ["Shop", "ContentView"])
  }

  /// Writes `files` into a fresh folder.
  private func folder(_ files: [String: String]) throws -> URL {
    try temporaryProject(files, named: "vg-platform")
  }

  @Test(
    "a project that builds for one platform is read for it: a macOS-only package's '#if os(macOS)' views are the app's, unless --os says otherwise"
  )
  func projectPlatform() throws {
    let root = try folder([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Reader", platforms: [.macOS(.v14)], targets: [.executableTarget(name: "Reader")])
      """,
      "Sources/Reader/ReaderApp.swift": """
      import SwiftUI
      @main struct ReaderApp: App {
          var body: some Scene { WindowGroup { Feeds() } }
      }
      """,
      "Sources/Reader/Feeds.swift": """
      import SwiftUI
      #if os(macOS)
      struct Feeds: View {
          var body: some View { FeedsSidebar() }
      }
      struct FeedsSidebar: View { var body: some View { Text("Feeds") } }
      #else
      struct Feeds: View { var body: some View { Text("Not on this device") } }
      #endif
      """,
    ])
    let program = try Program.load(paths: [root.path])
    #expect(program.sources.platform == "macOS")
    #expect(try program.launch().snapshot().units.map(\.name) == ["ReaderApp", "Feeds", "FeedsSidebar"])
    let asIOS = try Program.load(paths: [root.path], configuration: AppBuildConfiguration(os: "iOS"))
    #expect(try asIOS.launch().snapshot().units.map(\.name) == ["ReaderApp", "Feeds"])
  }

  @Test(
    "a fresh launch is not under tests: NSClassFromString of a test framework's class is nil, of the program's own class is that class"
  )
  func notUnderTests() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        final class Journal {}
        @main struct Notes: App {
            var body: some Scene {
                WindowGroup {
                    if isRunningTests {
                        Text("testing")
                    } else if NSClassFromString("Journal") != nil {
                        Home()
                    }
                }
            }
            private var isRunningTests: Bool { NSClassFromString("XCTestCase") != nil }
        }
        struct Home: View { var body: some View { Text("notes") } }
        """, fileName: "Notes.swift")
    #expect(try program.launch().snapshot().units.map(\.name) == ["Notes", "Home"])
  }
}
