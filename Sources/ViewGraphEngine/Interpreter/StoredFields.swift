import ViewGraphModel

/// The stored properties of a struct value or an object, by name: a small array in the order they
/// were first stored, found by a look along it rather than by hashing the name. A value of the
/// program has a handful (a row's item has `value` and `label`): as a dictionary that was about
/// 170 bytes a value and a hash of the name at every read and write (100,000 items and 100,000
/// `Cell` values, issue 38); as an array, 32 bytes and 24 a field.
///
/// Equality and hashing do not depend on the order (two values of one type may store their fields
/// in different orders: a lazy property stored late, a decoded value), as a dictionary's do not.
package struct StoredFields: ExpressibleByDictionaryLiteral, Hashable, Sequence {
  private var entries: [(key: String, value: Value)] = []

  init() {}

  package init(dictionaryLiteral elements: (String, Value)...) {
    for (name, value) in elements { self[name] = value }
  }

  private func index(of name: String) -> Int? {
    entries.firstIndex { $0.key == name }
  }

  /// The field's value, nil if it has none; setting nil removes it.
  package subscript(name: String) -> Value? {
    get { index(of: name).map { entries[$0].value } }
    set {
      switch (index(of: name), newValue) {
      case (let i?, let value?): entries[i].value = value
      case (let i?, nil): entries.remove(at: i)
      case (nil, let value?): entries.append((name, value))
      case (nil, nil): break
      }
    }
  }

  var count: Int { entries.count }
  var isEmpty: Bool { entries.isEmpty }
  /// The values, in the order they were first stored.
  var values: some Sequence<Value> { entries.lazy.map(\.value) }

  /// The fields as `(key, value)` pairs, as a dictionary's are, in the order first stored.
  package func makeIterator() -> IndexingIterator<[(key: String, value: Value)]> { entries.makeIterator() }

  mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

  package static func == (a: StoredFields, b: StoredFields) -> Bool {
    guard a.entries.count == b.entries.count else { return false }
    for (i, entry) in a.entries.enumerated() {
      // Most often stored in the same order: the same place is looked at first.
      if i < b.entries.count, b.entries[i].key == entry.key {
        guard b.entries[i].value == entry.value else { return false }
      } else {
        guard let other = b[entry.key], other == entry.value else { return false }
      }
    }
    return true
  }

  package func hash(into hasher: inout Hasher) {
    // Each field hashed on its own and the results combined commutatively, as a dictionary does.
    var combined = 0
    for entry in entries {
      var own = Hasher()
      own.combine(entry.key)
      own.combine(entry.value)
      combined ^= own.finalize()
    }
    hasher.combine(entries.count)
    hasher.combine(combined)
  }
}
