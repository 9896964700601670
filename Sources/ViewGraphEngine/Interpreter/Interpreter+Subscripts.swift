import ViewGraphModel

/// Subscripts of standard values, which are language-level: `items[i]`, `items[a..<b]`,
/// `dict[key, default: d]`, `text[i]`, `value[keyPath: \.name]`, and `$items[i]` (a binding to an
/// element); assignment through them mutates the collection where it is stored.
extension Interpreter {
  /// `base[indices]`.
  func subscriptGet(_ base: Value, _ indices: [Value], labels: [String?], at location: SourceLocation) throws -> Value {
    switch (base, indices.first) {
    case (_, .keyPath?) where labels == ["keyPath"]:
      return try apply(indices[0], [base], at: location)  // `item[keyPath: \.children]`
    case (.array(let items), .int(let i)?):
      guard i >= 0, i < items.count else { throw fail(.indexOutOfRange(i, items.count), at: location) }
      return items[i]
    case (.array(let items), .range(var a, var b, _)?):
      (a, b) = Self.clamped(a, b, count: items.count)
      guard a >= 0 else { throw fail(.indexOutOfRange(a, items.count), at: location) }
      guard b <= items.count else { throw fail(.indexOutOfRange(b, items.count), at: location) }
      return .array(Array(items[a..<b]))
    case (.dictionary(let d), let key?):
      if labels.count > 1, labels[1] == "default", indices.count > 1 { return d[key] ?? indices[1] }
      return d[key] ?? .null
    case (.binding(let binding), let index?):
      return .binding(try swiftUI.derivedBinding(binding, .index(index), at: location))
    case (.string(let s), .int(let i)?):
      guard i >= 0, i < s.count else { throw fail(.indexOutOfRange(i, s.count), at: location) }
      return .string(String(s[s.index(s.startIndex, offsetBy: i)]))
    case (.opaque(let o), _):
      return opaqueResult(o, "[…]", at: location)
    case (_, .opaque(let o)?):
      return opaqueResult(o, "used as an index", at: location)  // opaque values propagate (SPEC §3)
    default:
      if let getter = declaredSubscript(of: base, labels: labels, setter: false) {
        return try invoke(getter, arguments: indices, selfValue: base, captured: nil, at: location).result
      }
      if case .metatype(.builtin(let type)) = base,
        !BuiltinNames.isBuiltin(type.name ?? type.description, natives: natives)
      {
        // `Defaults[.isLoggedIn]`: a static subscript of a package's type ViewGraph does not know
        // is opaque, with a warning (issue 36), never a stop.
        warnOnce(.notSimulatedHere("'\(type.description)[…]'"), at: programLocation(location))
        return .opaque(OpaqueValue(description: "\(type.description)[…]", origin: location))
      }
      throw fail(.notSubscriptable(base.typeName, index: indices.first?.typeName), at: location)
    }
  }

  /// The arguments of a subscript, each evaluated where the type of the parameter it is passed to
  /// is expected, as Swift types them: `Defaults[.isLoggedIn]` is a static member of the key type
  /// that subscript of `Defaults` takes.
  func subscriptArguments(_ arguments: [Argument], of decl: FunctionDecl?, _ scope: Scope) throws -> [Value] {
    try arguments.enumerated().map { index, argument in
      guard let decl, index < decl.parameters.count, let type = decl.parameters[index].type else {
        return try evaluate(argument.value, scope)
      }
      return try evaluate(argument.value, scope, expecting: type)
    }
  }

  /// The getter or setter of a subscript `base`'s type declares (a static one for a type itself)
  /// whose parameters take `labels`.
  func declaredSubscript(of base: Value, labels: [String?], setter: Bool) -> FunctionDecl? {
    let type: TypeDecl
    var isStatic = false
    if case .metatype(.declared(let declared)) = base {
      (type, isStatic) = (declared, true)
    } else if let declared = base.declaredType {
      type = declared
    } else {
      return nil
    }
    let given = setter ? labels + [nil] : labels
    return type.methods[setter ? FunctionDecl.subscriptSetter : FunctionDecl.subscriptGetter]?.first { decl in
      decl.isStatic == isStatic && decl.parameters.map(\.label) == given
    }
  }

  /// A one-sided range's missing bound (`2...`, `..<2`: the integer's extreme) as the collection's
  /// start or end.
  static func clamped(_ lower: Int, _ upper: Int, count: Int) -> (Int, Int) {
    (lower == Int.min ? 0 : lower, upper == Int.max ? count : upper)
  }

  func subscriptSet(_ base: Value, _ index: Value, _ value: Value, at location: SourceLocation) throws -> Value {
    var result = base
    try subscriptSet(&result, index, value, at: location)
    return result
  }

  /// `collection[index] = value`, in the collection's own storage (see `mutatingInPlace`).
  func subscriptSet(_ base: inout Value, _ index: Value, _ value: Value, at location: SourceLocation) throws {
    if case .keyPath(let names) = index {
      // `object[keyPath: \.name] = value` (Combine's `assign(to:on:)`).
      base = try swiftUI.setPath(base, names.map { .field($0) }[...], value, at: location)
    } else if base.isArray, case .int(let i) = index {
      try base.withArray { items in
        guard i >= 0, i < items.count else { throw fail(.indexOutOfRange(i, items.count), at: location) }
        items[i] = value
      }
    } else if base.isArray, case .range(var a, var b, _) = index, case .array(let replacement) = value {
      // `items[4...6] = ["Bananas", "Apples"]` replaces those elements with these.
      try base.withArray { items in
        (a, b) = Self.clamped(a, b, count: items.count)
        guard a >= 0, b <= items.count else { throw fail(.indexOutOfRange(a < 0 ? a : b, items.count), at: location) }
        items.replaceSubrange(a..<b, with: replacement)
      }
    } else if base.isDictionary {
      try base.withDictionary { d in
        d[index] = value.isNull ? nil : value
        try budget.checkCount(d.count, growing: 1, at: location)
      }
    } else if case .opaque(let o) = base {
      opaqueDecision(o, "a write into it goes nowhere", at: location)
    } else {
      throw fail(.cannotAssign("a subscript of '\(base.typeName)'"), at: location)
    }
  }
}
