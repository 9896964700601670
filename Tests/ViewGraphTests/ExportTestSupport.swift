// ExportTestSupport.swift
//
// Helpers for the Export and Render tests: load a sample under its repository-relative name (so
// places in DOT and JSON read `Samples/05-….swift:39:19` wherever the checkout is), compare text
// with a golden file under Tests/ViewGraphTests/Golden/, and find the built `viewgraph` binary.
//
// Golden files are found through `#filePath`, not as resources. To rewrite them after an
// intended change to the drawing: `VIEWGRAPH_RECORD_GOLDEN=1 swift test --filter Export`.

import Foundation
import Testing
import ViewGraph
import ViewGraphExport

/// Paths, loading and golden-file comparison shared by the Export and Render tests.
enum ExportTestSupport {
  /// The repository's root folder, from this file's place in it.
  static let repositoryRoot = PackagePaths.root
  static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  /// A sample from `Samples/`, parsed under the name `Samples/<file>`; with `allRows`, its lazy
  /// containers build every row, on screen or not (`--all-rows`, rule 11).
  static func sample(_ file: String, allRows: Bool = false) throws -> Program {
    let url = repositoryRoot.appendingPathComponent("Samples").appendingPathComponent(file)
    let source = try String(contentsOf: url, encoding: .utf8)
    let program = try Program.parse(source: source, fileName: "Samples/" + file)
    if allRows { program.viewportRows = nil }
    return program
  }

  /// The dependency graph after launch, as an export.
  static func graphExport(_ file: String, root: String? = nil, focus: String? = nil, allRows: Bool = false) throws
    -> GraphExport
  {
    let program = try sample(file, allRows: allRows)
    return GraphExport(
      .graph(try program.launch(root: root).snapshot()), sources: program.sources, focus: focus.map(GraphFocus.init))
  }

  /// A scenario of a sample, traced step by step, as an export.
  static func scenarioExport(_ file: String, _ scenario: String, allRows: Bool = false) throws -> GraphExport {
    let program = try sample(file, allRows: allRows)
    return GraphExport(.trace(try program.trace(scenario: scenario)), sources: program.sources)
  }

  /// Expects `actual` to equal the golden file `name`, pointing at the first line that differs.
  static func expectGolden(
    _ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let url = goldenFolder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["VIEWGRAPH_RECORD_GOLDEN"] != nil {
      try? FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("no golden file \(name); record it with VIEWGRAPH_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
      return
    }
    guard expected != actual else { return }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expectedLines.count, actualLines.count)
    let want = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
    let got = line < actualLines.count ? String(actualLines[line]) : "<end of file>"
    Issue.record(
      """
      \(name) differs at line \(line + 1)
        expected: \(want)
        actual:   \(got)
      (an intended change? VIEWGRAPH_RECORD_GOLDEN=1 swift test --filter Export)
      """, sourceLocation: sourceLocation)
  }

  /// The `viewgraph` binary built next to this test bundle, if the build made it.
  static var binary: URL? {
    FileManager.default.isExecutableFile(atPath: PackagePaths.binary.path) ? PackagePaths.binary : nil
  }

  /// Runs the built binary with `arguments` in the repository root and `PATH` holding no `dot`.
  static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let run = try CommandLine.viewgraph(
      arguments, environment: ["PATH": "/nonexistent", "HOME": NSTemporaryDirectory()])
    return (run.status, run.output, run.errors)
  }

  /// A fresh empty folder for output files.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
