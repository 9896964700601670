/// Source → units that read it on their last run. A write finds its dependents here, never by
/// scanning every unit; a unit's re-run replaces only its own entries.
struct DependencyIndex {
  /// Most sources have one reader (an item's property read by its own row, issue 38): that one is
  /// kept inline, and a set is made only for a source read by several units.
  enum Readers: Sequence {
    case one(Int)
    case many(Set<Int>)

    var isEmpty: Bool {
      if case .many(let set) = self { return set.isEmpty }
      return false
    }

    struct Iterator: IteratorProtocol {
      var one: Int?
      var many: Set<Int>.Iterator?

      mutating func next() -> Int? {
        if let unit = one { one = nil; return unit }
        return many?.next()
      }
    }

    func makeIterator() -> Iterator {
      switch self {
      case .one(let unit): Iterator(one: unit)
      case .many(let set): Iterator(many: set.makeIterator())
      }
    }
  }

  /// A source as the index keys it: its kind, its number (object, storage, unit) and its name
  /// (property, path, entry) interned, so that hashing one — and rehashing 200,000 of them as the
  /// index grows (issue 38) — hashes two integers, not a string.
  private struct Key: Hashable {
    var id: Int
    /// The name's number, shifted, with the kind in the low bits.
    var kindAndName: Int

    init(kind: Int, id: Int, name: Int) {
      self.id = id
      kindAndName = name << 3 | kind
    }
  }

  private var dependents: [Key: Readers] = [:]
  /// Each name a source has held, by its number.
  private var names: [String: Int] = [:]

  /// The key of `source`; nil for a name no source has held yet (nothing reads it).
  private func key(_ source: DependencySource) -> Key? {
    switch source {
    case .property(let objectID, let name): names[name].map { Key(kind: 0, id: objectID, name: $0) }
    case .state(let storageID): Key(kind: 1, id: storageID, name: 0)
    case .statePath(let storageID, let path): names[path].map { Key(kind: 2, id: storageID, name: $0) }
    case .environment(let unitID, let key): names[key].map { Key(kind: 3, id: unitID, name: $0) }
    case .objectWillChange(let objectID): Key(kind: 4, id: objectID, name: 0)
    }
  }

  /// The key of `source`, its name numbered if it is new.
  private mutating func interned(_ source: DependencySource) -> Key {
    if let key = key(source) { return key }
    let name: String
    switch source {
    case .property(_, let text), .statePath(_, let text), .environment(_, let text): name = text
    case .state, .objectWillChange: name = ""
    }
    names[name] = names.count + 1
    return key(source) ?? Key(kind: 7, id: 0, name: 0)
  }

  mutating func add(_ source: DependencySource, unit: Int) {
    let source = interned(source)
    guard let position = dependents.index(forKey: source) else {
      dependents[source] = .one(unit)
      return
    }
    switch dependents.values[position] {
    case .one(let reader):
      if reader != unit { dependents.values[position] = .many([reader, unit]) }
    case .many(var readers):
      // In place: the entry lets go of the set first, so inserting does not copy it.
      dependents.values[position] = .one(unit)
      readers.insert(unit)
      dependents.values[position] = .many(readers)
    }
  }

  mutating func remove(_ source: DependencySource, unit: Int) {
    // In place: a copy of the set first would copy every reader of a source each time one of its
    // 100,000 rows runs again.
    guard let source = key(source), let position = dependents.index(forKey: source) else { return }
    switch dependents.values[position] {
    case .one(let reader):
      if reader == unit { dependents.remove(at: position) }
    case .many(var readers):
      dependents.values[position] = .one(unit)
      readers.remove(unit)
      if readers.isEmpty {
        dependents.remove(at: position)
      } else {
        dependents.values[position] = readers.count == 1 ? .one(readers.first ?? unit) : .many(readers)
      }
    }
  }

  /// The units that read `source` on their last run.
  func units(reading source: DependencySource) -> Readers {
    key(source).flatMap { dependents[$0] } ?? .many([])
  }
}
