/// An expression of the program, lowered from swift-syntax with every name already resolved.
package struct Expr {
  package var kind: Kind
  package var location: SourceLocation

  package init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// What the expression is.
  package indirect enum Kind {
    /// What the source wrote, and the value the engine made of it when it was lowered.
    case literal(Literal, made: any EvaluatedValue)
    /// A value the engine evaluated already (`EvaluatedValue`), passed on as an argument.
    case evaluated(any EvaluatedValue)
    case interpolation([InterpolationPart])
    case name(NameReference)
    case member(Expr, String)
    case implicitMember(String)
    case call(Expr, [Argument])
    case subscriptCall(Expr, [Argument])
    case closure(FunctionDecl)
    case keyPath([String])
    case binary(BinaryOperator, Expr, Expr)
    case logical(LogicalOperator, Expr, Expr)
    case unary(String, Expr)
    case ternary(Expr, Expr, Expr)
    case assign(Expr, Expr)
    case compoundAssign(BinaryOperator, Expr, Expr)
    case forceUnwrap(Expr)
    /// `a?` inside an optional chain: short-circuits the chain when `a` is nil.
    case optionalBind(Expr)
    /// The outermost expression of a chain holding `?`: nil when the chain short-circuits.
    case optionalChain(Expr)
    case array([Expr])
    case dictionary([(Expr, Expr)])
    case tuple([Expr])
    case typeCheck(Expr, WrittenType)
    case cast(Expr, WrittenType, CastKind)
    case ifExpression(IfStatement)
    case switchExpression(SwitchStatement)
    case macro(String, [Argument])
    case discard
    /// A call of one of the prelude's natives (`__now()`), by its index among the engine's natives (`NativeNames`),
    /// resolved and checked when the prelude was lowered.
    case native(Int, [Expr])
    /// `try?` (nil on a thrown error) and `try!` (a thrown error is a located runtime error).
    case tryOptional(Expr)
    case tryForced(Expr)
    /// Code ViewGraph cannot run, warned about where it is declared: an error only if it runs.
    case notSimulated(ViewGraphMessage)
  }

  /// The short-circuiting operators.
  package enum LogicalOperator { case and, or, coalesce }

  /// `as`, `as?` and `as!`.
  package enum CastKind { case plain, optional, forced }
}

extension Expr {
  /// `.now`, `.now()`: a member of a type the context must supply.
  package var isImplicitMember: Bool { implicitMemberName != nil }

  /// `constant` in `.constant(true)` or `.constant`: the member a context type must supply.
  package var implicitMemberName: String? {
    switch kind {
    case .implicitMember(let name): name
    case .call(let callee, _): callee.implicitMemberName
    default: nil
    }
  }

  /// `3`, `"text"`, `nil`, `"\(name)"`: a value Swift types by where it is passed.
  package var isLiteral: Bool {
    switch kind {
    case .literal, .interpolation: true
    default: false
    }
  }

  var isTuple: Bool {
    if case .tuple = kind { return true }
    return false
  }

  package var isClosure: Bool {
    if case .closure = kind { return true }
    return false
  }

  /// `.make(name:)` or `[.make(name:), .fern]`: a value whose type only the context supplies; and
  /// `(.white, .black)`, whose labels the context supplies (`-> (background: Color, font: Color)`).
  package var needsContextType: Bool {
    if case .array(let elements) = kind { return elements.contains { $0.isImplicitMember || $0.isTuple } }
    if case .tuple = kind { return true }
    return isImplicitMember
  }
}

/// The member name a `super.name(…)` call is lowered to (`.member(self, "super Base name")`): the
/// superclass and the member, read back by the engine when it calls it.
package enum SuperMember {
  static func name(_ superclass: String, _ member: String) -> String { "super \(superclass) \(member)" }

  package static func parts(of name: String) -> (superclass: String, member: String)? {
    guard name.hasPrefix("super ") else { return nil }
    let parts = name.split(separator: " ")
    return parts.count == 3 ? (String(parts[1]), String(parts[2])) : nil
  }
}
