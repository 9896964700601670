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
  var implicitlyReturning: Block {
    guard let last = statements.last, case .expression(let expr) = last.kind else { return self }
    var copy = self
    copy.statements[copy.statements.count - 1] = Stmt(.returnStatement(expr), at: last.location)
    return copy
  }
}
