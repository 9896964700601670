/// A closure, bound method or builtin function.
struct FunctionValue {
  /// What runs when the function is called.
  enum Body {
    case declared(FunctionDecl, captured: Scope?, selfValue: Value?)
    case builtin(String, receiver: Value?)
    /// A native ViewGraph implements (`min` passed as a value, a sheet's `dismiss`), with the value
    /// it acts on, if any.
    case native(Native, receiver: Value?)
  }

  var body: Body
  /// Unique per created closure: closures never compare equal (SPEC rule 6), but the same one is itself.
  let identity: Int

  var name: String {
    switch body {
    case .declared(let decl, _, _): decl.name
    case .builtin(let name, _): name
    case .native(let native, _): native.name
    }
  }
}
