import ViewGraphModel

/// The engine's values are what the model carries as evaluated arguments (`Expr.Kind.evaluated`).
extension Value: EvaluatedValue {}

/// The values of the source's literals, made as each is lowered (`ProgramModel.literal(_:)`).
package struct LiteralValueMaker: LiteralValues {
  package init() {}

  package func value(of literal: Literal) -> any EvaluatedValue { Value(literal) }
}

extension Value {
  /// The value a literal of the source stands for.
  init(_ literal: Literal) {
    switch literal {
    case .void: self = .void
    case .null: self = .null
    case .bool(let b): self = .bool(b)
    case .int(let i): self = .int(i)
    case .double(let d): self = .double(d)
    case .string(let s): self = .string(s)
    case .metatype(let type): self = .metatype(type)
    case .opaque(let description, let origin): self = .opaque(OpaqueValue(description: description, origin: origin))
    }
  }

  /// A value the engine evaluated and passed on as an argument: always one of its own `Value`s,
  /// the only `EvaluatedValue` there is.
  init(evaluated: any EvaluatedValue) {
    self = evaluated as? Value ?? .void
  }

  /// A constant of a modifier's marker (`true`, `.automatic`).
  init(_ constant: ModifierKind.Constant) {
    switch constant {
    case .bool(let b): self = .bool(b)
    case .symbol(let name): self = .symbol(name)
    }
  }
}

extension ModifierKind.EnvironmentWrite {
  /// The value a call with these arguments sets, or nil when it sets nothing.
  func value(for firstArgument: Value?) -> Value? {
    if let when, firstArgument != Value(when) { return nil }
    return setting.map(Value.init) ?? firstArgument ?? defaultValue.map(Value.init)
  }
}
