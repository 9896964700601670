import SwiftSyntax

/// Whether a closure's own statements await (`{ await load() }`), not a closure or function inside
/// them (`{ Task { await load() } }` is synchronous): Swift types such a closure as `async`.
final class AwaitFinder: SyntaxVisitor {
  private(set) var found = false

  static func awaits(_ node: some SyntaxProtocol) -> Bool {
    // Text without `await` holds no await (as `ReturnFinder.hasReturn`).
    guard SyntaxText.mentions(Self.awaitKeyword, in: node.syntaxTextBytes) else { return false }
    let finder = AwaitFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  private static let awaitKeyword = Array("await".utf8)

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
