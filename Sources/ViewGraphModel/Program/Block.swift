/// A `{ … }` block: its statements and how many local slots its scope needs.
package struct Block {
  package var statements: [Stmt]
  package var scopeSize: Int

  package init(statements: [Stmt], scopeSize: Int) {
    self.statements = statements
    self.scopeSize = scopeSize
  }
}

extension Block {
  /// The same block with its last expression returned; `type` (the declared result of the function
  /// whose lone `if` or `switch` it is a branch of) types an implicit member there, as it types
  /// `return .featureA` (`var tag: Tag { switch self { case .one: .one … } }` is `Tag.one`, never
  /// another enum's case of that name).
  func implicitlyReturning(typedAs type: WrittenType? = nil) -> Block {
    guard let last = statements.last, case .expression(var expr) = last.kind else { return self }
    if let type, expr.needsContextType { expr = Expr(.cast(expr, type, .plain), at: expr.location) }
    var copy = self
    copy.statements[copy.statements.count - 1] = Stmt(.returnStatement(expr), at: last.location)
    return copy
  }
}
