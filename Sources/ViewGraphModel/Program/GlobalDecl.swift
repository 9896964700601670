/// A global `let`/`var`, initialised lazily on first use, as Swift globals are.
package struct GlobalDecl {
  var name: String
  package var initializer: Expr?
  var isLet: Bool
  var location: SourceLocation
}
