import SwiftSyntax

/// The bodies the declaration passes queue: functions, methods, initializers, accessors and
/// subscripts, each with its parameters in a scope of its own — lowered once every declaration is
/// known, or, for the prelude's, the first time they are used (`lowerWhenUsed`).
extension Lowerer {
  func lowerAccessorBody(
    _ statements: CodeBlockItemListSyntax, name: String, kind: FunctionDecl.Kind, in type: TypeDecl, isStatic: Bool,
    isBuilder: Bool, node: some SyntaxProtocol, parameter: String? = nil
  ) -> FunctionDecl {
    let function = FunctionDecl(
      name: name, kind: kind, parameters: [], body: Block(statements: [], scopeSize: 0), location: place.location(node))
    function.isStatic = isStatic
    function.isViewBuilder = isBuilder
    function.isSingleExpression = statements.count == 1
    let file = place.file
    lowerWhenUsed(function, in: type) { [unowned self] function, type in
      function.hasExplicitReturn = OwnStatementsFinder.hasReturn(statements)
      self.place.file = file
      self.names.currentType = type
      defer { self.names.currentType = nil }
      let savedReturnType = self.returnType
      self.returnType = kind == .getter ? function.returnType : nil
      defer { self.returnType = savedReturnType }
      self.names.pushScope(hasSelf: true)
      if let parameter {
        let slot = self.names.declare(parameter)
        function.parameters = [FunctionDecl.Parameter(label: nil, name: parameter, slot: slot)]
      }
      let lowered = self.statements.lowerStatements(statements)
      function.body = Block(statements: lowered, scopeSize: self.names.popScope())
    }
    return function
  }

  /// `some View`, `some Scene` (also inside an optional, array or tuple) and `AnyView`: a result
  /// builder's result. Not a generic type's value whose argument is a view (`Factory<AnyView>`, a
  /// DI package's factory of one, issue 36, set 9's ChoijunTuist).
  static func isViewType(_ type: WrittenType) -> Bool {
    if type.name == "AnyView" { return true }
    if let constraint = type.constraint, type.head == .opaque,
      ["View", "Scene", "ToolbarContent", "CustomizableToolbarContent"].contains(constraint.name)
    {
      return true
    }
    if case .named = type.head { return false }
    return type.arguments.contains(where: isViewType)
  }

  /// Lowers a function's parameters and body in pass 3, or, for the prelude's, the first time they
  /// are used. A deferred lowering runs with the lowerer's state of that moment set aside, since it
  /// may start while another body is being lowered or while the program runs. `work` is given the
  /// declaration and its type rather than holding them: the declaration keeps a deferred lowering
  /// until it runs, and holds neither, so neither outlives the program.
  func lowerWhenUsed(_ decl: FunctionDecl, in type: TypeDecl?, _ work: @escaping (FunctionDecl, TypeDecl?) -> Void) {
    guard model.sources.isPrelude(decl.location) else {
      pendingBodies.append { work(decl, type) }
      return
    }
    decl.pendingLowering = runningAnyTime { [unowned decl, weak type] in work(decl, type) }
  }

  /// Lowers a property's initial value (`work`): a program's with its bodies, before it runs; the
  /// prelude's the first time it is asked for. As for a function, `work` is given the type the
  /// property is declared in: only the prelude's deferred lowering, which the property keeps, holds
  /// it weakly. (A weak reference gives an object a side table, and makes every retain and
  /// release of it take the runtime's slow path: every program type with an initial value was
  /// such a type, retained at each value of it made and each name of it looked up, issue 38.)
  func lowerInitialValue(
    of property: PropertyDecl, in type: TypeDecl? = nil, _ work: @escaping (TypeDecl?) -> Void
  ) {
    if model.sources.isPrelude(property.location) {
      property.pendingLowering = runningAnyTime { [weak type] in work(type) }
    } else {
      pendingBodies.append { work(type) }
    }
  }

  /// `work`, made to run at any time: it may start while another body is being lowered or while
  /// the program runs, so the lowerer's state is saved around it, and cleared for it. It runs on
  /// whichever thread first needs it (the evaluation thread, a task's, a caller's), one at a time
  /// (`LateLowering.lock`): the prelude's lowerer is shared by every program.
  func runningAnyTime(_ work: @escaping () -> Void) -> () -> Void {
    let shift = place.positionShift  // work made inside a body parsed apart from its file
    return { [self] in
      LateLowering.lock.withLock {
        let saved = (
          place.file, names.currentType, names.scopes, names.genericParameters, place.inScenario,
          expressions.sawOptionalChain,
          statements.localFunctionSlots, place.positionShift
        )
        names.scopes = []
        place.inScenario = false
        place.positionShift = shift
        defer {
          (
            place.file, names.currentType, names.scopes, names.genericParameters, place.inScenario,
            expressions.sawOptionalChain,
            statements.localFunctionSlots,
            place.positionShift
          ) = saved
        }
        work()
      }
    }
  }

  /// A function or method: its signature now, its body in pass 3.
  func lowerFunctionSignature(
    _ function: FunctionDeclSyntax, kind: FunctionDecl.Kind, isStatic: Bool, in type: TypeDecl? = nil
  ) -> FunctionDecl {
    let decl = FunctionDecl(
      name: function.name.text.unescapedIdentifier, kind: kind, parameters: [],
      body: Block(statements: [], scopeSize: 0), location: place.location(function))
    decl.isStatic = isStatic
    let returnType = function.signature.returnClause.map { names.writtenType($0.type, in: type) }
    decl.isViewBuilder =
      returnType.map(Self.isViewType) == true || types.attributeNames(function.attributes).contains("ViewBuilder")
    decl.builderAttribute = function.attributes.lazy.compactMap(TypeDeclarations.customAttributeName).first {
      self.types.isResultBuilder($0)
    }
    guard let body = function.body else {
      report.unsupported("a function without a body", function)
      return decl
    }
    if model.sources.isPrelude(decl.location), let kind = NativeModifierMarker.kind(of: function) {
      decl.nativeModifier = kind
      model.modifiers[decl.name] = kind
      // The signature alone, never bound: it types an argument's implicit member (`.imageScale(.medium)`).
      decl.parameters = function.signature.parameterClause.parameters.enumerated().map { index, parameter in
        let first = parameter.firstName.text.unescapedIdentifier
        var signature = FunctionDecl.Parameter(
          label: first == "_" ? nil : first, name: parameter.secondName?.text ?? first, slot: index)
        signature.defaultValue = parameter.defaultValue.map { Expr(model.literal(.void), at: place.location($0)) }
        signature.isVariadic = parameter.ellipsis != nil
        signature.type = WrittenType(parameter.type)
        signature.isViewBuilder = Self.isViewBuilder(parameter)
        signature.isEscaping = signature.type.map { Self.isEscaping(parameter, type: $0) } ?? false
        return signature
      }
      return decl
    }
    let file = place.file
    let hasSelf = type != nil
    let generics = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
    decl.returnType = returnType
    decl.genericParameterNames = generics
    lowerWhenUsed(decl, in: type) { [unowned self] decl, type in
      self.place.file = file
      self.names.currentType = type
      let savedGenerics = self.names.genericParameters
      self.names.genericParameters.formUnion(generics)
      defer {
        self.names.currentType = nil
        self.names.genericParameters = savedGenerics
      }
      let savedReturnType = self.returnType
      self.returnType = decl.returnType
      defer { self.returnType = savedReturnType }
      self.names.pushScope(hasSelf: hasSelf)
      decl.parameters = self.lowerParameters(function.signature.parameterClause.parameters)
      switch function.name.tokenKind {
      case .binaryOperator, .prefixOperator, .postfixOperator:
        // `postfix func >*(lhs: V)`: an operator's operands take no labels.
        decl.parameters = decl.parameters.map {
          var parameter = $0
          parameter.label = nil
          return parameter
        }
      default: break
      }
      self.place.withWholeBody(body) { body in
        decl.isSingleExpression = body.statements.count == 1
        decl.hasExplicitReturn = OwnStatementsFinder.hasReturn(body)
        decl.body = Block(
          statements: self.statements.lowerStatements(body.statements), scopeSize: self.names.popScope())
      }
    }
    return decl
  }

  func lowerInitializer(_ initializer: InitializerDeclSyntax, in type: TypeDecl) -> FunctionDecl {
    let decl = FunctionDecl(
      name: "init", kind: .initializer, parameters: [], body: Block(statements: [], scopeSize: 0),
      location: place.location(initializer))
    let file = place.file
    guard let body = initializer.body else {
      report.unsupported("an initializer without a body", initializer)
      return decl
    }
    decl.isFailable = initializer.optionalMark != nil  // `init?`: `return nil` makes nil
    decl.isConvenience = initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    decl.declaredLabels = initializer.signature.parameterClause.parameters.map { parameter in
      let label = parameter.firstName.text.unescapedIdentifier
      return label == "_" ? nil : label
    }
    lowerWhenUsed(decl, in: type) { [unowned self] decl, type in
      self.place.file = file
      self.names.currentType = type
      defer { self.names.currentType = nil }
      self.names.pushScope(hasSelf: true)
      decl.parameters = self.lowerParameters(initializer.signature.parameterClause.parameters)
      self.place.withWholeBody(body) { body in
        decl.hasExplicitReturn = OwnStatementsFinder.hasReturn(body)
        decl.delegatesInitialization = OwnStatementsFinder.delegates(body)
        decl.body = Block(
          statements: self.statements.lowerStatements(body.statements), scopeSize: self.names.popScope())
      }
    }
    return decl
  }

  /// A function type, or `OnSaveAction?` where `typealias OnSaveAction = (Task) -> Void`: a
  /// trailing closure may fill it.
  private func namesFunctionType(_ type: WrittenType) -> Bool {
    type.isFunction || type.nominalName.flatMap { model.typeAliases[$0] }?.isFunction == true
  }

  /// Declares parameters in the innermost scope (default values see nothing but globals).
  func lowerParameters(_ parameters: FunctionParameterListSyntax) -> [FunctionDecl.Parameter] {
    parameters.map { parameter in
      let first = parameter.firstName.text.unescapedIdentifier
      let name = parameter.secondName?.text.unescapedIdentifier ?? first
      let label: String? = first == "_" ? nil : first
      let type = names.writtenType(parameter.type)
      let isInout =
        parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
          $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
        } == true
      let defaultValue = parameter.defaultValue.map { expressions.lowerExpr($0.value) }
      let slot = names.declare(name, type: type)
      return FunctionDecl.Parameter(
        label: label, name: name, slot: slot, defaultValue: defaultValue,
        isInout: isInout, isVariadic: parameter.ellipsis != nil,
        isClosureType: namesFunctionType(type),
        isViewBuilder: Self.isViewBuilder(parameter),
        builderAttribute: Self.builderAttribute(parameter),
        isAutoclosure: Self.typeAttributes(of: parameter).contains("autoclosure"),
        isEscaping: Self.isEscaping(parameter, type: type),
        type: type)
    }
  }

  /// `@ViewBuilder content: () -> V`.
  static func isViewBuilder(_ parameter: FunctionParameterSyntax) -> Bool {
    parameter.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
  }

  /// `@ReducerBuilder<State, Action> build: () -> R`: the parameter's custom attribute other than
  /// `@ViewBuilder` (whether it names a result builder is checked when the closure runs).
  static func builderAttribute(_ parameter: FunctionParameterSyntax) -> String? {
    let attributes = Array(parameter.attributes) + Array(parameter.type.as(AttributedTypeSyntax.self)?.attributes ?? [])
    return attributes.lazy.compactMap(TypeDeclarations.customAttributeName).first {
      $0 != "ViewBuilder" && $0.first?.isUppercase == true
    }
  }

  /// `content: @escaping () -> V`, or an optional closure, which Swift makes escaping.
  static func isEscaping(_ parameter: FunctionParameterSyntax, type: WrittenType) -> Bool {
    (type.isOptional && type.isFunction) || typeAttributes(of: parameter).contains("escaping")
  }

  /// The attributes written on a parameter's type (`@escaping`, `@autoclosure`), by name.
  private static func typeAttributes(of parameter: FunctionParameterSyntax) -> [String] {
    parameter.type.as(AttributedTypeSyntax.self)?.attributes.compactMap {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    } ?? []
  }

  /// One accessor as a method: the subscript's parameters (unlabelled unless an argument label is
  /// written, as Swift's subscripts are), then the setter's new value.
  func subscriptAccessor(
    _ syntax: SubscriptDeclSyntax, _ name: String, _ statements: CodeBlockItemListSyntax, node: Syntax,
    newValue: String?, in type: TypeDecl
  ) -> FunctionDecl {
    let decl = FunctionDecl(
      name: name, kind: .method, parameters: [], body: Block(statements: [], scopeSize: 0),
      location: place.location(node))
    decl.isSingleExpression = statements.count == 1
    let generics = Set(syntax.genericParameterClause?.parameters.map(\.name.text) ?? [])
    decl.genericParameterNames = generics
    let file = place.file
    lowerWhenUsed(decl, in: type) { [unowned self] decl, type in
      self.place.file = file
      self.names.currentType = type
      let savedGenerics = self.names.genericParameters
      self.names.genericParameters.formUnion(generics)
      let savedReturnType = self.returnType
      self.returnType = newValue == nil ? decl.returnType : nil
      defer {
        self.names.currentType = nil
        self.names.genericParameters = savedGenerics
        self.returnType = savedReturnType
      }
      decl.hasExplicitReturn = OwnStatementsFinder.hasReturn(statements)
      self.names.pushScope(hasSelf: true)
      let written = syntax.parameterClause.parameters
      decl.parameters = zip(self.lowerParameters(written), written).map { lowered, parameter in
        var unlabelled = lowered
        if parameter.secondName == nil { unlabelled.label = nil }
        return unlabelled
      }
      if let newValue {
        decl.parameters.append(FunctionDecl.Parameter(label: nil, name: newValue, slot: self.names.declare(newValue)))
      }
      decl.body = Block(statements: self.statements.lowerStatements(statements), scopeSize: self.names.popScope())
    }
    return decl
  }
}

extension String {
  /// `` `default` `` → `default`: a backticked name is the plain name.
  var unescapedIdentifier: String {
    hasPrefix("`") && hasSuffix("`") && count > 2 ? String(dropFirst().dropLast()) : self
  }
}
