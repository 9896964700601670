/// `for pattern in sequence where … { body }`; the loop variables live in the body's scope.
package struct ForIn {
  package var pattern: Pattern
  package var sequence: Expr
  package var whereClause: Expr?
  package var body: Block
  /// `for await x in sequence`: an asynchronous sequence.
  package var isAwait = false
}
