// ScenarioBridgeTests.swift
//
// What this checks (issue 11): ViewGraphTesting's bridge from `#scenario` to Swift Testing —
// `Scenarios.load` finds each scenario of a folder (files and subfolders as programs) relative to
// the test file, names each case after its program and scenario, and `expectPasses()` reports a
// failure at the line of the expectation that failed, in the scenario's own file.

import Foundation
import Testing
import ViewGraph
import ViewGraphTesting

@Suite("ViewGraphTesting: scenarios as Swift Testing cases (issue 11)")
struct ScenarioBridgeTests {
  /// A folder `Scenarios/` beside a pretend test file, holding one passing and one failing scenario
  /// in a file, and a two-file program in a subfolder.
  private func makeFolder() throws -> (testFile: String, folder: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-bridge-\(UUID().uuidString)")
    let scenarios = root.appendingPathComponent("Scenarios")
    try FileManager.default.createDirectory(
      at: scenarios.appendingPathComponent("Shelf"), withIntermediateDirectories: true)
    try ProblemMatcherTests.failingSource.replacingOccurrences(
      of: "#scenario(\"wrong\")",
      with:
        "#scenario(\"right\") {\n    root.book.title = \"C\"\n    #expectUpdates(BookView.self)\n}\n#scenario(\"wrong\")"
    ).write(to: scenarios.appendingPathComponent("Book.swift"), atomically: true, encoding: .utf8)
    try """
    @Observable class Shelf { var count = 0 }
    struct ShelfView: View {
        var shelf: Shelf
        var body: some View { Text("\\(shelf.count)") }
    }
    #Preview { ShelfView(shelf: Shelf()) }
    """.write(to: scenarios.appendingPathComponent("Shelf/Shelf.swift"), atomically: true, encoding: .utf8)
    try """
    #scenario("a count runs ShelfView") {
        root.shelf.count = 1
        #expectUpdates(ShelfView.self)
    }
    """.write(to: scenarios.appendingPathComponent("Shelf/ShelfScenarios.swift"), atomically: true, encoding: .utf8)
    return (root.appendingPathComponent("PretendTests.swift").path, root)
  }

  @Test("load finds every scenario relative to the test file, not the working directory, and names it")
  func loadsRelativeToTheTestFile() throws {
    let (testFile, folder) = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenarios = try Scenarios.load("Scenarios", relativeTo: testFile)
    #expect(
      scenarios.map(\.testDescription) == ["Book.swift: right", "Book.swift: wrong", "Shelf: a count runs ShelfView"])
    let wrong = try #require(scenarios.first { $0.name == "wrong" })
    #expect(wrong.filePath.hasSuffix("Scenarios/Book.swift") && wrong.line == 14)
    #expect(throws: ScenariosError.self) { try Scenarios.load("Nowhere", relativeTo: testFile) }
  }

  @Test("a passing scenario records nothing; a failing one records each failure at its expectation's line")
  func reportsAtTheScenariosLine() throws {
    let (testFile, folder) = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenarios = try Scenarios.load("Scenarios", relativeTo: testFile)
    for scenario in scenarios where scenario.name != "wrong" { scenario.expectPasses() }
    let wrong = try #require(scenarios.first { $0.name == "wrong" })
    withKnownIssue {
      wrong.expectPasses()
    } matching: { issue in
      guard let location = issue.sourceLocation else { return false }
      return location.filePath.hasSuffix("Scenarios/Book.swift") && location.line == 16 && location.column == 5
        && "\(issue)".contains("expected updates [] but got [BookView]")
    }
  }

  @Test(
    "issue 23: a failure in a program of two files is reported at its scenario file's name and line (the line Xcode puts it on), not at the program's folder ('Shelf:3:5')"
  )
  func failureInAFolderProgramNamesItsFile() throws {
    let (testFile, folder) = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenarios = folder.appendingPathComponent("Scenarios/Shelf/ShelfScenarios.swift")
    try String(contentsOf: scenarios, encoding: .utf8).replacingOccurrences(
      of: "#expectUpdates(ShelfView.self)", with: "#expectUpdates()"
    )
    .write(to: scenarios, atomically: true, encoding: .utf8)
    let shelf = try #require(try Scenarios.load("Scenarios", relativeTo: testFile).first { $0.programName == "Shelf" })
    withKnownIssue {
      shelf.expectPasses()
    } matching: { issue in
      guard let location = issue.sourceLocation else { return false }
      return location.fileName == "ShelfScenarios.swift"
        && location.filePath.hasSuffix("Scenarios/Shelf/ShelfScenarios.swift")
        && location.line == 3 && "\(location)" == "ShelfScenarios.swift:3:5"
    }
  }
}
