/// An expression of the program, lowered from swift-syntax with every name already resolved.
struct Expr {
  var kind: Kind
  var location: SourceLocation

  init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// What the expression is.
  indirect enum Kind {
    case literal(Value)
    case interpolation([InterpolationPart])
    case name(NameReference)
    case member(Expr, String)
    case implicitMember(String)
    case call(Expr, [Argument])
    case subscriptCall(Expr, [Argument])
    case closure(FunctionDecl)
    case keyPath([String])
    case binary(String, Expr, Expr)
    case logical(LogicalOperator, Expr, Expr)
    case unary(String, Expr)
    case ternary(Expr, Expr, Expr)
    case assign(Expr, Expr)
    case compoundAssign(String, Expr, Expr)
    case forceUnwrap(Expr)
    /// `a?` inside an optional chain: short-circuits the chain when `a` is nil.
    case optionalBind(Expr)
    /// The outermost expression of a chain holding `?`: nil when the chain short-circuits.
    case optionalChain(Expr)
    case array([Expr])
    case dictionary([(Expr, Expr)])
    case tuple([Expr])
    case typeCheck(Expr, String)
    case cast(Expr, String, CastKind)
    case ifExpression(IfStatement)
    case switchExpression(SwitchStatement)
    case macro(String, [Argument])
    case discard
  }

  /// The short-circuiting operators.
  enum LogicalOperator { case and, or, coalesce }

  /// `as`, `as?` and `as!`.
  enum CastKind { case plain, optional, forced }
}

/// A piece of a string literal: text, or an interpolated expression.
enum InterpolationPart {
  case text(String)
  case expression(Expr)
  /// `\(value, specifier: "%.1f")`, as `Text` formats it.
  case formatted(Expr, specifier: String)
}

/// A call argument: its label (nil when unlabelled) and value.
struct Argument {
  var label: String?
  var value: Expr
  /// A trailing closure, which matches the next unfilled closure parameter.
  var isTrailingClosure = false
  /// The argument as written, for messages about expectations.
  var sourceText: String?
}

/// A resolved name: the resolver decides, before anything runs, what each identifier means.
struct NameReference {
  var name: String
  var resolution: Resolution
  /// How the name was written: plain, `$name` (projected value) or `_name` (the wrapper itself).
  var access: Access = .plain

  /// Where the value lives.
  enum Resolution {
    /// A local variable: `depth` scopes up, slot `slot`.
    case local(depth: Int, slot: Int)
    /// A member of `self`; `self` lives in slot 0 of the scope `depth` up.
    case selfMember(depth: Int)
    /// `self`.
    case selfValue(depth: Int)
    case global
    case type
    case builtin
  }

  /// For `self`: how many scopes up it lives (it is slot 0 there).
  var selfDepth: Int? {
    switch resolution {
    case .selfValue(let depth): depth
    case .local(let depth, 0) where name == "self": depth
    default: nil
    }
  }

  /// How a wrapped property is reached.
  enum Access {
    case plain, projected, wrapper
    /// `item` inside `{ $item in … }`: the value of the binding the closure received.
    case bindingValue
  }
}
