/// `switch subject { case …: … }`.
package struct SwitchStatement {
  var subject: Expr
  var cases: [Case]

  /// One `case` (or `default`): its patterns, guard and body; bindings live in the body's scope.
  struct Case {
    var patterns: [Pattern]
    var whereClause: Expr?
    var body: Block
    var location: SourceLocation
    /// Whether its body ends in `fallthrough`: the next case's body runs after it.
    var fallsThrough = false
  }
}

extension SwitchStatement {
  func implicitlyReturning(typedAs type: WrittenType? = nil) -> SwitchStatement {
    var copy = self
    copy.cases = cases.map { c in
      var c = c
      c.body = c.body.implicitlyReturning(typedAs: type)
      return c
    }
    return copy
  }
}
