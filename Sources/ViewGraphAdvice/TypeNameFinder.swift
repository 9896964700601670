import SwiftSyntax
import ViewGraph

/// The names of the types a file declares, and of its classes.
final class TypeNameFinder: SyntaxVisitor {
  var names: [String] = []
  var classNames: [String] = []

  init(tree: SourceFileSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    names.append(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    names.append(node.name.text)
    classNames.append(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    names.append(node.name.text)
    return .visitChildren
  }
}
