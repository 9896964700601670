import ViewGraph

/// The picture's heading: what it shows (the graph after launch, or step N of a scenario with its
/// statements), a one-line summary of the step, and the legend for its colours and edges; drawn by
/// `GraphDrawing` as the graph's label, apart from its nodes and edges.
struct GraphHeading {
  typealias P = GraphPalette

  let graph: GraphSnapshot
  let marks: StepMarks?
  /// The program's files, named in the dependency graph's heading.
  let files: [String]
  /// The graph's units by id.
  let units: [String: GraphSnapshot.Unit]
  /// What `--focus` left out: the focus and how many units it hid.
  var focusHides: (focus: String, units: Int)?
  /// How many units the graph had before its quiet rows were folded.
  var unitsBeforeFolding: Int?

  /// The heading as a Graphviz HTML label.
  func label() -> String {
    var rows: [String] = []
    if let marks {
      // Graphviz refuses empty elements (`<FONT></FONT>`): optional text is left out, not emptied.
      let statements = marks.statements.filter { $0.contains { !$0.isWhitespace } }
      let location =
        marks.location.isEmpty ? "" : "   <FONT COLOR=\"\(P.muted)\">\(DOTWriter.escaped(marks.location))</FONT>"
      rows.append(
        "<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"14\"><B>Step \(marks.number) of \(marks.count)</B></FONT>\(location)</TD></TR>"
      )
      for statement in statements.prefix(6) {
        rows.append(
          "<TR><TD ALIGN=\"LEFT\"><FONT FACE=\"Courier\" POINT-SIZE=\"13\">\(LabelText.short(statement, 100))</FONT></TD></TR>"
        )
      }
      if statements.count > 6 {
        rows.append("<TR><TD ALIGN=\"LEFT\">… \(statements.count - 6) more statements</TD></TR>")
      }
      if let scenario = marks.scenario {
        rows.append(
          "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(P.muted)\">scenario: \(LabelText.short(scenario, 120))</FONT></TD></TR>"
        )
      }
      rows.append("<TR><TD ALIGN=\"LEFT\">\(summary(marks))</TD></TR>")
      for event in marks.events.said {
        let said = (event.views.map { "\($0) \(event.kind.rawValue): " } ?? "") + event.text
        let text = event.kind == .scrolled ? said + ": rows in view inserted, rows out of view removed" : said
        rows.append(
          "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(P.inserted)\">\(LabelText.short(text, 140))</FONT></TD></TR>")
      }
      for warning in marks.warnings {
        rows.append(
          "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(P.changed)\">warning: \(LabelText.short(warning, 140))</FONT></TD></TR>"
        )
      }
    } else {
      let root = graph.root.flatMap { units[$0]?.name } ?? "—"
      let where_ =
        files.isEmpty
        ? "" : "   <FONT COLOR=\"\(P.muted)\">\(LabelText.short(files.joined(separator: ", "), 120))</FONT>"
      rows.append(
        "<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"14\"><B>\(DOTWriter.escaped(root))</B>&#160;after launch</FONT>\(where_)</TD></TR>"
      )
      // The units of the app, as `explain` counts them; the folded ones are said, not hidden.
      let drawnUnits = graph.units.filter { !RowCollapsing.isFolded($0.kind) }.count
      let total = max(unitsBeforeFolding ?? drawnUnits, drawnUnits)
      let unitCount = total == drawnUnits ? "\(total) units" : "\(total) units (\(total - drawnUnits) in folded rows)"
      rows.append(
        "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(P.muted)\">\(unitCount) · \(graph.sources.count) sources · \(graph.reads.count) reads · \(graph.bindings.count) bindings</FONT></TD></TR>"
      )
    }
    if let (focus, count) = focusHides {
      let hidden = count == 0 ? "nothing left out" : count == 1 ? "1 unit not shown" : "\(count) units not shown"
      rows.append(
        "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(P.muted)\">focused on \(LabelText.short(focus, 60)): \(hidden)</FONT></TD></TR>"
      )
    }
    rows.append("<TR><TD ALIGN=\"LEFT\">\(legend())</TD></TR>")
    return "<TABLE BORDER=\"0\" CELLSPACING=\"2\" CELLPADDING=\"1\">" + rows.joined() + "</TABLE>"
  }

  /// `ran: BookView · inputs equal: List row ×2 · inserted: — · removed: —`.
  private func summary(_ marks: StepMarks) -> String {
    func names(_ ids: some Sequence<String>) -> String {
      var counts: [String: Int] = [:]
      for id in ids { counts[units[id]?.name ?? marks.unitNames[id] ?? id, default: 0] += 1 }
      guard !counts.isEmpty else { return "—" }
      return counts.sorted { $0.key < $1.key }.map { DOTWriter.escaped($0.key) + ($0.value > 1 ? " ×\($0.value)" : "") }
        .joined(separator: ", ")
    }
    let summary = marks.summary(in: graph)
    var parts = [
      "<FONT COLOR=\"\(P.ran)\"><B>ran:</B>&#160;\(names(summary.ran))</FONT>",
      "<FONT COLOR=\"\(P.skipped)\"><B>inputs equal:</B>&#160;\(names(summary.skipped))</FONT>",
      "<FONT COLOR=\"\(P.inserted)\"><B>inserted:</B>&#160;\(names(summary.inserted))</FONT>",
      "<FONT COLOR=\"\(P.removed)\"><B>removed:</B>&#160;\(names(summary.removed))</FONT>",
    ]
    if !summary.swiftUIsRan.isEmpty {
      parts.append("<FONT COLOR=\"\(P.muted)\"><B>SwiftUI's views ran:</B>&#160;\(names(summary.swiftUIsRan))</FONT>")
    }
    let unitNames = Dictionary(graph.units.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    let equal =
      marks.equalWrites.sorted().map { id -> String in
        // `u1.name` reads as `Parent.name`.
        guard let dot = id.firstIndex(of: "."), let owner = unitNames[String(id[..<dot])] else { return id }
        return owner + id[dot...]
      } + marks.otherEqualWrites
    if !equal.isEmpty {
      parts.append(
        "<FONT COLOR=\"\(P.equal)\"><B>equal writes:</B>&#160;\(LabelText.short(equal.joined(separator: ", "), 60))</FONT>"
      )
    }
    parts.append(
      "<FONT COLOR=\"\(P.muted)\">\(marks.passes) pass\(marks.passes == 1 ? "" : "es")\(marks.animated ? ", animated" : "")</FONT>"
    )
    return parts.joined(separator: "   ·   ")
  }

  /// Swatches for the node states this picture can show, and the edge kinds.
  private func legend() -> String {
    func swatch(_ text: String, fill: String, border: String, style: String = "ROUNDED") -> String {
      "<TD BGCOLOR=\"\(fill)\" COLOR=\"\(border)\" BORDER=\"1\" STYLE=\"\(style)\" CELLPADDING=\"3\"><FONT POINT-SIZE=\"9\">\(text)</FONT></TD>"
    }
    func line(_ text: String, _ color: String, _ stroke: String) -> String {
      "<TD CELLPADDING=\"3\"><FONT POINT-SIZE=\"9\" COLOR=\"\(color)\">\(stroke) \(text)</FONT></TD>"
    }
    var cells: [String] = []
    if marks != nil {
      cells += [
        swatch("changed", fill: P.changedFill, border: P.changed),
        swatch("body ran", fill: P.ranFill, border: P.ran),
        swatch("inputs equal: skipped", fill: P.skippedFill, border: P.skipped),
        swatch("inserted", fill: P.insertedFill, border: P.inserted),
        swatch("removed", fill: P.removedFill, border: P.removed),
        swatch("not invalidated", fill: P.viewFill, border: P.viewBorder),
        line("invalidates", P.changed, "◀━━"),
      ]
    } else {
      cells += [
        swatch("view", fill: P.viewFill, border: P.viewBorder),
        swatch("List/ForEach row", fill: P.rowFill, border: P.rowBorder),
        swatch("@State (in its view)", fill: P.stateFill, border: P.stateFill),
        swatch("@Observable", fill: P.observableHeader, border: P.observableBorder),
        swatch("ObservableObject", fill: P.observableObjectHeader, border: P.observableObjectBorder),
        swatch("environment", fill: P.environmentFill, border: P.environmentBorder),
      ]
    }
    cells += [line("reads (line)", marks == nil ? P.readEdge : P.faint, "╌╌▶"), line("binding", P.binding, "━━▶")]
    return "<TABLE BORDER=\"0\" CELLSPACING=\"4\" CELLPADDING=\"0\"><TR>" + cells.joined() + "</TR></TABLE>"
  }
}
