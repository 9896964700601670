/// `switch subject { case …: … }`.
package struct SwitchStatement {
  package var subject: Expr
  package var cases: [Case]

  /// One `case` (or `default`): its patterns, guard and body; bindings live in the body's scope.
  package struct Case {
    package var patterns: [Pattern]
    package var whereClause: Expr?
    package var body: Block
    var location: SourceLocation
    /// Whether its body ends in `fallthrough`: the next case's body runs after it.
    package var fallsThrough = false
  }
}

extension SwitchStatement {
  package func implicitlyReturning(typedAs type: WrittenType? = nil) -> SwitchStatement {
    var copy = self
    copy.cases = cases.map { c in
      var c = c
      c.body = c.body.implicitlyReturning(typedAs: type)
      return c
    }
    return copy
  }
}
