import SwiftSyntax

/// Finds an explicit `return` in a body, not counting closures and nested functions. Swift does
/// not apply a result builder to a body that returns explicitly, and neither does ViewGraph.
final class ReturnFinder: SyntaxVisitor {
  private(set) var found = false

  static func hasReturn(_ node: some SyntaxProtocol) -> Bool {
    // Text without `return` holds no return statement (as `AnonymousArguments.highest`).
    guard SyntaxText.mentions(Self.returnKeyword, in: node.syntaxTextBytes) else { return false }
    let finder = ReturnFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  private static let returnKeyword = Array("return".utf8)

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
