/// A piece of a string literal: text, or an interpolated expression.
package enum InterpolationPart {
  case text(String)
  case expression(Expr)
  /// `\(value, specifier: "%.1f")`, as `Text` formats it.
  case formatted(Expr, specifier: String)
}
