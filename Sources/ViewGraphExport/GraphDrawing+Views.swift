import ViewGraph

/// The view tree: one box per unit (its `@State` inside it), tree edges from parent to child, and
/// the controls that hold bindings.
extension GraphDrawing {
  /// How a unit looks in this step: ran, inserted, removed, skipped, or untouched.
  enum UnitState {
    case untouched, ran, inserted, removed, skipped
  }

  func state(of unit: String) -> UnitState {
    guard let marks else { return .untouched }
    if marks.removed.contains(unit) { return .removed }
    if marks.inserted.contains(unit) { return .inserted }
    if marks.ran[unit] != nil { return .ran }
    if marks.skipped.contains(unit) { return .skipped }
    return .untouched
  }

  func drawUnits(_ dot: inout DOTWriter) {
    for unit in graph.units {
      let isRow = unit.kind == "row"
      var attributes: Attributes = [
        ("id", .text(unit.id)), ("label", .html(label(of: unit))), ("tooltip", .text(tooltip(of: unit))),
      ]
      if RowCollapsing.isFolded(unit.kind) {
        let (fill, border) = foldedColors(unit)
        attributes += [
          ("fillcolor", .text(fill)), ("color", .text(border)), ("style", .text("rounded,filled,dashed")),
          ("margin", .text("0.06,0.02")),
          ("height", .raw("0.25")),
        ]
        // The units it holds, as SVG classes: the explorer finds the box that holds a view that ran.
        if let held = unit.folded, !held.isEmpty { attributes.append(("class", .text(held.joined(separator: " ")))) }
        dot.node(unit.id, attributes)
        continue
      }
      if isRow {
        attributes += [
          ("fillcolor", .text(P.rowFill)), ("color", .text(P.rowBorder)), ("margin", .text("0.06,0.02")),
          ("height", .raw("0.25")),
        ]
      } else if unit.kind == "app" || unit.kind == "preview" {
        attributes += [("penwidth", .raw("1.6"))]
      }
      if unit.framework == true {
        // SwiftUI's own view: muted, whatever it did; it is not one of the program's units.
        attributes += [
          ("color", .text(P.rowBorder)), ("fontcolor", .text(P.muted)), ("style", .text("rounded,dotted")),
        ]
        dot.node(unit.id, attributes)
        continue
      }
      switch state(of: unit.id) {
      case .untouched: break
      case .ran: attributes += [("fillcolor", .text(P.ranFill)), ("color", .text(P.ran)), ("penwidth", .raw("2.2"))]
      case .inserted:
        attributes += [("fillcolor", .text(P.insertedFill)), ("color", .text(P.inserted)), ("penwidth", .raw("2.2"))]
      case .removed:
        attributes += [
          ("fillcolor", .text(P.removedFill)), ("color", .text(P.removed)), ("style", .text("rounded,filled,dashed")),
          ("fontcolor", .text(P.removed)),
        ]
      case .skipped:
        attributes += [
          ("fillcolor", .text(P.skippedFill)), ("color", .text(P.skipped)), ("style", .text("rounded,filled,dashed")),
          ("penwidth", .raw("1.6")),
        ]
      }
      dot.node(unit.id, attributes)
    }
  }

  private func tooltip(of unit: GraphSnapshot.Unit) -> String {
    if RowCollapsing.isFolded(unit.kind) {
      return "\(unit.name)" + (unit.element.map { " (\($0))" } ?? "")
        + ": \(foldedStatus(unit)); --expand-rows draws them"
    }
    return unit.name + (unit.location.isEmpty ? "" : ", built at \(unit.location)")
  }

  /// What a folded run of rows says about itself.
  private func foldedStatus(_ unit: GraphSnapshot.Unit) -> String {
    switch unit.kind {
    case RowCollapsing.rebuiltKind: "body ran: rebuilt; the views in them: inputs equal"
    case WhatRanFolding.insertedKind: "inserted"
    case WhatRanFolding.removedKind: "removed"
    case WhatRanFolding.othersKind: "did not run"
    default: marks == nil ? "more rows (--expand-rows)" : "not invalidated"
    }
  }

  /// A folded node's fill and border: those of what its units did.
  private func foldedColors(_ unit: GraphSnapshot.Unit) -> (fill: String, border: String) {
    switch unit.kind {
    case RowCollapsing.rebuiltKind: (P.ranFill, P.ran)
    case WhatRanFolding.insertedKind: (P.insertedFill, P.inserted)
    case WhatRanFolding.removedKind: (P.removedFill, P.removed)
    default: (P.rowFill, P.rowBorder)
    }
  }

  /// The unit's name, its element (rows), its `@State` rows (ports for edges) and its status.
  func label(of unit: GraphSnapshot.Unit) -> String {
    var rows: [String] = []
    if RowCollapsing.isFolded(unit.kind) {
      rows.append("<TR><TD><FONT POINT-SIZE=\"\(size(9))\">\(DOTWriter.escaped(unit.name))</FONT></TD></TR>")
      if let element = unit.element {
        rows.append(
          "<TR><TD><FONT POINT-SIZE=\"\(size(8))\" COLOR=\"\(P.muted)\">\(DOTWriter.escaped(element))</FONT></TD></TR>")
      }
      let color =
        unit.kind == RowCollapsing.kind || unit.kind == WhatRanFolding.othersKind ? P.muted : foldedColors(unit).border
      let status =
        narrowLabels && !downward
        ? foldedStatus(unit).replacingOccurrences(of: "; ", with: ";<BR/>") : foldedStatus(unit)
      rows.append("<TR><TD><FONT POINT-SIZE=\"\(size(9))\" COLOR=\"\(color)\">\(status)</FONT></TD></TR>")
      return "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"1\" CELLPADDING=\"1\">" + rows.joined() + "</TABLE>"
    }
    if unit.kind == "row" {
      rows.append("<TR><TD><FONT POINT-SIZE=\"\(size(9))\">\(DOTWriter.escaped(unit.name))</FONT></TD></TR>")
      if let element = unit.element {
        rows.append(
          "<TR><TD><FONT POINT-SIZE=\"\(size(8))\" COLOR=\"\(P.muted)\">\(LabelText.value(element, 28))</FONT></TD></TR>"
        )
      }
    } else {
      let tag =
        unit.framework == true ? "SwiftUI" : unit.kind == "app" ? "App" : unit.kind == "preview" ? "#Preview" : nil
      let kind = tag.map { "&#160;<FONT POINT-SIZE=\"\(size(9))\" COLOR=\"\(P.muted)\">\($0)</FONT>" } ?? ""
      let name = unit.framework == true ? DOTWriter.escaped(unit.name) : "<B>\(DOTWriter.escaped(unit.name))</B>"
      rows.append("<TR><TD>\(name)\(kind)</TD></TR>")
    }
    for id in unit.state {
      guard let source = sources[id] else { continue }
      rows.append(stateRow(source))
    }
    if let status = status(of: unit) {
      rows.append("<TR><TD><FONT POINT-SIZE=\"\(size(9))\" COLOR=\"\(status.color)\">\(status.text)</FONT></TD></TR>")
    }
    return "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"1\" CELLPADDING=\"1\">" + rows.joined() + "</TABLE>"
  }

  /// `@State books = [Book#1, …]  read :29`, red when the step changed it.
  private func stateRow(_ source: GraphSnapshot.Source) -> String {
    let port = Self.port("s", source.name)
    var fill = P.stateFill
    var ink = P.stateText
    var value = "= " + LabelText.value(source.value, 30)
    if let change = marks?.changed[source.id] {
      fill = P.changedFill
      ink = P.changed
      if let before = change.before, before != source.value {
        value = "= " + LabelText.change(from: before, to: source.value)
      }
    } else if marks?.equalWrites.contains(source.id) == true {
      fill = P.equalFill
      ink = P.equal
      value += " (equal write)"
    }
    let reads =
      ownReads[source.id].map { lines in
        "  <FONT COLOR=\"\(P.muted)\">read " + lines.sorted().map(Self.line).joined(separator: " ") + "</FONT>"
      } ?? ""
    let border = marks?.changed[source.id] != nil ? " BORDER=\"1\" COLOR=\"\(P.changed)\"" : ""
    return
      "<TR><TD PORT=\"\(port)\"\(link(source)) BGCOLOR=\"\(fill)\"\(border) ALIGN=\"LEFT\" CELLPADDING=\"3\"><FONT POINT-SIZE=\"\(size(9))\" COLOR=\"\(ink)\">@\(source.wrapper ?? "State") <B>\(DOTWriter.escaped(source.name))</B>&#160;\(value)</FONT>\(reads.isEmpty ? "" : "<FONT POINT-SIZE=\"\(size(8))\">\(reads)</FONT>")</TD></TR>"
  }

  /// The one-line story of a unit in this step, if it has one.
  private func status(of unit: GraphSnapshot.Unit) -> (text: String, color: String)? {
    switch state(of: unit.id) {
    case .untouched:
      // The question a reader asks of a parent whose child ran: why did it not run too?
      guard let marks, isAncestorOfMarked(unit.id, marks) else { return nil }
      return (unit.kind == "row" ? "not invalidated" : "not invalidated: reads nothing that changed", P.muted)
    case .inserted: return ("inserted", P.inserted)
    case .removed: return ("removed", P.removed)
    case .skipped:
      if let by = marks?.comparedWithEquals[unit.id] {
        return ("\(DOTWriter.escaped(by)) says equal: body skipped", P.skipped)
      }
      return ("inputs equal: body skipped", P.skipped)
    case .ran:
      let causes = marks?.ran[unit.id] ?? []
      var reasons: [String] = []
      for cause in causes {
        let reason: String
        switch cause {
        case .dependency(let source, let sourceID, let readAt, _, _):
          let name = sources[sourceID].map { $0.kind == "state" ? "@State " + $0.name : sourceID } ?? source
          reason = "\(name) changed (read :\(readAt.line))"
        case .input(let name): reason = "input '\(name)' changed"
        case .notEqual(let by): reason = "not equal by \(by)"
        case .environment(let key, let setBy, _):
          reason = "environment \(key) changed" + (setBy.map { " (set by \($0))" } ?? "")
        case .objectWillChange(let object, _, _, _): reason = "\(object) sent objectWillChange"
        case .rebuilt(let container): reason = "its \(container) was rebuilt"
        case .preference(let key): reason = "preference \(key) changed"
        }
        if !reasons.contains(reason) { reasons.append(reason) }
      }
      let shown = reasons.prefix(2).map { DOTWriter.escaped($0) }.joined(separator: "<BR/>")
      let more = reasons.count > 2 ? "<BR/>+\(reasons.count - 2) more" : ""
      // Narrow, to the right, the causes start a line of their own (downward, a line is height).
      let opening =
        narrowLabels && !downward && !shown.isEmpty
        ? "<B>body ran</B>:<BR/>" : "<B>body ran</B>" + (shown.isEmpty ? "" : ": ")
      return (opening + shown + more, P.ran)
    }
  }

  private func isAncestorOfMarked(_ unit: String, _ marks: StepMarks) -> Bool {
    var pending = units[unit]?.children ?? []
    while let next = pending.popLast() {
      if marks.isMarked(next) { return true }
      pending += units[next]?.children ?? []
    }
    return false
  }

  /// Parent → child, as a plain line; the edge that carried a changed input is drawn as a cause.
  func drawTreeEdges(_ dot: inout DOTWriter) {
    for unit in graph.units {
      for child in unit.children where units[child] != nil {
        var attributes: Attributes = [("arrowhead", .raw("none")), ("color", .text(P.treeEdge)), ("weight", .raw("4"))]
        let inputs = (marks?.ran[child] ?? []).compactMap { cause -> String? in
          if case .input(let name) = cause { return name }
          return nil
        }
        switch state(of: child) {
        case _ where !inputs.isEmpty:
          let names = inputs.map { "'\($0)'" }.joined(separator: ", ")
          attributes = [
            ("color", .text(P.ran)), ("penwidth", .raw("2.2")), ("arrowsize", .raw("0.8")), ("weight", .raw("4")),
            ("fontcolor", .text(P.ran)), ("label", .html("<B>input \(DOTWriter.escaped(names)) changed</B>")),
          ]
        case .inserted: attributes += [("color", .text(P.inserted)), ("penwidth", .raw("1.6"))]
        case .removed: attributes += [("color", .text(P.removed)), ("style", .raw("dashed"))]
        default: break
        }
        dot.edge(.init(unit.id), .init(child), attributes)
      }
    }
  }

  /// Siblings in builder order, top to bottom: Graphviz orders the nodes of a rank to reduce
  /// crossings and would otherwise shuffle rows (Book#3, #2, #4, #1). Invisible flat edges between
  /// consecutive siblings, in a same-rank subgraph inside the views cluster, pin the order in the
  /// DOT itself; with `rankdir=LR` and clusters a flat edge's tail is drawn below its head, so each
  /// edge runs from the lower sibling to the upper one. `remincross=false` keeps the last pass
  /// from undoing it (checked by RenderGraphvizTests on a rendered SVG).
  func drawSiblingOrder(_ dot: inout DOTWriter) {
    for unit in graph.units {
      let children = unit.children.filter { units[$0] != nil }
      guard children.count > 1 else { continue }
      dot.subgraph("order \(unit.id)") { order in
        order.set("rank", .raw("same"))
        for (above, below) in zip(children, children.dropFirst()) {
          order.edge(.init(below), .init(above), [("style", .raw("invis"))])
        }
      }
    }
  }

  /// Invisible edges from every leaf of the view tree to the data column's anchor.
  func drawAnchorEdges(_ dot: inout DOTWriter) {
    guard hasDataAnchor else { return }
    let leaves =
      graph.units.filter { $0.children.allSatisfy { units[$0] == nil } }.map(\.id)
      + graph.bindings.enumerated().filter { units[$0.element.unit] != nil }.map {
        Self.controlID($0.offset, $0.element)
      }
    for leaf in leaves {
      dot.edge(.init(leaf), .init(Self.dataAnchor), [("style", .raw("invis")), ("weight", .raw("0"))])
    }
  }

  /// Each control holding a binding, as a small box beside the unit that built it.
  func drawControls(_ dot: inout DOTWriter) {
    for (index, binding) in graph.bindings.enumerated() where units[binding.unit] != nil {
      dot.node(
        Self.controlID(index, binding),
        [
          ("label", .text(binding.control)), ("fontsize", .raw("\(size(9))")), ("fillcolor", .text(P.controlFill)),
          ("color", .text(P.binding)), ("height", .raw("0.25")), ("margin", .text("0.06,0.02")),
          ("tooltip", .text("\(binding.control) at \(binding.location)")),
        ])
      dot.edge(
        .init(binding.unit), .init(Self.controlID(index, binding)),
        [("arrowhead", .raw("none")), ("color", .text(P.treeEdge)), ("style", .raw("dotted"))])
    }
  }

  static func controlID(_ index: Int, _ binding: GraphSnapshot.BindingEdge) -> String {
    "\(binding.unit) control \(index)"
  }
}
