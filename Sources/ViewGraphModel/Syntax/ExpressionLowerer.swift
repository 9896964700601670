import SwiftSyntax

/// Lowers expressions — literals, names, members, calls, closures, operators, casts, key paths,
/// macros — into the program model's `Expr`s, asking the `NameResolver` for every name and
/// reporting what ViewGraph cannot run. A closure's statements, and an `if` or a `switch` used as
/// an expression, go to the `StatementLowerer`. One per `Lowerer`, which owns it.
final class ExpressionLowerer {
  /// Unowned: the lowerer owns this one.
  unowned let lowerer: Lowerer
  /// Unowned: the lowerer that owns this one is kept as long as the model needs it.
  unowned let model: ProgramModel
  let place: LoweringPlace
  let report: LoweringDiagnostics
  let names: NameResolver
  /// Set while lowering a postfix chain that contains `?`.
  var sawOptionalChain = false
  /// The expression a postfix `#if` clause (`#if os(iOS) .navigationBarTitleDisplayMode(.inline)`)
  /// applies to: taken by the clause's leading implicit member.
  private var postfixIfConfigBase: Expr?

  /// The expression lowering of `lowerer`.
  init(lowerer: Lowerer) {
    self.lowerer = lowerer
    model = lowerer.model
    place = lowerer.place
    report = lowerer.report
    names = lowerer.names
  }

  /// The statement lowering closures and `if`/`switch` expressions go to.
  private var statements: StatementLowerer { lowerer.statements }

  /// The modules whose names may qualify a name ViewGraph provides (`Swift.min`, `SwiftUI.Text`).
  static let qualifyingModules = BuiltinNames.modules.union(["Swift"])

  /// Lowers an expression; a postfix chain holding `?` is wrapped so it yields nil as a whole.
  func lowerExpr(_ expr: ExprSyntax) -> Expr {
    if lowerer.stackGuard.isExhausted() {
      report.error(.stackExhausted(), expr)
      return Expr(model.literal(.void), at: place.location(expr))
    }
    let saved = sawOptionalChain
    sawOptionalChain = false
    var lowered = lowerExprKind(expr)
    if sawOptionalChain, isChainRoot(expr) {
      lowered = Expr(.optionalChain(lowered), at: lowered.location)
    }
    sawOptionalChain = saved || (sawOptionalChain && !isChainRoot(expr))
    return lowered
  }

  /// The class `super` names in `type`'s code: its direct superclass (its conformances hold every
  /// class above it once members are inherited, so the first of them in name order may be further up).
  private func directSuperclass(of type: TypeDecl) -> String? {
    type.superclassName ?? type.conformances.sorted().first { model.types[$0]?.kind == .classType }
  }

  private func isChainRoot(_ expr: ExprSyntax) -> Bool {
    expr.is(MemberAccessExprSyntax.self) || expr.is(FunctionCallExprSyntax.self)
      || expr.is(SubscriptCallExprSyntax.self) || expr.is(ForceUnwrapExprSyntax.self)
      || expr.is(OptionalChainingExprSyntax.self)
  }

  /// The base of a postfix expression: part of the same chain, so not wrapped on its own.
  private func lowerChainBase(_ expr: ExprSyntax) -> Expr {
    isChainRoot(expr) ? lowerExprKind(expr) : lowerExpr(expr)
  }

  private func lowerExprKind(_ expr: ExprSyntax) -> Expr {
    let at = place.location(expr)
    switch expr.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr(let literal):
      guard let value = LiteralText.integerValue(literal.literal.text) else {
        if let bits = LiteralText.unsignedBits(literal.literal.text), LiteralText.isUnsignedContext(literal) {
          // A `UInt64` above `Int.max` (an FNV offset basis): an app that compiles types it so.
          // ViewGraph's integers are `Int`s, so it is held as the same 64 bits (wrapping `&*`
          // and `^` give the same bits), with a warning (issue 36), never a stopped launch.
          report.warning(.unsignedLiteralAsBits(literal.literal.text), at: at)
          return Expr(model.literal(.int(bits)), at: at)
        }
        report.error(.integerLiteralOverflow(literal.literal.text), literal)
        return Expr(model.literal(.int(0)), at: at)
      }
      return Expr(model.literal(.int(value)), at: at)
    case .floatLiteralExpr(let literal):
      return Expr(
        model.literal(.double(Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) ?? 0)), at: at)
    case .booleanLiteralExpr(let literal):
      return Expr(model.literal(.bool(literal.literal.tokenKind == .keyword(.true))), at: at)
    case .nilLiteralExpr:
      return Expr(model.literal(.null), at: at)
    case .stringLiteralExpr(let literal):
      return lowerString(literal)
    case .simpleStringLiteralExpr(let literal):
      return Expr(
        model.literal(.string(literal.segments.map { LiteralText.unescape($0.content.text) }.joined())), at: at)
    case .declReferenceExpr(let reference):
      return Expr(.name(names.resolve(reference.baseName.text, at: reference)), at: at)
    case .memberAccessExpr(let member):
      let name = member.declName.baseName.text
      if name == "none", let optional = member.base?.as(OptionalChainingExprSyntax.self),
        optional.expression.is(DeclReferenceExprSyntax.self) || optional.expression.is(MemberAccessExprSyntax.self),
        optional.expression.trimmedDescription.first?.isUppercase == true
      {
        return Expr(model.literal(.null), at: at)  // `Focus?.none`: `Optional<Focus>.none`, nil
      }
      if let base = member.base, base.is(ArrayExprSyntax.self) || base.is(DictionaryExprSyntax.self),
        name == "self" || WrittenType.namesCollection(base)
      {
        // `[MenuSection].self`, `[String: Astronaut].self`: the collection type, by how it is written;
        // `[Section].home`: a static member of it (`extension Array where Element == Section`).
        let type = Expr(model.literal(.metatype(.builtin(WrittenType(typeExpression: base)))), at: at)
        return name == "self" ? type : Expr(.member(type, name), at: place.location(member.declName))
      }
      guard let base = member.base else {
        if let chainBase = postfixIfConfigBase {
          postfixIfConfigBase = nil
          return Expr(.member(chainBase, name), at: place.location(member.declName))
        }
        return Expr(.implicitMember(name), at: at)
      }
      if ["projectedValue", "wrappedValue"].contains(name),
        let storage = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
        storage.hasPrefix("_"), storage.count > 1, wrapperOfStorage(ExprSyntax(base)) != nil
      {
        // `_query.projectedValue` is `$query`, `_query.wrappedValue` is `query` (SE-0258).
        let property = String(storage.dropFirst())
        return Expr(.name(names.resolve(name == "projectedValue" ? "$" + property : property, at: base)), at: at)
      }
      if base.is(SuperExprSyntax.self), let type = names.currentType, let superName = directSuperclass(of: type) {
        // `super.description`: the superclass's own property, read on this object.
        return Expr(
          .member(Expr(.name(names.resolve("self", at: member)), at: at), SuperMember.name(superName, name)), at: at)
      }
      if let module = base.as(DeclReferenceExprSyntax.self)?.baseName.text, model.sources.ownModules.contains(module),
        model.types.own["\(module).\(name)"] != nil, model.types[module] == nil, !names.hidesModule(module)
      {
        // `FoodUI.Assembly`, where several of the program's modules declare an `Assembly`.
        return Expr(.name(NameReference(name: "\(module).\(name)", resolution: .type)), at: at)
      }
      if let module = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
        Self.qualifyingModules.contains(module) || model.sources.ownModules.contains(module),
        model.types[module] == nil, model.globals[module] == nil, !names.hidesModule(module)
      {
        // `Swift.max(a, b)`, `SwiftUI.Button`, `Shelf.Tab` of the program's own package target
        // `Shelf`: a module-qualified name is the name.
        if !model.sources.ownModules.contains(module), names.nestedTypeName(name) != nil,
          model.types.own[name]?.name != name
        {
          // `SwiftUI.Image(…)` in `enum Style { enum Image … }`: the framework's, which the
          // module names past the nested type of the same name (the program's nested type is
          // also found by its short name, so only a framework name no program type takes).
          if model.types.own[name] == nil, model.types.prelude(name) != nil {
            return Expr(.name(NameReference(name: name, resolution: .type)), at: at)
          }
          if BuiltinNames.isBuiltin(name, natives: model.natives), model.types.prelude(name) == nil {
            return Expr(.name(NameReference(name: name, resolution: .builtin)), at: at)
          }
        }
        return Expr(.name(names.resolve(name, at: member.declName)), at: at)
      }
      return Expr(.member(lowerChainBase(base), name), at: place.location(member.declName))
    case .functionCallExpr(let call):
      return lowerCall(call)
    case .subscriptCallExpr(let subscriptCall):
      return Expr(
        .subscriptCall(lowerChainBase(subscriptCall.calledExpression), lowerArguments(subscriptCall.arguments)), at: at)
    case .closureExpr(let closure):
      return Expr(.closure(lowerClosure(closure)), at: at)
    case .keyPathExpr(let keyPath):
      var path: [String] = []
      for component in keyPath.components {
        switch component.component {
        case .property(let property): path.append(property.declName.baseName.text)
        case .optional: continue
        default: report.unsupported("this key path component", component)
        }
      }
      return Expr(.keyPath(path), at: at)
    case .infixOperatorExpr(let infix):
      return lowerInfix(infix)
    case .prefixOperatorExpr(let prefix):
      let op = prefix.operator.text
      if op == "-", let int = prefix.expression.as(IntegerLiteralExprSyntax.self) {
        // `-9223372036854775808` is Int.min: the sign belongs to the literal.
        guard let value = LiteralText.integerValue(int.literal.text, negative: true) else {
          report.error(.integerLiteralOverflow("-" + int.literal.text), prefix)
          return Expr(model.literal(.int(0)), at: at)
        }
        return Expr(model.literal(.int(value)), at: at)
      }
      if op == "..<" || op == "..." {
        // `..<2`, `...2`: a one-sided range, from the smallest integer (collections clamp it).
        return Expr(
          .binary(
            op == "..<" ? .halfOpenRange : .closedRange, Expr(model.literal(.int(Int.min)), at: at),
            lowerExpr(prefix.expression)), at: at)
      }
      if !["-", "+", "!", "~"].contains(op) {
        return declaredOperatorCall(op, prefix.expression, at: at)
      }
      return Expr(.unary(op, lowerExpr(prefix.expression)), at: at)
    case .ternaryExpr(let ternary):
      return Expr(
        .ternary(lowerExpr(ternary.condition), lowerExpr(ternary.thenExpression), lowerExpr(ternary.elseExpression)),
        at: at)
    case .forceUnwrapExpr(let force):
      return Expr(.forceUnwrap(lowerChainBase(force.expression)), at: at)
    case .optionalChainingExpr(let optional):
      sawOptionalChain = true
      return Expr(.optionalBind(lowerChainBase(optional.expression)), at: at)
    case .tupleExpr(let tuple):
      if tuple.elements.count == 1, let only = tuple.elements.first { return lowerExpr(only.expression) }
      let labels = tuple.elements.compactMap { $0.label?.text }
      if labels.count == tuple.elements.count {
        // `(min: 0, max: 10)`: a value whose parts are reached by label, as a struct's are.
        let type = names.labelledTupleType(labels, at: tuple)
        let arguments = tuple.elements.map { Argument(label: $0.label?.text, value: lowerExpr($0.expression)) }
        return Expr(.call(Expr(.name(NameReference(name: type.name, resolution: .type)), at: at), arguments), at: at)
      }
      return Expr(.tuple(tuple.elements.map { lowerExpr($0.expression) }), at: at)
    case .arrayExpr(let array):
      return Expr(.array(array.elements.map { lowerExpr($0.expression) }), at: at)
    case .dictionaryExpr(let dictionary):
      switch dictionary.content {
      case .colon: return Expr(.dictionary([]), at: at)
      case .elements(let elements):
        return Expr(.dictionary(elements.map { (lowerExpr($0.key), lowerExpr($0.value)) }), at: at)
      }
    case .tryExpr(let tryExpr):
      let inner = lowerExpr(tryExpr.expression)
      switch tryExpr.questionOrExclamationMark?.tokenKind {
      case .postfixQuestionMark?, .infixQuestionMark?: return Expr(.tryOptional(inner), at: at)
      case .exclamationMark?: return Expr(.tryForced(inner), at: at)
      default: return inner
      }
    case .awaitExpr(let awaitExpr):
      return lowerExpr(awaitExpr.expression)
    case .asExpr(let asExpr):
      let kind: Expr.CastKind =
        switch asExpr.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?: .optional
        case .exclamationMark?: .forced
        default: .plain
        }
      return Expr(.cast(lowerExpr(asExpr.expression), WrittenType(asExpr.type), kind), at: at)
    case .isExpr(let isExpr):
      return Expr(.typeCheck(lowerExpr(isExpr.expression), WrittenType(isExpr.type)), at: at)
    case .ifExpr(let ifExpr):
      return Expr(.ifExpression(statements.lowerIf(ifExpr)), at: at)
    case .switchExpr(let switchExpr):
      return Expr(.switchExpression(statements.lowerSwitch(switchExpr)), at: at)
    case .macroExpansionExpr(let macro) where macro.macroName.text == "selector":
      // `#selector(…)`: an Objective-C selector, opaque to ViewGraph (a value, not an error).
      return Expr(model.literal(.opaque(description: macro.trimmedDescription, origin: at)), at: at)
    case .macroExpansionExpr(let macro) where macro.macroName.text == "warning":
      return Expr(model.literal(.void), at: at)  // `#warning("…")` is the compiler's message; nothing runs
    case .macroExpansionExpr(let macro) where macro.macroName.text == "Predicate":
      // `#Predicate { $0.name.contains(text) }` (SwiftData): the closure it is written as.
      guard let closure = macro.trailingClosure else {
        return report.notSimulated("'#Predicate' without a closure", macro)
      }
      return Expr(.closure(lowerClosure(closure)), at: at)
    case .macroExpansionExpr(let macro) where Self.sourceLocationMacros.contains(macro.macroName.text):
      return Expr(model.literal(sourceLocationLiteral(macro, at: at)), at: at)
    case .macroExpansionExpr(let macro)
    where !place.inScenario && !LoweringDiagnostics.expectations.contains(macro.macroName.text):
      // `#Predicate { … }`, `#selector(…)`: not simulated, an error only where it runs.
      return report.notSimulated("the macro '#\(macro.macroName.text)'", macro)
    case .postfixIfConfigExpr(let postfix):
      // `.toolbar { … }` then `#if os(iOS) .navigationBarTitleDisplayMode(.inline) #endif`.
      let base = postfix.base.map(lowerExpr)
      guard case .postfixExpression(let active)? = place.activeElements(of: postfix.config) else {
        return base ?? Expr(model.literal(.void), at: at)
      }
      let saved = postfixIfConfigBase
      postfixIfConfigBase = base
      defer { postfixIfConfigBase = saved }
      return lowerExpr(active)
    case .macroExpansionExpr(let macro):
      report.checkExpectation(macro.macroName.text, macro)
      var arguments = lowerArguments(macro.arguments)
      if let closure = macro.trailingClosure {
        arguments.append(
          Argument(
            label: nil, value: Expr(.closure(lowerClosure(closure)), at: place.location(closure)),
            isTrailingClosure: true))
      }
      return Expr(.macro(macro.macroName.text, arguments), at: at)
    case .discardAssignmentExpr:
      return Expr(.discard, at: at)
    case .typeExpr(let typeExpr):
      let name = WrittenType(typeExpr.type).description
      if model.types[name] != nil { return Expr(.name(NameReference(name: name, resolution: .type)), at: at) }
      return Expr(.name(NameReference(name: name, resolution: .builtin)), at: at)
    case .genericSpecializationExpr(let generic):
      var lowered = lowerExpr(generic.expression)
      if case .name(var reference) = lowered.kind, case .type = reference.resolution {
        // `EntityStore<Comment>()`: the type's generic arguments, for its methods to see (`Entity`).
        reference.typeArguments = generic.genericArgumentClause.arguments.compactMap {
          $0.argument.as(TypeSyntax.self).map { names.writtenType($0) }
        }
        lowered = Expr(.name(reference), at: lowered.location)
      }
      return lowered
    case .inOutExpr(let inout_):
      return lowerExpr(inout_.expression)
    case .postfixOperatorExpr(let postfix):
      // `content>*` where the program declares `postfix func >*<V: View>(lhs: V) -> AnyView`, or a
      // type its own `static postfix func`.
      if postfix.operator.text == "..." {
        // `2...`: a one-sided range, up to the largest integer (collections clamp it).
        return Expr(
          .binary(.halfOpenRange, lowerExpr(postfix.expression), Expr(model.literal(.int(Int.max)), at: at)), at: at)
      }
      return declaredOperatorCall(postfix.operator.text, postfix.expression, at: at)
    case .sequenceExpr(let sequence):
      return place.withFolded(expr) { folded in
        folded.is(SequenceExprSyntax.self) ? report.notSimulated("this operator sequence", sequence) : lowerExpr(folded)
      }
    default:
      return report.notSimulated("'\(expr.trimmedDescription.prefix(30))'", expr)
    }
  }

  /// The wrapper of the property whose storage `target` names (`_count` or `self._count`).
  private func wrapperOfStorage(_ target: ExprSyntax) -> String? {
    let name: String
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    guard name.hasPrefix("_"), let property = names.currentType?.storedProperty(String(name.dropFirst())) else {
      return nil
    }
    guard let wrapper = property.wrapper, property.unsimulatedWrapper == nil else { return nil }
    return wrapper.name
  }

  private func lowerInfix(_ infix: InfixOperatorExprSyntax) -> Expr {
    let at = place.location(infix.operator)
    let lhs = lowerExpr(infix.leftOperand)
    let rhs = lowerExpr(infix.rightOperand)
    if infix.operator.is(AssignmentExprSyntax.self) {
      // `_viewModel = .init(wrappedValue: model)`: the target is a wrapper's storage, so `.init` is
      // the wrapper's initializer (`StateObject(wrappedValue:)`), as Swift types it.
      if case .call(let callee, let arguments) = rhs.kind, case .implicitMember("init") = callee.kind,
        let wrapper = wrapperOfStorage(infix.leftOperand)
      {
        let type = Expr(.name(names.resolve(wrapper, at: infix.rightOperand)), at: callee.location)
        return Expr(.assign(lhs, Expr(.call(type, arguments), at: rhs.location)), at: at)
      }
      return Expr(.assign(lhs, rhs), at: at)
    }
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
      return report.notSimulated("this operator", infix.operator)
    }
    switch op {
    case "&&": return Expr(.logical(.and, lhs, rhs), at: at)
    case "||": return Expr(.logical(.or, lhs, rhs), at: at)
    case "??": return Expr(.logical(.coalesce, lhs, rhs), at: at)
    default:
      if op.hasSuffix("="), let applied = BinaryOperator(rawValue: String(op.dropLast())),
        BinaryOperator.compoundAssignable.contains(applied)
      {
        return Expr(.compoundAssign(applied, lhs, rhs), at: at)
      }
      guard let binary = BinaryOperator(rawValue: op) else {
        // The program's own operator (`+++`, declared globally or by a type): found when it runs.
        let resolution: NameReference.Resolution = model.functions[op] != nil ? .global : .builtin
        let callee = Expr(.name(NameReference(name: op, resolution: resolution)), at: at)
        return Expr(.call(callee, [Argument(label: nil, value: lhs), Argument(label: nil, value: rhs)]), at: at)
      }
      return Expr(.binary(binary, lhs, rhs), at: at)
    }
  }

  private func lowerCall(_ call: FunctionCallExprSyntax) -> Expr {
    if !model.sources.isPrelude(place.location(call)), let rootView = HostedRoot.rootView(of: call) {
      let host = HostedRoot.hostName(of: call, in: names.currentType) ?? "UIHostingController"
      model.hostedRoots.append(
        (HostedRoot.text(of: rootView, configuration: place.buildConfiguration), place.location(rootView), host))
    }
    if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text.hasPrefix("__"),
      model.sources.isPrelude(place.location(call)), model.functions[callee.baseName.text] == nil
    {
      return lowerNativeCall(callee.baseName.text, call)
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["map", "flatMap"].contains(member.declName.baseName.text),
      let base = member.base, names.declaredType(of: base)?.isOptional == true
    {
      // `name.map { … }` where `name` is declared `String?`: Optional's `map`, which calls the
      // closure with the wrapped value (or gives nil), not String's, which maps its characters.
      let transform =
        call.trailingClosure.map { Expr(.closure(lowerClosure($0)), at: place.location($0)) }
        ?? call.arguments.first.map { lowerExpr($0.expression) }
      if let transform, call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1 {
        let wrapped = Expr(.optionalBind(lowerExpr(base)), at: place.location(base))
        let applied = Expr(.call(transform, [Argument(label: nil, value: wrapped)]), at: place.location(call))
        return Expr(.optionalChain(applied), at: place.location(call))
      }
    }
    // `[Item]()`, `[String: Int]()`: an empty collection.
    if call.arguments.isEmpty, call.trailingClosure == nil {
      if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1 {
        return Expr(.array([]), at: place.location(call))
      }
      if call.calledExpression.is(DictionaryExprSyntax.self) { return Expr(.dictionary([]), at: place.location(call)) }
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.is(SuperExprSyntax.self) == true,
      member.declName.baseName.text == "init", let type = names.currentType,
      !type.conformances.contains(where: { model.types[$0]?.kind == .classType })
    {
      // `super.init()` of a framework class (`NSObject`, `UIResponder`): it sets nothing the program
      // reads. Its arguments are still evaluated, in order.
      return Expr(
        .tuple(lowerArguments(call.arguments).map(\.value) + [Expr(model.literal(.void), at: place.location(call))]),
        at: place.location(call))
    }
    let callee: Expr
    if let collection = WrittenType.collectionName(called: call.calledExpression) {
      // `[Int](repeating: 0, count: 3)`, `[Bool].init(repeating:count:)`: the collection's initializer.
      callee = Expr(
        .name(names.resolve(collection, at: call.calledExpression)), at: place.location(call.calledExpression))
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.is(SuperExprSyntax.self) == true,
      let type = names.currentType, let superName = directSuperclass(of: type)
    {
      // `super.init(…)`, `super.loadPage()`: the superclass's own member, run on this object.
      let object = Expr(.name(names.resolve("self", at: member)), at: place.location(member))
      callee = Expr(
        .member(object, SuperMember.name(superName, member.declName.baseName.text)), at: place.location(member))
    } else if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      model.typeAliases.prelude(name) != nil, !model.typeAliases.declaresOwn(name), model.types[name] == nil,
      model.natives.native(named: name) != nil,
      !names.scopes.contains(where: { $0.names[name] != nil })
    {
      // `UInt32(truncatingIfNeeded: x)`: a type the prelude (not the program) names as another
      // (`Int`) whose initializer is a native of its own name (that keeps its width).
      callee = Expr(
        .name(NameReference(name: name, resolution: .builtin)), at: place.location(call.calledExpression))
    } else {
      callee = lowerChainBase(call.calledExpression)
    }
    var arguments = lowerArguments(call.arguments)
    if let closure = call.trailingClosure {
      arguments.append(
        Argument(
          label: nil, value: Expr(.closure(lowerClosure(closure)), at: place.location(closure)), isTrailingClosure: true
        ))
    }
    for extra in call.additionalTrailingClosures {
      arguments.append(
        Argument(
          label: extra.label.text,
          value: Expr(.closure(lowerClosure(extra.closure)), at: place.location(extra.closure)),
          isTrailingClosure: true))
    }
    if let model = fetchedModel(call) {
      // `FetchDescriptor<Item>(…)`, `FetchDescriptor(predicate: #Predicate<Item> { … })`,
      // `Query(filter: #Predicate<Item> { … })`, `Query(sort: \Item.name)`: the model type is a
      // value the prelude's descriptor keeps (a generic view's `@Query var results: [T]` has no
      // other way to name it: ViewGraph does not carry `T`).
      // As any written type: a nested name or a type alias is the type it names (`FetchDescriptor<Habit>`
      // where `typealias Habit = SchemaV3.Habit`).
      let name = names.writtenType(model).description
      let reference = NameReference(name: name, resolution: self.model.types[name] != nil ? .type : .builtin)
      arguments.append(Argument(label: "of", value: Expr(.name(reference), at: place.location(model))))
    }
    return Expr(.call(callee, arguments), at: place.location(call))
  }

  /// `__name(…)` in the prelude: a registered native, its arguments counted against its arity. A
  /// name no library registers is an error here, when the prelude is lowered, not when it runs.
  private func lowerNativeCall(_ name: String, _ call: FunctionCallExprSyntax) -> Expr {
    guard let (index, arity) = model.natives.native(named: name) else {
      report.error(.unknownNative(name), call.calledExpression)
      return Expr(.notSimulated(.unknownNative(name)), at: place.location(call))
    }
    var arguments = call.arguments.map { lowerExpr($0.expression) }
    if let closure = call.trailingClosure {
      arguments.append(Expr(.closure(lowerClosure(closure)), at: place.location(closure)))
    }
    if !arity.contains(arguments.count) { report.error(.nativeArity(name, arity, given: arguments.count), call) }
    return Expr(.native(index, arguments), at: place.location(call))
  }

  /// The model type a `FetchDescriptor(…)` or `Query(…)` call names: its first generic argument,
  /// else its predicate's (`#Predicate<Item>`), else its sort key path's root (`\Item.name`).
  private func fetchedModel(_ call: FunctionCallExprSyntax) -> TypeSyntax? {
    // Asked of every call lowered: the callee's name token, not its text made into a string.
    let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self)
    guard
      let callee = (generic?.expression ?? call.calledExpression).as(DeclReferenceExprSyntax.self)?.baseName.text,
      let labels = Self.fetchingTypes[callee],
      // A program's own `Query` (a GraphQL request, say) is not SwiftData's.
      model.types[callee]?.isPrelude ?? true
    else { return nil }
    if let first = generic?.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self) { return first }
    if let predicate = call.arguments.first(where: { $0.label?.text == labels.predicate })?.expression.as(
      MacroExpansionExprSyntax.self),
      predicate.macroName.text == "Predicate",
      let model = predicate.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self)
    {
      return model
    }
    return call.arguments.first(where: { $0.label?.text == labels.sort })?.expression.as(KeyPathExprSyntax.self)?.root
  }

  /// The prelude's types that fetch models, and the labels of their predicate and sort arguments.
  private static let fetchingTypes: [String: (predicate: String, sort: String)] = [
    "FetchDescriptor": ("predicate", "sortBy"), "Query": ("filter", "sort"),
  ]

  func lowerArguments(_ list: LabeledExprListSyntax) -> [Argument] {
    list.map {
      Argument(
        label: $0.label?.text, value: lowerExpr($0.expression), sourceText: $0.expression.textWithoutOuterTrivia,
        isInout: $0.expression.is(InOutExprSyntax.self))
    }
  }

  /// A closure: parameters (named, or `$0`…) in a scope of its own.
  func lowerClosure(_ closure: ClosureExprSyntax) -> FunctionDecl {
    let savedReturnType = lowerer.returnType
    lowerer.returnType = nil  // a closure's `return` is its own
    defer { lowerer.returnType = savedReturnType }
    // `[total = step * 10]`: made where the closure is, in a scope around its body.
    let captured = (closure.signature?.capture?.items ?? []).compactMap { item in
      item.initializer.map { (name: item.name.text, value: lowerExpr($0.value)) }
    }
    var captureBindings: [(slot: Int, initializer: Expr)] = []
    if !captured.isEmpty {
      names.pushScope()
      captureBindings = captured.map { (names.declare($0.name), $0.value) }
    }
    names.pushScope()
    var parameters: [FunctionDecl.Parameter] = []
    switch closure.signature?.parameterClause {
    case .simpleInput(let shorthand):
      for name in shorthand {
        parameters.append(.init(label: nil, name: name.name.text, slot: names.declare(name.name.text)))
      }
    case .parameterClause(let clause):
      for parameter in clause.parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        // `(result: Result<Page<Movie>, APIError>) in`: the written type binds a generic callee's `T`.
        parameters.append(
          .init(label: nil, name: name, slot: names.declare(name), type: parameter.type.map(WrittenType.init)))
      }
    case nil:
      let highest = AnonymousArguments.highest(in: closure.statements)
      if let highest, highest > 255 {
        report.error(.closureArgumentOutOfRange("$\(highest)"), closure)
      } else if let highest {
        for index in 0...highest {
          parameters.append(.init(label: nil, name: "$\(index)", slot: names.declare("$\(index)")))
        }
      }
    }
    let lowered = statements.lowerStatements(closure.statements)
    let decl = FunctionDecl(
      name: "closure", kind: .closure, parameters: parameters,
      body: Block(statements: lowered, scopeSize: names.popScope()), location: place.location(closure))
    decl.isSingleExpression = closure.statements.count == 1
    decl.hasExplicitReturn = OwnStatementsFinder.hasReturn(closure.statements)
    decl.isAsync =
      closure.signature?.effectSpecifiers?.asyncSpecifier != nil || OwnStatementsFinder.awaits(closure.statements)
    decl.capturesSelfWeakly =
      closure.signature?.capture?.items.contains { item in
        let specifier = item.specifier?.specifier.tokenKind
        return (specifier == .keyword(.weak) || specifier == .keyword(.unowned))
          && item.name.tokenKind == .keyword(.self) && item.initializer == nil
      } ?? false
    if !captured.isEmpty { decl.captureList = .init(scopeSize: names.popScope(), bindings: captureBindings) }
    return decl
  }

  private func lowerString(_ literal: StringLiteralExprSyntax) -> Expr {
    var parts: [InterpolationPart] = []
    let isRaw = literal.openingPounds != nil  // `#"a\nb"#` keeps its backslashes
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let text):
        parts.append(.text(isRaw ? text.content.text : LiteralText.unescape(text.content.text)))
      case .expressionSegment(let interpolation):
        guard let first = interpolation.expressions.first else { continue }
        if let specifier = interpolation.expressions.first(where: { $0.label?.text == "specifier" }),
          let literal = specifier.expression.as(StringLiteralExprSyntax.self)
        {
          let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
          parts.append(.formatted(lowerExpr(first.expression), specifier: text))
        } else if let format = interpolation.expressions.first(where: { $0.label?.text == "format" }) {
          // `"\(date, format: .dateTime)"`: the style's `format(_:)` of the value.
          let style = lowerExpr(format.expression)
          let call = Expr(
            .call(
              Expr(.member(style, "format"), at: style.location),
              [Argument(label: nil, value: lowerExpr(first.expression))]), at: style.location)
          parts.append(.expression(call))
        } else {
          parts.append(.expression(lowerExpr(first.expression)))
        }
      }
    }
    let at = place.location(literal)
    if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
      let text = parts.map { if case .text(let t) = $0 { t } else { "" } }.joined()
      return Expr(model.literal(.string(text)), at: at)
    }
    return Expr(.interpolation(parts), at: at)
  }

  /// A prefix or postfix operator the program declares (`postfix func >*`): a call of that function
  /// with the operand.
  private func declaredOperatorCall(_ op: String, _ operand: ExprSyntax, at location: SourceLocation) -> Expr {
    let resolution: NameReference.Resolution = model.functions[op] != nil ? .global : .builtin
    return Expr(
      .call(
        Expr(.name(NameReference(name: op, resolution: resolution)), at: location),
        [Argument(label: nil, value: lowerExpr(operand))]), at: location)
  }

  // MARK: - Source-location literals

  /// The literals Swift expands to the place they are written (The Swift Programming Language,
  /// Expressions: "Literal Expression").
  static let sourceLocationMacros: Set<String> = ["function", "line", "column", "file", "fileID", "filePath"]

  /// `#line`, `#column`: the place's numbers; `#file`, `#filePath`: the file as ViewGraph shows
  /// it; `#fileID`: its module and name (`Notes/Store.swift`); `#function`: the declaration the
  /// macro is written in, as Swift names it (`load(from:)`, `init(name:)`, `body`).
  private func sourceLocationLiteral(_ macro: MacroExpansionExprSyntax, at location: SourceLocation) -> Literal {
    let path = model.sources.files.indices.contains(location.file) ? model.sources.files[location.file].path : ""
    switch macro.macroName.text {
    case "line": return .int(location.line)
    case "column": return .int(location.column)
    case "fileID":
      let name = path.split(separator: "/").last.map(String.init) ?? path
      return .string("\(model.sources.moduleOfFile[path] ?? "main")/\(name)")
    case "function": return .string(Self.enclosingDeclarationName(of: macro))
    default: return .string(path)
    }
  }

  /// The name `#function` gives inside `node`: the nearest function, initializer, subscript or
  /// property around it (closures are inside the declaration that holds them); "main" at the top
  /// level of a script.
  private static func enclosingDeclarationName(of node: some SyntaxProtocol) -> String {
    func labels(_ parameters: FunctionParameterListSyntax) -> String {
      parameters.map { "\($0.firstName.text):" }.joined()
    }
    var current = node.parent
    while let syntax = current {
      if let function = syntax.as(FunctionDeclSyntax.self) {
        return "\(function.name.text)(\(labels(function.signature.parameterClause.parameters)))"
      }
      if let initializer = syntax.as(InitializerDeclSyntax.self) {
        return "init(\(labels(initializer.signature.parameterClause.parameters)))"
      }
      if let subscriptDecl = syntax.as(SubscriptDeclSyntax.self) {
        return "subscript(\(labels(subscriptDecl.parameterClause.parameters)))"
      }
      if syntax.is(DeinitializerDeclSyntax.self) { return "deinit" }
      if let binding = syntax.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)
      {
        return name.identifier.text
      }
      current = syntax.parent
    }
    return "main"
  }
}
