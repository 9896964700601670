import ViewGraph

/// Writes Graphviz DOT: the dependency graph after launch, or one invalidation picture per step of
/// a scenario. Deterministic: the same export gives byte-identical text.
public struct DOTFormatter: GraphFormatter {
  /// A DOT formatter.
  public init() {}

  /// One `digraph` per picture: the graph, or each step of the trace.
  public func documents(for export: GraphExport) -> [String] {
    let files = export.sources.programFiles.map(\.path)
    // How many units the focus hid from the picture being drawn, and how many it kept (folded or not).
    var hidden = 0
    var kept = 0
    func drawing(_ graph: GraphSnapshot, _ marks: StepMarks?) -> String {
      var drawing = GraphDrawing(graph: graph, marks: marks, files: files)
      drawing.unitsBeforeFolding = kept
      drawing.linksSources = export.linksSources
      drawing.titled = export.titled
      drawing.smallestFont = export.smallestFont
      drawing.downward = export.downward
      drawing.narrowLabels = export.onlyWhatRan
      if let focus = export.focus { drawing.focusHides = (focus.name, hidden) }
      return drawing.dot()
    }
    let narrow = { (graph: GraphSnapshot) -> GraphSnapshot in
      let narrowed = (export.focus.map { $0.narrow(graph) } ?? graph).canonical()
      hidden = graph.units.count - narrowed.units.count
      kept = narrowed.units.count
      return narrowed
    }
    switch export.subject {
    case .graph(let graph):
      let drawn = export.expandRows ? narrow(graph) : RowCollapsing.collapse(narrow(graph), marks: nil)
      return [drawing(drawn, nil)]
    case .trace(let trace):
      // A change that did nothing still gets a picture: the graph, and a step saying so.
      guard !trace.steps.isEmpty else {
        let nothing = ScenarioTrace.Step(
          statements: [trace.name], location: "", update: UpdateSet(), graph: trace.launch)
        let marks = StepMarks(
          step: nothing, number: 1, count: 1, scenario: nil, before: trace.launch, sources: export.sources)
        return [drawing(narrow(trace.launch), marks)]
      }
      var before = trace.launch
      var documents: [String] = []
      for (index, step) in trace.steps.enumerated() {
        let isChange = trace.steps.count == 1 && step.statements == [trace.name]
        var marks = StepMarks(
          step: step, number: index + 1, count: trace.steps.count, scenario: isChange ? nil : trace.name,
          before: before,
          sources: export.sources)
        let picture = Self.picture(after: step.graph, before: before, removed: marks.removed)
        marks.departedObjects = Set(picture.objects.map(\.id)).subtracting(step.graph.objects.map(\.id))
        let narrowed = narrow(picture)
        var drawn = export.expandRows ? narrowed : RowCollapsing.collapse(narrowed, marks: marks)
        if export.onlyWhatRan { drawn = WhatRanFolding.fold(drawn, marks: marks) }
        documents.append(drawing(drawn, marks))
        before = step.graph
      }
      return documents
    }
  }

  /// The graph after a step, with the units it removed put back (from the graph before) so the
  /// picture can show them leaving, along with what they read.
  static func picture(after: GraphSnapshot, before: GraphSnapshot, removed: Set<String>) -> GraphSnapshot {
    guard !removed.isEmpty else { return after }
    var picture = after
    let present = Set(after.units.map(\.id))
    let gone = before.units.filter { removed.contains($0.id) && !present.contains($0.id) }
    let goneIDs = Set(gone.map(\.id))
    // Put each removed subtree back under its parent, at its old place among the siblings.
    for unit in gone {
      if let parent = unit.parent, let index = picture.units.firstIndex(where: { $0.id == parent }),
        let oldSiblings = before.units.first(where: { $0.id == parent })?.children
      {
        var children = picture.units[index].children
        let position =
          oldSiblings.firstIndex(of: unit.id).map { old in
            children.firstIndex { child in (oldSiblings.firstIndex(of: child) ?? .max) > old } ?? children.count
          } ?? children.count
        children.insert(unit.id, at: position)
        picture.units[index].children = children
      }
    }
    // Insert removed units after their parent (or at the end), keeping the tree order readable.
    for unit in gone {
      let index =
        unit.parent.flatMap { parent in picture.units.lastIndex { $0.id == parent || $0.parent == parent } } ?? picture
        .units.count - 1
      picture.units.insert(unit, at: min(index + 1, picture.units.count))
    }
    let oldReads = before.reads.filter { goneIDs.contains($0.unit) }
    picture.reads += oldReads
    let ownedState = Set(gone.flatMap(\.state))
    let known = Set(picture.sources.map(\.id))
    let needed = Set(oldReads.map(\.source)).union(ownedState).subtracting(known)
    picture.sources += before.sources.filter { needed.contains($0.id) }
    picture.sources.sort { $0.id < $1.id }
    // Objects only the removed units read come back whole, to show what is no longer watched.
    let knownObjects = Set(picture.objects.map(\.id))
    let departed = before.objects.filter {
      !knownObjects.contains($0.id) && $0.properties.contains(where: needed.contains)
    }
    picture.objects += departed
    let departedSources = Set(departed.flatMap(\.properties)).subtracting(needed).subtracting(known)
    picture.sources += before.sources.filter { departedSources.contains($0.id) }
    picture.sources.sort { $0.id < $1.id }
    return picture
  }
}
