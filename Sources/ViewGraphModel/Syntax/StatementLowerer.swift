import Dispatch
import SwiftSyntax

/// Lowers statements — blocks, local declarations, `if`, `guard`, `switch`, loops, `do`/`catch` —
/// and patterns into the program model's `Stmt`s and `Pattern`s, declaring each local in the
/// `NameResolver`'s innermost scope; their expressions go to the `ExpressionLowerer`. It holds the
/// load's clock (`--max-seconds`), read as blocks are lowered. One per `Lowerer`, which owns it.
final class StatementLowerer {
  /// Unowned: the lowerer owns this one.
  unowned let lowerer: Lowerer
  /// Unowned: the lowerer that owns this one is kept as long as the model needs it.
  unowned let model: ProgramModel
  let place: LoweringPlace
  let report: LoweringDiagnostics
  let names: NameResolver
  /// The slots of a block's local functions, declared before its statements are lowered.
  var localFunctionSlots: [SyntaxIdentifier: Int] = [:]
  /// While a `case`'s second or later pattern is lowered: the slots its earlier patterns bound, by
  /// name, which this one binds too.
  private var sharedPatternSlots: [String: Int]?
  /// When lowering must stop (`--max-seconds`, shared with the parse); past it, one located error
  /// and nothing more is lowered.
  var deadline = DispatchTime.distantFuture
  /// The seconds the load was given (`--max-seconds` for each file), for the message.
  var loadSeconds = 0.0
  /// Blocks lowered since the clock was last read.
  private var blocksSinceClock = 0
  /// Whether the deadline has passed.
  private var outOfTime = false

  /// The statement lowering of `lowerer`.
  init(lowerer: Lowerer) {
    self.lowerer = lowerer
    model = lowerer.model
    place = lowerer.place
    report = lowerer.report
    names = lowerer.names
  }

  /// The expression lowering statements' expressions go to.
  private var expressions: ExpressionLowerer { lowerer.expressions }

  /// Lowers statements into the innermost scope.
  func lowerStatements(_ items: CodeBlockItemListSyntax) -> [Stmt] {
    if lowerer.stackGuard.isExhausted() {
      report.error(.stackExhausted(), items)
      return []
    }
    if isOutOfTime(at: items) { return [] }
    // Local functions can be called before their declaration, as in Swift: each name is declared
    // first, and each function is defined at the start of its block (it captures the block's
    // scope, not values, so it sees the variables declared after it as they are when it runs).
    for item in items {
      if case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self) {
        localFunctionSlots[function.id] = names.declare(function.name.text)
      }
    }
    var functions: [Stmt] = []
    var statements: [Stmt] = []
    for item in items {
      switch item.item {
      case .decl(let decl) where decl.is(FunctionDeclSyntax.self):
        functions += lowerLocalDecl(decl)
      case .decl(let decl) where decl.is(IfConfigDeclSyntax.self):
        // `#if`: the active clause's statements stand where the `#if` was.
        if let ifConfig = decl.as(IfConfigDeclSyntax.self),
          case .statements(let active)? = place.activeElements(of: ifConfig)
        {
          statements += lowerStatements(active)
        }
      case .decl(let decl): statements += lowerLocalDecl(decl)
      case .stmt(let stmt): if let s = lowerStmt(stmt) { statements.append(s) }
      case .expr(let expr): statements.append(Stmt(.expression(expressions.lowerExpr(expr)), at: place.location(expr)))
      }
    }
    return functions + statements
  }

  /// A `{ … }` block with a scope of its own; `prepare` declares bindings first (if-let, for, case).
  func lowerBlock(_ items: CodeBlockItemListSyntax, prepare: () -> Void = {}) -> Block {
    names.pushScope()
    prepare()
    let statements = lowerStatements(items)
    return Block(statements: statements, scopeSize: names.popScope())
  }

  private func lowerLocalDecl(_ decl: DeclSyntax) -> [Stmt] {
    // A local type, declared with the program's types (`LocalTypeFinder`): nothing runs here.
    if lowerer.hoistedLocalTypes.contains(decl.id) { return [] }
    switch decl.as(DeclSyntaxEnum.self) {
    case .variableDecl(let variable):
      // The local variable's property-wrapper attribute, if it has one (of several, the last written).
      var wrapperAttribute: AttributeSyntax?
      for element in variable.attributes {
        if let attribute = element.as(AttributeSyntax.self) { wrapperAttribute = attribute }
      }
      var statements: [Stmt] = []
      for binding in variable.bindings {
        if binding.accessorBlock != nil {
          report.unsupported("a computed local variable", binding)
          continue
        }
        var initializer = binding.initializer.map { expressions.lowerExpr($0.value) }
        if let annotation = binding.typeAnnotation, let value = initializer {
          // `let x: Double = 7` stores a Double, as the compiler types the literal.
          initializer = Expr(.cast(value, names.writtenType(annotation.type), .plain), at: value.location)
        }
        if let wrapperAttribute, let wrapped = localWrappedValue(wrapperAttribute, initializer: initializer) {
          initializer = wrapped
        }
        if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
          let slot = names.declare(
            identifier.identifier.text, type: binding.typeAnnotation.map { WrittenType($0.type) })
          statements.append(
            Stmt(
              .variable(slot: slot, name: identifier.identifier.text, initializer: initializer),
              at: place.location(binding)))
        } else if let tuple = binding.pattern.as(TuplePatternSyntax.self), let initializer {
          let slots: [Int?] = tuple.elements.map { element in
            element.pattern.as(IdentifierPatternSyntax.self).map { names.declare($0.identifier.text) }
          }
          statements.append(Stmt(.destructure(slots: slots, initializer: initializer), at: place.location(binding)))
        } else if binding.pattern.is(WildcardPatternSyntax.self), let initializer {
          statements.append(Stmt(.expression(initializer), at: place.location(binding)))
        } else {
          report.unsupported("this variable pattern", binding.pattern)
        }
      }
      return statements
    case .functionDecl(let function):
      let slot = localFunctionSlots.removeValue(forKey: function.id) ?? names.declare(function.name.text)
      let decl = FunctionDecl(
        name: function.name.text, kind: .closure, parameters: [], body: Block(statements: [], scopeSize: 0),
        location: place.location(function))
      guard let body = function.body else { return [] }
      decl.isLocalFunction = true
      decl.returnType = function.signature.returnClause.map { names.writtenType($0.type) }
      names.pushScope()
      decl.parameters = lowerer.lowerParameters(function.signature.parameterClause.parameters)
      let statements = lowerStatements(body.statements)
      decl.body = Block(statements: statements, scopeSize: names.popScope())
      decl.isSingleExpression = body.statements.count == 1 && function.signature.returnClause != nil
      return [Stmt(.function(slot: slot, decl), at: place.location(function))]
    case .macroExpansionDecl(let macro) where macro.macroName.text == "warning":
      return []  // `#warning("…")` is the compiler's message; nothing runs
    case .macroExpansionDecl(let macro):
      report.checkExpectation(macro.macroName.text, macro)
      let arguments = expressions.lowerArguments(macro.arguments)
      return [
        Stmt(
          .expression(Expr(.macro(macro.macroName.text, arguments), at: place.location(macro))),
          at: place.location(macro))
      ]
    default:
      return [
        Stmt(
          .expression(report.notSimulated(LoweringDiagnostics.construct(decl) + " inside a function", decl)),
          at: place.location(decl))
      ]
    }
  }

  /// A local variable in a property wrapper of the program's or a package's (`@Dependency(\.uuid) var
  /// uuid`, `@Injected var handler: OAuthHandler` inside a function): the wrapper made where the
  /// variable is declared, and its `wrappedValue`. SwiftUI's own wrappers keep their meaning.
  private func localWrappedValue(_ attribute: AttributeSyntax, initializer: Expr?) -> Expr? {
    let name = attribute.attributeName.trimmedDescription
    guard PropertyWrapper(knownName: name) == nil, model.types[name]?.attributes.contains("propertyWrapper") == true
    else { return nil }
    let at = place.location(attribute)
    var arguments: [Argument] = []
    if case .argumentList(let list) = attribute.arguments { arguments = expressions.lowerArguments(list) }
    if let initializer { arguments.append(Argument(label: "wrappedValue", value: initializer)) }
    let made = Expr(.call(Expr(.name(NameReference(name: name, resolution: .type)), at: at), arguments), at: at)
    return Expr(.member(made, "wrappedValue"), at: at)
  }

  func lowerStmt(_ stmt: StmtSyntax) -> Stmt? {
    let at = place.location(stmt)
    switch stmt.as(StmtSyntaxEnum.self) {
    case .expressionStmt(let e):
      if let ifExpr = e.expression.as(IfExprSyntax.self) { return Stmt(.ifStatement(lowerIf(ifExpr)), at: at) }
      if let switchExpr = e.expression.as(SwitchExprSyntax.self) {
        return Stmt(.switchStatement(lowerSwitch(switchExpr)), at: at)
      }
      return Stmt(.expression(expressions.lowerExpr(e.expression)), at: at)
    case .returnStmt(let r):
      guard let value = r.expression.map(expressions.lowerExpr) else { return Stmt(.returnStatement(nil), at: at) }
      if let returnType = lowerer.returnType, value.needsContextType {
        // `return .items` in a function declared `-> APIService.Endpoint`: the result type types it.
        return Stmt(.returnStatement(Expr(.cast(value, returnType, .plain), at: value.location)), at: at)
      }
      return Stmt(.returnStatement(value), at: at)
    case .guardStmt(let g):
      let conditions = lowerConditions(g.conditions)
      // The else-block runs before the bindings exist; they live in the enclosing scope after it.
      let elseBlock = lowerBlock(g.body.statements)
      return Stmt(.guardStatement(conditions, elseBlock), at: at)
    case .forStmt(let f):
      let sequence = expressions.lowerExpr(f.sequence)
      var pattern = Pattern.wildcard
      var whereClause: Expr?
      let body = lowerBlock(f.body.statements) {
        pattern = lowerPattern(f.pattern, bindsNames: true)
        whereClause = f.whereClause.map { expressions.lowerExpr($0.condition) }
      }
      let loop = ForIn(
        pattern: pattern, sequence: sequence, whereClause: whereClause, body: body, isAwait: f.awaitKeyword != nil)
      return Stmt(.forIn(loop), at: at)
    case .whileStmt(let w):
      guard w.conditions.count == 1, case .expression(let condition) = w.conditions.first?.condition else {
        return Stmt(.expression(report.notSimulated("'while' with bindings", w)), at: at)
      }
      return Stmt(.whileLoop(expressions.lowerExpr(condition), lowerBlock(w.body.statements)), at: at)
    case .repeatStmt(let r):
      return Stmt(.repeatWhile(lowerBlock(r.body.statements), expressions.lowerExpr(r.condition)), at: at)
    case .deferStmt(let d):
      return Stmt(.deferBlock(lowerBlock(d.body.statements)), at: at)
    case .throwStmt(let t):
      return Stmt(.throwStatement(expressions.lowerExpr(t.expression)), at: at)
    case .doStmt(let d):
      let body = lowerBlock(d.body.statements)
      let clauses = d.catchClauses.map(lowerCatch)
      return Stmt(.doCatch(body, clauses), at: at)
    case .breakStmt:
      return Stmt(.breakStatement, at: at)
    case .continueStmt:
      return Stmt(.continueStatement, at: at)
    default:
      return Stmt(.expression(report.notSimulated(LoweringDiagnostics.construct(stmt), stmt)), at: at)
    }
  }

  /// `catch`, `catch MyError.notFound`, `catch let error as MyError`, `catch is MyError`.
  private func lowerCatch(_ clause: CatchClauseSyntax) -> CatchClause {
    var pattern: Pattern?
    var type: WrittenType?
    var errorSlot: Int?
    var whereClause: Expr?
    let body = lowerBlock(clause.body.statements) {
      guard let item = clause.catchItems.first else {
        errorSlot = names.declare("error")
        return
      }
      if let written = item.pattern {
        let expression = written.as(ValueBindingPatternSyntax.self)?.pattern.as(ExpressionPatternSyntax.self)?
          .expression
        // `catch let error as URLError` (folded here in the prelude, where an `as` is a sequence).
        if let expression,
          let (castType, name) = place.withFolded(
            expression,
            { folded in
              folded.as(AsExprSyntax.self).flatMap { cast in
                cast.expression.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self).map {
                  (WrittenType(cast.type), $0.identifier.text)
                }
              }
            })
        {
          type = castType
          pattern = .binding(slot: names.declare(name))
        } else if let isType = written.as(IsTypePatternSyntax.self) {
          type = WrittenType(isType.type)
          pattern = .wildcard
        } else {
          pattern = lowerPattern(written, bindsNames: false)
        }
      }
      whereClause = item.whereClause.map { expressions.lowerExpr($0.condition) }
    }
    return CatchClause(pattern: pattern, type: type, errorSlot: errorSlot, whereClause: whereClause, body: body)
  }

  /// Conditions bind into the innermost scope, in order.
  func lowerConditions(_ list: ConditionElementListSyntax) -> [Condition] {
    list.compactMap { element in
      switch element.condition {
      case .expression(let e):
        return .expression(expressions.lowerExpr(e))
      case .optionalBinding(let binding):
        if !binding.pattern.is(IdentifierPatternSyntax.self), let initializer = binding.initializer {
          // `guard let (data, _) = try? await fetch()`: the value, when it is not nil, taken apart
          // as `case let (data, _)? = …` does.
          let value = expressions.lowerExpr(initializer.value)
          return .matching(.optionalSome(lowerPattern(binding.pattern, bindsNames: true)), value)
        }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          report.unsupported("this binding pattern", binding.pattern)
          return nil
        }
        let value: Expr
        if let initializer = binding.initializer {
          value = expressions.lowerExpr(initializer.value)
        } else {
          value = Expr(.name(names.resolve(name, at: binding)), at: place.location(binding))
        }
        let type = binding.typeAnnotation.map { WrittenType(.optional, [names.writtenType($0.type)]) }
        return .optionalBinding(slot: names.declare(name), value, type: type)
      case .matchingPattern(let matching):
        let value = expressions.lowerExpr(matching.initializer.value)
        return .matching(lowerPattern(matching.pattern, bindsNames: false), value)
      case .availability(let availability):
        // The app runs on the newest OS (as `AppBuildConfiguration` reads `#if`): `#available`
        // holds and `#unavailable` does not.
        let holds = availability.availabilityKeyword.tokenKind != .poundUnavailable
        return .expression(Expr(model.literal(.bool(holds)), at: place.location(availability)))
      default:
        report.unsupported("this condition", element)
        return nil
      }
    }
  }

  func lowerIf(_ ifExpr: IfExprSyntax) -> IfStatement {
    var conditions: [Condition] = []
    let then = lowerBlock(ifExpr.body.statements) { conditions = lowerConditions(ifExpr.conditions) }
    var otherwise: IfStatement.Otherwise?
    switch ifExpr.elseBody {
    case .ifExpr(let elseIf): otherwise = .elseIf(lowerIf(elseIf), place.location(elseIf))
    case .codeBlock(let block): otherwise = .block(lowerBlock(block.statements))
    case nil: otherwise = nil
    }
    return IfStatement(conditions: conditions, then: then, otherwise: otherwise)
  }

  func lowerSwitch(_ switchExpr: SwitchExprSyntax) -> SwitchStatement {
    let subject = expressions.lowerExpr(switchExpr.subject)
    var cases: [SwitchStatement.Case] = []
    var fallingThrough: Set<Int> = []
    var elements = Array(switchExpr.cases)
    var next = 0
    while next < elements.count {
      let element = elements[next]
      next += 1
      guard let switchCase = element.as(SwitchCaseSyntax.self) else {
        // `#if` among the cases: the active clause's cases stand where it was.
        if case .ifConfigDecl(let ifConfig) = element,
          case .switchCases(let active)? = place.activeElements(of: ifConfig)
        {
          elements.insert(contentsOf: active, at: next)
        }
        continue
      }
      var patterns: [Pattern] = []
      var whereClause: Expr?
      // A case that ends in `fallthrough` runs the next case's body after its own.
      let fallsThrough = switchCase.statements.last?.item.is(FallThroughStmtSyntax.self) == true
      if fallsThrough { fallingThrough.insert(cases.count) }
      let statements = fallsThrough ? CodeBlockItemListSyntax(switchCase.statements.dropLast()) : switchCase.statements
      let body = lowerBlock(statements) {
        switch switchCase.label {
        case .default:
          patterns = [.wildcard]
        case .case(let label):
          // `case .post(let data), .put(let data):` each pattern binds `data` into one slot, the
          // one the body reads, whichever pattern matched.
          var bound: [String: Int] = [:]
          for item in label.caseItems {
            let before = names.scopes[names.scopes.count - 1].names
            sharedPatternSlots = bound
            patterns.append(lowerPattern(item.pattern, bindsNames: false))
            sharedPatternSlots = nil
            for (name, slot) in names.scopes[names.scopes.count - 1].names where before[name] != slot {
              bound[name] = slot
            }
            if let clause = item.whereClause { whereClause = expressions.lowerExpr(clause.condition) }
          }
        }
      }
      cases.append(
        SwitchStatement.Case(
          patterns: patterns, whereClause: whereClause, body: body, location: place.location(switchCase)))
    }
    for index in fallingThrough { cases[index].fallsThrough = true }
    return SwitchStatement(subject: subject, cases: cases)
  }

  /// A pattern; `bindsNames` is true where a bare identifier binds (after `let`, in `for`).
  func lowerPattern(_ pattern: PatternSyntax, bindsNames: Bool) -> Pattern {
    switch pattern.as(PatternSyntaxEnum.self) {
    case .wildcardPattern:
      return .wildcard
    case .identifierPattern(let identifier):
      return .binding(
        slot: sharedPatternSlots?[identifier.identifier.text] ?? names.declare(identifier.identifier.text))
    case .valueBindingPattern(let binding):
      return lowerPattern(binding.pattern, bindsNames: true)
    case .tuplePattern(let tuple):
      return .tuple(tuple.elements.map { lowerPattern($0.pattern, bindsNames: bindsNames) })
    case .expressionPattern(let expressionPattern):
      return lowerExpressionPattern(expressionPattern.expression, bindsNames: bindsNames)
    case .isTypePattern(let isType):
      return .isType(WrittenType(isType.type))
    default:
      report.unsupported("this pattern", pattern)
      return .wildcard
    }
  }

  /// `.playing`, `.episode(let e)`, `let x`, `"literal"`, `nil`, `x?`, `let x as T`.
  private func lowerExpressionPattern(_ expr: ExprSyntax, bindsNames: Bool) -> Pattern {
    if expr.is(SequenceExprSyntax.self) {
      // A prelude's `case let action as SetDetail:` is folded here (an `as` is a sequence until then).
      return place.withFolded(expr) { folded in
        folded.is(SequenceExprSyntax.self)
          ? .value(expressions.lowerExpr(folded)) : lowerExpressionPattern(folded, bindsNames: bindsNames)
      }
    }
    if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || isTypeName(member.base) {
      return .enumCase(name: member.declName.baseName.text, payload: [])
    }
    if let call = expr.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base == nil || isTypeName(member.base)
    {
      let payload = call.arguments.map { lowerExpressionPattern($0.expression, bindsNames: bindsNames) }
      return .enumCase(name: member.declName.baseName.text, payload: payload)
    }
    if let patternExpr = expr.as(PatternExprSyntax.self) {
      return lowerPattern(patternExpr.pattern, bindsNames: true)
    }
    if expr.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
    if bindsNames, let reference = expr.as(DeclReferenceExprSyntax.self) {
      return .binding(slot: sharedPatternSlots?[reference.baseName.text] ?? names.declare(reference.baseName.text))
    }
    if let optional = expr.as(OptionalChainingExprSyntax.self) {
      return .optionalSome(lowerExpressionPattern(optional.expression, bindsNames: bindsNames))
    }
    if let cast = expr.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
      // `case let action as SetDetail:`
      return .cast(lowerExpressionPattern(cast.expression, bindsNames: bindsNames), type: WrittenType(cast.type))
    }
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      return .tuple(tuple.elements.map { lowerExpressionPattern($0.expression, bindsNames: bindsNames) })
    }
    return .value(expressions.lowerExpr(expr))
  }

  private func isTypeName(_ expr: ExprSyntax?) -> Bool {
    guard let name = expr?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
    return model.types[name] != nil
  }

  /// Whether lowering has run past `--max-seconds` (the clock is read every 64 blocks); the first
  /// time, a located error says so.
  private func isOutOfTime(at node: some SyntaxProtocol) -> Bool {
    if outOfTime { return true }
    blocksSinceClock += 1
    guard blocksSinceClock >= 64 else { return false }
    blocksSinceClock = 0
    guard DispatchTime.now() > deadline else { return false }
    outOfTime = true
    report.error(.loadTimeLimit(loadSeconds), node)
    return true
  }
}
