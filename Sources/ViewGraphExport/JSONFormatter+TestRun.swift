import Foundation
import ViewGraph

extension JSONFormatter {
  /// A test run as one JSON document (`"kind": "test"`, schema version 1): each program's
  /// scenarios, passed or failed, with their failures as diagnostics and their durations.
  public func document(for run: TestRun) -> String {
    let document = TestDocument(
      passed: run.passedCount, failed: run.failedCount, unreadable: run.unreadableCount,
      suites: run.suites.map(TestDocument.Suite.init))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// The shape of `viewgraph test --format json`.
struct TestDocument: Encodable {
  /// One program.
  struct Suite: Encodable {
    var program: String
    var passed: Int
    var failed: Int
    /// Why the program could not be loaded (empty when it was).
    var errors: [JSONDocument.Diagnostic]
    var warnings: [JSONDocument.Diagnostic]
    var scenarios: [Scenario]
    /// What the scenarios' launches and steps reached of the program (issue 36); absent when it
    /// could not be loaded.
    var reach: LaunchReach?

    init(_ suite: TestRun.Suite) {
      let sources = suite.sources ?? suite.loadError?.sources ?? SourceFiles()
      program = suite.name
      passed = suite.report.passedCount
      failed = suite.report.failedCount
      errors = suite.loadError?.diagnostics.map { JSONDocument.Diagnostic($0, sources) } ?? []
      warnings = suite.warnings.map { JSONDocument.Diagnostic($0, sources) }
      scenarios = suite.report.results.map { Scenario($0, sources) }
      reach = suite.sources.map { LaunchReach(sources: $0, built: Set(suite.report.results.flatMap(\.viewTypesBuilt))) }
    }
  }

  /// One `#scenario`.
  struct Scenario: Encodable {
    var name: String
    var location: String
    var passed: Bool
    var durationSeconds: Double
    var failures: [JSONDocument.Diagnostic]

    init(_ result: ScenarioResult, _ sources: SourceFiles) {
      name = result.name
      location = sources.describe(result.location)
      passed = result.passed
      let (whole, attoseconds) = result.duration.components
      durationSeconds = Double(whole) + Double(attoseconds) / 1e18
      failures = result.failures.map { JSONDocument.Diagnostic($0.diagnostic, sources) }
    }
  }

  var schemaVersion = JSONDocument.schemaVersion
  var kind = "test"
  var passed: Int
  var failed: Int
  var unreadable: Int
  var suites: [Suite]
}
