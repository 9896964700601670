import Foundation
import ViewGraph

/// Writes a `ScenarioSummary` (`viewgraph explain --summary`): a table per view type and one per
/// instance, most runs first, as text or as JSON (`"kind": "summary"`, schema version 1).
public struct SummaryFormatter: GraphFormatter {
  /// Whether to write JSON instead of text tables.
  public var json: Bool

  /// A summary formatter writing text, or JSON when `json` is true.
  public init(json: Bool = false) {
    self.json = json
  }

  public func documents(for export: GraphExport) -> [String] {
    guard case .trace(let trace) = export.subject else { return [] }
    let summary = ScenarioSummary(trace)
    return [json ? Self.json(summary) : Self.text(summary)]
  }

  /// The summary as two aligned tables, with the main cause of the top entries.
  static func text(_ summary: ScenarioSummary) -> String {
    let stepCount = summary.steps == 1 ? "1 step" : "\(summary.steps) steps"
    var lines = ["Summary of \"\(summary.scenario)\" — \(stepCount) after launch", ""]
    lines += table(summary.types, first: "view type", showsInstances: true)
    lines.append("")
    // Instances that were only compared are many in a long list, and so are rows that only ran
    // again because their container was rebuilt (rule 11), building the same views: one line per
    // type says so.
    func onlyRebuilt(_ row: ScenarioSummary.Row) -> Bool {
      row.runs > 0 && row.redundant == row.runs && row.mainCauseCount == row.runs
        && row.inserted + row.removed + row.skipped == 0
        && (row.mainCause?.hasSuffix(" was rebuilt") ?? false)
    }
    let active = summary.instances.filter { $0.runs + $0.inserted + $0.removed + $0.redundant > 0 && !onlyRebuilt($0) }
    lines += table(active, first: "instance", showsInstances: false)
    let rebuilt = Dictionary(grouping: summary.instances.filter(onlyRebuilt), by: \.type)
    for type in rebuilt.keys.sorted() {
      let rows = rebuilt[type] ?? []
      let times = Set(rows.map(\.runs))
      let each = times.count == 1 ? " (\(times.first ?? 0) \((times.first ?? 0) == 1 ? "time" : "times") each)" : ""
      lines.append(
        "\(type) ×\(rows.count): ran only because \(rows[0].mainCause ?? ""), building the same views\(each)")
    }
    let quiet = Dictionary(
      grouping: summary.instances.filter { $0.runs + $0.inserted + $0.removed + $0.redundant == 0 }, by: \.type)
    for type in quiet.keys.sorted() {
      let rows = quiet[type] ?? []
      let times = Set(rows.map(\.skipped))
      let each = times.count == 1 ? " (\(times.first ?? 0) \((times.first ?? 0) == 1 ? "time" : "times") each)" : ""
      lines.append("\(type) ×\(rows.count): only compared and skipped\(each)")
    }
    let redundant = summary.types.reduce(0) { $0 + $1.redundant }
    let runs = summary.types.reduce(0) { $0 + $1.runs }
    lines.append("")
    lines.append(
      "\(runs) body \(runs == 1 ? "run" : "runs"), \(redundant) redundant (built the same views and child inputs as the run before)"
    )
    return lines.joined(separator: "\n") + "\n"
  }

  private static func table(_ rows: [ScenarioSummary.Row], first: String, showsInstances: Bool) -> [String] {
    var header = [first]
    if showsInstances { header.append("took part") }
    header += ["runs", "compared", "inserted", "removed", "redundant", "main cause"]
    var cells = [header]
    for row in rows {
      var line = [row.name]
      if showsInstances { line.append(String(row.instances)) }
      line += [row.runs, row.skipped, row.inserted, row.removed, row.redundant].map(String.init)
      line.append(row.mainCause.map { "\($0) (\(row.mainCauseCount) of \(row.runs))" } ?? "")
      cells.append(line)
    }
    let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
    return cells.map { line in
      line.enumerated().map { column, cell in
        // Names and causes read left to right; counts line up on the right.
        let isNumber = column > 0 && column < line.count - 1
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return isNumber ? pad + cell : (column == line.count - 1 ? cell : cell + pad)
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
  }

  /// The summary as JSON, keys sorted, so the same scenario gives the same bytes.
  static func json(_ summary: ScenarioSummary) -> String {
    /// The document around the summary: its version and kind, as every ViewGraph JSON has.
    struct Document: Encodable {
      var schemaVersion = 1
      var kind = "summary"
      var summary: ScenarioSummary
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(Document(summary: summary)) else { return "" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
