import Foundation
import ViewGraph
import ViewGraphAdvice

/// Writes an `Advice` (`viewgraph advise`, issue 40) as text — each finding as the compiler writes
/// a note (its place, the source line, a caret), its measured effect and its edit as a unified
/// diff — or as JSON (`"kind": "advice"`, schema version 1).
public struct AdviceFormatter {
  /// Renders the findings' places against the program's sources.
  public var renderer: DiagnosticRenderer

  /// A formatter whose places are rendered against `renderer`'s sources.
  public init(renderer: DiagnosticRenderer) {
    self.renderer = renderer
  }

  /// The findings, most saving first, then the edits not proposed and why.
  ///
  /// ```
  /// 1. migrate 'Library' to @Observable (rule 9): body runs 46 → 24 (−48%)
  /// Samples/77-….swift:12:1: note: views ran when 'Library' sent objectWillChange for properties they do not read ('filter'): 'ShelfView' 4 times
  /// …
  ///   body runs over your 4 scenarios: 46 → 24 (−48%); ShelfView 8 → 4; …
  /// --- a/Samples/77-….swift
  /// +++ b/Samples/77-….swift
  /// @@ -10,7 +10,7 @@
  /// ```
  public func text(_ advice: Advice) -> String {
    let count = advice.before.count
    let scenarios = "\(count) \(advice.explored ? "explored " : "")\(count == 1 ? "scenario" : "scenarios")"
    var lines: [String] = []
    if advice.explored {
      let explored = advice.before.map { $0.name.hasPrefix("explore: ") ? String($0.name.dropFirst(9)) : $0.name }
      lines.append(
        explored == ["the launch"]
          ? "The program has no #scenario, and its first screen no button, toggle or text field: measured its launch."
          : "The program has no #scenario: explored the first screen's controls, each once in a launch of its own: "
            + explored.joined(separator: ", ") + ".")
    }
    if advice.findings.isEmpty {
      lines.append("No edit found that saves body runs over your \(scenarios) (\(advice.totalBefore) body runs).")
    }
    for (index, finding) in advice.findings.enumerated() {
      lines.append(
        "\(index + 1). \(finding.title) (rule \(finding.rule)): body runs "
          + MigrationComparisonFormatter.change(advice.totalBefore, finding.totalAfter))
      lines.append(trimmed(renderer.render(ViewGraphDiagnostic(.note, finding.reason, at: finding.location))))
      lines.append("  " + effect(of: finding, over: advice, scenarios: scenarios))
      for edit in finding.edits { lines.append(trimmed(edit.diff.text)) }
      lines.append("")
    }
    if !advice.dropped.isEmpty {
      lines.append("Not proposed:")
      for finding in advice.dropped {
        lines.append(
          "✗ \(finding.title) (\(renderer.sources.describe(finding.location))): \(finding.droppedBecause ?? "")")
      }
    }
    return lines.joined(separator: "\n") + (lines.last == "" ? "" : "\n")
  }

  /// `body runs over your 6 scenarios: 184 → 41 (−78%); LibraryView 12 → 0; List row 150 → 15`:
  /// the views whose runs change, the most changed first.
  func effect(of finding: AdviceFinding, over advice: Advice, scenarios: String) -> String {
    let views = finding.perView(before: advice.before).filter { $0.before != $0.after }
    return
      ([
        "body runs over your \(scenarios): "
          + MigrationComparisonFormatter.change(advice.totalBefore, finding.totalAfter)
      ]
      + views.map { "\($0.view) \($0.before) → \($0.after)" }).joined(separator: "; ")
  }

  private func trimmed(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  /// The advice as JSON (`"kind": "advice"`, schema version 1), keys sorted, so the same program
  /// gives the same bytes.
  public func json(_ advice: Advice) -> String {
    let sources = renderer.sources
    struct Scenario: Encodable {
      var name: String
      var before: Int
      var after: Int
      var passed: Bool
      var steps: [Step]
    }
    /// What the launch or one step ran, before and after the edit: its update set's body runs.
    struct Step: Encodable {
      var statements: [String]
      var location: String
      var before: Int
      var after: Int
      /// Every view that ran in either, the most changed first.
      var views: [ViewRunsChange]
    }
    struct Diff: Encodable {
      var path: String
      var diff: String
    }
    struct Finding: Encodable {
      var kind: String
      var rule: Int
      var title: String
      var reason: String
      var location: String
      var views: [String]
      var totalBefore: Int
      var totalAfter: Int?
      var perView: [ViewRunsChange]
      var scenarios: [Scenario]
      var edits: [Diff]
      var droppedBecause: String?
    }
    struct Body: Encodable {
      var explored: Bool
      var scenarios: [String]
      var totalBefore: Int
      var findings: [Finding]
      var dropped: [Finding]
    }
    /// The document around the advice: its version and kind, as every ViewGraph JSON has.
    struct Document: Encodable {
      var schemaVersion = JSONDocument.schemaVersion
      var kind = "advice"
      var advice: Body
    }
    func finding(_ finding: AdviceFinding) -> Finding {
      let measured = !finding.after.isEmpty
      return Finding(
        kind: finding.kind.rawValue, rule: finding.rule, title: finding.title, reason: finding.reason,
        location: sources.describe(finding.location), views: finding.views, totalBefore: advice.totalBefore,
        totalAfter: measured ? finding.totalAfter : nil,
        perView: measured
          ? finding.perView(before: advice.before).filter { $0.before != $0.after }.map {
            ViewRunsChange(view: $0.view, before: $0.before, after: $0.after)
          } : [],
        scenarios: measured
          ? zip(advice.before, finding.after).map {
            Scenario(
              name: $0.name, before: $0.total, after: $1.total, passed: $1.passed, steps: steps(before: $0, after: $1))
          } : [],
        edits: finding.edits.map { Diff(path: $0.path, diff: $0.diff.text) }, droppedBecause: finding.droppedBecause)
    }
    func steps(before: ScenarioBodyRuns, after: ScenarioBodyRuns) -> [Step] {
      zip(before.steps, after.steps).map { written, edited in
        let views = Set(written.bodyRuns.keys).union(edited.bodyRuns.keys).map {
          ViewRunsChange(view: $0, before: written.bodyRuns[$0] ?? 0, after: edited.bodyRuns[$0] ?? 0)
        }
        return Step(
          statements: written.statements, location: written.location, before: written.bodyRuns.values.reduce(0, +),
          after: edited.bodyRuns.values.reduce(0, +),
          views: views.sorted { (-abs($0.before - $0.after), $0.view) < (-abs($1.before - $1.after), $1.view) })
      }
    }
    let document = Document(
      advice: Body(
        explored: advice.explored, scenarios: advice.before.map(\.name), totalBefore: advice.totalBefore,
        findings: advice.findings.map(finding), dropped: advice.dropped.map(finding)))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
