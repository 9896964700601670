import ViewGraph

/// The edges between the regions: every read (unit → source, labelled with its line), every
/// binding (control → the location it writes), and, in a step, each cause drawn from the source
/// that changed to the unit that ran.
extension GraphDrawing {
  func drawReads(_ dot: inout DOTWriter) {
    var drawnCauses: Set<String> = []
    for read in graph.reads {
      guard units[read.unit] != nil, let target = endpoints[read.source] else { continue }
      // A unit's read of its own @State is written in the state's row, not drawn as a loop.
      if sources[read.source]?.kind == "state", sources[read.source]?.owner == read.unit { continue }
      let isCause = causes(of: read.unit).contains(read.source)
      var attributes: Attributes
      if isCause {
        drawnCauses.insert(read.unit + " " + read.source)
        attributes = causeAttributes(line: read.line, location: read.location)
      } else {
        // In a step, reads that are not part of the story step back; an inserted unit's are new.
        // Another view's @State can only be reached through a @Binding (SPEC rule 5): drawn as one.
        let unitState = state(of: read.unit)
        let throughBinding = sources[read.source]?.kind == "state"
        let color =
          marks == nil ? (throughBinding ? P.binding : P.readEdge) : unitState == .inserted ? P.inserted : P.faint
        attributes = [("style", .raw(unitState == .removed ? "dotted" : "dashed")), ("color", .text(color))]
        if !isLarge {
          attributes.append(
            ("label", .text((throughBinding ? "@Binding, reads " : "reads ") + place(read.location, line: read.line))))
        }
        if marks != nil || throughBinding { attributes.append(("fontcolor", .text(color))) }
      }
      if sources[read.source]?.kind == "state" { attributes.append(("constraint", .raw("false"))) }
      attributes.append(
        (
          "tooltip",
          .text(
            "\(units[read.unit]?.name ?? read.unit) reads \(graph.displayName(ofSource: read.source)) at \(read.location)"
          )
        ))
      dot.edge(.init(read.unit), target, attributes)
    }
    // Causes whose read is no longer in the graph (the body stopped reading it when it ran).
    for unit in graph.units.map(\.id) {
      for (source, line) in causeLines(of: unit) where !drawnCauses.contains(unit + " " + source) {
        guard let target = endpoints[source], sources[source]?.owner != unit else { continue }
        var attributes = causeAttributes(line: line)
        if sources[source]?.kind == "state" { attributes.append(("constraint", .raw("false"))) }
        dot.edge(.init(unit), target, attributes)
      }
    }
  }

  /// A cause, drawn from the changed source to the unit that ran (the arrow points at the unit).
  private func causeAttributes(line: Int?, location: String? = nil) -> Attributes {
    let read =
      line.map { number in "(read \(location.map { self.place($0, line: number) } ?? Self.line(number)))" } ?? ""
    let drawn: Attributes = [
      ("dir", .raw("back")), ("color", .text(P.changed)), ("penwidth", .raw("2.2")), ("arrowsize", .raw("0.8")),
      ("fontcolor", .text(P.changed)), ("style", .raw("solid")),
    ]
    // A narrow picture's views each say what made them run, so its red edges go unlabelled: a
    // label is a column of its own between the columns of views (the tooltip still says it).
    if narrowLabels { return drawn }
    return drawn + [
      // Underlined and tied to its edge: a bare mid-edge label can land beside another unit.
      // A space after bold text is a no-break space: browsers drop a plain one that starts the next SVG text.
      ("label", .html("<B>invalidates</B>" + (read.isEmpty ? "" : "&#160;" + DOTWriter.escaped(read)))),
      ("decorate", .raw("true")),
    ]
  }

  /// The sources whose change made `unit` run, by graph id.
  private func causes(of unit: String) -> Set<String> {
    Set(causeLines(of: unit).map(\.source))
  }

  /// Each source that made `unit` run, with the line where the unit read it.
  private func causeLines(of unit: String) -> [(source: String, line: Int?)] {
    var found: [(source: String, line: Int?)] = []
    for cause in marks?.ran[unit] ?? [] {
      switch cause {
      case .dependency(_, let sourceID, let readAt, _, _): found.append((sourceID, readAt.line))
      case .objectWillChange(_, let objectID, _, _): found.append(("\(objectID).objectWillChange", nil))
      case .environment(let key, _, _):
        for source in graph.sources where source.kind == "environment" && source.name == key && source.owner == unit {
          found.append((source.id, nil))
        }
      case .input, .notEqual, .rebuilt, .preference: break
      }
    }
    var seen: Set<String> = []
    return found.filter { seen.insert($0.source).inserted }
  }

  func drawBindings(_ dot: inout DOTWriter) {
    for (index, binding) in graph.bindings.enumerated() where units[binding.unit] != nil {
      let target = endpoints[binding.source] ?? .init("source " + binding.source)
      var attributes: Attributes = [
        ("color", .text(P.binding)), ("fontcolor", .text(P.binding)), ("penwidth", .raw("1.4")),
        ("arrowhead", .raw("normal")),
        (
          "tooltip", .text("\(binding.control) writes \(graph.displayName(ofSource: binding.source)) through a binding")
        ),
      ]
      if !isLarge { attributes.append(("label", .text("binds"))) }
      if sources[binding.source]?.kind == "state" { attributes.append(("constraint", .raw("false"))) }
      dot.edge(.init(Self.controlID(index, binding)), target, attributes)
    }
  }
}
