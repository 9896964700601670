import ViewGraph

/// A snapshot in one fixed order, so that exporting the same input twice gives the same bytes.
extension GraphSnapshot {
  /// Reads and bindings sorted by their unit's place in the tree, then by line, column and source
  /// id. (The runtime orders a unit's reads by source offset; two reads at one place — an
  /// `@EnvironmentObject` and the object's `objectWillChange` — otherwise come in hash order.)
  func canonical() -> GraphSnapshot {
    let order = Dictionary(units.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    func place(_ location: String) -> (Int, Int) {
      let parts = location.split(separator: ":")
      guard parts.count >= 2, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
        return (0, 0)
      }
      return (line, column)
    }
    var copy = self
    copy.reads = reads.sorted { a, b in
      let (la, ca) = place(a.location)
      let (lb, cb) = place(b.location)
      return (order[a.unit] ?? .max, la, ca, a.source) < (order[b.unit] ?? .max, lb, cb, b.source)
    }
    copy.bindings = bindings.enumerated().sorted { a, b in
      (order[a.element.unit] ?? .max, a.offset) < (order[b.element.unit] ?? .max, b.offset)
    }.map(\.element)
    return copy
  }
}
