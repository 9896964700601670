extension Value: Hashable {
  /// Structural equality, as Swift's synthesised `==` would give; objects compare by identity,
  /// functions by identity of the closure.
  static func == (lhs: Value, rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.void, .void), (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    case (.double(let a), .double(let b)): a == b
    case (.int(let a), .double(let b)): Double(a) == b
    case (.double(let a), .int(let b)): a == Double(b)
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.dictionary(let a), .dictionary(let b)): a == b
    case (.tuple(let a), .tuple(let b)): a == b
    case (.range(let a1, let a2, _), .range(let b1, let b2, _)): a1 == b1 && a2 == b2
    case (.structure(let a), .structure(let b)): a.type === b.type && a.fields == b.fields
    case (.object(let a), .object(let b)): a === b
    case (.enumCase(let a), .enumCase(let b)): a.type === b.type && a.name == b.name && a.payload == b.payload
    case (.function(let a), .function(let b)): a.identity == b.identity
    case (.metatype(let a), .metatype(let b)): a.name == b.name
    case (.keyPath(let a), .keyPath(let b)): a == b
    case (.binding(let a), .binding(let b)): a.location == b.location && a.path == b.path
    case (.view(let a), .view(let b)): a === b
    case (.symbol(let a), .symbol(let b)): a == b
    case (.stateCell(let a), .stateCell(let b)): a === b
    case (.opaque(let a), .opaque(let b)): a == b
    default: false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .void, .null: hasher.combine(0)
    case .bool(let b): hasher.combine(b)
    case .int(let i): hasher.combine(Double(i))
    case .double(let d): hasher.combine(d)
    case .string(let s): hasher.combine(s)
    case .array(let a): hasher.combine(a)
    case .dictionary(let d): hasher.combine(d.count)
    case .tuple(let t): hasher.combine(t)
    case .range(let a, let b, _): hasher.combine(a); hasher.combine(b)
    case .structure(let s): hasher.combine(s.type.name); hasher.combine(s.fields)
    case .object(let o): hasher.combine(ObjectIdentifier(o))
    case .enumCase(let e): hasher.combine(e.name); hasher.combine(e.payload)
    case .function(let f): hasher.combine(f.identity)
    case .metatype(let t): hasher.combine(t.name)
    case .keyPath(let k): hasher.combine(k)
    case .binding(let b): hasher.combine(b.path.count)
    case .view(let v): hasher.combine(ObjectIdentifier(v))
    case .symbol(let s): hasher.combine(s)
    case .stateCell(let c): hasher.combine(ObjectIdentifier(c))
    case .opaque(let o): hasher.combine(o)
    }
  }

  /// Observation's and State's check before notifying (SPEC rule 2): `==` where the value's type is
  /// Equatable, `===` for objects; values of other types always count as changed.
  func isUnchangedForObservation(comparedTo old: Value) -> Bool {
    guard isObservationComparable, old.isObservationComparable else {
      if case .object(let a) = self, case .object(let b) = old { return a === b }
      return false
    }
    return self == old
  }

  /// Whether Swift would find `==` for this value's type.
  var isObservationComparable: Bool {
    switch self {
    case .void, .null, .bool, .int, .double, .string, .range, .keyPath, .symbol, .metatype: true
    case .array(let items): items.allSatisfy(\.isObservationComparable)
    case .dictionary(let d): d.values.allSatisfy(\.isObservationComparable)
    case .tuple(let items): items.allSatisfy(\.isObservationComparable)
    case .structure(let s): s.type.isEquatable
    case .enumCase(let e): e.type?.isEquatable ?? true
    case .object(let o): o.type.isEquatable
    case .function, .binding, .view, .stateCell, .opaque: false
    }
  }

  /// How SwiftUI compares a child view's stored inputs (SPEC rule 6): values field by field,
  /// objects by identity, bindings by location and the value each stored when it was made,
  /// closures never equal.
  func isEqualInput(to other: Value) -> Bool {
    switch (self, other) {
    case (.function, .function): return false
    case (.binding(let a), .binding(let b)):
      return a.location == b.location && a.path == b.path && a.storedValue.isEqualInput(to: b.storedValue)
    case (.structure(let a), .structure(let b)):
      guard a.type === b.type, a.fields.count == b.fields.count else { return false }
      // Storage the framework owns (`@State`, …) is not part of a view value's identity as an input.
      for property in a.type.storedProperties where !property.isFrameworkOwned {
        let value = a.fields[property.name] ?? .null
        guard value.isEqualInput(to: b.fields[property.name] ?? .null) else { return false }
      }
      return true
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isEqualInput(to: $1) }
    case (.tuple(let a), .tuple(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isEqualInput(to: $1) }
    case (.enumCase(let a), .enumCase(let b)):
      return a.type === b.type && a.name == b.name && a.payload.count == b.payload.count
        && zip(a.payload, b.payload).allSatisfy { $0.isEqualInput(to: $1) }
    case (.view(let a), .view(let b)):
      return a.isEqualInput(to: b)
    default:
      return self == other
    }
  }
}
