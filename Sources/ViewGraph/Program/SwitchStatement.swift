/// `switch subject { case …: … }`.
struct SwitchStatement {
  var subject: Expr
  var cases: [Case]

  /// One `case` (or `default`): its patterns, guard and body; bindings live in the body's scope.
  struct Case {
    var patterns: [Pattern]
    var whereClause: Expr?
    var body: Block
    var location: SourceLocation
  }
}
