import Foundation
import SwiftSyntax

extension Lowerer {
  /// Records the members of `typeName` (stored and computed properties, methods, initializers,
  /// cases) and queues their bodies.
  /// The prelude's members are declared the first time one of their type's members is asked for
  /// (`deferringMembers`): a program uses few of the prelude's types.
  func declareMembers(of typeName: String, _ members: MemberBlockItemListSyntax, inExtension: Bool = false) {
    guard let type = model.types[typeName] else { return }
    guard deferringMembers else { return declareMembersNow(of: type, members, inExtension: inExtension) }
    // Its nested types' members wait for those types, not for this one.
    forEachNestedType(in: members) { name, block in declareMembers(of: "\(type.name).\(name)", block) }
    let file = self.file
    type.declareMembersWhenUsed(
      runningAnyTime { [unowned self, unowned type] in
        self.file = file
        self.withWholeMembers(members) { members in self.declareMembersNow(of: type, members, inExtension: inExtension)
        }
      })
  }

  /// The nested types a member block declares (in its active `#if` clauses too): name and members.
  private func forEachNestedType(
    in members: MemberBlockItemListSyntax, _ body: (String, MemberBlockItemListSyntax) -> Void
  ) {
    for member in members {
      switch member.decl.as(DeclSyntaxEnum.self) {
      case .ifConfigDecl(let ifConfig):
        if case .decls(let active)? = activeElements(of: ifConfig) { forEachNestedType(in: active, body) }
      case .structDecl(let s): body(s.name.text, s.memberBlock.members)
      case .classDecl(let c): body(c.name.text, c.memberBlock.members)
      case .enumDecl(let e): body(e.name.text, e.memberBlock.members)
      case .actorDecl(let a): body(a.name.text, a.memberBlock.members)
      default: break
      }
    }
  }

  private func declareMembersNow(of type: TypeDecl, _ members: MemberBlockItemListSyntax, inExtension: Bool) {
    for member in members {
      let decl = member.decl
      switch decl.as(DeclSyntaxEnum.self) {
      case .ifConfigDecl(let ifConfig):
        if case .decls(let active)? = activeElements(of: ifConfig) {
          declareMembersNow(of: type, active, inExtension: inExtension)
        }
      case .variableDecl(let variable):
        declareProperties(variable, in: type)
      case .functionDecl(let function):
        let isStatic = function.modifiers.contains {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        let method = lowerFunctionSignature(function, kind: .method, isStatic: isStatic, in: type)
        method.isMutating = function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        type.methods[method.name, default: []].append(method)
      case .initializerDecl(let initializer):
        type.initializers.append(lowerInitializer(initializer, in: type))
        if !inExtension { type.declaresInitializer = true }
      case .enumCaseDecl(let caseDecl):
        for element in caseDecl.elements {
          let labels: [String?] = element.parameterClause?.parameters.map { $0.firstName?.text } ?? []
          var rawValue: Expr?
          if let raw = element.rawValue?.value {
            pushScope()
            rawValue = lowerExpr(raw)
            _ = popScope()
          } else if labels.isEmpty, let implicit = implicitIntegerRawValue(after: type.cases, of: type) {
            // `enum Menu: Int { case home, shows }`: Swift numbers the cases from 0, and each one
            // after an explicit value from that value plus one.
            rawValue = Expr(.literal(.int(implicit)), at: location(element))
          }
          let payloadTypes = element.parameterClause?.parameters.map { WrittenType($0.type) } ?? []
          var caseDecl = EnumCaseDecl(
            name: element.name.text.unescapedIdentifier, payloadLabels: labels, payloadTypes: payloadTypes,
            rawValue: rawValue)
          caseDecl.payloadDefaults =
            element.parameterClause?.parameters.map { parameter in
              parameter.defaultValue.map { value in
                pushScope()
                defer { _ = popScope() }
                return lowerExpr(value.value)
              }
            } ?? []
          type.cases.append(caseDecl)
        }
      case .structDecl, .classDecl, .enumDecl, .actorDecl:
        // Deferred, a nested type's members were left for that type (`declareMembers`).
        if !deferringMembers {
          forEachNestedType(in: [member]) { name, block in declareMembers(of: "\(type.name).\(name)", block) }
        }
      case .subscriptDecl(let subscriptDecl):
        declareSubscript(subscriptDecl, in: type)
      case .deinitializerDecl(let deinitializer):
        // Runs when the program releases its last strong reference to an instance (`ObjectHeap`).
        if let body = deinitializer.body {
          type.deinitializers.append(
            lowerAccessorBody(
              body.statements, name: "deinit", kind: .method, in: type, isStatic: false, isBuilder: false,
              node: deinitializer))
        }
      case .typeAliasDecl, .associatedTypeDecl:
        break
      default:
        unsupported(Self.construct(decl) + " members", decl)
      }
    }
  }

  /// An attribute's name as a wrapper: a module's name before one ViewGraph knows is dropped
  /// (`@SwiftUI.State`, `@Perception.Bindable`: Perception's `Bindable` is SwiftUI's before iOS 17),
  /// unless the program declares the qualified type itself.
  static func wrapperName(_ written: String, types model: ProgramModel) -> String {
    guard let dot = written.lastIndex(of: "."), model.types[written] == nil else { return written }
    let last = String(written[written.index(after: dot)...])
    return PropertyWrapper(knownName: last) != nil ? last : written
  }

  private func declareProperties(_ variable: VariableDeclSyntax, in type: TypeDecl) {
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    let isStatic = variable.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    var wrapper: PropertyWrapper?
    var wrapperArguments: LabeledExprListSyntax?
    var programWrapper: String?
    var ignored = false
    var unsimulated: String?
    var delegateInitializer: ExprSyntax?
    var delegateTypeAnnotation: IdentifierTypeSyntax?  // `@UIApplicationDelegateAdaptor var delegate: AppDelegate`
    var isDelegateAdaptor = false
    var cascades = false
    var inverse: (type: String, property: String)?
    var resultBuilder: String?
    for element in variable.attributes {
      guard let attribute = element.as(AttributeSyntax.self) else { continue }
      let name = Self.wrapperName(attribute.attributeName.trimmedDescription, types: model)
      if name == "ObservationIgnored" {
        ignored = true
        continue
      }
      if let builder = Self.customAttributeName(element), isResultBuilder(builder) {
        resultBuilder = builder  // `@ReducerBuilder<State, Action> var body`
        continue
      }
      if name == "Relationship", case .argumentList(let list) = attribute.arguments {
        // `@Relationship(deleteRule: .cascade)`: deleting the model deletes what this holds.
        cascades = list.contains {
          $0.label?.text == "deleteRule" && $0.expression.trimmedDescription.hasSuffix("cascade")
        }
        // `inverse: \Reminder.list`: the other side of the relationship.
        if let keyPath = list.first(where: { $0.label?.text == "inverse" })?.expression.as(KeyPathExprSyntax.self),
          let root = keyPath.root?.trimmedDescription,
          let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
        {
          inverse = (root, component.declName.baseName.text)
        }
      }
      if PropertyDecl.ignoredAttributes.contains(name) { continue }
      if PropertyDecl.delegateAdaptors.contains(name) {
        // SwiftUI makes the app's delegate once and keeps it, as it keeps a `@StateObject`: of the
        // type the attribute names (`(AppDelegate.self)`), else of the property's own type.
        if case .argumentList(let list) = attribute.arguments,
          let delegateType = list.first?.expression.as(MemberAccessExprSyntax.self)?.base
        {
          delegateInitializer = delegateType
        } else if let annotation = variable.bindings.first?.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
          delegateTypeAnnotation = annotation
        } else {
          unsupported("property wrapper '@\(name)' without its delegate's type", attribute)
          unsimulated = name
          continue
        }
        wrapper = .stateObject
        isDelegateAdaptor = true
        continue
      }
      guard let known = PropertyWrapper(knownName: name) else {
        if model.types[name]?.attributes.contains("propertyWrapper") == true {
          programWrapper = name  // the program's own wrapper: an instance of it holds the value
          if case .argumentList(let list) = attribute.arguments { wrapperArguments = list }
        } else {
          unsupported("property wrapper '@\(name)'", attribute)
          unsimulated = name
        }
        continue
      }
      wrapper = known
      if case .argumentList(let list) = attribute.arguments { wrapperArguments = list }
    }
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.unescapedIdentifier else {
        unsupported("this property pattern", binding.pattern)
        continue
      }
      let property = PropertyDecl(name: name, location: location(binding))
      // One wrapper per property: the program's own, else one ViewGraph knows, else the unsimulated one.
      property.wrapper =
        programWrapper.map(PropertyWrapper.program) ?? wrapper ?? unsimulated.map(PropertyWrapper.unsimulated)
      property.isLet = isLet
      property.isStatic = isStatic
      property.isWeakReference = variable.modifiers.contains {
        $0.name.tokenKind == .keyword(.weak) || $0.name.tokenKind == .keyword(.unowned)
      }
      property.isObservationIgnored = ignored
      property.isDelegateAdaptor = isDelegateAdaptor
      property.cascadesDeletes = cascades
      property.inverse = inverse
      // `var x = 0.0` is a `Double`, as Swift infers it: `Vector2D(x: 1)` stores 1.0.
      property.type =
        binding.typeAnnotation.map { writtenType($0.type, in: type) }
        ?? Self.floatingLiteralType(binding.initializer?.value)
      let file = self.file
      if name == "body", !type.conformances.isDisjoint(with: HostedRoot.hostingTypes),
        let accessors = binding.accessorBlock,
        case .getter(let statements) = accessors.accessors, statements.count == 1,
        let only = statements.first?.item.as(ExprSyntax.self)
      {
        // `class HostingController: WKHostingController<ContentView> { override var body: ContentView { ContentView() } }`
        model.hostedRoots.append(
          (HostedRoot.text(of: only, configuration: buildConfiguration), location(only), "WKHostingController"))
      }
      if let accessors = binding.accessorBlock, Self.isObserverBlock(accessors) {
        lowerObservers(accessors, of: property, in: type)
      } else if let accessors = binding.accessorBlock {
        lowerAccessors(accessors, of: property, in: type, isStatic: isStatic)
        property.getter?.builderAttribute = resultBuilder
        if isStatic { type.staticProperties[name] = property } else { type.computedProperties[name] = property }
        continue
      }
      if isStatic { type.staticProperties[name] = property } else { type.addStoredProperty(property) }
      let initializer = binding.initializer?.value
      let arguments = wrapperArguments
      if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }), let initializer {
        // `lazy var`: its initial value may use `self`, and runs on first use.
        let lazy = FunctionDecl(
          name: name, kind: .getter, parameters: [], body: Block(statements: [], scopeSize: 1),
          location: location(binding))
        lazy.isSingleExpression = true
        property.lazyInitializer = lazy
        lowerWhenUsed(lazy, in: type) { [unowned self] lazy, type in
          self.file = file
          self.currentType = type
          defer { self.currentType = nil }
          self.pushScope(hasSelf: true)
          let expr = self.lowerExpr(initializer)
          lazy.body = Block(statements: [Stmt(.expression(expr), at: expr.location)], scopeSize: self.popScope())
        }
        continue
      }
      lowerInitialValue(of: property) { [unowned self, weak type] in
        self.file = file
        self.currentType = type
        defer { self.currentType = nil }
        // Initial values run in a context with no `self` (as Swift's property initialisers do).
        self.pushScope()
        if let initializer { property.initializer = self.lowerExpr(initializer) }
        if let delegateInitializer {
          let delegateType = self.lowerExpr(delegateInitializer)
          property.initializer = Expr(.call(delegateType, []), at: delegateType.location)
        } else if let delegateTypeAnnotation {
          let delegateType = Expr(
            .name(self.resolve(delegateTypeAnnotation.name.text, at: delegateTypeAnnotation)),
            at: self.location(delegateTypeAnnotation))
          property.initializer = Expr(.call(delegateType, []), at: delegateType.location)
        }
        if let arguments { property.wrapperArguments = self.lowerArguments(arguments) }
        _ = self.popScope()
      }
    }
  }

  /// The raw value Swift gives a case written without one in an enum whose raw type is an
  /// integer: the previous case's plus one, 0 for the first; nil for any other enum.
  private func implicitIntegerRawValue(after cases: [EnumCaseDecl], of type: TypeDecl) -> Int? {
    guard type.kind == .enumeration, !type.conformances.isDisjoint(with: Self.integerRawTypes) else { return nil }
    guard let previous = cases.last else { return 0 }
    guard case .literal(.int(let value))? = previous.rawValue?.kind else { return nil }
    return value + 1
  }

  private static let integerRawTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]

  /// `{ willSet { … } didSet { … } }` keeps a property stored.
  static func isObserverBlock(_ block: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let list) = block.accessors, !list.isEmpty else { return false }
    return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
  }

  private func lowerObservers(_ block: AccessorBlockSyntax, of property: PropertyDecl, in type: TypeDecl) {
    guard case .accessors(let list) = block.accessors else { return }
    for accessor in list {
      guard let body = accessor.body else { continue }
      let isDidSet = accessor.accessorSpecifier.tokenKind == .keyword(.didSet)
      let parameter = accessor.parameters?.name.text ?? (isDidSet ? "oldValue" : "newValue")
      let observer = lowerAccessorBody(
        body.statements, name: property.name, kind: .setter, in: type, isStatic: false, isBuilder: false,
        node: accessor,
        parameter: parameter)
      if isDidSet { property.didSet = observer } else { property.willSet = observer }
    }
  }

  private func lowerAccessors(
    _ block: AccessorBlockSyntax, of property: PropertyDecl, in type: TypeDecl, isStatic: Bool
  ) {
    let isBuilder = property.type.map(Self.isViewType) ?? false
    switch block.accessors {
    case .getter(let statements):
      property.getter = lowerAccessorBody(
        statements, name: property.name, kind: .getter, in: type, isStatic: isStatic, isBuilder: isBuilder, node: block)
      property.getter?.returnType = property.type  // `static var white: ColorData { .init(…) }`
    case .accessors(let list):
      for accessor in list {
        guard let body = accessor.body else { continue }
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.get):
          property.getter = lowerAccessorBody(
            body.statements, name: property.name, kind: .getter, in: type, isStatic: isStatic, isBuilder: isBuilder,
            node: accessor)
          property.getter?.returnType = property.type
        case .keyword(.set):
          let parameterName = accessor.parameters?.name.text ?? "newValue"
          property.setter = lowerAccessorBody(
            body.statements, name: property.name, kind: .setter, in: type, isStatic: isStatic, isBuilder: false,
            node: accessor,
            parameter: parameterName)
        default:
          unsupported("'\(accessor.accessorSpecifier.text)' observers", accessor)
        }
      }
    }
  }

  private func lowerAccessorBody(
    _ statements: CodeBlockItemListSyntax, name: String, kind: FunctionDecl.Kind, in type: TypeDecl, isStatic: Bool,
    isBuilder: Bool, node: some SyntaxProtocol, parameter: String? = nil
  ) -> FunctionDecl {
    let function = FunctionDecl(
      name: name, kind: kind, parameters: [], body: Block(statements: [], scopeSize: 0), location: location(node))
    function.isStatic = isStatic
    function.isViewBuilder = isBuilder
    function.isSingleExpression = statements.count == 1
    let file = self.file
    lowerWhenUsed(function, in: type) { [unowned self] function, type in
      function.hasExplicitReturn = OwnStatementsFinder.hasReturn(statements)
      self.file = file
      self.currentType = type
      defer { self.currentType = nil }
      let savedReturnType = self.returnType
      self.returnType = kind == .getter ? function.returnType : nil
      defer { self.returnType = savedReturnType }
      self.pushScope(hasSelf: true)
      if let parameter {
        let slot = self.declare(parameter)
        function.parameters = [FunctionDecl.Parameter(label: nil, name: parameter, slot: slot)]
      }
      let lowered = self.lowerStatements(statements)
      function.body = Block(statements: lowered, scopeSize: self.popScope())
    }
    return function
  }

  /// `Double` for a floating-point literal (`0.0`, `-1.5`), which types the property it initializes.
  static func floatingLiteralType(_ initializer: ExprSyntax?) -> WrittenType? {
    var literal = initializer
    if let prefix = literal?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      literal = prefix.expression
    }
    return literal?.is(FloatLiteralExprSyntax.self) == true ? .named("Double") : nil
  }

  /// `some View`, `some Scene` (also inside another type) and `AnyView`: a result builder's result.
  static func isViewType(_ type: WrittenType) -> Bool {
    if type.name == "AnyView" { return true }
    if let constraint = type.constraint, type.head == .opaque,
      ["View", "Scene", "ToolbarContent", "CustomizableToolbarContent"].contains(constraint.name)
    {
      return true
    }
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
  /// prelude's the first time it is asked for.
  func lowerInitialValue(of property: PropertyDecl, _ work: @escaping () -> Void) {
    if model.sources.isPrelude(property.location) {
      property.pendingLowering = runningAnyTime(work)
    } else {
      pendingBodies.append(work)
    }
  }

  /// `work`, made to run at any time: it may start while another body is being lowered or while
  /// the program runs, so the lowerer's state is saved around it, and cleared for it. It runs on
  /// whichever thread first needs it (the evaluation thread, a task's, a caller's), one at a time
  /// (`LateLowering.lock`): the prelude's lowerer is shared by every program.
  func runningAnyTime(_ work: @escaping () -> Void) -> () -> Void {
    let shift = positionShift  // work made inside a body parsed apart from its file
    return { [self] in
      LateLowering.lock.withLock {
        let saved = (
          file, currentType, scopes, genericParameters, inScenario, sawOptionalChain, localFunctionSlots, positionShift
        )
        scopes = []
        inScenario = false
        positionShift = shift
        defer {
          (
            file, currentType, scopes, genericParameters, inScenario, sawOptionalChain, localFunctionSlots,
            positionShift
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
      body: Block(statements: [], scopeSize: 0), location: location(function))
    decl.isStatic = isStatic
    let returnType = function.signature.returnClause.map { writtenType($0.type, in: type) }
    decl.isViewBuilder =
      returnType.map(Self.isViewType) == true || attributeNames(function.attributes).contains("ViewBuilder")
    decl.builderAttribute = function.attributes.lazy.compactMap(Self.customAttributeName).first {
      self.isResultBuilder($0)
    }
    guard let body = function.body else {
      unsupported("a function without a body", function)
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
        signature.defaultValue = parameter.defaultValue.map { Expr(.literal(.void), at: location($0)) }
        signature.isVariadic = parameter.ellipsis != nil
        signature.type = WrittenType(parameter.type)
        signature.isViewBuilder = Self.isViewBuilder(parameter)
        signature.isEscaping = signature.type.map { Self.isEscaping(parameter, type: $0) } ?? false
        return signature
      }
      return decl
    }
    let file = self.file
    let hasSelf = type != nil
    let generics = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
    decl.returnType = returnType
    decl.genericParameterNames = generics
    lowerWhenUsed(decl, in: type) { [unowned self] decl, type in
      self.file = file
      self.currentType = type
      let savedGenerics = self.genericParameters
      self.genericParameters.formUnion(generics)
      defer {
        self.currentType = nil
        self.genericParameters = savedGenerics
      }
      let savedReturnType = self.returnType
      self.returnType = decl.returnType
      defer { self.returnType = savedReturnType }
      self.pushScope(hasSelf: hasSelf)
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
      self.withWholeBody(body) { body in
        decl.isSingleExpression = body.statements.count == 1
        decl.hasExplicitReturn = OwnStatementsFinder.hasReturn(body)
        decl.body = Block(statements: self.lowerStatements(body.statements), scopeSize: self.popScope())
      }
    }
    return decl
  }

  func lowerInitializer(_ initializer: InitializerDeclSyntax, in type: TypeDecl) -> FunctionDecl {
    let decl = FunctionDecl(
      name: "init", kind: .initializer, parameters: [], body: Block(statements: [], scopeSize: 0),
      location: location(initializer))
    let file = self.file
    guard let body = initializer.body else {
      unsupported("an initializer without a body", initializer)
      return decl
    }
    decl.isFailable = initializer.optionalMark != nil  // `init?`: `return nil` makes nil
    decl.isConvenience = initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    decl.declaredLabels = initializer.signature.parameterClause.parameters.map { parameter in
      let label = parameter.firstName.text.unescapedIdentifier
      return label == "_" ? nil : label
    }
    lowerWhenUsed(decl, in: type) { [unowned self] decl, type in
      self.file = file
      self.currentType = type
      defer { self.currentType = nil }
      self.pushScope(hasSelf: true)
      decl.parameters = self.lowerParameters(initializer.signature.parameterClause.parameters)
      self.withWholeBody(body) { body in
        decl.hasExplicitReturn = OwnStatementsFinder.hasReturn(body)
        decl.body = Block(statements: self.lowerStatements(body.statements), scopeSize: self.popScope())
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
      let type = writtenType(parameter.type)
      let isInout =
        parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
          $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
        } == true
      let defaultValue = parameter.defaultValue.map { lowerExpr($0.value) }
      let slot = declare(name, type: type)
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
    return attributes.lazy.compactMap(customAttributeName).first {
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

  /// A subclass gets its superclass's stored properties (first), and the methods, computed
  /// properties, initializers and attributes it does not declare itself.
  /// A type conforms to what its extensions add and to what its protocols refine (`Shape: View`,
  /// `UIViewRepresentable: View`): its conformances are closed over those the protocols name.
  func adoptRefinedProtocols() {
    for (name, protocols, node) in extensionConformances {
      (model.ownType(name) ?? extensionHolder(name, at: node)).conformances.formUnion(protocols)
    }
    for name in model.typeOrder {
      guard let type = model.types[name] else { continue }
      var pending = Array(type.conformances)
      while let next = pending.popLast() {
        guard let holder = model.types[next], holder.isProtocol else { continue }
        for refined in holder.conformances where type.conformances.insert(refined).inserted { pending.append(refined) }
      }
    }
  }

  func inheritFromSuperclasses() {
    var done: Set<String> = []
    func inherit(_ type: TypeDecl, seen: Set<String>) {
      guard type.kind == .classType, !done.contains(type.name) else { return }
      done.insert(type.name)
      guard let superName = type.conformances.sorted().first(where: { model.types[$0]?.kind == .classType }),
        let superclass = model.types[superName], !seen.contains(superName)
      else { return }
      type.superclassName = superName
      inherit(superclass, seen: seen.union([type.name]))
      // SPEC rule 1: `@Observable` rewrites only the class it is attached to (SE-0395,
      // Subclasses); a plain subclass's own stored properties are untracked storage.
      let ownUntracked = superclass.isObservable && !type.isObservable
      if deferringMembers {
        // A prelude class takes its superclass's members when its own are first asked for.
        type.declareMembersWhenUsed { Self.inheritMembers(of: superclass, into: type, ownUntracked: ownUntracked) }
      } else {
        Self.inheritMembers(of: superclass, into: type, ownUntracked: ownUntracked)
      }
      type.attributes.formUnion(superclass.attributes.subtracting(["main"]))
      type.conformances.formUnion(superclass.conformances)
    }
    for name in model.typeOrder { if let type = model.types[name] { inherit(type, seen: []) } }
  }

  /// A subclass's members: its superclass's stored properties first, then its own, and the
  /// methods, computed properties and initializers it does not declare itself.
  private static func inheritMembers(of superclass: TypeDecl, into type: TypeDecl, ownUntracked: Bool) {
    let own = type.storedProperties
    if ownUntracked {
      for property in own { property.isObservationIgnored = true }
    }
    for property in own {
      guard let overridden = superclass.storedProperty(property.name) else { continue }
      property.overridden = overridden
      property.type = property.type ?? overridden.type
    }
    let inherited = superclass.storedProperties.filter { property in !own.contains { $0.name == property.name } }
    type.replaceStoredProperties(inherited + own)
    for (name, property) in superclass.computedProperties where type.computedProperties[name] == nil {
      type.computedProperties[name] = property
    }
    for (name, methods) in superclass.methods where type.methods[name] == nil { type.methods[name] = methods }
    type.deinitializers += superclass.deinitializers  // after the subclass's own, as Swift runs them
    if type.initializers.isEmpty {
      type.initializers = superclass.initializers
      type.declaresInitializer = superclass.declaresInitializer
    } else {
      // Swift's second rule of initializer inheritance: a subclass that implements every
      // designated initializer of its superclass (overriding one as a convenience initializer
      // counts) inherits the superclass's convenience initializers.
      let own = Set(type.initializers.map(\.declaredLabels.description))
      let designated = superclass.initializers.filter { !$0.isConvenience }
      if !designated.isEmpty, designated.allSatisfy({ own.contains($0.declaredLabels.description) }) {
        type.initializers += superclass.initializers.filter {
          $0.isConvenience && !own.contains($0.declaredLabels.description)
        }
      }
    }
  }

  /// For each view type, the other view types its code builds; "the one view that no other view
  /// builds" is the root when nothing else chooses one (SPEC §2).
  func findBuiltViews() {
    let viewNames = Set(model.viewTypes.map(\.name))
    for file in model.sources.programFiles {
      for item in file.tree.statements {
        guard case .decl(let decl) = item.item else { continue }
        let owner: String?
        if let s = decl.as(StructDeclSyntax.self) {
          owner = s.name.text
        } else if let e = decl.as(ExtensionDeclSyntax.self) {
          owner = extendedType(e).description
        } else {
          owner = nil
        }
        guard let owner, model.types[owner]?.isView == true || model.types[owner]?.isApp == true else { continue }
        let referenced = decl.tokens(viewMode: .sourceAccurate)
          .filter { viewNames.contains($0.text) && $0.text != owner }
          .map(\.text)
        model.builtViews[owner, default: []].formUnion(referenced)
      }
    }
  }
}

extension String {
  /// `` `default` `` → `default`: a backticked name is the plain name.
  var unescapedIdentifier: String {
    hasPrefix("`") && hasSuffix("`") && count > 2 ? String(dropFirst().dropLast()) : self
  }
}
