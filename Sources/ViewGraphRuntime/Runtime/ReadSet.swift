import ViewGraphEngine
import ViewGraphModel

/// What a unit's last run read, with where (SPEC rule 1). Most units read one or two sources
/// (100,000 cells, issue 38), so the reads are a small array in the order read, searched in place;
/// past `indexedAbove` reads an index by source keeps a unit that reads thousands linear.
///
/// A unit keeps each source as the dependency index's one-word key (`UnitReads<Int>`: 32 bytes a
/// read, where a `DependencySource` and its place were 56); `ReadSet` keeps the sources themselves.
struct UnitReads<Source: Hashable> {
  /// Each source read, once, with where it was first read.
  private(set) var entries: [(source: Source, location: SourceLocation)] = []
  /// Position of each source in `entries`, once there are more than `indexedAbove`.
  private var positions: [Source: Int]?

  static var indexedAbove: Int { 8 }

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }
  /// The sources, in the order read.
  var sources: [Source] { entries.map(\.source) }

  /// Where `source` was read, if it was.
  subscript(source: Source) -> SourceLocation? {
    if let positions { return positions[source].map { entries[$0].location } }
    return entries.first { $0.source == source }?.location
  }

  /// Records a read of a source not read yet.
  mutating func insert(_ source: Source, at location: SourceLocation) {
    entries.append((source, location))
    if positions != nil {
      positions?[source] = entries.count - 1
    } else if entries.count > Self.indexedAbove {
      positions = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.source, $0) })
    }
  }
}

/// Reads kept by the sources themselves.
typealias ReadSet = UnitReads<DependencySource>
