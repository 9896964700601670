import ViewGraph

/// Folds the rows of a list that took no part in a step into one node per run of consecutive
/// rows ("List row ×98 — not invalidated"), and the rows that ran only because their container was
/// rebuilt and built the same views (everything in them compared equal, rules 6 and 11) into one
/// node ("List row ×100 — rebuilt, same views"), so a step of a 100-row app fits a slide; what only
/// those rows read goes with them. The graph after launch keeps the first rows of a list and folds the
/// rest. `render --expand-rows` draws every row instead.
enum RowCollapsing {
  /// The kind of the node that stands for a run of folded rows that took no part.
  static let kind = "collapsed"
  /// The kind of the node that stands for a run of rows that ran because their container was
  /// rebuilt, and in which every view was compared and skipped.
  static let rebuiltKind = "collapsed rebuilt"
  /// Runs shorter than this stay as they are: folding two rows saves nothing.
  static let minimumRun = 3
  /// Rows of a list drawn before the fold in the graph after launch.
  static let shownAtLaunch = 2

  /// What a folded run's node id holds between its parent's id and its first row's (`u1 rows u4`):
  /// the explorer knows a folded run by it.
  static let nodeMarker = " rows "

  /// Whether `kind` is a folded node's: a run of rows, or (`WhatRanFolding`) the views that took no
  /// part in a step.
  static func isFolded(_ kind: String) -> Bool { kind.hasPrefix(Self.kind) }

  /// `graph` with every run of at least `minimumRun` quiet rows under one parent folded; without
  /// `marks` (the graph after launch), every list's rows after its first `shownAtLaunch`.
  static func collapse(_ graph: GraphSnapshot, marks: StepMarks?) -> GraphSnapshot {
    let tree = graph.unitTree
    let byID = tree.byID
    let subtree = tree.subtree
    let changedOwners = Set(
      graph.sources.filter { marks?.changed[$0.id] != nil || marks?.equalWrites.contains($0.id) == true }.map(\.owner))
    /// A row's fold: untouched with nothing below it marked, or run only because its container was
    /// rebuilt with everything below it compared equal; nil if it took part.
    func fold(_ id: String) -> String? {
      guard byID[id]?.kind == "row" else { return nil }
      guard let marks else { return kind }
      guard subtree(id).allSatisfy({ !changedOwners.contains($0) }) else { return nil }
      let below = subtree(id).dropFirst()
      if !marks.isMarked(id), below.allSatisfy({ !marks.isMarked($0) }) { return kind }
      let causes = marks.ran[id] ?? []
      let onlyRebuilt = !causes.isEmpty && causes.allSatisfy { if case .rebuilt = $0 { true } else { false } }
      return onlyRebuilt && below.allSatisfy({ !marks.isMarked($0) || marks.skipped.contains($0) }) ? rebuiltKind : nil
    }
    var folded: Set<String> = []
    var replacements: [String: [String]] = [:]  // parent → its new children
    var collapsedUnits: [String: GraphSnapshot.Unit] = [:]  // new node id → node
    for parent in graph.units {
      var children: [String] = []
      var run: [String] = []
      var runKind = kind
      func flush() {
        if marks == nil {
          // After launch nothing is marked: a short list is drawn whole, a long one begins with its first rows.
          let shown = run.count >= shownAtLaunch + minimumRun ? shownAtLaunch : run.count
          children += run.prefix(shown)
          run.removeFirst(shown)
        }
        if run.count >= minimumRun, let first = run.first, let last = run.last, let row = byID[first] {
          let id = "\(parent.id)\(nodeMarker)\(first)"
          let elements = [byID[first]?.element, byID[last]?.element].compactMap { $0 }
          collapsedUnits[id] = GraphSnapshot.Unit(
            id: id, name: "\(row.name) ×\(run.count)", kind: runKind, parent: parent.id, children: [],
            location: row.location,
            state: [], element: elements.count == 2 ? "\(elements[0]) … \(elements[1])" : nil)
          collapsedUnits[id]?.folded = run.flatMap(subtree)
          children.append(id)
          for row in run { folded.formUnion(subtree(row)) }
        } else {
          children += run
        }
        run = []
      }
      for child in parent.children {
        if let fold = fold(child) {
          if fold != runKind { flush() }
          runKind = fold
          run.append(child)
        } else {
          flush()
          children.append(child)
        }
      }
      flush()
      if children != parent.children { replacements[parent.id] = children }
    }
    guard !folded.isEmpty else { return graph }

    var result = graph
    result.units = []
    for unit in graph.units where !folded.contains(unit.id) {
      var unit = unit
      if let children = replacements[unit.id] {
        unit.children = children
        result.units.append(unit)
        result.units += children.compactMap { collapsedUnits[$0] }
      } else {
        result.units.append(unit)
      }
    }
    result.reads = graph.reads.filter { !folded.contains($0.unit) }
    result.bindings = graph.bindings.filter { !folded.contains($0.unit) }
    // What only the folded rows read, or owned, leaves with them; what anyone else touches stays.
    let readByFolded = Set(graph.reads.filter { folded.contains($0.unit) }.map(\.source))
    let stillUsed = Set(result.reads.map(\.source)).union(result.bindings.map(\.source))
    let dropped = Set(
      graph.sources.filter { source in
        if folded.contains(source.owner) { return true }
        return readByFolded.contains(source.id) && !stillUsed.contains(source.id) && marks?.changed[source.id] == nil
      }.map(\.id))
    result.sources = graph.sources.filter { !dropped.contains($0.id) }
    let kept = Set(result.sources.map(\.id))
    result.objects = graph.objects.compactMap { object in
      var object = object
      let hadAny = !object.properties.isEmpty || graph.sources.contains { $0.id == "\(object.id).objectWillChange" }
      object.properties = object.properties.filter(kept.contains)
      let hasAny = !object.properties.isEmpty || kept.contains("\(object.id).objectWillChange")
      return hadAny && !hasAny ? nil : object
    }
    return result
  }
}
