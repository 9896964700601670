import ViewGraphModel

extension Value: Hashable {
  /// Structural equality, as Swift's synthesised `==` would give; objects compare by identity,
  /// functions by identity of the closure.
  package static func == (lhs: Value, rhs: Value) -> Bool {
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

  package func hash(into hasher: inout Hasher) {
    switch self {
    case .void, .null: hasher.combine(0)
    case .bool(let b): hasher.combine(b)
    case .int(let i): hasher.combine(Double(i))
    case .double(let d): hasher.combine(d)
    case .string(let s): hasher.combine(s)
    case .array(let a): hasher.combine(a)
    case .dictionary(let d): hasher.combine(d.count)
    case .tuple(let t): hasher.combine(t)
    case .range(let a, let b, _):
      hasher.combine(a)
      hasher.combine(b)
    case .structure(let s):
      hasher.combine(s.type.name)
      hasher.combine(s.fields)
    case .object(let o): hasher.combine(ObjectIdentifier(o))
    case .enumCase(let e):
      hasher.combine(e.name)
      hasher.combine(e.payload)
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
}
