/// A `{ … }` block: its statements and how many local slots its scope needs.
struct Block {
  var statements: [Stmt]
  var scopeSize: Int
}

extension Block {
  var implicitlyReturning: Block {
    guard let last = statements.last, case .expression(let expr) = last.kind else { return self }
    var copy = self
    copy.statements[copy.statements.count - 1] = Stmt(.returnStatement(expr), at: last.location)
    return copy
  }
}
