import SwiftSyntax

/// A program read as a script (`viewgraph run`): its top-level statements run in file order, as
/// Swift runs a `main.swift`. Its variables are the program's globals, so the functions and types
/// it declares see them; each is set where it is declared, so a function reads it as the code
/// before it left it (not when first read, as a global of another file would be). The second
/// pass declares them (`MemberDeclarations.declareScriptGlobals`) and keeps the statements.
extension Lowerer {
  /// The top-level code as one body, lowered once every declaration is known.
  func lowerTopLevelCode() {
    names.pushScope()
    var code: [Stmt] = []
    for (index, item) in members.topLevelItems {
      place.file = index
      switch item {
      case .decl(let decl):
        if let variable = decl.as(VariableDeclSyntax.self) { code += lowerGlobalInitializers(variable) }
      case .stmt(let stmt):
        if let lowered = statements.lowerStmt(stmt) { code.append(lowered) }
      case .expr(let expr):
        code.append(Stmt(.expression(expressions.lowerExpr(expr)), at: place.location(expr)))
      }
    }
    let start =
      code.first?.location
      ?? SourceLocation(file: members.topLevelItems.first?.file ?? 0, line: 1, column: 1, offset: 0)
    model.topLevelCode = FunctionDecl(
      name: "top-level code", kind: .closure, parameters: [],
      body: Block(statements: code, scopeSize: names.popScope()), location: start)
  }

  /// `let seed: UInt64 = 0x9E37…`, `var (x, y) = (1, 2)`: the globals set where they are declared,
  /// a written type typing the value as it types a local's.
  private func lowerGlobalInitializers(_ variable: VariableDeclSyntax) -> [Stmt] {
    variable.bindings.compactMap { binding in
      guard binding.accessorBlock == nil, let initializer = binding.initializer?.value else { return nil }
      var value = expressions.lowerExpr(initializer)
      if let annotation = binding.typeAnnotation {
        value = Expr(.cast(value, names.writtenType(annotation.type), .plain), at: value.location)
      }
      guard let target = globalTarget(binding.pattern) else {
        _ = report.unsupported("this global pattern", binding.pattern)
        return nil
      }
      return Stmt(.expression(Expr(.assign(target, value), at: place.location(binding))), at: place.location(binding))
    }
  }

  /// The place a pattern of names stores into: a global, or a tuple of them.
  private func globalTarget(_ pattern: PatternSyntax) -> Expr? {
    let at = place.location(pattern)
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      return Expr(.name(NameReference(name: identifier.identifier.text, resolution: .global)), at: at)
    }
    if pattern.is(WildcardPatternSyntax.self) { return Expr(.discard, at: at) }
    guard let tuple = pattern.as(TuplePatternSyntax.self) else { return nil }
    var elements: [Expr] = []
    for element in tuple.elements {
      guard let target = globalTarget(element.pattern) else { return nil }
      elements.append(target)
    }
    return Expr(.tuple(elements), at: at)
  }
}
