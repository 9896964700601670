/// A global `let`/`var`, initialised lazily on first use, as Swift globals are.
struct GlobalDecl {
  var name: String
  var initializer: Expr?
  var isLet: Bool
  var location: SourceLocation
}
