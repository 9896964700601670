import SwiftSyntax

/// The types a file declares inside a function, a getter or a closure (`struct ItemRequest:
/// Request { … }` in `func load()`): Swift's local types. They capture nothing of the function
/// (Swift refuses a local type that closes over a value), so ViewGraph declares each where the
/// program's types are, under its own name, when that name is the program's only type of the
/// name (issue 36); the statement that declares it then does nothing.
final class LocalTypeFinder: SyntaxVisitor {
  private(set) var found: [DeclSyntax] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { record(node) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { record(node) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { record(node) }

  /// A declaration that is a statement of a block (not a member, not at a file's top level).
  private func record(_ node: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
    guard let item = node.parent?.as(CodeBlockItemSyntax.self), item.parent?.parent?.is(SourceFileSyntax.self) == false
    else { return .visitChildren }
    found.append(DeclSyntax(node))
    return .skipChildren
  }

  /// The name a struct, class or enum declaration gives its type.
  static func name(of decl: DeclSyntax) -> String? { decl.asProtocol(NamedDeclSyntax.self)?.name.text }
}
