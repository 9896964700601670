/// A condition of `if`, `guard` or `while`.
package enum Condition {
  case expression(Expr)
  /// `let x = value` (optional binding into `slot`); `let x: T = value` gives the value's type as
  /// `T?`, which a generic function's result takes (`guard let service: T = lookup()`).
  case optionalBinding(slot: Int, Expr, type: WrittenType?)
  /// `case pattern = value`.
  case matching(Pattern, Expr)
}
