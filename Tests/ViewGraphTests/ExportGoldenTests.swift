// ExportGoldenTests.swift
//
// What this checks: issue 4's "golden DOT/JSON tests for at least three Samples" and
// "output is deterministic: the same input gives byte-identical DOT and JSON". Each case draws
// one sample (the dependency graph, or one scenario step by step) and compares the text with a
// file in Golden/. A drawing change that is intended is re-recorded with
// `VIEWGRAPH_RECORD_GOLDEN=1 swift test --filter Export`, and the diff reviewed like code.

import Testing
import ViewGraph
import ViewGraphExport

/// Golden DOT and JSON for four samples, and their byte-for-byte determinism.
@Suite("Export: golden DOT and JSON (issue 4)")
struct ExportGoldenTests {
  /// One golden case: a sample, optionally a scenario, a format, and the golden file.
  struct Case: CustomTestStringConvertible, Sendable {
    var sample: String
    var scenario: String?
    var format: ExportFormat
    var golden: String
    var testDescription: String { golden }
  }

  static let cases: [Case] = [
    // Seed LibraryView: List rows sharing a Book; @State inside its view, @Observable objects as data.
    Case(sample: "05-ListRowsShareBook.swift", format: .dot, golden: "05-graph.dot"),
    Case(sample: "05-ListRowsShareBook.swift", format: .json, golden: "05-graph.json"),
    Case(
      sample: "05-ListRowsShareBook.swift",
      scenario: "a title change updates only the BookView that shows it: not its row, not LibraryView", format: .dot,
      golden: "05-title-change.dot"),
    Case(
      sample: "05-ListRowsShareBook.swift",
      scenario: "deleting a book removes its row and BookView; the deleted book's title is no longer watched",
      format: .dot,
      golden: "05-delete-book.dot"),
    // Podcaster: bindings from a Toggle and to a child's @Binding; inputs that changed.
    Case(sample: "10-PodcasterBindings.swift", format: .dot, golden: "10-graph.dot"),
    Case(
      sample: "10-PodcasterBindings.swift",
      scenario:
        "toggling Favorite changes Podcaster's episode: Podcaster and PlayerView (new episode value) run; PlayButton's binding is unchanged",
      format: .dot, golden: "10-toggle-favorite.dot"),
    Case(
      sample: "10-PodcasterBindings.swift",
      scenario: "tapping Play then Pause: two passes, each running PlayerView and PlayButton once", format: .json,
      golden: "10-play-pause.json"),
    // Environment entries seen at each reader's place (SPEC rule 8).
    Case(
      sample: "17-EntryTheme.swift",
      scenario:
        "a new theme runs the screen that sets it and the ThemeLabels that see it; the overridden subtree and the views that declare nothing do not run",
      format: .dot, golden: "17-new-theme.dot"),
    // ObservableObjects as one node each, objectWillChange as their source (SPEC rule 9).
    Case(sample: "23-EnvironmentObjectLibrary.swift", format: .dot, golden: "23-graph.dot"),
    Case(
      sample: "23-EnvironmentObjectLibrary.swift",
      scenario: "a book's title is the book's own @Published property: only that book's BookView runs", format: .json,
      golden: "23-title.json"),
  ]

  // The JSON goldens carry each graph's rootReason since issue 36 point 4 added it to the schema
  // (why the launch has its root); nothing else in them changed.
  @Test("issue 4: DOT and JSON equal their golden files", arguments: cases)
  func golden(_ testCase: Case) throws {
    let export =
      try testCase.scenario.map { try ExportTestSupport.scenarioExport(testCase.sample, $0) }
      ?? ExportTestSupport.graphExport(testCase.sample)
    let text = testCase.format.formatter.documents(for: export).joined(separator: "\n")
    ExportTestSupport.expectGolden(text, testCase.golden)
  }

  @Test("issue 4: the same input gives byte-identical DOT and JSON (two separate loads)", arguments: cases)
  func deterministic(_ testCase: Case) throws {
    func draw() throws -> [String] {
      let export =
        try testCase.scenario.map { try ExportTestSupport.scenarioExport(testCase.sample, $0) }
        ?? ExportTestSupport.graphExport(testCase.sample)
      return testCase.format.formatter.documents(for: export)
    }
    #expect(try draw() == draw())
  }
}
