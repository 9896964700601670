/// Source → units that read it on their last run. A write finds its dependents here, never by
/// scanning every unit; a unit's re-run replaces only its own entries.
struct DependencyIndex {
  private var dependents: [DependencySource: Set<Int>] = [:]

  mutating func add(_ source: DependencySource, unit: Int) {
    dependents[source, default: []].insert(unit)
  }

  mutating func remove(_ source: DependencySource, unit: Int) {
    // In place: a copy of the set first would copy every reader of a source each time one of its
    // 100,000 rows runs again.
    guard let position = dependents.index(forKey: source) else { return }
    dependents.values[position].remove(unit)
    if dependents.values[position].isEmpty { dependents.remove(at: position) }
  }

  func units(reading source: DependencySource) -> Set<Int> {
    dependents[source] ?? []
  }
}
