import Foundation
import Testing
import ViewGraph

/// SPEC §3 (nothing real is touched): `URLSession` answers only what a scenario stubbed with
/// `stubNetwork(…)`, and `FileManager`/`Data.write(to:)` keep the app's folders in memory.
@Suite("URLSession stubs and the app's folders in memory")
struct NetworkAndFilesTests {
  static let store = """
    import SwiftUI

    struct Menu: Codable {
        var items: [String]
    }

    @Observable final class Store {
        var items: [String] = []
        var failure: String?

        func load() async {
            do {
                let url = URL(string: "https://example.com/menu.json")!
                let (data, response) = try await URLSession.shared.data(from: url)
                guard (response as? HTTPURLResponse)?.statusCode == 200 else { failure = "status"; return }
                items = try JSONDecoder().decode(Menu.self, from: data).items
            } catch {
                failure = "offline"
            }
        }

        var savePath: URL { URL.documentsDirectory.appending(path: "menu.json") }

        func save() throws {
            let data = try JSONEncoder().encode(Menu(items: items))
            try data.write(to: savePath, options: [.atomic, .completeFileProtection])
        }

        func restore() {
            let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("menu.json")
            if let data = try? Data(contentsOf: url), let menu = try? JSONDecoder().decode(Menu.self, from: data) {
                items = menu.items + ["restored"]
            }
        }
    }

    struct MenuView: View {
        @State private var store = Store()
        var body: some View {
            List(store.items, id: \\.self) { Text($0) }
                .overlay { if let failure = store.failure { Text(failure) } }
                .task { await store.load() }
                .toolbar {
                    Button("Save") { try? store.save() }
                    Button("Restore") { store.restore() }
                    Button("Forget") { try? FileManager.default.removeItem(at: store.savePath) }
                }
        }
    }

    """

  @Test("SPEC §2 beforeLaunch/stubNetwork: the .task's request gets the stub's JSON, status or error")
  func stubbedResponses() throws {
    try expectScenariosPass(
      in: Self.store + """
        #scenario("the menu comes from the stubbed server", beforeLaunch: {
            stubNetwork("https://example.com/menu.json", json: #"{"items": ["Tea", "Cake"]}"#)
        }) {
            #expect(find(MenuView.self).store.items == ["Tea", "Cake"])
        }

        #scenario("a status other than 200", beforeLaunch: {
            stubNetwork("https://example.com/menu.json", status: 503)
        }) {
            #expect(find(MenuView.self).store.failure == "status")
        }

        #scenario("a stub ending in * answers every URL it begins; the request throws its error", beforeLaunch: {
            stubNetwork("https://example.com/*", error: URLError(.notConnectedToInternet))
        }) {
            #expect(find(MenuView.self).store.failure == "offline")
        }
        """)
  }

  // Issue 21: a launch never fails for what a warning can carry; an unstubbed request is offline.
  @Test(
    "issue 36 (SwiftEvolution of the third field trial): URLComponents keeps scheme, host, port, path, query and fragment, and composes its url from them"
  )
  func urlComponentsParts() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        struct Root: View {
            var made: String {
                var parts = URLComponents()
                parts.scheme = "https"
                parts.host = "example.com"
                parts.path = "/notes/one.md"
                return parts.url!.absoluteString
            }
            var body: some View { Text(made) }
        }
        #scenario("a URL is made from its parts, and taken apart") {
            #expect(root.made == "https://example.com/notes/one.md")
            var parsed = URLComponents(string: "https://example.com/notes/blob/two.md?lang=en#top")!
            #expect(parsed.scheme == "https" && parsed.host == "example.com" && parsed.fragment == "top")
            parsed.host = "raw.example.com"
            parsed.path = parsed.path.replacingOccurrences(of: "/blob", with: "")
            #expect(parsed.string == "https://raw.example.com/notes/two.md?lang=en#top")
            #expect(URLComponents(string: "http://localhost:8080/api")?.port == 8080)
            #expect(URLComponents(string: "notes/three.md")?.path == "notes/three.md")
        }
        """, fileName: "App.swift")
    let result = try #require(program.runScenarios().results.first)
    #expect(result.failures.isEmpty, "\(result.failures.map(\.message))")
  }

  @Test(
    "SPEC §3: a request nobody stubbed fails as on a device offline, with a warning at the app's call naming the URL")
  func unstubbedRequest() throws {
    let program = try Program.parse(
      source: Self.store + "#scenario(\"no stub\") { #expect(find(MenuView.self).store.failure == \"offline\") }",
      fileName: "App.swift")
    let result = try #require(program.runScenarios().results.first)
    #expect(result.failures.isEmpty, "\(result.failures.map(\.message))")
    let warning = try #require(
      result.warnings.first { $0.message.contains("the app requested 'https://example.com/menu.json'") })
    #expect(warning.message.contains("stubNetwork"))
    #expect(warning.location.line == 14)  // `try await URLSession.shared.data(from: url)`
  }

  @Test("SPEC §3: files written to the documents folder are read back, listed and removed, in memory")
  func documentsFolder() throws {
    try expectScenariosPass(
      in: Self.store + """
        #scenario("saved and restored through the documents folder", beforeLaunch: {
            stubNetwork("https://example.com/menu.json", json: #"{"items": ["Tea"]}"#)
        }) {
            #expect(FileManager.default.fileExists(atPath: URL.documentsDirectory.appending(path: "menu.json").path) == false)
            tap("Save")
            #expect(try FileManager.default.contentsOfDirectory(atPath: URL.documentsDirectory.path) == ["menu.json"])
            tap("Restore")
            #expect(find(MenuView.self).store.items == ["Tea", "restored"])
        }

        #scenario("a removed file is gone", beforeLaunch: {
            stubNetwork("https://example.com/menu.json", json: #"{"items": ["Tea"]}"#)
        }) {
            tap("Save")
            tap("Forget")
            tap("Restore")
            #expect(find(MenuView.self).store.items == ["Tea"])
        }
        """)
  }

  @Test("SPEC §3: each launch starts with empty folders (the previous scenario's file is not there)")
  func freshFoldersPerLaunch() throws {
    try expectScenariosPass(
      in: Self.store + """
        #scenario("first", beforeLaunch: { stubNetwork("https://example.com/menu.json", json: #"{"items": ["Tea"]}"#) }) {
            tap("Save")
        }
        #scenario("second", beforeLaunch: { stubNetwork("https://example.com/menu.json", json: #"{"items": []}"#) }) {
            tap("Restore")
            #expect(find(MenuView.self).store.items.isEmpty)
        }
        """)
  }

  // SPEC §3 amended (issue 21: a launch never fails for what a warning can carry): a write outside
  // the app's folders fails as the sandbox fails it, with an error the app catches, and a warning.
  @Test(
    "SPEC §3: writing outside the app's folders throws a permission error the app catches, with a warning; stubs are checked where written"
  )
  func refusedWritesAndStubs() throws {
    let source = """
      import SwiftUI
      struct Saver: View {
          @State private var failure = ""
          var body: some View {
              Button("Save") {
                  do { try Data().write(to: URL(fileURLWithPath: "/etc/passwd")) } catch { failure = error.localizedDescription }
              }
          }
      }
      #scenario("outside") {
          tap("Save")
          #expect(root.failure == "You don’t have permission to save the file “passwd”.")
      }
      #scenario("not JSON", beforeLaunch: { stubNetwork("https://example.com/a", json: "{nope") }) {
          #expectUpdates()
      }
      """
    let program = try Program.parse(source: source, fileName: "Saver.swift")
    let results = program.runScenarios().results
    let outside = try #require(results.first { $0.name == "outside" })
    #expect(outside.passed, "\(outside.failures.map(\.message))")
    #expect(outside.warnings.contains { $0.message.contains("outside the app's documents") && $0.location.line == 6 })
    let notJSON = try #require(results.first { $0.name == "not JSON" }?.failures.first)
    #expect(notJSON.message.contains("the 'json:' answer for 'https://example.com/a' is not valid JSON"))
    #expect(notJSON.diagnostic.location.line == 14)
  }

  @Test("SPEC §2 beforeLaunch: UserDefaults set before the launch is what @AppStorage reads at launch")
  func presetDefaults() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        struct Settings: View {
            @AppStorage("name") private var name = "Guest"
            var body: some View { Text("Hello, \\(name)") }
        }
        #scenario("a returning user", beforeLaunch: { UserDefaults.standard.set("Ada", forKey: "name") }) {
            #expect(find(Settings.self).name == "Ada")
        }
        #scenario("a new user") {
            #expect(find(Settings.self).name == "Guest")
        }
        """)
  }

  @Test("SPEC §2: a completion-handler dataTask runs its handler once resumed, after the update settles")
  func dataTaskCompletion() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        struct Loader: View {
            @State private var text = "…"
            var body: some View {
                Text(text).onAppear {
                    URLSession.shared.dataTask(with: URL(string: "https://example.com/hello")!) { data, response, error in
                        if let data { text = String(decoding: data, as: UTF8.self) }
                    }.resume()
                }
            }
        }
        #scenario("the handler gets the stubbed text", beforeLaunch: { stubNetwork("https://example.com/hello", text: "hi") }) {
            #expect(find(Loader.self).text == "hi")
        }
        """)
  }

  @Test(
    "SPEC §3: a program kept under /tmp reads its bundled files there, not from the app's simulated temporary folder")
  func bundleUnderTemporaryFolder() throws {
    let folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("viewgraph-bundle-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent("52-BundledMenu")
    try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Samples/52-BundledMenu"), to: copy)
    let report = try Program.load(paths: [copy.path]).runScenarios()
    #expect(!report.results.isEmpty)
    let failures = report.results.flatMap(\.failures).map(\.message)
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test(
    "issue 36: a fresh install's app group folder is empty: reading a file there throws CocoaError.fileReadNoSuchFile, which the app catches as its first run"
  )
  func freshInstallHasNoFile() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        final class Settings {
            static func load() -> String {
                do {
                    guard let group = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example.dial") else {
                        throw CocoaError(.fileNoSuchFile)
                    }
                    let data = try Data(contentsOf: group.appendingPathComponent("dial.plist"))
                    return "saved \\(data.count)"
                } catch CocoaError.fileReadNoSuchFile {
                    return "defaults"
                } catch {
                    return "broken: \\(error.localizedDescription)"
                }
            }
            static func saveThenLoad() -> String {
                let file = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example.dial")!
                    .appendingPathComponent("dial.plist")
                do {
                    try "{}".data(using: .utf8)!.write(to: file)
                    return "saved \\(try Data(contentsOf: file).count)"
                } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
                    return "missing"
                } catch {
                    return "broken"
                }
            }
        }
        struct Dial: View {
            @State private var state = Settings.load()
            var body: some View { Text(state) }
        }
        #scenario("the first launch reads the defaults; a file written to the group is read back", root: Dial()) {
            #expect(root.state == "defaults")
            #expect(Settings.saveThenLoad() == "saved 2")
        }
        """)
  }
}
