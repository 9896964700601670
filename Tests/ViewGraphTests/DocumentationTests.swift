// DocumentationTests.swift
//
// What this checks (issue 11): the update model lives in the repository. The DocC catalog
// `Sources/ViewGraph/ViewGraph.docc` builds with no warnings (every symbol and article link
// resolves), numbers the rules 1–12 that the code and `explain` cite, and nothing in the
// repository points at the shared folder beside it.
//
// The DocC build extracts ViewGraph's symbol graph from the module this test run already built
// and runs `docc convert --warnings-as-errors` — seconds, not a second build. It runs where the
// toolchain has `docc` and `swift-symbolgraph-extract` beside `swift` (Linux toolchains, CI);
// `swift package generate-documentation --target ViewGraph` is the same build for people.

import Foundation
import Testing

@Suite("Documentation: the update model in the repository (issue 11)")
struct DocumentationTests {
  static let catalog = PackagePaths.root.appendingPathComponent("Sources/ViewGraph/ViewGraph.docc")

  /// A tool of the toolchain: beside `swift` on PATH, or in /opt/swift/usr/bin, /usr/bin.
  static func tool(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
    return folders.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs a tool; returns its status and its output and errors together.
  static func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The build folder the tests run from (`.build/x86_64-unknown-linux-gnu/debug`).
  static var buildFolder: URL { PackagePaths.binary.deletingLastPathComponent() }

  static var canBuild: Bool {
    #if os(Linux)
      tool("docc") != nil && tool("swift-symbolgraph-extract") != nil
        && FileManager.default.fileExists(
          atPath: buildFolder.appendingPathComponent("Modules/ViewGraph.swiftmodule").path)
    #else
      false  // macOS: `swift package generate-documentation --target ViewGraph` (needs the SDK's flags)
    #endif
  }

  @Test("the DocC catalog builds with no warnings: every link to a symbol or article resolves", .enabled(if: canBuild))
  func catalogBuilds() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-docc-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let symbols = work.appendingPathComponent("symbols")
    try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
    // C modules swift-syntax's modules import (`_SwiftSyntaxCShims`): every checkout's include folder.
    let buildFolder = Self.buildFolder
    let scratch = buildFolder.deletingLastPathComponent().deletingLastPathComponent()
    let checkouts = scratch.appendingPathComponent("checkouts")
    let includes = (FileManager.default.enumerator(atPath: checkouts.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix("include/module.modulemap") }
      .flatMap { ["-I", checkouts.appendingPathComponent($0).deletingLastPathComponent().path] }
    let triple = buildFolder.deletingLastPathComponent().lastPathComponent
    let extract = try Self.run(
      try #require(Self.tool("swift-symbolgraph-extract")),
      ["-module-name", "ViewGraph", "-target", triple, "-I", buildFolder.appendingPathComponent("Modules").path]
        + includes + ["-output-dir", symbols.path, "-minimum-access-level", "public", "-skip-synthesized-members"]
        // The stages the façade re-exports (`Launch/Modules.swift`) are documented as part of it.
        + ["-experimental-allowed-reexported-modules=ViewGraphModel,ViewGraphEngine,ViewGraphRuntime"]
        // Its clang module cache in the test's own folder, not under the home directory.
        + ["-module-cache-path", work.appendingPathComponent("module-cache").path])
    try #require(extract.status == 0, "swift-symbolgraph-extract: \(extract.output)")
    let convert = try Self.run(
      try #require(Self.tool("docc")),
      [
        "convert", Self.catalog.path, "--additional-symbol-graph-dir", symbols.path,
        "--fallback-display-name", "ViewGraph", "--fallback-bundle-identifier", "ViewGraph",
        "--output-path", work.appendingPathComponent("ViewGraph.doccarchive").path, "--warnings-as-errors",
      ])
    #expect(convert.status == 0, "docc convert:\n\(convert.output)")
  }

  @Test("the catalog has the articles the issue asks for, and the update model numbers rules 1–12")
  func articles() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path)
    for article in [
      "ViewGraph.md", "GettingStarted.md", "UpdateModel.md", "WritingScenarios.md", "TestingYourApp.md",
      "CommandLineReference.md", "WhatViewGraphSimulates.md", "MachineReadableResults.md", "UsingFromACodingAgent.md",
    ] {
      #expect(names.contains(article), "missing \(article)")
    }
    let model = try String(contentsOf: Self.catalog.appendingPathComponent("UpdateModel.md"), encoding: .utf8)
    for rule in 1...12 { #expect(model.contains("### Rule \(rule): "), "rule \(rule) is not in UpdateModel.md") }
    #expect(!model.contains("### Rule 13"))
  }

  @Test(
    "issue 23, issue 37 point 7: 'Testing your app' shows the example package as it is, whole: its manifest (no placeholder, a path dependency named so it resolves in any folder), its test file, its scenarios and its layout"
  )
  func exampleMatchesTheGuide() throws {
    let guide = try String(contentsOf: Self.catalog.appendingPathComponent("TestingYourApp.md"), encoding: .utf8)
    let example = PackagePaths.root.appendingPathComponent("docs/examples/MyAppUpdateSets")
    // Each file as the guide shows it: the manifest as it is; a test file after a comment naming it.
    // The example is built and run by `.ci/run`, so the guide's text is known to compile and pass.
    for (file, shownAs) in [
      ("Package.swift", ""),
      ("Tests/UpdateSetTests/UpdateSetTests.swift", "// Tests/UpdateSetTests/UpdateSetTests.swift\n"),
      (
        "Tests/UpdateSetTests/Scenarios/Library/LibraryScenarios.swift",
        "// Tests/UpdateSetTests/Scenarios/Library/LibraryScenarios.swift\n"
      ),
    ] {
      let text = try String(contentsOf: example.appendingPathComponent(file), encoding: .utf8)
      #expect(
        guide.contains("```swift\n" + shownAs + text + "```\n"), "the guide's \(file) is not the example's, whole")
    }
    #expect(!guide.contains("<owner>"), "the guide names a placeholder where a reader needs a dependency that resolves")
    #expect(guide.contains(#".package(name: "ViewGraph", path:"#))
    #expect(
      FileManager.default.fileExists(
        atPath: example.appendingPathComponent("Tests/UpdateSetTests/Scenarios/Library/Library.swift").path))
  }

  @Test("every '(rule N)' explain prints and every 'SPEC rule N' the code cites is a rule of the catalog")
  func citedRulesExist() throws {
    let sources = PackagePaths.root.appendingPathComponent("Sources")
    let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).filter {
      $0.hasSuffix(".swift")
    }
    let pattern = try NSRegularExpression(pattern: #"(?:\(rule|SPEC rules?) (\d+)"#)
    var cited: Set<Int> = []
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        if let range = Range(match.range(at: 1), in: text), let number = Int(String(text[range])) {
          cited.insert(number)
        }
      }
    }
    #expect(!cited.isEmpty)
    for number in cited { #expect((1...12).contains(number), "rule \(number) is cited but the catalog has rules 1–12") }
  }

  @Test("nothing in the repository refers to the shared folder outside it")
  func noReferencesOutside() throws {
    let root = PackagePaths.root
    // Spelled in parts so this file does not name what it looks for.
    let outside = ["..", "shared"].joined(separator: "/")
    let spec = ["shared", "spec"].joined(separator: "/")
    var offenders: [String] = []
    for top in ["README.md", "Package.swift", "Sources", "Tests", "Samples", "docs", "Benchmarks"] {
      let url = root.appendingPathComponent(top)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
      let files =
        isFolder.boolValue
        ? (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? [])
          .filter { $0.hasSuffix(".md") || $0.hasSuffix(".swift") || $0.hasSuffix(".json") }
          .filter { !$0.contains(".build") }.map { url.appendingPathComponent($0) }
        : [url]
      for file in files {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        if text.contains(outside) || text.contains(spec) { offenders.append(file.path) }
      }
    }
    #expect(offenders.isEmpty, "refer to \(outside): \(offenders)")
  }
}
