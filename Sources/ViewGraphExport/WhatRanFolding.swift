import ViewGraph

/// The explorer's second picture of a step, for a step whose views that ran cannot all be shown at a
/// readable size in the whole picture (issue 37): the views the step ran, inserted or removed, the
/// paths to them from the deepest view above them all, and the sources it changed. The views that
/// took no part are folded into one node per parent ("4 other views — did not run"), a path through
/// views that took no part into one small node, and a run of rows that all appeared, or all left,
/// into one node ("List row ×15 — inserted"). Every folded node lists the units it holds, so the
/// page can say which box holds a view that ran.
enum WhatRanFolding {
  /// The kind of the node that stands for a parent's children that took no part in the step.
  static let othersKind = "collapsed others"
  /// The kinds of the nodes that stand for a run of rows that all appeared, or all left.
  static let insertedKind = "collapsed inserted"
  static let removedKind = "collapsed removed"

  /// `graph` (a step's picture, its quiet rows already folded by `RowCollapsing`) narrowed to what
  /// the step ran and why; `graph` itself when nothing ran.
  static func fold(_ graph: GraphSnapshot, marks: StepMarks) -> GraphSnapshot {
    let tree = graph.unitTree
    let byID = tree.byID
    let subtree = tree.subtree
    /// The units a node stands for: itself, or what a fold holds.
    func held(_ id: String) -> [String] {
      subtree(id).flatMap { byID[$0]?.folded ?? [$0] }
    }
    let story = Set(
      graph.units.filter { unit in
        marks.ranOrInserted.contains(unit.id) || marks.removed.contains(unit.id)
          || unit.kind == RowCollapsing.rebuiltKind
      }.map(\.id))
    guard !story.isEmpty else { return graph }
    // The path from the root to each unit of the story, and the deepest unit on every path: the top
    // of the picture (the views above it took no part and only lengthen the drawing).
    var paths: [[String]] = []
    for id in story {
      var path = [id]
      var next = byID[id]?.parent
      while let parent = next, byID[parent] != nil, !path.contains(parent) {
        path.insert(parent, at: 0)
        next = byID[parent]?.parent
      }
      paths.append(path)
    }
    let shared = paths.dropFirst().reduce(paths.first ?? []) { common, path in
      Array(zip(common, path).prefix { $0 == $1 }.map(\.0))
    }
    let top = shared.last
    let kept = Set(paths.flatMap { path in path.drop { top != nil && $0 != top } })

    // A view on the way that took no part and leads to one kept view only is folded with the others
    // on its way into one small node: a long path is drawn as a short one.
    let keptChildren = Dictionary(
      graph.units.filter { kept.contains($0.id) }.map { ($0.id, $0.children.filter(kept.contains)) },
      uniquingKeysWith: { first, _ in first })
    let onTheWay = Set(kept.filter { !story.contains($0) && $0 != top && keptChildren[$0]?.count == 1 })

    var replacements: [String: [String]] = [:]
    var folds: [GraphSnapshot.Unit] = []
    /// One node for the views that took no part: `units` (each with what it holds) under `parent`.
    func othersFold(_ id: String, _ units: [String], parent: String, children: [String] = []) -> GraphSnapshot.Unit {
      let count = units.count
      var fold = GraphSnapshot.Unit(
        id: id, name: count == 1 ? "1 other view" : "\(count) other views", kind: othersKind, parent: parent,
        children: children,
        location: "", state: [])
      fold.folded = units
      return fold
    }
    for parent in graph.units
    where kept.contains(parent.id) && !onTheWay.contains(parent.id) && !parent.children.isEmpty {
      var children: [String] = []
      var others: [String] = []
      var run: [String] = []
      var runKind = insertedKind
      func flush() {
        if run.count >= RowCollapsing.minimumRun, let first = run.first, let last = run.last, let row = byID[first] {
          let elements = [byID[first]?.element, byID[last]?.element].compactMap { $0 }
          var fold = GraphSnapshot.Unit(
            id: "\(parent.id)\(RowCollapsing.nodeMarker)\(first)", name: "\(row.name) ×\(run.count)", kind: runKind,
            parent: parent.id,
            children: [], location: row.location, state: [],
            element: elements.count == 2 ? "\(elements[0]) … \(elements[1])" : nil)
          fold.folded = run.flatMap(held)
          folds.append(fold)
          children.append(fold.id)
        } else {
          children += run
        }
        run = []
      }
      for child in parent.children {
        guard kept.contains(child) else {
          others.append(child)
          continue
        }
        // A row whose every unit appeared (or left) in this step joins a run of such rows.
        let units = subtree(child)
        let kind =
          byID[child]?.kind != "row"
          ? nil
          : units.allSatisfy(marks.inserted.contains)
            ? insertedKind
            : units.allSatisfy(marks.removed.contains) ? removedKind : nil
        if let kind {
          if kind != runKind { flush() }
          runKind = kind
          run.append(child)
        } else if onTheWay.contains(child) {
          flush()
          // The views on the way, and what else is under them, as one node above the next kept view.
          var way = [child]
          var next = keptChildren[child]?.first
          while let unit = next, onTheWay.contains(unit) {
            way.append(unit)
            next = keptChildren[unit]?.first
          }
          guard let end = next else { continue }
          let left =
            way + way.flatMap { unit in (byID[unit]?.children ?? []).filter { !kept.contains($0) }.flatMap(held) }
          let fold = othersFold("\(child) way", left, parent: parent.id, children: [end])
          folds.append(fold)
          children.append(fold.id)
        } else {
          flush()
          children.append(child)
        }
      }
      flush()
      if !others.isEmpty {
        let fold = othersFold("\(parent.id) others", others.flatMap(held), parent: parent.id)
        folds.append(fold)
        children.append(fold.id)
      }
      if children != parent.children { replacements[parent.id] = children }
    }

    var result = graph
    result.root = top
    let drawn = Set(graph.units.filter { kept.contains($0.id) }.map(\.id)).subtracting(
      folds.flatMap { $0.folded ?? [] })
    // The sources the step changed, or wrote with an equal value: the causes.
    let causes = Set(marks.changed.keys).union(marks.equalWrites)
    result.units = []
    for unit in graph.units where drawn.contains(unit.id) {
      var unit = unit
      unit.state = unit.state.filter(causes.contains)
      if let children = replacements[unit.id] { unit.children = children }
      result.units.append(unit)
      result.units += folds.filter { $0.parent == unit.id }
    }
    let sources = Set(
      graph.sources.filter { source in
        causes.contains(source.id) && (byID[source.owner] == nil || drawn.contains(source.owner))
      }.map(\.id))
    result.sources = graph.sources.filter { sources.contains($0.id) }
    result.reads = graph.reads.filter { drawn.contains($0.unit) && sources.contains($0.source) }
    result.bindings = graph.bindings.filter { drawn.contains($0.unit) && sources.contains($0.source) }
    result.objects = graph.objects.compactMap { object in
      var object = object
      object.properties = object.properties.filter(sources.contains)
      return object.properties.isEmpty && !sources.contains("\(object.id).objectWillChange") ? nil : object
    }
    return result
  }
}
