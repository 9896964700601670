import ViewGraph

/// People's names for the units of a trace, stable across its steps: `BookView` when a type has
/// one instance, else `BookView#1`, `BookView#2`, … numbered in tree order of first appearance;
/// a row is `List row (Book#3)`. `--why BookView#2` and `--summary` use these names.
struct InstanceNames {
  /// Graph id (`u12`) → name.
  private(set) var names: [String: String] = [:]
  /// Graph id → type name (`BookView`, `List row`).
  private(set) var types: [String: String] = [:]
  /// Ids in order of first appearance.
  private(set) var order: [String] = []

  /// Names for every unit of `graphs` (the launch's, then each step's, in order).
  init(_ graphs: [GraphSnapshot]) {
    var elements: [String: String] = [:]
    for graph in graphs {
      for unit in graph.units where types[unit.id] == nil {
        types[unit.id] = unit.name
        order.append(unit.id)
        if let element = unit.element { elements[unit.id] = element }
      }
    }
    let counts = Dictionary(grouping: order, by: { types[$0] ?? "" }).mapValues(\.count)
    var seen: [String: Int] = [:]
    for id in order {
      let type = types[id] ?? id
      seen[type, default: 0] += 1
      if let element = elements[id] {
        names[id] = "\(type) (\(element))"
      } else {
        names[id] = (counts[type] ?? 0) > 1 ? "\(type)#\(seen[type] ?? 0)" : type
      }
    }
  }

  /// The name of unit `id`, or the id itself if the trace never showed it.
  func name(_ id: String) -> String { names[id] ?? id }

  /// The type name of unit `id`.
  func type(_ id: String) -> String { types[id] ?? id }
}
