import Foundation
import Testing
import ViewGraph

/// Issue 36, point 2: what ViewGraph does not simulate never stops a launch or an action — a
/// system call, a Keychain or `withUnsafe…` call, an unknown global function, a subscript of an
/// opaque value give opaque results with one warning each; `Bundle.main` reads the app's own
/// Info.plist and literal build settings. A program type's missing member stays an error.
@Suite("Issue 36: what is not simulated never stops a launch or an action")
struct NotSimulatedNeverStopsTests {
  static let gaps = """
    import SwiftUI
    import Security
    struct Gaps: View {
        @State private var taps = 0
        @State private var status = ""
        var body: some View {
            VStack {
                Text("\\(hostPort) \\(sizeOf) \\(checksum) \\(opaqueEntry)")
                Button("Tap") {
                    taps += 1
                    _ = mach_host_self()
                    var result: AnyObject?
                    let code = SecItemCopyMatching([kSecClass: kSecClassGenericPassword] as CFDictionary, &result)
                    status = code == errSecSuccess ? "found" : "none"
                    _ = SystemKit.shared.values["a"]
                }
            }
        }
        var hostPort: Int { Int(mach_host_self()) }
        var sizeOf: Int { var x = 3; return withUnsafeBytes(of: &x) { $0.count } }
        var checksum: Int { crc32(0, "abc", 3) }
        var opaqueEntry: String { SystemKit.shared.values["key"] ?? "" }
    }
    #scenario("the launch is built and the action runs to its end", root: Gaps()) {
        tap("Tap")
        #expect(root.taps == 1)
    }
    """

  @Test(
    "system, Keychain and withUnsafe calls, an unknown function and an opaque value's subscript: the launch and the action go on"
  )
  func unknownCallsAreOpaque() throws {
    try expectScenariosPass(in: Self.gaps)
    let program = try Program.parse(source: Self.gaps, fileName: "Gaps.swift")
    let launch = try program.launch(root: "Gaps")
    #expect(launch.launchUpdate.inserted.map(\.name).contains("Gaps"))
    // One warning for each name, where it is first used.
    for name in ["mach_host_self", "SecItemCopyMatching", "withUnsafeBytes", "crc32", "SystemKit"] {
      #expect(
        program.warnings.filter { $0.message.contains("'\(name)'") }.count == 1,
        "\(name): \(program.warnings.map(\.message))")
    }
    let report = program.runScenarios()
    #expect(report.results.allSatisfy { $0.failures.isEmpty })
  }

  /// Writes `files` into a fresh folder.
  private func folder(_ files: [String: String]) throws -> URL {
    try temporaryProject(files, named: "vg-info")
  }

  private static let about = """
    import SwiftUI
    struct About: View {
        var version: String { Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?" }
        var build: String { Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?" }
        var name: String { Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "?" }
        var newLook: Bool { Bundle.main.object(forInfoDictionaryKey: "UsesNewLook") as? Bool ?? false }
        var body: some View { Text("\\(name) \\(version) (\\(build))") }
    }
    """

  @Test(
    "Bundle.main reads the app's Info.plist, its $(SETTINGS) expanded from a literal .xcconfig, and entries Xcode makes from settings"
  )
  func bundleReadsInfoPlist() throws {
    let root = try folder([
      "App/About.swift": Self.about + """

        #scenario("the about screen shows the app's own version", root: About()) {
            #expect(root.version == "2.1")
            #expect(root.build == "42")
            #expect(root.name == "Shelf")
            #expect(root.newLook)
        }
        """,
      "App/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string>
        <key>CFBundleDisplayName</key><string>Shelf</string>
        <key>UsesNewLook</key><true/>
      </dict>
      </plist>
      """,
      "Config/Shared.xcconfig": "// settings\nMARKETING_VERSION = 2.1\nCURRENT_PROJECT_VERSION = 42 // the build\n",
    ])
    let program = try Program.load(paths: [root.path])
    let report = program.runScenarios()
    #expect(report.results.count == 1)
    #expect(report.results.allSatisfy { $0.failures.isEmpty }, "\(report.results.flatMap(\.failures).map(\.message))")
  }

  @Test("without an Info.plist, Bundle.main.infoDictionary is opaque: what reads it goes on, with a warning")
  func infoDictionaryWithoutPlistIsOpaque() throws {
    let source =
      Self.about + """

        #scenario("the about screen launches", root: About()) {}
        """
    try expectScenariosPass(in: source)
    let program = try Program.parse(source: source, fileName: "About.swift")
    let warnings = program.runScenarios().results.flatMap(\.warnings)
    #expect(
      warnings.contains { $0.message.contains("Bundle.main.infoDictionary") && $0.message.contains("not simulated") },
      "\(warnings.map(\.message))")
  }

  @Test("a member the program's own type does not have stays the compiler's error: a typo in one's own code is one")
  func programTypeMemberStaysAnError() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        struct Book { var title = "Dune" }
        struct Shelf: View {
            @State private var book = Book()
            var body: some View { Button(book.title) { book.title = book.titel } }
        }
        #scenario("the action reaches the typo", root: Shelf()) { tap("Dune") }
        """, fileName: "Typo.swift")
    let result = try #require(program.runScenarios().results.first)
    #expect(result.failures.contains { $0.message.contains("value of type 'Book' has no member 'titel'") })
  }

  @Test(
    "a program type conforming to a framework protocol ViewGraph does not know, named like a type nested in the prelude (RealityKit's Component, not Calendar.Component), gets that protocol's members as opaque values"
  )
  func unknownProtocolNamedLikeANestedPreludeType() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        import RealityKit
        struct GlowComponent: Component { var strength = 2 }
        @main struct Lamp: App {
            init() { GlowComponent.registerComponent() }
            var body: some Scene { WindowGroup { Text("lamp") } }
        }
        """, fileName: "Lamp.swift")
    let launch = try program.launch()
    #expect(launch.snapshot().units.map(\.name).contains("Lamp"))
    let warnings = program.warnings + launch.launchUpdate.warnings
    #expect(
      warnings.filter { $0.message.contains("'GlowComponent.registerComponent' is not simulated") }.count == 1,
      "\(warnings.map(\.message))")
  }

  @Test(
    "a switch over an opaque value takes no case, a call of one and a package type's static subscript are opaque, and a construct ViewGraph cannot run (a regex literal) is an opaque value where it runs"
  )
  func opaqueDecisionsGoOn() throws {
    let source = """
      import SwiftUI
      import Defaults
      import Resolver
      enum Session { case signedIn, signedOut }
      final class Model: ObservableObject {
          @Injected var service: SessionService
          @Published var screen = "start"
          func load() {
              switch service.session {
              case .signedIn: screen = "home"
              case .signedOut: screen = "sign in"
              }
              let make = Container.shared.resolve(Model.self)
              _ = make()
              _ = Defaults[.isLoggedIn]
              let pattern = /(?<scheme>https?):/
              _ = pattern
              screen = "loaded"
          }
      }
      struct Start: View {
          @StateObject private var model = Model()
          var body: some View { Text(model.screen).onAppear { model.load() } }
      }
      #scenario("the launch loads past what is not simulated", root: Start()) {
          #expect(root.model.screen == "loaded")
      }
      """
    try expectScenariosPass(in: source)
    let program = try Program.parse(source: source, fileName: "Start.swift")
    let warnings = program.warnings + program.runScenarios().results.flatMap(\.warnings)
    #expect(warnings.contains { $0.message.contains("a switch over it takes no case") }, "\(warnings.map(\.message))")
  }

  @Test("a container keyed by ObjectIdentifier(Type.self) (an app's own DI container) keeps one entry per type")
  func objectIdentifierOfTypes() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        protocol Storing {}
        protocol Fetching {}
        final class Store: Storing {}
        final class Container {
            var factories: [ObjectIdentifier: () -> Any] = [:]
            func register<T>(_ type: T.Type, _ make: @escaping () -> Any) { factories[ObjectIdentifier(type)] = make }
            func resolve<T>(_ type: T.Type) -> Any? { factories[ObjectIdentifier(type)]?() }
        }
        struct Root: View { var body: some View { Text("root") } }
        #scenario("each type is its own key", root: Root()) {
            let container = Container()
            container.register(Storing.self) { "storing" }
            container.register(Fetching.self) { "fetching" }
            #expect(container.factories.count == 2)
            #expect(container.resolve(Storing.self) as? String == "storing")
            #expect(ObjectIdentifier(Store.self) != ObjectIdentifier(Storing.self))
            #expect(ObjectIdentifier(Int.self) == ObjectIdentifier(Int.self))
        }
        """)
  }

  @Test(
    "a UInt64 literal above Int.max (an FNV offset basis) is held as its 64 bits with a warning: the launch goes on, and wrapping arithmetic agrees"
  )
  func unsignedLiteral() throws {
    let source = """
      import SwiftUI
      struct Hasher64: View {
          var digest: UInt64 {
              var hash: UInt64 = 14695981039346656037
              hash ^= 97
              hash = hash &* 1099511628211
              return hash
          }
          var body: some View { Text("\\(digest)") }
      }
      #scenario("FNV-1a of 'a'", root: Hasher64()) {
          #expect(root.digest == 0xaf63dc4c8601ec8c)
      }
      """
    try expectScenariosPass(in: source)
    let program = try Program.parse(source: source, fileName: "Hash.swift")
    #expect(program.warnings.contains { $0.message.contains("'14695981039346656037' is above Int.max") })
  }

  @Test(
    "an array or a set made from an opaque collection (names an unknown framework gives) is opaque too: indexing it never stops the launch"
  )
  func collectionFromOpaqueStaysOpaque() throws {
    let source = """
      import SwiftUI
      struct WeekHeader: View {
          var names: [String] {
              let all = Almanac.shared.monthNames
              return [String](all[2...] + all[0..<2])
          }
          var body: some View {
              VStack {
                  Text(names[names.count / 2])
                  Text("\\(Set(Almanac.shared.eraNames).count)")
              }
          }
      }
      #scenario("the header is built", root: WeekHeader()) {
          #expect(findAll(WeekHeader.self).count == 1)
      }
      """
    try expectScenariosPass(in: source)
    let program = try Program.parse(source: source, fileName: "WeekHeader.swift")
    let launch = try program.launch(root: "WeekHeader")
    #expect(launch.launchUpdate.inserted.map(\.name) == ["WeekHeader"])
    #expect(launch.launchUpdate.warnings.contains { $0.message.contains("Array(…) is opaque too") })
  }

  @Test(
    "a method a package adds to SwiftUI's Binding ($store.scope(state:action:) of TCA) is opaque with one warning: the body around it is built, not drawn as an empty leaf"
  )
  func packageBindingMethodIsOpaque() throws {
    let source = """
      import SwiftUI
      import CasePaths
      struct Inbox: View {
          @State private var route: String? = nil
          @State private var taps = 0
          var body: some View {
              VStack {
                  Text("Taps: \\(taps)")
                  Button("Tap") { taps += 1 }
              }
              .sheet(item: $route.unwrapped(as: Int.self)) { _ in Text("detail") }
          }
      }
      #scenario("the inbox is built and its button runs", root: Inbox()) {
          tap("Tap")
          #expectUpdates(Inbox.self)
      }
      """
    try expectScenariosPass(in: source)
    let program = try Program.parse(source: source, fileName: "Inbox.swift")
    let launch = try program.launch(root: "Inbox")
    #expect(
      launch.launchUpdate.warnings.filter { $0.message.contains("'Binding.unwrapped' is not simulated by ViewGraph") }
        .count == 1)
    #expect(!launch.launchUpdate.warnings.contains { $0.message.contains("drawn as an empty leaf") })
  }

  @Test(
    "a launch that stops says, before its error, what was not simulated on the way: the error is not read as the program's alone"
  )
  func stoppedLaunchShowsItsWarnings() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        struct Week: View {
            var first: Int { Calendar.current.someFutureCalendarMember - 1 }
            var days: [String] { [] }
            var body: some View { Text("\\(first) \\(days[0])") }
        }
        """, fileName: "Week.swift")
    do {
      _ = try program.launch(root: "Week")
      Issue.record("the launch should stop at days[0]")
    } catch {
      // The error is the error's first diagnostic (what JUnit and the scenario runner report);
      // the warnings come with it and are shown before it.
      #expect(error.diagnostics.first?.message.contains("index 0 out of range") == true)
      let messages = error.shown.map(\.message)
      let warning = try #require(
        messages.firstIndex { $0.contains("'Calendar.someFutureCalendarMember' is not simulated by ViewGraph") })
      let stop = try #require(messages.firstIndex { $0.contains("index 0 out of range") })
      #expect(warning < stop)
      #expect(error.description.contains("is not simulated by ViewGraph"))
    }
  }

  @Test(
    "an unknown method called on a view in its own body (from a package not found) is an opaque view, not a modifier building the view inside itself"
  )
  func unknownMethodOnSelfInItsBody() throws {
    // `shade(_:light:dark:)` comes from a package ViewGraph did not find. Were it a modifier of
    // `self`, SwiftUI would build `Panel` inside `Panel` forever: it is not one, so it is opaque.
    let source = """
      import SwiftUI
      import ThemeKit
      struct Holder<Content: View>: View {
          let content: (Int) -> Content
          init(@ViewBuilder content: @escaping (Int) -> Content) { self.content = content }
          var body: some View { content(3) }
      }
      struct Panel: View {
          @Environment(\\.colorScheme) var colorScheme
          @State private var count = 0
          var body: some View {
              ZStack {
                  self.shade(colorScheme, light: { Color.white }, dark: { Color.black })
                  Holder { number in
                      self.shade(colorScheme, light: { Color.white }, dark: { Color.black })
                      Button("Add \\(number)") { count += number }
                  }
              }
          }
      }
      #scenario("the panel is built once and its button runs", root: Panel()) {
          tap("Add 3")
          #expect(root.count == 3)
          #expect(findAll(Panel.self).count == 1)
      }
      """
    try expectScenariosPass(in: source)
    let program = try Program.parse(source: source, fileName: "Panel.swift")
    let launch = try program.launch(root: "Panel")
    #expect(launch.launchUpdate.inserted.filter { $0.name == "Panel" }.count == 1)
    #expect(
      launch.launchUpdate.warnings.contains { $0.message.contains("'.shade(…)'") },
      "\(launch.launchUpdate.warnings.map(\.message))")
  }
}
