import ViewGraphModel

/// Every value the interpreter handles: one closed enum, no `Any`.
package indirect enum Value {
  case void
  /// `nil` of any optional type.
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([Value])
  case dictionary([Value: Value])
  case tuple([Value])
  /// `lower..<upper` (closed ranges are stored half-open).
  /// An integer range, kept half-open (`0...9` is `0, 10`); `closed` remembers how it was written,
  /// for its `upperBound` and its description.
  case range(Int, Int, closed: Bool = false)
  case structure(StructValue)
  case object(ObjectInstance)
  case enumCase(EnumCaseValue)
  case function(FunctionValue)
  /// A type used as a value: `Book.self`, or `Book` as the callee of an initializer.
  case metatype(TypeReference)
  case keyPath([String])
  case binding(BindingValue)
  /// A built primitive view (`Text`, `VStack`, …) or a custom view with modifiers.
  case view(ViewNode)
  /// An opaque SwiftUI value ViewGraph only carries around: `.caption`, `.red`, `.roundedBorder`.
  case symbol(String)
  /// The `State` wrapper stored in a view's field (SPEC rule 4).
  case stateCell(StateCell)
  /// A value of a framework ViewGraph does not simulate.
  case opaque(OpaqueValue)

  package var typeName: String {
    switch self {
    case .void: "Void"
    case .null: "Optional"
    case .bool: "Bool"
    case .int: "Int"
    case .double: "Double"
    case .string: "String"
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .tuple: "Tuple"
    case .range: "Range<Int>"
    case .structure(let s): s.type.name
    case .object(let o): o.type.name
    case .enumCase(let e): e.typeName
    case .function: "Function"
    case .metatype(let t): "\(t.name).Type"
    case .keyPath: "KeyPath"
    case .binding: "Binding"
    case .view(let node): node.kind
    case .symbol: "Symbol"
    case .stateCell: "State"
    case .opaque(let o): o.description
    }
  }

  /// An integer literal stored where the declared type is floating point becomes a `Double`,
  /// as the Swift compiler types it (`@State var scale: Double = 1`).
  package func coerced(to type: WrittenType?) -> Value {
    guard let type else { return self }
    switch self {
    case .int(let i) where type.nominalName.map(Self.floatingPointNames.contains) == true:
      return .double(Double(i))
    case .array(let items) where type.element?.nominalName.map(Self.floatingPointNames.contains) == true:
      return .array(items.map { $0.coerced(to: .named("Double")) })
    default:
      return self
    }
  }

  /// The floating-point types an integer literal becomes a `Double` for.
  static let floatingPointNames: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval"]

  /// What ViewGraph does not simulate, as an opaque value: an opaque value itself, or a SwiftUI
  /// value it only names (an unknown environment entry's `.symbol`); nil for any other value.
  func unsimulated(at location: SourceLocation) -> OpaqueValue? {
    switch self {
    case .opaque(let opaque): opaque
    case .symbol(let symbol): OpaqueValue(description: symbol, origin: location)
    default: nil
    }
  }

  /// Keeps a floating-point location floating point when an integer is written to it.
  package func coerced(like old: Value) -> Value {
    if case .double = old, case .int(let i) = self { return .double(Double(i)) }
    return self
  }

  /// The value of a property declared without one: nil for optionals, false for a `@FocusState` Bool.
  static func defaultValue(for property: PropertyDecl) -> Value {
    switch (property.wrapper, property.type?.name) {
    // `@FocusState private var isFocused`, its type unwritten: a `Bool`, the one `FocusState`
    // Swift can make with no value (issue 36, set 9's SSHKeys).
    case (.focusState?, "Bool"?), (.focusState?, nil), (.gestureState?, "Bool"?): .bool(false)
    case (.namespace?, _): .symbol("namespace")
    case (.unsimulated(let wrapper)?, _):
      .opaque(OpaqueValue(description: "@\(wrapper) var \(property.name)", origin: property.location))
    default: .null
    }
  }

  /// An instance of a class that does not declare `Equatable`.
  var isNonEquatableObject: Bool {
    if case .object(let object) = self { return !object.type.isEquatable }
    return false
  }

  /// A custom view value or a built view.
  var isViewValue: Bool {
    switch self {
    case .view: true
    case .structure(let s): s.type.isView
    default: false
    }
  }

  /// Whether a thrown value matches `catch let e as T` / `catch is T`: its type, or a protocol it
  /// conforms to (`Error`, `LocalizedError`).
  func conforms(to type: WrittenType) -> Bool {
    let typeName = (type.constraint ?? type).description
    if self.typeName == typeName || ["Error", "Any"].contains(typeName) { return true }
    switch self {
    case .structure(let s): return s.type.conformances.contains(typeName)
    case .object(let o): return o.type.conformances.contains(typeName)
    case .enumCase(let e): return e.type?.conformances.contains(typeName) ?? false
    default: return false
    }
  }

  var isBoolean: Bool {
    if case .bool = self { return true }
    return false
  }

  var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// A closure or function: `prefix { … }` is `prefix(while:)`, `prefix(2)` is not.
  var isFunction: Bool {
    if case .function = self { return true }
    return false
  }
}

extension Value {
  /// How deeply collections, tuples, structs and enum payloads nest in this value, counted no
  /// further than one past `limit`; a scalar is 0. Nil when the walk would visit more than
  /// `visits` nested values (values that share parts, like `a.append(a)` repeated, grow
  /// exponentially).
  func nestingDepth(upTo limit: Int, visits: inout Int) -> Int? {
    guard limit >= 0 else { return 1 }
    var deepest = 0
    func visit(_ child: Value) -> Bool {
      guard child.isNested else { return deepest < limit }
      visits -= 1
      guard visits >= 0, let depth = child.nestingDepth(upTo: limit - 1, visits: &visits) else {
        deepest = -1
        return false
      }
      deepest = max(deepest, depth)
      return deepest < limit
    }
    switch self {
    case .array(let items), .tuple(let items):
      for item in items where !visit(item) { break }
    case .dictionary(let d):
      for (key, value) in d where !visit(key) || !visit(value) { break }
    case .structure(let s):
      for field in s.fields.values where !visit(field) { break }
    case .enumCase(let e):
      for item in e.payload where !visit(item) { break }
    default:
      return 0
    }
    return deepest < 0 ? nil : deepest + 1
  }

  /// Whether this value holds other values (so it can nest).
  private var isNested: Bool {
    switch self {
    case .array, .tuple, .dictionary, .structure, .enumCase: true
    default: false
    }
  }
}

extension Value {
  package var doubleValue: Double {
    switch self {
    case .int(let i): Double(i)
    case .double(let d): d
    default: 0
    }
  }
}

extension Value {
  /// How the value prints in string interpolation; `custom` gives a structure's own description
  /// (nil: its memberwise form, `Point(x: 1, y: 2)`).
  /// The value as Swift source shows it inside a collection: strings as their `debugDescription`
  /// (quoted, a newline, quote or backslash escaped), the rest as they interpolate.
  func quoted(custom: (StructValue) -> String?) -> String {
    if case .string(let s) = self { return s.debugDescription }
    return interpolated(custom: custom)
  }

  func interpolated(custom: (StructValue) -> String?) -> String {
    func quoted(_ value: Value) -> String { value.quoted(custom: custom) }
    switch self {
    case .void: return "()"
    case .null: return "nil"
    case .bool(let b): return String(b)
    case .int(let i): return String(i)
    case .double(let d): return String(d)
    case .string(let s): return s
    case .array(let items): return "[" + items.map(quoted).joined(separator: ", ") + "]"
    case .dictionary(let d):
      return "[" + d.map { "\(quoted($0.key)): \(quoted($0.value))" }.sorted().joined(separator: ", ") + "]"
    case .tuple(let items): return "(" + items.map(quoted).joined(separator: ", ") + ")"
    case .range(let a, let b, let closed): return closed ? "\(a)...\(b - 1)" : "\(a)..<\(b)"
    case .structure(let s):
      if let own = custom(s) { return own }
      // A labelled tuple, `(partialValue: 42, overflow: false)`, has no type name to print.
      return "\(s.type.isLabelledTuple ? "" : s.type.name)("
        + s.type.storedProperties.compactMap { p in s.fields[p.name].map { "\(p.name): \(quoted($0))" } }.joined(
          separator: ", ") + ")"
    case .object(let o): return o.displayName
    case .enumCase(let e):
      guard !e.payload.isEmpty else { return e.name }
      // `expert(stars: 3)`: a payload's labels, as Swift prints them.
      let labels = e.type?.enumCase(e.name)?.payloadLabels ?? []
      let items = e.payload.enumerated().map { index, item in
        (index < labels.count ? labels[index].map { "\($0): " } ?? "" : "") + quoted(item)
      }
      return "\(e.name)(" + items.joined(separator: ", ") + ")"
    case .function: return "(Function)"
    case .metatype(let t): return t.name
    case .keyPath(let path): return "\\." + path.joined(separator: ".")
    case .binding(let b):
      // `Binding(get:set:)` says itself; the others say where they point: `Binding(Book#1.title)`.
      if case .computed = b.location, b.path.isEmpty { return b.description }
      return "Binding(\(b.description))"
    case .view(let node): return node.kind
    case .symbol(let s): return s
    case .stateCell(let cell):
      return "State(\((cell.storage?.value ?? cell.initialValue).interpolated(custom: custom)))"
    case .opaque(let o): return o.description
    }
  }
}

extension Value {
  /// The parts of a tuple, a labelled one (`(key: k, value: v)`, a struct of its own) included.
  var tupleItems: [Value]? {
    switch self {
    case .tuple(let items): items
    case .structure(let s) where s.type.isLabelledTuple: s.type.storedProperties.map { s.fields[$0.name] ?? .null }
    default: nil
    }
  }

  /// The program or prelude type of a struct, object or enum value.
  var declaredType: TypeDecl? {
    switch self {
    case .structure(let s): s.type
    case .object(let o): o.type
    case .enumCase(let e): e.type
    default: nil
    }
  }
}
