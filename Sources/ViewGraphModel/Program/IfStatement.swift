/// `if` (also used as an expression): conditions, then-block (whose scope holds the bindings), else.
package struct IfStatement {
  package var conditions: [Condition]
  package var then: Block
  package var otherwise: Otherwise?

  /// What follows `else`.
  package indirect enum Otherwise {
    case block(Block)
    case elseIf(IfStatement, SourceLocation)
  }
}

extension IfStatement {
  /// The same `if`, used as an expression: each branch's last expression is its value.
  package func implicitlyReturning(typedAs type: WrittenType? = nil) -> IfStatement {
    var copy = self
    copy.then = then.implicitlyReturning(typedAs: type)
    switch otherwise {
    case .block(let block): copy.otherwise = .block(block.implicitlyReturning(typedAs: type))
    case .elseIf(let elseIf, let location):
      copy.otherwise = .elseIf(elseIf.implicitlyReturning(typedAs: type), location)
    case nil: break
    }
    return copy
  }
}
