import ViewGraph

/// Writes Mermaid flowcharts (`render --format mermaid`) for Markdown documents and GitHub
/// READMEs: the view tree and the data it reads, or one chart per step with what changed, what ran
/// (and what made it run), what was compared and skipped, and what appeared and disappeared — in
/// the colours of the Graphviz pictures. Node ids are `n0`, `n1`, …; node labels are quoted, and in
/// every label `"`, `#`, `<`, `>` and `|` are Mermaid's entity codes, so no text breaks the grammar.
public struct MermaidFormatter: GraphFormatter {
  typealias P = GraphPalette

  /// A Mermaid formatter.
  public init() {}

  public func documents(for export: GraphExport) -> [String] {
    let narrow = { (graph: GraphSnapshot) in (export.focus.map { $0.narrow(graph) } ?? graph).canonical() }
    switch export.subject {
    case .graph(let graph):
      let root = graph.root.flatMap { id in graph.units.first { $0.id == id }?.name } ?? "The app"
      let drawn = export.expandRows ? narrow(graph) : RowCollapsing.collapse(narrow(graph), marks: nil)
      return [chart(drawn, marks: nil, title: "\(root) after launch")]
    case .trace(let trace):
      var before = trace.launch
      var documents: [String] = []
      for (index, step) in trace.steps.enumerated() {
        let marks = StepMarks(
          step: step, number: index + 1, count: trace.steps.count, scenario: trace.name, before: before,
          sources: export.sources)
        let picture = DOTFormatter.picture(after: step.graph, before: before, removed: marks.removed)
        let narrowed = narrow(picture)
        let drawn = export.expandRows ? narrowed : RowCollapsing.collapse(narrowed, marks: marks)
        let title = "Step \(index + 1) of \(trace.steps.count): " + step.statements.joined(separator: "; ")
        documents.append(chart(drawn, marks: marks, title: title))
        before = step.graph
      }
      if documents.isEmpty { documents = [chart(narrow(trace.launch), marks: nil, title: "No step changed anything")] }
      return documents
    }
  }

  /// One flowchart.
  private func chart(_ graph: GraphSnapshot, marks: StepMarks?, title: String) -> String {
    var ids: [String: String] = [:]
    func id(_ key: String) -> String {
      if let known = ids[key] { return known }
      let new = "n\(ids.count)"
      ids[key] = new
      return new
    }
    var lines = ["flowchart LR", "  %% " + Self.comment(title)]
    lines.append("  subgraph views[\"views\"]")
    for unit in graph.units {
      var label = unit.name
      if let element = unit.element { label += "<br/>" + ValueAbbreviation.abbreviate(element, limit: 28) }
      if unit.kind == RowCollapsing.kind { label += marks == nil ? "<br/>more rows" : "<br/>not invalidated" }
      if unit.kind == RowCollapsing.rebuiltKind { label += "<br/>rebuilt, same views" }
      lines.append("    \(id(unit.id))[\"\(Self.escaped(label))\"]")
    }
    lines.append("  end")
    let units = Set(graph.units.map(\.id))
    let objects = Dictionary(graph.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let unitNames = Dictionary(graph.units.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    lines.append("  subgraph data[\"data\"]")
    var grouped: [String: [GraphSnapshot.Source]] = [:]
    for source in graph.sources {
      grouped[objects[source.owner] != nil ? source.owner : "", default: []].append(source)
    }
    for source in grouped[""] ?? [] {
      let name =
        source.kind == "state"
        ? "@\(source.wrapper ?? "State") \(unitNames[source.owner] ?? "").\(source.name)" : source.name
      lines.append("    \(id(source.id))[\"\(Self.escaped(name + Self.value(source, marks)))\"]")
    }
    for object in graph.objects {
      guard let sources = grouped[object.id] else { continue }
      lines.append("    subgraph \(id("object " + object.id))[\"\(Self.escaped(object.id))\"]")
      for source in sources {
        lines.append("      \(id(source.id))[\"\(Self.escaped(source.name + Self.value(source, marks)))\"]")
      }
      lines.append("    end")
    }
    lines.append("  end")
    for unit in graph.units {
      for child in unit.children where units.contains(child) { lines.append("  \(id(unit.id)) --- \(id(child))") }
    }
    let known = Set(graph.sources.map(\.id))
    let causes = Set(
      (marks?.ran ?? [:]).flatMap { unit, causes in
        causes.compactMap { cause -> String? in
          if case .dependency(_, let sourceID, _, _, _) = cause { return unit + " " + sourceID }
          return nil
        }
      })
    for read in graph.reads where units.contains(read.unit) && known.contains(read.source) {
      if causes.contains(read.unit + " " + read.source) {
        lines.append("  \(id(read.source)) ==>|invalidates :\(read.line)| \(id(read.unit))")
      } else {
        lines.append("  \(id(read.unit)) -.->|reads :\(read.line)| \(id(read.source))")
      }
    }
    for binding in graph.bindings where units.contains(binding.unit) && known.contains(binding.source) {
      lines.append("  \(id(binding.unit)) -->|\(Self.edgeLabel(binding.control))| \(id(binding.source))")
    }
    lines += classes(graph, marks: marks, id: id)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The palette as class definitions, and which node belongs to which class.
  private func classes(_ graph: GraphSnapshot, marks: StepMarks?, id: (String) -> String) -> [String] {
    var members: [String: [String]] = [:]
    for unit in graph.units {
      let name: String
      if let marks, marks.removed.contains(unit.id) {
        name = "removed"
      } else if let marks, marks.inserted.contains(unit.id) {
        name = "inserted"
      } else if let marks, marks.ran[unit.id] != nil || unit.kind == RowCollapsing.rebuiltKind {
        name = "ran"
      } else if marks?.skipped.contains(unit.id) == true {
        name = "skipped"
      } else {
        name = unit.kind == "row" || RowCollapsing.isFolded(unit.kind) ? "row" : "view"
      }
      members[name, default: []].append(id(unit.id))
    }
    for source in graph.sources {
      let changed = marks?.changed[source.id] != nil
      members[changed ? "changed" : "source", default: []].append(id(source.id))
    }
    let definitions: [(String, String, String)] = [
      ("view", P.viewFill, P.viewBorder), ("row", P.rowFill, P.rowBorder), ("source", P.stateFill, P.observableBorder),
      ("changed", P.changedFill, P.changed), ("ran", P.ranFill, P.ran), ("skipped", P.skippedFill, P.skipped),
      ("inserted", P.insertedFill, P.inserted), ("removed", P.removedFill, P.removed),
    ]
    var lines: [String] = []
    for (name, fill, stroke) in definitions where members[name] != nil {
      lines.append("  classDef \(name) fill:\(fill),stroke:\(stroke),color:\(P.ink)")
      lines.append("  class \(members[name, default: []].joined(separator: ",")) \(name)")
    }
    return lines
  }

  /// ` = value`, or ` = old → new` for a source the step changed.
  private static func value(_ source: GraphSnapshot.Source, _ marks: StepMarks?) -> String {
    guard !source.value.isEmpty else { return "" }
    let now = ValueAbbreviation.abbreviate(source.value, limit: 30)
    if let before = marks?.changed[source.id]?.before, before != source.value {
      return " = " + ValueAbbreviation.abbreviate(before, limit: 30) + " → " + now
    }
    return " = " + now
  }

  /// Text safe inside a quoted Mermaid label: entity codes for the characters its grammar reads.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\"": out += "#quot;"
      case "#": out += "#35;"
      case "|": out += "#124;"
      case "<": out += "#lt;"
      case ">": out += "#gt;"
      case "\n", "\r": out += " "
      default: out.append(character)
      }
    }
    return out.replacingOccurrences(of: "#lt;br/#gt;", with: "<br/>")
  }

  /// Text safe in an unquoted `|label|`: also brackets and parentheses as entity codes.
  static func edgeLabel(_ text: String) -> String {
    let codes: [Character: String] = ["[": "#91;", "]": "#93;", "(": "#40;", ")": "#41;", "{": "#123;", "}": "#125;"]
    return escaped(text).map { codes[$0] ?? String($0) }.joined()
  }

  /// A `%%` comment on one line.
  static func comment(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
