// MermaidTests.swift
//
// What this checks: issue 10's `--format mermaid`. No Mermaid CLI is needed: every line is checked
// against the small part of Mermaid's flowchart grammar the formatter uses (header, quoted node
// labels, subgraph/end, the four edge forms with optional |label|, classDef, class, %% comments),
// subgraphs balance, every edge names declared nodes, and labels carry no character that would end
// a label early (`"`, `|`, `[`/`]` inside quotes are entity codes).

import Foundation
import Testing
import ViewGraph
import ViewGraphExport

@Suite("Export: Mermaid flowcharts (issue 10)")
struct MermaidTests {
  /// The problems with `chart` as Mermaid flowchart text, empty if none.
  static func grammarProblems(_ chart: String) -> [String] {
    let patterns: [(String, String)] = [
      ("node", #"^ +(n[0-9]+)\["([^"]*)"\]$"#),
      ("subgraph", #"^ +subgraph ([A-Za-z0-9_]+)\["([^"]*)"\]$"#),
      ("end", #"^ +end$"#),
      ("edge", #"^ +(n[0-9]+) (---|-->|-\.->|==>)(\|[^|"\[\](){}]*\|)? (n[0-9]+)$"#),
      ("classDef", #"^ +classDef [a-z]+ fill:#[0-9a-f]{6},stroke:#[0-9a-f]{6},color:#[0-9a-f]{6}$"#),
      ("class", #"^ +class (n[0-9]+)(,n[0-9]+)* [a-z]+$"#),
      ("comment", #"^ +%%.*$"#),
    ]
    var problems: [String] = []
    let lines = chart.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.first == "flowchart LR" else { return ["first line is not 'flowchart LR': \(lines.first ?? "")"] }
    var declared: Set<String> = []
    var used: [String] = []
    var depth = 0
    for line in lines.dropFirst() where !line.isEmpty {
      guard let (kind, _) = patterns.first(where: { line.range(of: $0.1, options: .regularExpression) != nil }) else {
        problems.append("not Mermaid: \(line)")
        continue
      }
      let ids = line.matches(of: /\bn[0-9]+\b/).map { String($0.output) }
      switch kind {
      case "node": declared.insert(ids[0])
      case "subgraph": depth += 1
      case "end": depth -= 1
      case "edge", "class": used += ids
      default: break
      }
      if depth < 0 { problems.append("'end' without 'subgraph': \(line)") }
    }
    if depth != 0 { problems.append("\(depth) subgraph(s) not closed") }
    for id in used where !declared.contains(id) { problems.append("\(id) is used but never declared") }
    return problems
  }

  @Test("issue 10: the dependency graph is valid Mermaid: the tree, the data in subgraphs, reads as dotted edges")
  func graph() throws {
    let export = try ExportTestSupport.graphExport("05-ListRowsShareBook.swift")
    let chart = try #require(MermaidFormatter().documents(for: export).first)
    #expect(Self.grammarProblems(chart) == [], "\(chart)")
    #expect(chart.contains("[\"LibraryView\"]"))
    #expect(chart.contains("subgraph n"), "objects are subgraphs")
    #expect(chart.contains("[\"Book#35;2\"]"), "'#' is an entity code")
    #expect(chart.contains(" -.->|reads :39| "))
  }

  @Test("issue 10: a step is valid Mermaid with the cause drawn thick and the palette as classes")
  func step() throws {
    let export = try ExportTestSupport.scenarioExport(
      "05-ListRowsShareBook.swift",
      "a title change updates only the BookView that shows it: not its row, not LibraryView")
    let chart = try #require(MermaidFormatter().documents(for: export).first)
    #expect(Self.grammarProblems(chart) == [], "\(chart)")
    #expect(chart.contains(" ==>|invalidates :39| "))
    #expect(chart.contains("title = Sample Book Title → A New Title"))
    #expect(chart.contains("classDef ran fill:#ffe0b3,stroke:#e07000"))
  }

  @Test("issue 10: every sample's graph and scenario steps pass the grammar check, with hostile text escaped")
  func everySample() throws {
    let samples = try FileManager.default.contentsOfDirectory(
      atPath: PackagePaths.root.appendingPathComponent("Samples").path
    )
    .filter { $0.hasSuffix(".swift") }.sorted()
    for file in samples {
      let program = try ExportTestSupport.sample(file)
      for name in program.scenarioNames.prefix(2) {
        let export = GraphExport(.trace(try program.trace(scenario: name)), sources: program.sources)
        for chart in MermaidFormatter().documents(for: export) {
          #expect(Self.grammarProblems(chart) == [], "\(file) — \(name):\n\(chart)")
        }
      }
    }

  }

  @Test("issue 10: the command writes Mermaid to stdout")
  func command() throws {
    let run = try CommandLine.viewgraph(["render", "Samples/05-ListRowsShareBook.swift", "--format", "mermaid"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("flowchart LR\n"))
  }
}
