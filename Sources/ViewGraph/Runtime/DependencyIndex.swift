/// Source → units that read it on their last run. A write finds its dependents here, never by
/// scanning every unit; a unit's re-run replaces only its own entries.
struct DependencyIndex {
  private var dependents: [DependencySource: Set<Int>] = [:]

  mutating func add(_ source: DependencySource, unit: Int) {
    dependents[source, default: []].insert(unit)
  }

  mutating func remove(_ source: DependencySource, unit: Int) {
    guard var units = dependents[source] else { return }
    units.remove(unit)
    dependents[source] = units.isEmpty ? nil : units
  }

  func units(reading source: DependencySource) -> Set<Int> {
    dependents[source] ?? []
  }
}
