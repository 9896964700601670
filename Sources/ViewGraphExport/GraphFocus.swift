import ViewGraph

/// `--focus VIEW|SOURCE`: narrows a graph to what is connected to one view or one source, so a
/// large app can be drawn one neighbourhood at a time.
///
/// A name matches a view type (`BookView`), an instance (`ItemRow#3`, the third in tree order), a
/// unit id (`u12`), an object (`Book#2`), an object type (`Book`), a source id (`Book#2.title`,
/// `u3.isPlaying`) or a property by type (`Book.title`, `PlayerView.isPlaying`); failing all
/// those, every view and source whose name contains it (`Row`, `title`).
public struct GraphFocus: Sendable, Hashable {
  /// The name as the user wrote it.
  public var name: String

  /// A focus on whatever `name` picks out.
  public init(_ name: String) { self.name = name }

  /// The units and sources the name picks out in `graph`.
  func seeds(in graph: GraphSnapshot) -> (units: Set<String>, sources: Set<String>) {
    let exact = exactSeeds(in: graph)
    if !exact.units.isEmpty || !exact.sources.isEmpty { return exact }
    let lowered = name.lowercased()
    let units = Set(graph.units.filter { $0.name.lowercased().contains(lowered) }.map(\.id))
    let sources = Set(
      graph.sources.filter { $0.id.lowercased().contains(lowered) || $0.name.lowercased().contains(lowered) }.map(\.id))
    return (units, sources)
  }

  /// The units and sources the name names exactly, as a type, instance, id or source.
  private func exactSeeds(in graph: GraphSnapshot) -> (units: Set<String>, sources: Set<String>) {
    let unitNames = Dictionary(graph.units.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    let objectTypes = Dictionary(graph.objects.map { ($0.id, $0.type) }, uniquingKeysWith: { first, _ in first })
    var units = Set(graph.units.filter { $0.name == name || $0.id == name }.map(\.id))
    // `ItemRow#3`: the third ItemRow in tree order (an object id such as `Book#3` is a source owner).
    if let hash = name.lastIndex(of: "#"), let number = Int(name[name.index(after: hash)...]), number >= 1,
      !graph.objects.contains(where: { $0.id == name })
    {
      let instances = graph.units.filter { $0.name == name[..<hash] }
      if number <= instances.count { units.insert(instances[number - 1].id) }
    }
    let sources = Set(
      graph.sources.filter { source in
        if source.id == name || source.owner == name { return true }
        if source.kind == "environment", source.name == name { return true }  // `\.theme`, `Library.self`
        // `Book` and `Book.title` match every Book; `PlayerView.isPlaying` every PlayerView's state.
        let ownerType = objectTypes[source.owner] ?? unitNames[source.owner] ?? source.owner
        return ownerType == name || "\(ownerType).\(source.name)" == name
      }.map(\.id))
    return (units, sources)
  }

  /// Whether the name picks out anything in `graph`.
  public func matches(_ graph: GraphSnapshot) -> Bool {
    let (units, sources) = seeds(in: graph)
    return !units.isEmpty || !sources.isEmpty
  }

  /// The part of `graph` connected to the focus: a focused view with its ancestors, its subtree
  /// and the sources they read, bind or own; a focused source with its readers and their ancestors.
  public func narrow(_ graph: GraphSnapshot) -> GraphSnapshot {
    let (seedUnits, seedSources) = seeds(in: graph)
    let byID = Dictionary(graph.units.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var units = Set<String>()
    var sources = seedSources

    func addAncestors(of id: String) {
      var next = byID[id]?.parent
      while let parent = next, units.insert(parent).inserted { next = byID[parent]?.parent }
    }
    func addSubtree(_ id: String) {
      units.insert(id)
      for child in byID[id]?.children ?? [] { addSubtree(child) }
    }

    for id in seedUnits {
      addSubtree(id)
      addAncestors(of: id)
    }
    let focusedSubtrees = units
    for read in graph.reads where focusedSubtrees.contains(read.unit) { sources.insert(read.source) }
    for binding in graph.bindings where focusedSubtrees.contains(binding.unit) { sources.insert(binding.source) }
    for unit in graph.units where focusedSubtrees.contains(unit.id) { sources.formUnion(unit.state) }
    // The readers of a focused source, with the path from the root to them.
    for read in graph.reads where seedSources.contains(read.source) { units.insert(read.unit) }
    for binding in graph.bindings where seedSources.contains(binding.source) { units.insert(binding.unit) }
    for source in graph.sources where seedSources.contains(source.id) && byID[source.owner] != nil {
      units.insert(source.owner)
    }
    for id in units { addAncestors(of: id) }
    // State lives inside its view: a focused view shows all of its own state.
    for unit in graph.units where units.contains(unit.id) && seedUnits.contains(unit.id) {
      sources.formUnion(unit.state)
    }

    var narrowed = graph
    narrowed.units = graph.units.filter { units.contains($0.id) }.map { unit in
      var unit = unit
      unit.children = unit.children.filter(units.contains)
      unit.state = unit.state.filter(sources.contains)
      return unit
    }
    narrowed.sources = graph.sources.filter { sources.contains($0.id) }
    narrowed.objects = graph.objects.compactMap { object in
      var object = object
      object.properties = object.properties.filter(sources.contains)
      let hasSource = !object.properties.isEmpty || sources.contains("\(object.id).objectWillChange")
      return hasSource ? object : nil
    }
    narrowed.reads = graph.reads.filter { units.contains($0.unit) && sources.contains($0.source) }
    narrowed.bindings = graph.bindings.filter { units.contains($0.unit) && sources.contains($0.source) }
    if let root = graph.root, !units.contains(root) { narrowed.root = nil }
    return narrowed
  }
}
