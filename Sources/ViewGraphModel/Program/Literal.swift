/// A value the source writes as it is: `1`, `"a"`, `true`, `nil`, `Int.self`, `#line`, or a macro
/// ViewGraph does not expand. The engine makes each into its value once, as it is lowered
/// (`LiteralValues`); the model never names the engine's values (issue 39).
package enum Literal {
  case void
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  /// A type used as a value: `Book.self`.
  case metatype(TypeReference)
  /// What ViewGraph does not simulate, as the code wrote it (`#externalMacro(…)`).
  case opaque(description: String, origin: SourceLocation)
}

/// A value the engine made: a literal's, made once when it is lowered (`LiteralValues`), or one it
/// has computed and hands back to a call as one of its arguments (an argument evaluated once to
/// choose among overloads, a value a publisher sends to a subscriber). The model carries it
/// without looking inside: only the engine's `Value` conforms.
package protocol EvaluatedValue {}

/// How the engine makes a literal's value, asked once per literal as it is lowered, so that every
/// evaluation of the literal hands out the same value (as a compiled constant is one), not a new one.
package protocol LiteralValues: Sendable {
  func value(of literal: Literal) -> any EvaluatedValue
}
