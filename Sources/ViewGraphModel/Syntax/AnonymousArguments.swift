import SwiftSyntax

/// The highest anonymous argument (`$0`, `$1`, …) a closure's own statements name: a `$0` inside a
/// closure nested in it is that closure's, as in Swift (`{ items.map { $0 * 2 } }` takes none).
/// Each closure is walked once, without its nested closures, so lowering closures nested hundreds
/// deep stays linear.
final class AnonymousArguments: SyntaxVisitor {
  private var highest: Int?

  static func highest(in statements: CodeBlockItemListSyntax) -> Int? {
    // Text without a `$` holds no `$0`: the walk below was a fifth of lowering a scenario of
    // 20,000 statements (issue 38), and reading the text is a fraction of it.
    guard statements.syntaxTextBytes.contains(UInt8(ascii: "$")) else { return nil }
    let finder = AnonymousArguments(viewMode: .sourceAccurate)
    finder.walk(statements)
    return finder.highest
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if case .dollarIdentifier(let text) = token.tokenKind, let index = Int(text.dropFirst()) {
      highest = max(highest ?? index, index)
    }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
