import SwiftSyntax
import ViewGraph

/// One element of a view's `body` (a view its builder lists, an `if`): what a subview can take.
struct BodyPart {
  /// The view type whose body it is in.
  let viewType: String
  let declaration: StructDeclSyntax
  /// The element: an expression statement of a view builder in the body, not the body's only one.
  let element: CodeBlockItemSyntax
  let file: Int

  /// The element of `viewType`'s body that holds `token`, if `token` is in that body (a `View`'s,
  /// not an `App`'s), outside any closure that takes parameters (a `ForEach`'s rows are units of
  /// their own).
  init?(containing token: TokenSyntax, of viewType: String, file: Int) {
    var element: CodeBlockItemSyntax?
    var node: Syntax? = token.parent
    while let current = node {
      if let closure = current.as(ClosureExprSyntax.self), closure.signature?.parameterClause != nil { return nil }
      if element == nil, let item = current.as(CodeBlockItemSyntax.self) {
        guard item.item.is(ExprSyntax.self) || item.item.is(ExpressionStmtSyntax.self) else { return nil }
        element = item
      }
      if let variable = current.as(VariableDeclSyntax.self) {
        guard variable.names == ["body"], let type = variable.parent?.ancestor(StructDeclSyntax.self),
          type.name.text == viewType,
          type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" }) == true,
          let element, let statements = variable.bodyStatements
        else { return nil }
        // The body's one element is the whole body: nothing would be left to spare.
        if element.parent?.id == statements.id, statements.count == 1 { return nil }
        self.viewType = viewType
        self.declaration = type
        self.element = element
        self.file = file
        return
      }
      if current.is(FunctionDeclSyntax.self) || current.is(StructDeclSyntax.self) { return nil }
      node = current.parent
    }
    return nil
  }
}
