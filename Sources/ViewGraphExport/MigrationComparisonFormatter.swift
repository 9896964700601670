import Foundation
import ViewGraph

/// Writes a `MigrationComparison` (`viewgraph compare --as-observable`, issue 40) as text: per
/// scenario and per view, the body runs as written and migrated (the views whose runs do not
/// change summed in one line), then the scenarios whose expectations the migration changes, with
/// their failures in the compiler's form.
public struct MigrationComparisonFormatter {
  /// Renders the migrated run's failures.
  public var renderer: DiagnosticRenderer

  /// A formatter whose failures are rendered against `renderer`'s sources.
  public init(renderer: DiagnosticRenderer) {
    self.renderer = renderer
  }

  /// The comparison as aligned tables.
  ///
  /// ```
  /// Migrated to @Observable: LegacyBook
  ///
  /// "ObservableObject: a new title runs all three" — body runs 6 → 4 (−33%)
  ///   LegacyScreen  2 → 1
  ///   LegacyShelf   2 → 1
  ///   (1 view ran as often either way: 2 runs)
  /// ```
  public func text(_ comparison: MigrationComparison) -> String {
    var lines = ["Migrated to @Observable: " + comparison.migrated.joined(separator: ", "), ""]
    for scenario in comparison.scenarios {
      lines.append("\"\(scenario.name)\" — body runs " + Self.change(scenario.before.total, scenario.after.total))
      lines += Self.table(
        scenario.viewTypes.map { ($0, scenario.before.bodyRuns[$0] ?? 0, scenario.after.bodyRuns[$0] ?? 0) })
      if !scenario.before.passed {
        lines.append(scenario.after.passed ? "  (fails as written, passes migrated)" : "  (fails as written)")
      }
      lines.append("")
    }
    let perView = comparison.perView
    if comparison.scenarios.count > 1, !perView.isEmpty {
      lines.append(
        "Over \(comparison.scenarios.count) scenarios — body runs "
          + Self.change(comparison.totalBefore, comparison.totalAfter))
      lines += Self.table(perView)
      lines.append("")
    }
    let changed = comparison.scenarios.filter(\.expectationsChanged)
    if changed.isEmpty {
      lines.append("The migration changes no scenario's expectations.")
    } else {
      lines.append(
        "The migration changes the expectations of \(changed.count) \(changed.count == 1 ? "scenario" : "scenarios"):")
      for scenario in changed {
        lines.append("✗ \(scenario.name)")
        let rendered = renderer.render(scenario.after.diagnostics)
        if !rendered.isEmpty { lines.append(rendered.hasSuffix("\n") ? String(rendered.dropLast()) : rendered) }
        let unplaced = scenario.after.failures.filter { _ in scenario.after.diagnostics.isEmpty }
        lines += unplaced.map { "  " + $0 }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The comparison as JSON (`"kind": "comparison"`, schema version 1), keys sorted, so the same
  /// program gives the same bytes.
  public func json(_ comparison: MigrationComparison) -> String {
    let sources = renderer.sources
    /// One run of a scenario: its outcome and its body runs per view type.
    struct Run: Encodable {
      var passed: Bool
      var total: Int
      var bodyRuns: [String: Int]
      var failures: [JSONDocument.Diagnostic]

      init(_ runs: ScenarioBodyRuns, _ sources: SourceFiles) {
        passed = runs.passed
        total = runs.total
        bodyRuns = runs.bodyRuns
        failures =
          runs.diagnostics.isEmpty
          ? runs.failures.map { JSONDocument.Diagnostic(.init(.error, $0, at: .unknown), sources) }
          : runs.diagnostics.map { JSONDocument.Diagnostic($0, sources) }
      }
    }
    struct Scenario: Encodable {
      var name: String
      var before: Run
      var after: Run
      var expectationsChanged: Bool
    }
    struct Comparison: Encodable {
      var whatIf = "asObservable"
      var migrated: [String]
      var scenarios: [Scenario]
      var totalBefore: Int
      var totalAfter: Int
      var perView: [ViewRunsChange]
    }
    /// The document around the comparison: its version and kind, as every ViewGraph JSON has.
    struct Document: Encodable {
      var schemaVersion = JSONDocument.schemaVersion
      var kind = "comparison"
      var comparison: Comparison
    }
    let document = Document(
      comparison: Comparison(
        migrated: comparison.migrated,
        scenarios: comparison.scenarios.map {
          Scenario(
            name: $0.name, before: Run($0.before, sources), after: Run($0.after, sources),
            expectationsChanged: $0.expectationsChanged)
        },
        totalBefore: comparison.totalBefore, totalAfter: comparison.totalAfter,
        perView: comparison.perView.map { ViewRunsChange(view: $0.view, before: $0.before, after: $0.after) }))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// `12 → 3 (−75%)`; no percentage from zero.
  static func change(_ before: Int, _ after: Int) -> String {
    guard before > 0, before != after else { return "\(before) → \(after)" }
    let percent = Int((Double(after - before) * 100 / Double(before)).rounded())
    return "\(before) → \(after) (\(percent > 0 ? "+" : "−")\(abs(percent))%)"
  }

  /// One indented line per view whose runs the migration changes, names padded to one column,
  /// then one line for the views that ran as often either way.
  private static func table(_ rows: [(view: String, before: Int, after: Int)]) -> [String] {
    let changed = rows.filter { $0.before != $0.after }
    let width = changed.map(\.view.count).max() ?? 0
    var lines = changed.map {
      "  " + $0.view.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "\($0.before) → \($0.after)"
    }
    let same = rows.filter { $0.before == $0.after }
    if !same.isEmpty {
      let runs = same.map(\.before).reduce(0, +)
      let views = same.count == 1 ? "1 view" : "\(same.count) views"
      lines.append("  (\(views) ran as often either way: \(runs) \(runs == 1 ? "run" : "runs"))")
    }
    return lines
  }
}
