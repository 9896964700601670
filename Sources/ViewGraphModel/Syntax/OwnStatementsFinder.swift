import SwiftSyntax

/// Finds a statement or expression in a body's own statements, not in the closures and nested
/// functions inside it: an explicit `return` (Swift does not apply a result builder to a body that
/// returns explicitly, and neither does ViewGraph), or an `await` (Swift types a closure that
/// awaits as `async`: `{ await load() }` is, `{ Task { await load() } }` is not), or a call of
/// another initializer (`super.init(…)`, `self.init(…)`: an initializer without one has Swift's
/// implicit `super.init()`).
final class OwnStatementsFinder: SyntaxVisitor {
  private enum Target { case returnStatement, await, delegation }

  private let target: Target
  private(set) var found = false

  private init(_ target: Target) {
    self.target = target
    super.init(viewMode: .sourceAccurate)
  }

  static func hasReturn(_ node: some SyntaxProtocol) -> Bool {
    find(.returnStatement, mentioning: returnKeyword, in: node)
  }

  static func awaits(_ node: some SyntaxProtocol) -> Bool { find(.await, mentioning: awaitKeyword, in: node) }

  static func delegates(_ node: some SyntaxProtocol) -> Bool {
    find(.delegation, mentioning: initKeyword, in: node)
  }

  private static func find(_ target: Target, mentioning keyword: [UInt8], in node: some SyntaxProtocol) -> Bool {
    // Text without the keyword holds no such statement (as `AnonymousArguments.highest`).
    guard SyntaxText.mentions(keyword, in: node.syntaxTextBytes) else { return false }
    let finder = OwnStatementsFinder(target)
    finder.walk(node)
    return finder.found
  }

  private static let returnKeyword = Array("return".utf8)
  private static let awaitKeyword = Array("await".utf8)
  private static let initKeyword = Array("init".utf8)

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    guard target == .returnStatement else { return .visitChildren }
    found = true
    return .skipChildren
  }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    guard target == .await else { return .visitChildren }
    found = true
    return .skipChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard target == .delegation, node.declName.baseName.tokenKind == .keyword(.`init`), let base = node.base else {
      return .visitChildren
    }
    if base.is(SuperExprSyntax.self) || base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      found = true
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
