/// `if` (also used as an expression): conditions, then-block (whose scope holds the bindings), else.
struct IfStatement {
  var conditions: [Condition]
  var then: Block
  var otherwise: Otherwise?

  /// What follows `else`.
  indirect enum Otherwise {
    case block(Block)
    case elseIf(IfStatement, SourceLocation)
  }
}
