import SwiftSyntax

/// The lowering's second pass: what the files declare at their top level and in their types —
/// globals, functions, `#Preview` and `#scenario` blocks, environment values, and each type's
/// stored and computed properties, methods, initializers, subscripts and cases — by signature,
/// their bodies and initial values queued for the `Lowerer` (the prelude's left for their first
/// use). A prelude type's members wait until one of them is first asked for.
final class MemberDeclarations {
  /// Unowned: the lowerer owns this pass.
  unowned let lowerer: Lowerer
  /// Unowned: the lowerer that owns this pass is kept as long as the model needs it.
  unowned let model: ProgramModel
  let place: LoweringPlace
  let report: LoweringDiagnostics
  let names: NameResolver
  /// The first pass: the types these members belong to, their holders and attributes.
  let types: TypeDeclarations
  /// Whether the program is read as a script (`viewgraph run`): its top-level statements are its
  /// code (`Lowerer.lowerTopLevelCode`), not something left out.
  var runsTopLevelCode = false
  /// A script's top-level statements and variables, with their file, in the order they run.
  private(set) var topLevelItems: [(file: Int, item: CodeBlockItemSyntax.Item)] = []

  /// The pass of `lowerer`, after `types`.
  init(lowerer: Lowerer, types: TypeDeclarations) {
    self.lowerer = lowerer
    self.model = lowerer.model
    self.place = lowerer.place
    self.report = lowerer.report
    self.names = lowerer.names
    self.types = types
  }

  /// Declares what `items`, a file's top level, declare.
  func declareMembers(in items: CodeBlockItemListSyntax) {
    for item in items {
      switch item.item {
      case .decl(let decl):
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
          if case .statements(let active)? = place.activeElements(of: ifConfig) { declareMembers(in: active) }
          continue
        }
        if types.isShadowedPackageDeclaration(decl) { continue }
        declareTopLevel(decl)
      case .stmt(let stmt):
        if runsTopLevelCode {
          topLevelItems.append((place.file, item.item))
        } else {
          report.unsupported("a top-level statement", stmt)
        }
      case .expr(let expr):
        if let macro = expr.as(MacroExpansionExprSyntax.self) {
          declareMacro(
            name: macro.macroName.text, arguments: macro.arguments, trailingClosure: macro.trailingClosure, node: macro)
        } else if runsTopLevelCode {
          topLevelItems.append((place.file, item.item))
        } else {
          report.unsupported("a top-level expression", expr)
        }
      }
    }
  }

  private func declareTopLevel(_ decl: DeclSyntax) {
    switch decl.as(DeclSyntaxEnum.self) {
    case .importDecl(let importDecl):
      let module = importDecl.path.first?.name.text ?? ""
      // A package ViewGraph models (`PackagePreludes`) is not ignored: its model is the program's.
      if !BuiltinNames.modules.contains(module), !model.sources.ownModules.contains(module),
        model.prelude?.packages.isModelled(module) != true
      {
        report.warning(.ignoredImport(module), at: place.location(importDecl))
      }
    case .structDecl(let s):
      declareMembers(of: names.topLevelTypeName(s.name.text), s.memberBlock.members)
    case .classDecl(let c):
      declareMembers(of: names.topLevelTypeName(c.name.text), c.memberBlock.members)
    case .enumDecl(let e):
      declareMembers(of: names.topLevelTypeName(e.name.text), e.memberBlock.members)
    case .actorDecl(let a):
      declareMembers(of: names.topLevelTypeName(a.name.text), a.memberBlock.members)
    case .extensionDecl(let ext):
      // `extension Point { … }` where `typealias Point = Vector2D`: the members are Vector2D's.
      let written = names.extendedType(ext).description
      let name = names.moduleTypeName(written) ?? names.aliasTarget(written) ?? written
      if name == "EnvironmentValues" {
        declareEnvironmentValues(ext)
      } else if let type = model.ownType(name) {
        type.conformances.formUnion(TypeDeclarations.conformances(ext.inheritanceClause))
        declareMembers(of: name, ext.memberBlock.members, inExtension: true)
      } else {
        let holder = types.extensionHolder(names.extendedType(ext).extendedTypeName, at: ext)
        declareMembers(of: holder.name, ext.memberBlock.members, inExtension: true)
      }
    case .variableDecl(let variable) where runsTopLevelCode:
      declareScriptGlobals(variable)
    case .variableDecl(let variable):
      declareGlobal(variable)
    case .functionDecl(let function):
      let decl = lowerer.lowerFunctionSignature(function, kind: .function, isStatic: false)
      model.functions[decl.name] = (model.functions.own[decl.name] ?? []) + [decl]
    case .macroExpansionDecl(let macro):
      declareMacro(
        name: macro.macroName.text, arguments: macro.arguments, trailingClosure: macro.trailingClosure, node: macro)
    case .typeAliasDecl, .protocolDecl, .operatorDecl, .precedenceGroupDecl:
      // An operator's declaration says only how it parses; swift-syntax's folding takes the
      // standard operators, and a function the program declares gives each its meaning.
      break
    default:
      report.unsupported(LoweringDiagnostics.construct(decl), decl)
    }
  }

  private func declareGlobal(_ variable: VariableDeclSyntax) {
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    for binding in variable.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
        report.unsupported("this global pattern", binding.pattern)
        continue
      }
      let name = pattern.identifier.text
      if binding.accessorBlock != nil {
        report.unsupported("a computed global", binding)
        continue
      }
      model.globals[name] = GlobalDecl(name: name, initializer: nil, isLet: isLet, location: place.location(binding))
      if let initializer = binding.initializer?.value {
        let file = place.file
        lowerer.pendingBodies.append { [unowned self] in
          self.place.file = file
          self.names.pushScope()
          let expr = self.lowerer.expressions.lowerExpr(initializer)
          _ = self.names.popScope()
          self.model.globals[name]?.initializer = expr
        }
      }
    }
  }

  /// `#Preview { … }` and `#scenario("name", root: …, beforeLaunch: { … }) { … }`.
  private func declareMacro(
    name: String, arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?, node: some SyntaxProtocol
  ) {
    let file = place.file
    switch name {
    case "warning":
      break  // `#warning("…")` is the compiler's message; nothing runs
    case "Preview":
      guard let closure = trailingClosure else {
        report.unsupported("'#Preview' without a trailing closure", node)
        return
      }
      lowerer.pendingBodies.append { [unowned self] in
        self.place.file = file
        let body = self.lowerer.expressions.lowerClosure(closure)
        body.isViewBuilder = true
        body.name = "#Preview"
        self.model.previews.append(body)
      }
    case "scenario":
      guard let closure = trailingClosure,
        let title = arguments.first?.expression.as(StringLiteralExprSyntax.self)
      else { return report.error(.scenarioNeedsName(), node) }
      // The name as Swift reads the literal (`\\.self` is `\.self`); with an interpolation, as written.
      let scenarioName =
        title.representedLiteralValue
        ?? title.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
      let rootArgument = arguments.first { $0.label?.text == "root" }?.expression
      let setUpArgument = arguments.first { $0.label?.text == "beforeLaunch" }?.expression
      if let setUpArgument, !setUpArgument.is(ClosureExprSyntax.self) {
        return report.error(.beforeLaunchNeedsClosure, setUpArgument)
      }
      let at = place.location(node)
      lowerer.pendingBodies.append { [unowned self] in
        self.place.file = file
        self.place.inScenario = true
        defer { self.place.inScenario = false }
        var root: Expr?
        if let rootArgument {
          self.names.pushScope()
          root = self.lowerer.expressions.lowerExpr(rootArgument)
          _ = self.names.popScope()
        }
        let beforeLaunch = setUpArgument?.as(ClosureExprSyntax.self).map(self.lowerer.expressions.lowerClosure)
        let body = self.lowerer.expressions.lowerClosure(closure)
        body.name = scenarioName
        if self.model.scenarios.contains(where: { $0.name == scenarioName }) {
          self.report.warning(.duplicateScenario(scenarioName), at: at)
        }
        self.model.scenarios.append(
          ScenarioDecl(name: scenarioName, root: root, beforeLaunch: beforeLaunch, body: body, location: at))
      }
    default:
      report.error(.unknownMacro(name), node)
    }
  }

  /// `extension EnvironmentValues { var library: Library { get { self[LibraryKey.self] } … } }`,
  /// and `@Entry var theme = Theme()`.
  private func declareEnvironmentValues(_ ext: ExtensionDeclSyntax) {
    for member in ext.memberBlock.members {
      for nested in [
        member.decl.as(StructDeclSyntax.self)?.memberBlock, member.decl.as(EnumDeclSyntax.self)?.memberBlock,
      ] {
        // An `EnvironmentKey` declared inside the extension: `EnvironmentValues.PassIDsKey`.
        if let nested,
          let name = member.decl.as(StructDeclSyntax.self)?.name.text ?? member.decl.as(EnumDeclSyntax.self)?.name.text
        {
          declareMembers(of: "EnvironmentValues.\(name)", nested.members)
        }
      }
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if types.attributeNames(variable.attributes).contains("Entry") {
          let keyName = "_Entry_\(name)"
          let type = TypeDecl(name: keyName, kind: .structure, location: place.location(binding))
          type.conformances = ["EnvironmentKey"]
          let property = PropertyDecl(name: "defaultValue", location: place.location(binding))
          property.isStatic = true
          property.type = binding.typeAnnotation.map { WrittenType($0.type) }  // `.large` is a `DynamicTypeSize`
          type.staticProperties["defaultValue"] = property
          model.types[keyName] = type
          model.environmentKeys[name] = keyName
          if let initializer = binding.initializer?.value {
            let file = place.file
            lowerer.lowerInitialValue(of: property) { [unowned self] _ in
              self.place.file = file
              self.names.pushScope()
              property.initializer = self.lowerer.expressions.lowerExpr(initializer)
              _ = self.names.popScope()
            }
          }
        } else if let key = binding.accessorBlock?.description.firstMatch(of: /self\[\s*(\w+)\.self\s*\]/) {
          model.environmentKeys[name] = String(key.1)
        } else {
          report.unsupported("this 'EnvironmentValues' member", binding)
        }
      }
    }
  }

  /// Records the members of `typeName` (stored and computed properties, methods, initializers,
  /// cases) and queues their bodies.
  /// The prelude's members are declared the first time one of their type's members is asked for
  /// (`deferringMembers`): a program uses few of the prelude's types.
  func declareMembers(of typeName: String, _ members: MemberBlockItemListSyntax, inExtension: Bool = false) {
    guard let type = model.types[typeName] else { return }
    guard types.deferringMembers else { return declareMembersNow(of: type, members, inExtension: inExtension) }
    // Its nested types' members wait for those types, not for this one.
    forEachNestedType(in: members) { name, block in declareMembers(of: "\(type.name).\(name)", block) }
    let file = place.file
    type.declareMembersWhenUsed(
      lowerer.runningAnyTime { [unowned self, unowned type] in
        self.place.file = file
        self.place.withWholeMembers(members) { members in
          self.declareMembersNow(of: type, members, inExtension: inExtension)
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
        if case .decls(let active)? = place.activeElements(of: ifConfig) { forEachNestedType(in: active, body) }
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
        if case .decls(let active)? = place.activeElements(of: ifConfig) {
          declareMembersNow(of: type, active, inExtension: inExtension)
        }
      case .variableDecl(let variable):
        declareProperties(variable, in: type)
      case .functionDecl(let function):
        let isStatic = function.modifiers.contains {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        let method = lowerer.lowerFunctionSignature(function, kind: .method, isStatic: isStatic, in: type)
        method.isMutating = function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        type.methods[method.name, default: []].append(method)
      case .initializerDecl(let initializer):
        let lowered = lowerer.lowerInitializer(initializer, in: type)
        type.initializers.append(lowered)
        // A class's convenience initializers leave it its implicit `init()` (Swift synthesises
        // that one unless a designated initializer is declared; issue 36).
        if !inExtension, !(type.kind == .classType && lowered.isConvenience) { type.declaresInitializer = true }
      case .enumCaseDecl(let caseDecl):
        for element in caseDecl.elements {
          let labels: [String?] = element.parameterClause?.parameters.map { $0.firstName?.text } ?? []
          var rawValue: Expr?
          if let raw = element.rawValue?.value {
            names.pushScope()
            rawValue = lowerer.expressions.lowerExpr(raw)
            _ = names.popScope()
          } else if labels.isEmpty, let implicit = implicitIntegerRawValue(after: type.cases, of: type) {
            // `enum Menu: Int { case home, shows }`: Swift numbers the cases from 0, and each one
            // after an explicit value from that value plus one.
            rawValue = Expr(model.literal(.int(implicit)), at: place.location(element))
          }
          let payloadTypes = element.parameterClause?.parameters.map { WrittenType($0.type) } ?? []
          var caseDecl = EnumCaseDecl(
            name: element.name.text.unescapedIdentifier, payloadLabels: labels, payloadTypes: payloadTypes,
            rawValue: rawValue)
          caseDecl.payloadDefaults =
            element.parameterClause?.parameters.map { parameter in
              parameter.defaultValue.map { value in
                names.pushScope()
                defer { _ = names.popScope() }
                return lowerer.expressions.lowerExpr(value.value)
              }
            } ?? []
          type.cases.append(caseDecl)
        }
      case .structDecl, .classDecl, .enumDecl, .actorDecl:
        // Deferred, a nested type's members were left for that type (`declareMembers`).
        if !types.deferringMembers {
          forEachNestedType(in: [member]) { name, block in declareMembers(of: "\(type.name).\(name)", block) }
        }
      case .subscriptDecl(let subscriptDecl):
        declareSubscript(subscriptDecl, in: type)
      case .deinitializerDecl(let deinitializer):
        // Runs when the program releases its last strong reference to an instance (`ObjectHeap`).
        if let body = deinitializer.body {
          type.deinitializers.append(
            lowerer.lowerAccessorBody(
              body.statements, name: "deinit", kind: .method, in: type, isStatic: false, isBuilder: false,
              node: deinitializer))
        }
      case .typeAliasDecl, .associatedTypeDecl, .protocolDecl:
        // A nested protocol (Swift 5.10) is declared with the types (`declareNestedTypes`).
        break
      default:
        report.unsupported(LoweringDiagnostics.construct(decl) + " members", decl)
      }
    }
  }

  /// An attribute's name as a wrapper: a module's name before one ViewGraph knows is dropped
  /// (`@SwiftUI.State`, `@Perception.Bindable`: Perception's `Bindable` is SwiftUI's before iOS 17),
  /// unless the program declares the qualified type itself. The member is read from the syntax
  /// (`MemberTypeSyntax`), never split from the name's text.
  static func wrapperName(_ attribute: AttributeSyntax, types model: ProgramModel) -> String {
    let written = attribute.attributeName.trimmedDescription
    guard let member = attribute.attributeName.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
      model.types[written] == nil, PropertyWrapper(knownName: member.name.text) != nil
    else { return written }
    return member.name.text
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
      let name = Self.wrapperName(attribute, types: model)
      if name == "ObservationIgnored" {
        ignored = true
        continue
      }
      if let builder = TypeDeclarations.customAttributeName(element), types.isResultBuilder(builder) {
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
          report.unsupported("property wrapper '@\(name)' without its delegate's type", attribute)
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
          report.unsupported("property wrapper '@\(name)'", attribute)
          unsimulated = name
        }
        continue
      }
      wrapper = known
      if case .argumentList(let list) = attribute.arguments { wrapperArguments = list }
    }
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.unescapedIdentifier else {
        report.unsupported("this property pattern", binding.pattern)
        continue
      }
      let property = PropertyDecl(name: name, location: place.location(binding))
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
        Self.annotation(of: binding, in: variable).map { names.writtenType($0.type, in: type) }
        ?? Self.floatingLiteralType(binding.initializer?.value)
      let file = place.file
      if name == "body", !type.conformances.isDisjoint(with: HostedRoot.hostingTypes),
        let accessors = binding.accessorBlock,
        case .getter(let statements) = accessors.accessors, statements.count == 1,
        let only = statements.first?.item.as(ExprSyntax.self)
      {
        // `class HostingController: WKHostingController<ContentView> { override var body: ContentView { ContentView() } }`
        model.hostedRoots.append(
          (
            HostedRoot.text(of: only, configuration: place.buildConfiguration), place.location(only),
            "WKHostingController"
          ))
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
          location: place.location(binding))
        lazy.isSingleExpression = true
        property.lazyInitializer = lazy
        lowerer.lowerWhenUsed(lazy, in: type) { [unowned self] lazy, type in
          self.place.file = file
          self.names.currentType = type
          defer { self.names.currentType = nil }
          self.names.pushScope(hasSelf: true)
          let expr = self.lowerer.expressions.lowerExpr(initializer)
          lazy.body = Block(statements: [Stmt(.expression(expr), at: expr.location)], scopeSize: self.names.popScope())
        }
        continue
      }
      lowerer.lowerInitialValue(of: property, in: type) { [unowned self] type in
        self.place.file = file
        self.names.currentType = type
        defer { self.names.currentType = nil }
        // Initial values run in a context with no `self` (as Swift's property initialisers do).
        self.names.pushScope()
        if let initializer { property.initializer = self.lowerer.expressions.lowerExpr(initializer) }
        if let delegateInitializer {
          let delegateType = self.lowerer.expressions.lowerExpr(delegateInitializer)
          property.initializer = Expr(.call(delegateType, []), at: delegateType.location)
        } else if let delegateTypeAnnotation {
          let delegateType = Expr(
            .name(self.names.resolve(delegateTypeAnnotation.name.text, at: delegateTypeAnnotation)),
            at: self.place.location(delegateTypeAnnotation))
          property.initializer = Expr(.call(delegateType, []), at: delegateType.location)
        }
        if let arguments { property.wrapperArguments = self.lowerer.expressions.lowerArguments(arguments) }
        _ = self.names.popScope()
      }
    }
  }

  /// The raw value Swift gives a case written without one in an enum whose raw type is an
  /// integer: the previous case's plus one, 0 for the first; nil for any other enum.
  private func implicitIntegerRawValue(after cases: [EnumCaseDecl], of type: TypeDecl) -> Int? {
    guard type.kind == .enumeration, !type.conformances.isDisjoint(with: Self.integerRawTypes) else { return nil }
    guard let previous = cases.last else { return 0 }
    guard case .literal(.int(let value), _)? = previous.rawValue?.kind else { return nil }
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
      let observer = lowerer.lowerAccessorBody(
        body.statements, name: property.name, kind: .setter, in: type, isStatic: false, isBuilder: false,
        node: accessor,
        parameter: parameter)
      if isDidSet { property.didSet = observer } else { property.willSet = observer }
    }
  }

  private func lowerAccessors(
    _ block: AccessorBlockSyntax, of property: PropertyDecl, in type: TypeDecl, isStatic: Bool
  ) {
    let isBuilder = property.type.map(Lowerer.isViewType) ?? false
    switch block.accessors {
    case .getter(let statements):
      property.getter = lowerer.lowerAccessorBody(
        statements, name: property.name, kind: .getter, in: type, isStatic: isStatic, isBuilder: isBuilder, node: block)
      property.getter?.returnType = property.type  // `static var white: ColorData { .init(…) }`
    case .accessors(let list):
      for accessor in list {
        guard let body = accessor.body else { continue }
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.get):
          property.getter = lowerer.lowerAccessorBody(
            body.statements, name: property.name, kind: .getter, in: type, isStatic: isStatic, isBuilder: isBuilder,
            node: accessor)
          property.getter?.returnType = property.type
        case .keyword(.set):
          let parameterName = accessor.parameters?.name.text ?? "newValue"
          property.setter = lowerer.lowerAccessorBody(
            body.statements, name: property.name, kind: .setter, in: type, isStatic: isStatic, isBuilder: false,
            node: accessor,
            parameter: parameterName)
        default:
          report.unsupported("'\(accessor.accessorSpecifier.text)' observers", accessor)
        }
      }
    }
  }

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
        default: report.unsupported("'\(accessor.accessorSpecifier.text)' in a subscript", accessor)
        }
      }
    }
    let returnType = names.writtenType(syntax.returnClause.type, in: type)
    if case (let statements, let node)? = getter {
      let decl = lowerer.subscriptAccessor(
        syntax, FunctionDecl.subscriptGetter, statements, node: node, newValue: nil, in: type)
      decl.isStatic = isStatic
      decl.returnType = returnType
      type.methods[decl.name, default: []].append(decl)
    }
    if case (let statements, let newValue, let node)? = setter {
      let decl = lowerer.subscriptAccessor(
        syntax, FunctionDecl.subscriptSetter, statements, node: node, newValue: newValue, in: type)
      decl.isStatic = isStatic
      decl.isMutating = true
      type.methods[decl.name, default: []].append(decl)
    }
  }

  /// Declares a top-level `var`/`let` as globals that hold nothing until their declaration runs.
  func declareScriptGlobals(_ variable: VariableDeclSyntax) {
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    for binding in variable.bindings {
      if binding.accessorBlock != nil {
        report.unsupported("a computed global", binding)
        continue
      }
      for name in TypeDeclarations.boundNames(binding.pattern) {
        model.globals[name] = GlobalDecl(name: name, initializer: nil, isLet: isLet, location: place.location(binding))
      }
    }
    topLevelItems.append((place.file, .decl(DeclSyntax(variable))))
  }

  /// A binding's type annotation: its own, or, without one or an initial value, the next one the
  /// declaration writes — `let marketCap, fullyDiluted: Double?` types both (issue 36, set 9's
  /// SwiftCoin, whose decoding otherwise found a required `marketCap` missing).
  static func annotation(of binding: PatternBindingSyntax, in variable: VariableDeclSyntax) -> TypeAnnotationSyntax? {
    if let own = binding.typeAnnotation { return own }
    guard binding.initializer == nil, binding.accessorBlock == nil else { return nil }
    return variable.bindings.drop { $0.id != binding.id }.dropFirst().first { $0.typeAnnotation != nil }?.typeAnnotation
  }

  /// `Double` for a floating-point literal (`0.0`, `-1.5`), which types the property it initializes.
  static func floatingLiteralType(_ initializer: ExprSyntax?) -> WrittenType? {
    var literal = initializer
    if let prefix = literal?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      literal = prefix.expression
    }
    return literal?.is(FloatLiteralExprSyntax.self) == true ? .named("Double") : nil
  }
}
