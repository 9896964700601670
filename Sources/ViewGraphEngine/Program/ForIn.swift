/// `for pattern in sequence where … { body }`; the loop variables live in the body's scope.
package struct ForIn {
  var pattern: Pattern
  var sequence: Expr
  var whereClause: Expr?
  var body: Block
  /// `for await x in sequence`: an asynchronous sequence.
  var isAwait = false
}
