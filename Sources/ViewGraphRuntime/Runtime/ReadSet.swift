import ViewGraphEngine
import ViewGraphModel

/// What a unit's last run read, with where (SPEC rule 1). Most units read one or two sources
/// (100,000 cells, issue 38), so the reads are a small array in the order read, searched in place;
/// past `indexedAbove` reads an index by source keeps a unit that reads thousands linear.
///
/// A unit keeps each source as the dependency index's one-word key (`UnitReads<Int>`: 32 bytes a
/// read, where a `DependencySource` and its place were 56); `ReadSet` keeps the sources themselves.
/// The reads are one word in the unit: the array alone, or, once indexed, a box holding the array
/// and its index (200,000 units, issue 38).
struct UnitReads<Source: Hashable> {
  typealias Entry = (source: Source, location: SourceLocation)
  private enum Storage {
    case small([Entry])
    case indexed(Indexed)
  }
  /// The reads of a unit that read more than `indexedAbove` sources, with the position of each.
  private final class Indexed {
    var entries: [Entry]
    var positions: [Source: Int]

    init(_ entries: [Entry]) {
      self.entries = entries
      positions = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.source, $0) })
    }

    init(entries: [Entry], positions: [Source: Int]) {
      self.entries = entries
      self.positions = positions
    }
  }
  private var storage = Storage.small([])

  static var indexedAbove: Int { 8 }

  /// Each source read, once, with where it was first read.
  var entries: [Entry] {
    switch storage {
    case .small(let entries): entries
    case .indexed(let indexed): indexed.entries
    }
  }
  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }
  /// The sources, in the order read.
  var sources: [Source] { entries.map(\.source) }

  /// Where `source` was read, if it was.
  subscript(source: Source) -> SourceLocation? {
    switch storage {
    case .small(let entries): entries.first { $0.source == source }?.location
    case .indexed(let indexed): indexed.positions[source].map { indexed.entries[$0].location }
    }
  }

  /// Records a read of a source not read yet.
  mutating func insert(_ source: Source, at location: SourceLocation) {
    switch storage {
    case .small(var entries):
      // Let go of the array in `storage` first, so that it grows in place.
      storage = .small([])
      entries.append((source, location))
      storage = entries.count > Self.indexedAbove ? .indexed(Indexed(entries)) : .small(entries)
    case .indexed(var indexed):
      // Changed in place unless a copy of these reads shares the box.
      storage = .small([])
      if !isKnownUniquelyReferenced(&indexed) {
        indexed = Indexed(entries: indexed.entries, positions: indexed.positions)
      }
      indexed.entries.append((source, location))
      indexed.positions[source] = indexed.entries.count - 1
      storage = .indexed(indexed)
    }
  }
}

/// Reads kept by the sources themselves.
typealias ReadSet = UnitReads<DependencySource>
