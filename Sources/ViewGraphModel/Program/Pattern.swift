/// A pattern of `switch`, `if case` and `for`.
package indirect enum Pattern {
  case wildcard
  case binding(slot: Int)
  case enumCase(name: String, payload: [Pattern])
  case tuple([Pattern])
  case value(Expr)
  case optionalSome(Pattern)
  /// `let action as SetDetail`: the value, when it is of that type, matched against the inner pattern.
  case cast(Pattern, type: WrittenType)
  /// `is SetDetail`.
  case isType(WrittenType)
}
