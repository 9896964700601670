import ViewGraphModel

/// A closure, a bound method, an initializer or enum case named as a value, an operator, or a
/// native.
package struct FunctionValue {
  /// What runs when the function is called.
  package enum Body {
    case declared(FunctionDecl, captured: Scope?, selfValue: Value?)
    /// A native ViewGraph implements (`min` passed as a value, a sheet's `dismiss`), with the value
    /// it acts on, if any. Boxed: a native is large and rarely a value, and every closure a view
    /// keeps is a `FunctionValue` (100,000 rows, issue 20).
    indirect case native(Native, receiver: Value?)
    /// `ItemRow.init` as a value (`ForEach(items, content: ItemRow.init)`).
    case initializer(TypeDecl)
    /// An enum case with a payload as a value (`items.map(Shape.circle)`).
    case enumCase(TypeDecl, String)
    /// An operator as a value (`numbers.reduce(0, +)`).
    case binaryOperator(BinaryOperator)
    /// An operator the program declares (`+++`), found on its operands' types when called.
    case customOperator(String)
    /// An argument passed to an `@autoclosure` parameter: its expression, evaluated in the
    /// caller's scope each time the closure is called.
    indirect case autoclosure(Expr, Scope)
  }

  package var body: Body
  /// Unique per created closure: a closure compares equal to itself only (SPEC rule 6), so one made
  /// anew never does.
  package let identity: Int

  /// A declared function's type as Swift writes it (`(Int) -> Int`), when its declaration writes
  /// each parameter's type; nil for a closure, whose types are inferred, and any other function.
  var writtenType: WrittenType? {
    guard case .declared(let decl, _, _) = body, decl.kind == .function || decl.kind == .method || decl.isLocalFunction
    else { return nil }
    var types: [WrittenType] = []
    for parameter in decl.parameters {
      guard let type = parameter.type else { return nil }
      types.append(type)
    }
    return WrittenType(.function, types + [decl.returnType ?? .named("Void")])
  }

  /// Whether a declared function or closure takes parameters (`{ store in … }`).
  var takesParameters: Bool {
    guard case .declared(let decl, _, _) = body else { return false }
    return !decl.parameters.isEmpty
  }

  var name: String {
    switch body {
    case .declared(let decl, _, _): decl.name
    case .native(let native, _): native.name
    case .initializer(let type): "\(type.name).init"
    case .enumCase(let type, let name): "\(type.name).\(name)"
    case .binaryOperator(let op): op.rawValue
    case .customOperator(let op): op
    case .autoclosure: "@autoclosure"
    }
  }
}
