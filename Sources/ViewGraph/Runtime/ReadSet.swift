/// What a unit's last run read, with where (SPEC rule 1). Most units read one or two sources
/// (100,000 cells, issue 38), so the reads are a small array in the order read, searched in place;
/// past `indexedAbove` reads an index by source keeps a unit that reads thousands linear.
struct ReadSet {
  /// Each source read, once, with where it was first read.
  private(set) var entries: [(source: DependencySource, location: SourceLocation)] = []
  /// Position of each source in `entries`, once there are more than `indexedAbove`.
  private var positions: [DependencySource: Int]?

  static let indexedAbove = 8

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }
  /// The sources, in the order read.
  var sources: [DependencySource] { entries.map(\.source) }

  /// Where `source` was read, if it was.
  subscript(source: DependencySource) -> SourceLocation? {
    if let positions { return positions[source].map { entries[$0].location } }
    return entries.first { $0.source == source }?.location
  }

  /// Records a read of a source not read yet.
  mutating func insert(_ source: DependencySource, at location: SourceLocation) {
    entries.append((source, location))
    if positions != nil {
      positions?[source] = entries.count - 1
    } else if entries.count > Self.indexedAbove {
      positions = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.source, $0) })
    }
  }
}
