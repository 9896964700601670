import SwiftSyntax

/// Subscripts a type declares (`subscript(row: Int, column: Int) -> Double { get set }`, static,
/// labelled, generic): its getter and setter become methods of the type under names no method can
/// have, found by `Interpreter.declaredSubscript` when the type's value is subscripted (issue 35).
extension Lowerer {
  /// Declares the getter and, if written, the setter of a `subscript`.
  func declareSubscript(_ syntax: SubscriptDeclSyntax, in type: TypeDecl) {
    let isStatic = syntax.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    guard let block = syntax.accessorBlock else { return }  // a protocol's requirement
    var getter: (CodeBlockItemListSyntax, Syntax)?
    var setter: (CodeBlockItemListSyntax, String, Syntax)?
    switch block.accessors {
    case .getter(let statements):
      getter = (statements, Syntax(block))
    case .accessors(let list):
      for accessor in list {
        guard let body = accessor.body else { continue }
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.get): getter = (body.statements, Syntax(accessor))
        case .keyword(.set): setter = (body.statements, accessor.parameters?.name.text ?? "newValue", Syntax(accessor))
        default: unsupported("'\(accessor.accessorSpecifier.text)' in a subscript", accessor)
        }
      }
    }
    let returnType = writtenType(syntax.returnClause.type, in: type)
    if case (let statements, let node)? = getter {
      let decl = subscriptAccessor(
        syntax, FunctionDecl.subscriptGetter, statements, node: node, newValue: nil, in: type)
      decl.isStatic = isStatic
      decl.returnType = returnType
      type.methods[decl.name, default: []].append(decl)
    }
    if case (let statements, let newValue, let node)? = setter {
      let decl = subscriptAccessor(
        syntax, FunctionDecl.subscriptSetter, statements, node: node, newValue: newValue, in: type)
      decl.isStatic = isStatic
      decl.isMutating = true
      type.methods[decl.name, default: []].append(decl)
    }
  }

  /// One accessor as a method: the subscript's parameters (unlabelled unless an argument label is
  /// written, as Swift's subscripts are), then the setter's new value.
  private func subscriptAccessor(
    _ syntax: SubscriptDeclSyntax, _ name: String, _ statements: CodeBlockItemListSyntax, node: Syntax,
    newValue: String?, in type: TypeDecl
  ) -> FunctionDecl {
    let decl = FunctionDecl(
      name: name, kind: .method, parameters: [], body: Block(statements: [], scopeSize: 0), location: location(node))
    decl.isSingleExpression = statements.count == 1
    let generics = Set(syntax.genericParameterClause?.parameters.map(\.name.text) ?? [])
    decl.genericParameterNames = generics
    let file = self.file
    lowerWhenUsed(decl, in: type) { [unowned self] decl, type in
      self.file = file
      self.currentType = type
      let savedGenerics = self.genericParameters
      self.genericParameters.formUnion(generics)
      let savedReturnType = self.returnType
      self.returnType = newValue == nil ? decl.returnType : nil
      defer {
        self.currentType = nil
        self.genericParameters = savedGenerics
        self.returnType = savedReturnType
      }
      decl.hasExplicitReturn = OwnStatementsFinder.hasReturn(statements)
      self.pushScope(hasSelf: true)
      let written = syntax.parameterClause.parameters
      decl.parameters = zip(self.lowerParameters(written), written).map { lowered, parameter in
        var unlabelled = lowered
        if parameter.secondName == nil { unlabelled.label = nil }
        return unlabelled
      }
      if let newValue {
        decl.parameters.append(FunctionDecl.Parameter(label: nil, name: newValue, slot: self.declare(newValue)))
      }
      decl.body = Block(statements: self.lowerStatements(statements), scopeSize: self.popScope())
    }
    return decl
  }
}
