/// A condition of `if`, `guard` or `while`.
enum Condition {
  case expression(Expr)
  /// `let x = value` (optional binding into `slot`).
  case optionalBinding(slot: Int, Expr)
  /// `case pattern = value`.
  case matching(Pattern, Expr)
}
