/// The natives the engine's libraries register, as the lowering sees them: a prelude's `__name(…)`
/// resolves to a native's index and is checked against its arity, and a program's name that a
/// library registers as a function (`min`, `String`) is one ViewGraph provides. The engine's
/// `NativeRegistry` is the one conformance; the model names no engine type (issue 39).
package protocol NativeNames: Sendable {
  /// The native function called `name`: its index (what `Expr.Kind.native` holds) and how many
  /// arguments it takes.
  func native(named name: String) -> (index: Int, arity: ClosedRange<Int>)?
}
