import ViewGraph

/// The data region: objects as boxes of their properties, environment entries as notes, and any
/// other source as a small node — all in one column to the right of the views.
extension GraphDrawing {
  func drawData(_ dot: inout DOTWriter) {
    var column: [String] = []
    for object in graph.objects {
      dot.node(
        object.id,
        [
          ("shape", .raw("plain")), ("id", .text(object.id)), ("label", .html(label(of: object))),
          ("tooltip", .text("\(object.id): \(object.type)")),
        ])
      column.append(object.id)
    }
    // Each environment key a cluster of the places views read it: an entry is seen at a
    // position, so a change can reach one reader and not another (SPEC rule 8).
    var keys: [String] = []
    for source in graph.sources where source.kind == "environment" && !keys.contains(source.name) {
      keys.append(source.name)
    }
    for (index, key) in keys.enumerated() {
      let places = graph.sources.filter { $0.kind == "environment" && $0.name == key }
      dot.subgraph("cluster_environment_\(index)") { cluster in
        cluster.set(
          "label",
          .html(
            "<FONT POINT-SIZE=\"\(size(9))\" COLOR=\"\(P.environmentBorder)\">environment</FONT> <B>\(DOTWriter.escaped(key))</B>"
          ))
        cluster.set("style", .text("filled"))
        cluster.set("fillcolor", .text(P.environmentFill))
        cluster.set("color", .text(P.environmentBorder))
        cluster.set("fontsize", .raw("\(size(11))"))
        cluster.set("margin", .raw("6"))
        for place in places {
          let changed =
            marks?.changed[place.id] != nil
            || marks?.ran[place.owner]?.contains(where: { if case .environment(key, _, _) = $0 { true } else { false } }
            ) == true
          let reader = units[place.owner]?.name ?? place.owner
          cluster.node(
            "env " + place.id,
            [
              ("shape", .raw("box")), ("style", .text("filled")), ("fontsize", .raw("\(size(9))")),
              ("height", .raw("0.25")),
              ("fillcolor", .text(changed ? P.changedFill : "white")),
              ("color", .text(changed ? P.changed : P.environmentBorder)),
              ("fontcolor", .text(changed ? P.changed : P.ink)), ("penwidth", .raw(changed ? "2" : "1")),
              (
                "label",
                .html(
                  "seen by \(DOTWriter.escaped(reader))"
                    + (place.value.isEmpty ? "" : " = \(LabelText.value(place.value, 28))")
                    + (changed ? "&#160;<B>changed</B>" : ""))
              ),
            ])
          column.append("env " + place.id)
        }
      }
    }
    for source in graph.sources where endpoints[source.id]?.node == "source " + source.id {
      let changed = marks?.changed[source.id] != nil
      dot.node(
        "source " + source.id,
        [
          ("shape", .raw("ellipse")), ("fillcolor", .text(changed ? P.changedFill : P.stateFill)),
          ("color", .text(changed ? P.changed : P.observableBorder)), ("fontsize", .raw("\(size(10))")),
          ("label", .text(source.name + (source.value.isEmpty ? "" : " = " + source.value))),
        ])
      column.append("source " + source.id)
    }
    // Where a binding writes a location the graph holds no source for, that location alone.
    for target in unboundTargets {
      dot.node(
        "source " + target,
        [
          ("shape", .raw("box")), ("fillcolor", .text("white")), ("color", .text(P.observableBorder)),
          ("style", .text("filled")),
          ("fontsize", .raw("\(size(10))")), ("label", .text(target)),
          ("tooltip", .text("\(target), written through a binding")),
        ])
      column.append("source " + target)
    }
    // Data in one column, right of the deepest view (an invisible anchor follows every leaf of
    // the tree): the view tree and the data never interleave.
    if hasDataAnchor {
      dot.node(
        Self.dataAnchor,
        [("style", .raw("invis")), ("shape", .raw("point")), ("width", .raw("0")), ("label", .text(""))])
      dot.line(
        "{ rank=same; " + ([Self.dataAnchor] + column).map { DOTWriter.quoted($0) + ";" }.joined(separator: " ") + " }")
    }
  }

  static let dataAnchor = "data anchor"

  /// Whether the data column is pinned right of the views (small pictures with any data).
  var hasDataAnchor: Bool {
    guard !isLarge else { return false }
    let drawsSourceNode = graph.sources.contains { source in
      guard let node = endpoints[source.id]?.node else { return false }
      return node.hasPrefix("env ") || node == "source " + source.id
    }
    return !graph.objects.isEmpty || drawsSourceNode || !unboundTargets.isEmpty
  }

  /// Binding targets with no source in the graph (nobody reads them), in order of first use.
  var unboundTargets: [String] {
    var seen: [String] = []
    for binding in graph.bindings
    where units[binding.unit] != nil && sources[binding.source] == nil && !seen.contains(binding.source) {
      seen.append(binding.source)
    }
    return seen
  }

  /// An object: its name and kind over one row per property (`title = "Dune"`), each a port;
  /// an `ObservableObject` adds an `objectWillChange` row, the one source its views depend on.
  func label(of object: GraphSnapshot.Object) -> String {
    let isObservableObject = object.kind == "observableObject"
    let border =
      isObservableObject ? P.observableObjectBorder : object.kind == "observable" ? P.observableBorder : P.viewBorder
    let header =
      isObservableObject ? P.observableObjectHeader : object.kind == "observable" ? P.observableHeader : P.rowFill
    // State SwiftUI keeps (the edit mode, a `@Query`'s models) is SwiftUI's, however the prelude holds it.
    let kind =
      object.framework == true
      ? "SwiftUI" : isObservableObject ? "ObservableObject" : object.kind == "observable" ? "@Observable" : "class"
    let willChange = "\(object.id).objectWillChange"
    let objectChanged = marks?.changed[willChange] != nil
    let departed = marks?.departedObjects.contains(object.id) == true
    let tag =
      departed
      ? "  <FONT POINT-SIZE=\"\(size(9))\" COLOR=\"\(P.removed)\"><B>no longer in the graph</B></FONT>"
      : marks?.newObjects.contains(object.id) == true
        ? "  <FONT POINT-SIZE=\"\(size(9))\" COLOR=\"\(P.inserted)\"><B>new</B></FONT>" : ""
    var rows = [
      "<TR><TD ALIGN=\"LEFT\" BGCOLOR=\"\(objectChanged ? P.changedFill : departed ? P.removedFill : header)\" CELLPADDING=\"4\"><B>\(DOTWriter.escaped(object.id))</B>&#160;&#160;<FONT POINT-SIZE=\"\(size(9))\" COLOR=\"\(border)\">\(kind)</FONT>\(tag)</TD></TR>"
    ]
    let read = Set(graph.reads.map(\.source)).union(graph.bindings.map(\.source))
    for id in object.properties {
      guard let source = sources[id] else { continue }
      rows.append(propertyRow(source, isRead: read.contains(id), wrapper: isObservableObject ? "@Published " : ""))
    }
    if isObservableObject {
      let ink = objectChanged ? P.changed : P.observableObjectBorder
      rows.append(
        "<TR><TD PORT=\"objectWillChange\" ALIGN=\"LEFT\" BGCOLOR=\"\(objectChanged ? P.changedFill : "white")\" CELLPADDING=\"3\"><FONT POINT-SIZE=\"\(size(9))\" COLOR=\"\(ink)\"><I>objectWillChange</I>\(objectChanged ? " <B>sent</B>" : "")</FONT></TD></TR>"
      )
    }
    // Square corners: data is drawn square, views rounded.
    let width = objectChanged ? "2" : "1"
    let color = objectChanged ? P.changed : departed ? P.removed : border
    return "<TABLE BORDER=\"\(width)\" COLOR=\"\(color)\" CELLBORDER=\"0\" CELLSPACING=\"0\" BGCOLOR=\"white\">"
      + rows.joined() + "</TABLE>"
  }

  /// `title = Sample Book Title`; red with `before → after` when changed; grey when nobody reads it.
  private func propertyRow(_ source: GraphSnapshot.Source, isRead: Bool, wrapper: String) -> String {
    let port = Self.port("p", source.name)
    var fill = "white"
    var ink = isRead ? P.ink : P.muted
    var value = LabelText.value(source.value, 30)
    var note = ""
    if let change = marks?.changed[source.id] {
      fill = P.changedFill
      ink = P.changed
      if let before = change.before, before != source.value {
        value = LabelText.change(from: before, to: source.value)
      }
      note = "&#160;<B>changed</B>"
    } else if marks?.equalWrites.contains(source.id) == true {
      fill = P.equalFill
      ink = P.equal
      note = " (written, equal: no update)"
    }
    let name =
      isRead || marks?.changed[source.id] != nil
      ? "<B>\(DOTWriter.escaped(source.name))</B>" : DOTWriter.escaped(source.name)
    return
      "<TR><TD PORT=\"\(port)\"\(link(source)) ALIGN=\"LEFT\" BGCOLOR=\"\(fill)\" CELLPADDING=\"3\"><FONT POINT-SIZE=\"\(size(10))\" COLOR=\"\(ink)\">\(wrapper)\(name)&#160;= \(value)\(note)</FONT></TD></TR>"
  }
}
