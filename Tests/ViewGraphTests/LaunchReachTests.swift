import Foundation
import Testing
import ViewGraph

/// Issue 36, point 5: a launch says what it reached — "loaded 5 of 5 Swift files; built 1 of 3
/// view types; 1 package not found: Money" — on standard error when it did not reach everything,
/// always in JSON; a hollow launch (most view types never built, most files not read) is a loud
/// warning with its reasons; `--require-depth PERCENT` fails a launch under it.
@Suite("Issue 36: say when a launch is hollow", .enabled(if: ExportTestSupport.binary != nil))
struct LaunchReachTests {
  private func folder(_ files: [String: String]) throws -> URL {
    try temporaryProject(files, named: "vg-reach")
  }

  /// An app whose first screen builds one of its three views: the others are behind a flag a
  /// framework sets, which ViewGraph does not simulate.
  private static let app: [String: String] = [
    "Shop/App.swift": "import SwiftUI\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Home() } } }",
    "Shop/Home.swift": """
    import SwiftUI
    import StoreKit
    struct Home: View {
        var body: some View {
            if StoreKitFlags.isSignedIn { Catalog() } else { Text("Welcome") }
        }
    }
    struct Catalog: View { var body: some View { Basket() } }
    struct Basket: View { var body: some View { Text("Basket") } }
    #scenario("the home screen launches") {}
    """,
  ]

  @Test("the library counts files read and view types built; a launch that built most of them is not hollow")
  func reachOfALaunch() throws {
    let root = try folder(Self.app)
    let program = try Program.load(paths: [root.path])
    let launch = try program.launch()
    let reach = program.reach(of: [launch.snapshot()])
    #expect(reach.summary == "loaded 2 of 2 Swift files; built 1 of 3 view types")
    #expect(reach.viewTypesNotBuilt == ["Catalog", "Basket"])
    #expect(reach.depth == 33)
    #expect(reach.isHollow)
    #expect(reach.reasons.contains { $0.contains("2 of 3 view types were never built (Catalog, Basket)") })
  }

  @Test("explain and render say what was reached on stderr when it was not everything, and JSON always has it")
  func commandsSayTheReach() throws {
    let root = try folder(Self.app)
    let explain = try CommandLine.viewgraph(["explain", root.path])
    #expect(explain.status == 0, "\(explain.errors)")
    #expect(explain.errors.contains("note: loaded 2 of 2 Swift files; built 1 of 3 view types"))
    #expect(
      explain.errors.contains("warning: this launch is hollow: 2 of 3 view types were never built (Catalog, Basket)"))
    let json = try CommandLine.viewgraph(["render", root.path, "--format", "json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let reach = try #require(document["reach"] as? [String: Any])
    #expect(reach["viewTypes"] as? Int == 3)
    #expect(reach["viewTypesBuilt"] as? Int == 1)
    #expect(reach["filesLoaded"] as? Int == 2)
    #expect(reach["depth"] as? Int == 33)
    // A launch that reached everything prints nothing more: outputs compared elsewhere stay as they were.
    let complete = try CommandLine.viewgraph(["explain", "Samples/05-ListRowsShareBook.swift"])
    #expect(!complete.errors.contains("note: loaded"), "\(complete.errors)")
  }

  @Test("files no target reads and packages not found make the note, and the reasons say why")
  func filesNotReadAndPackagesNotFound() throws {
    let root = try folder(
      Self.app.merging([
        "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", dependencies: [.package(url: "https://example.com/someone/Money.git", from: "1.0.0")],
          targets: [.executableTarget(name: "Shop", path: "Shop", dependencies: [.product(name: "Money", package: "Money")])])
        """,
        "Tools/Generator.swift": "let generated = 1",
        "Tools/More.swift": "let more = 2",
        "Tools/Even.swift": "let even = 3",
      ]) { $1 })
    let run = try CommandLine.viewgraph(["explain", root.path])
    #expect(
      run.errors.contains("note: loaded 2 of 5 Swift files; built 1 of 3 view types; 1 package not found: Money"),
      "\(run.errors)")
    #expect(run.errors.contains("3 of the folder's Swift files are not read"))
    #expect(run.errors.contains("the packages Money are not checked out on this machine"))
  }

  @Test("--require-depth fails a launch under it, with exit status 2 and what was reached; test does too")
  func requireDepth() throws {
    let root = try folder(Self.app)
    let under = try CommandLine.viewgraph(["explain", root.path, "--require-depth", "50"])
    #expect(under.status == 2)
    #expect(
      under.errors.contains("the launch reached 33% of the program's view types, under --require-depth 50"),
      "\(under.errors)")
    let over = try CommandLine.viewgraph(["explain", root.path, "--require-depth", "30"])
    #expect(over.status == 0, "\(over.errors)")
    let test = try CommandLine.viewgraph(["test", root.path, "--require-depth", "50"])
    #expect(test.status == 2)
    #expect(
      test.errors.contains("the scenarios reached 33% of the program's view types, under --require-depth 50"),
      "\(test.errors)")
    let bad = try CommandLine.viewgraph(["explain", root.path, "--require-depth", "101"])
    #expect(bad.status != 0)
  }
}
