import ViewGraphEngine
import ViewGraphModel

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
        if let unit = one {
          one = nil
          return unit
        }
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
  /// index grows (issue 38) — hashes integers, not a string.
  private struct Key: Hashable {
    var id: Int
    /// The name's number, shifted, with the kind in the low bits.
    var kindAndName: Int

    init(kind: Int, id: Int, name: Int) {
      self.id = id
      kindAndName = name << 3 | kind
    }

    /// The key `packed` packs.
    init(packed: Int) {
      id = packed >> 23
      kindAndName = packed & (1 << 23 - 1)
    }

    /// The key in one word — its number above its name's above its kind — if they fit (a number
    /// below 2^40, a name below 2^20: every source of a real launch).
    var packed: Int? {
      guard (0..<1 << 40).contains(id), (0..<1 << 23).contains(kindAndName) else { return nil }
      return id << 23 | kindAndName
    }
  }

  /// The readers of each source whose key packs into a word, each entry two words (issue 38: an
  /// entry was four, and 200,000 of them a dictionary of 524,288 places): a unit's id, or, for a
  /// source several units read, `~n`, its readers being `shared[n]`. In eight tables by the
  /// source's number (`shard(_:)`): a table that grows copies itself into one twice its size, and
  /// the last copy of one table of 200,000 entries came at the end of the launch, 4 MB on top of
  /// its peak; an eighth of it now (issue 38).
  private var dependents = [[Int: Int]](repeating: [:], count: 8)
  private var shared: [Set<Int>] = []
  /// Places in `shared` no source uses any more.
  private var freeShared: [Int] = []
  /// The readers of the sources whose key does not pack.
  private var wide: [Key: Readers] = [:]
  /// Each name a source has held, by its number.
  private var names: [String: Int] = [:]
  /// Each name a source has held, at its number less one.
  private var nameList: [String] = []
  /// The two names numbered last, the last first (`number(interning:)`).
  private var lastNames: ((name: String, number: Int)?, (name: String, number: Int)?) = (nil, nil)
  /// The keys that do not pack, each at the place its `ReadKey` names; kept once made (none in a
  /// real launch).
  private var wideKeys: [Key] = []
  private var widePositions: [Key: Int] = [:]

  /// A source as a unit keeps it among its reads, in one word (issue 38: a read was a
  /// `DependencySource` and its place, 56 bytes; it is 32): its packed key, or `~n` for a source
  /// whose key does not pack, `n` its place in `wideKeys`.
  typealias ReadKey = Int

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
    switch source {
    case .property(let objectID, let name): Key(kind: 0, id: objectID, name: number(interning: name))
    case .state(let storageID): Key(kind: 1, id: storageID, name: 0)
    case .statePath(let storageID, let path): Key(kind: 2, id: storageID, name: number(interning: path))
    case .environment(let unitID, let key): Key(kind: 3, id: unitID, name: number(interning: key))
    case .objectWillChange(let objectID): Key(kind: 4, id: objectID, name: 0)
    }
  }

  /// The number of `name`, given now if it is new. The two names numbered last are compared first,
  /// without hashing: a body reads its few names over and over (each row's `label` and `value`).
  private mutating func number(interning name: String) -> Int {
    if let last = lastNames.0, last.name == name { return last.number }
    if let before = lastNames.1, before.name == name { return before.number }
    let number: Int
    if let known = names[name] {
      number = known
    } else {
      number = names.count + 1
      names[name] = number
      nameList.append(name)
    }
    lastNames = ((name, number), lastNames.0)
    return number
  }

  /// The read key of `source`, its name numbered if it is new.
  mutating func readKey(interning source: DependencySource) -> ReadKey {
    let key = interned(source)
    if let packed = key.packed { return packed }
    if let position = widePositions[key] { return ~position }
    wideKeys.append(key)
    widePositions[key] = wideKeys.count - 1
    return ~(wideKeys.count - 1)
  }

  /// The read key of `source`; nil for a source no unit can have read (its name or wide key was
  /// never made).
  func readKey(of source: DependencySource) -> ReadKey? {
    guard let key = key(source) else { return nil }
    if let packed = key.packed { return packed }
    return widePositions[key].map { ~$0 }
  }

  /// The source `readKey` stands for.
  func source(of readKey: ReadKey) -> DependencySource {
    let key = readKey >= 0 ? Key(packed: readKey) : wideKeys[~readKey]
    let number = key.kindAndName >> 3
    let name = number > 0 && number <= nameList.count ? nameList[number - 1] : ""
    switch key.kindAndName & 7 {
    case 0: return .property(objectID: key.id, name: name)
    case 1: return .state(storageID: key.id)
    case 2: return .statePath(storageID: key.id, path: name)
    case 3: return .environment(unitID: key.id, key: name)
    default: return .objectWillChange(objectID: key.id)
    }
  }

  /// Keeps `readers` in `shared`, in a free place if there is one; returns the entry naming it.
  private mutating func share(_ readers: Set<Int>) -> Int {
    if let place = freeShared.popLast() {
      shared[place] = readers
      return ~place
    }
    shared.append(readers)
    return ~(shared.count - 1)
  }

  mutating func add(_ source: DependencySource, unit: Int) {
    add(key: readKey(interning: source), unit: unit)
  }

  /// Which of `dependents`' tables holds a packed key: by the low bits of the source's number.
  private static func shard(_ packed: Int) -> Int { (packed >> 23) & 7 }

  mutating func add(key readKey: ReadKey, unit: Int) {
    guard readKey >= 0 else { return Self.add(unit, at: wideKeys[~readKey], in: &wide) }
    let packed = readKey
    let shard = Self.shard(packed)
    guard let position = dependents[shard].index(forKey: packed) else {
      dependents[shard][packed] = unit >= 0 ? unit : share([unit])
      return
    }
    let entry = dependents[shard].values[position]
    if entry >= 0 {
      if entry != unit { dependents[shard].values[position] = share([entry, unit]) }
    } else {
      shared[~entry].insert(unit)
    }
  }

  private static func add(_ unit: Int, at source: Key, in dependents: inout [Key: Readers]) {
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
    if let readKey = readKey(of: source) { remove(key: readKey, unit: unit) }
  }

  mutating func remove(key readKey: ReadKey, unit: Int) {
    guard readKey >= 0 else { return Self.remove(unit, at: wideKeys[~readKey], in: &wide) }
    let packed = readKey
    let shard = Self.shard(packed)
    guard let position = dependents[shard].index(forKey: packed) else { return }
    let entry = dependents[shard].values[position]
    if entry >= 0 {
      if entry == unit { dependents[shard].remove(at: position) }
      return
    }
    // In place: a copy of the set first would copy every reader of a source each time one of its
    // 100,000 rows runs again.
    shared[~entry].remove(unit)
    guard shared[~entry].count <= 1 else { return }
    let left = shared[~entry].first
    if let left, left >= 0 {
      dependents[shard].values[position] = left
    } else if left == nil {
      dependents[shard].remove(at: position)
    } else {
      return  // a reader that is no unit's id stays in its set
    }
    shared[~entry] = []
    freeShared.append(~entry)
  }

  private static func remove(_ unit: Int, at source: Key, in dependents: inout [Key: Readers]) {
    guard let position = dependents.index(forKey: source) else { return }
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
    guard let source = key(source) else { return .many([]) }
    guard let packed = source.packed else { return wide[source] ?? .many([]) }
    guard let entry = dependents[Self.shard(packed)][packed] else { return .many([]) }
    return entry >= 0 ? .one(entry) : .many(shared[~entry])
  }
}
