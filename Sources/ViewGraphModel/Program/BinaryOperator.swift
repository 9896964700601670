/// A binary operator of the standard library, read once when lowering (`a + b`, `x..<y`); a
/// program's own operators (`func + (lhs: Money, rhs: Money)`) are found by its `rawValue`.
package enum BinaryOperator: String, Sendable {
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  case divide = "/"
  case remainder = "%"
  case equal = "=="
  case notEqual = "!="
  case identical = "==="
  case notIdentical = "!=="
  case less = "<"
  case greater = ">"
  case lessOrEqual = "<="
  case greaterOrEqual = ">="
  case halfOpenRange = "..<"
  case closedRange = "..."
  case bitAnd = "&"
  case bitOr = "|"
  case bitXor = "^"
  case shiftLeft = "<<"
  case shiftRight = ">>"
  case overflowAdd = "&+"
  case overflowSubtract = "&-"
  case overflowMultiply = "&*"
  /// `pattern ~= value`: what a `case` matches (a range contains the value, else equality).
  case pattern = "~="

  /// The comparisons, whose two sides an expectation's failure shows.
  package var isComparison: Bool {
    switch self {
    case .equal, .notEqual, .less, .greater, .lessOrEqual, .greaterOrEqual: true
    default: false
    }
  }

  /// `..<` and `...`.
  var isRange: Bool { self == .halfOpenRange || self == .closedRange }

  /// The operators a compound assignment (`+=`) applies.
  static let compoundAssignable: Set<BinaryOperator> = [
    .add, .subtract, .multiply, .divide, .remainder, .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight,
    .overflowAdd, .overflowSubtract, .overflowMultiply,
  ]
}
