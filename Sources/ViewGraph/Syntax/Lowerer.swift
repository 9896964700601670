import Dispatch
import SwiftIfConfig
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Turns swift-syntax trees into the program model, resolving every name as it goes (the role of
/// jlox's Resolver): locals become slots, implicit `self` members, globals, types and builtins are
/// told apart before anything runs. Anything ViewGraph cannot run becomes a diagnostic at its place.
final class Lowerer {
  /// Unowned: the model keeps this lowerer for the prelude bodies it lowers when first used.
  unowned let model: ProgramModel
  var diagnostics: [ViewGraphDiagnostic] = []
  var file = 0
  var scopes: [ResolverScope] = []
  /// The type whose members are being lowered.
  var currentType: TypeDecl?
  /// The declared result of the function or getter whose body is being lowered (nil in a
  /// closure): `return .items` takes it as its type, as Swift's type checker does.
  var returnType: WrittenType?
  var inScenario = false
  /// Set while lowering a postfix chain that contains `?`.
  var sawOptionalChain = false
  /// Bodies are lowered after every declaration is known, so members may be used before they appear.
  var pendingBodies: [() -> Void] = []
  /// The slots of a block's local functions, declared before its statements are lowered.
  var localFunctionSlots: [SyntaxIdentifier: Int] = [:]
  /// Stops lowering deep syntax with a diagnostic before the native stack overflows.
  var stackGuard = StackGuard()
  /// When lowering must stop (`--max-seconds`, shared with the parse); past it, one located error
  /// and nothing more is lowered.
  var deadline = DispatchTime.distantFuture
  /// The seconds the load was given (`--max-seconds` for each file), for the message.
  var loadSeconds = 0.0
  /// Blocks lowered since the clock was last read.
  var blocksSinceClock = 0
  /// Whether the deadline has passed.
  var outOfTime = false
  /// The platform `#if` clauses are chosen for.
  var buildConfiguration = AppBuildConfiguration()
  /// What was already reported as not simulated, so each thing is reported once per place.
  var reportedNotSimulated: Set<String> = []
  /// The expression a postfix `#if` clause (`#if os(iOS) .navigationBarTitleDisplayMode(.inline)`)
  /// applies to: taken by the clause's leading implicit member.
  var postfixIfConfigBase: Expr?
  /// Whether a type's members are declared when first asked for rather than now: the prelude's
  /// (`TypeDecl.declareMembersWhenUsed`).
  var deferringMembers = false
  /// The names a program declares at its top level, when it imports a package ViewGraph models:
  /// the package's declarations of them are left out (`PackagePreludes`).
  var namesShadowingPackages: Set<String> = []
  /// The offset in the file of the tree being lowered: 0, or inside an operator sequence of the
  /// prelude's folded apart from its file (`withFolded`), where the sequence starts.
  var positionShift = 0
  /// The generic parameters of the function being lowered (`T` in `func load<T>(…)`): bound when
  /// it runs (loosely), never "not found".
  var genericParameters: Set<String> = []

  /// `extension Double: BinaryFloatingPoint {}`: conformances an extension adds, taken once every
  /// type is declared.
  var extensionConformances: [(type: String, protocols: [String], node: ExtensionDeclSyntax)] = []

  /// Whether the program is read as a script (`viewgraph run`): its top-level statements are its
  /// code (`Lowerer+TopLevelCode`), not something left out.
  var runsTopLevelCode = false
  /// A script's top-level statements and variables, with their file, in the order they run.
  var topLevelItems: [(file: Int, item: CodeBlockItemSyntax.Item)] = []

  /// While a `case`'s second or later pattern is lowered: the slots its earlier patterns bound, by
  /// name, which this one binds too.
  var sharedPatternSlots: [String: Int]?

  /// Simple names of nested types declared in more than one parent.
  var ambiguousNestedNames: Set<String> = []
  /// Names of top-level types that more than one module of the program declares (four package
  /// targets' `Assembly`): each is kept as `Module.Name`, found by its module's files, by files
  /// that import that module, and written so (issue 36).
  var typeNamesOfSeveralModules: Set<String> = []
  /// The modules each file imports, by file index, read when first asked for.
  var importsOfFile: [Int: [String]] = [:]

  /// One scope of the resolver, mirroring one runtime `Scope`.
  struct ResolverScope {
    var names: [String: Int] = [:]
    /// The declared types of the locals that have one (`let total: Double?`, a typed parameter).
    var types: [String: WrittenType] = [:]
    var count = 0
    /// Slot 0 holds `self`.
    var hasSelf = false
  }

  /// A lowerer that adds to a program (its declarations, or statements run against a live launch).
  init(extending model: ProgramModel) {
    self.model = model
  }

  /// Lowers `#scenario`-context statements written against an existing program.
  static func lowerStatements(_ source: String, name: String, into model: ProgramModel) throws(ViewGraphError)
    -> FunctionDecl
  {
    let file = try SourceLoader.parse([(name, source)], limits: model.limits, withPrelude: false)
    return try EvaluationThread.runReportingErrors { () throws(ViewGraphError) in
      try lowerStatements(file, name: name, into: model)
    }
  }

  private static func lowerStatements(_ file: SourceFiles, name: String, into model: ProgramModel)
    throws(ViewGraphError) -> FunctionDecl
  {
    let tree = file.files[0].tree
    let index = model.sources.add(path: name, tree: tree, origin: .snippet)
    let lowerer = Lowerer(extending: model)
    lowerer.file = index
    lowerer.inScenario = true
    lowerer.pushScope()
    let statements = lowerer.lowerStatements(tree.statements)
    let decl = FunctionDecl(
      name: name, kind: .closure, parameters: [], body: Block(statements: statements, scopeSize: lowerer.popScope()),
      location: SourceLocation(file: index, line: 1, column: 1, offset: 0))
    let errors = lowerer.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty { throw ViewGraphError(errors, sources: model.sources) }
    return decl
  }

  /// Lowers every file of `sources` into one program, on the evaluation thread's large stack. Syntax
  /// errors the loader found and the lowering's own errors are reported together, by file and line;
  /// what ViewGraph does not simulate is a warning where it is declared (`strict` makes it an error).
  static func lower(
    _ sources: SourceFiles, limits: EvaluationLimits = .init(), configuration: AppBuildConfiguration = .init(),
    strict: Bool = false,
    runsTopLevelCode: Bool = false
  ) throws(ViewGraphError) -> ProgramModel {
    let model = try EvaluationThread.runReportingErrors { () throws(ViewGraphError) in
      try lowerHere(
        sources, limits: limits, configuration: configuration, strict: strict, runsTopLevelCode: runsTopLevelCode)
    }
    model.limits = limits
    return model
  }

  private static func lowerHere(
    _ sources: SourceFiles, limits: EvaluationLimits, configuration: AppBuildConfiguration, strict: Bool,
    runsTopLevelCode: Bool
  ) throws(ViewGraphError) -> ProgramModel {
    let prelude = PreludeModel.shared
    let model = ProgramModel(sources: sources, prelude: prelude)
    model.limits = limits
    let lowerer = Lowerer(extending: model)
    lowerer.buildConfiguration = configuration.following(sources.platform)
    lowerer.runsTopLevelCode = runsTopLevelCode
    let programFiles = sources.files.filter { $0.origin == .program }.count
    lowerer.deadline = min(sources.loadDeadline, limits.deadline(forFiles: programFiles))
    lowerer.loadSeconds = limits.maxSeconds * Double(max(1, programFiles))
    // The packages the program imports and ViewGraph models (`PackagePreludes`), read first.
    let packageFiles = PackagePreludes.add(to: sources)
    if !packageFiles.isEmpty { lowerer.namesShadowingPackages = PackagePreludes.topLevelNames(of: sources.files) }
    lowerer.declareAll(in: packageFiles + sources.files.indices.filter { sources.files[$0].origin == .program })
    lowerer.findBuiltViews()
    // A prelude that breaks its contract is ViewGraph's mistake: said by every load, never hidden.
    let broken = prelude.contractViolations.map { ViewGraphDiagnostic.error(.preludeContract($0), at: .unknown) }
    var diagnostics = broken + sources.readingWarnings + sources.syntaxErrors + lowerer.diagnostics
    if strict {
      diagnostics = diagnostics.map { diagnostic in
        var strictly = diagnostic
        if strictly.severity == .warning { strictly.severity = .error }
        return strictly
      }
    }
    diagnostics.sort {
      ($0.location.file, $0.location.line, $0.location.column) < (
        $1.location.file, $1.location.line, $1.location.column
      )
    }
    if diagnostics.contains(where: { $0.severity == .error }) { throw ViewGraphError(diagnostics, sources: sources) }
    model.warnings += diagnostics
    sources.letGoOfProgramTrees()
    return model
  }

  /// Declares the files at `indices` in passes — types, then members (signatures), then what
  /// subclasses inherit — and lowers the bodies that are not left for their first use.
  func declareAll(in indices: [Int]) {
    findTypeNamesOfSeveralModules(in: indices)
    for index in indices {
      file = index
      declareTypes(in: model.sources.files[index].tree.statements)
    }
    adoptRefinedProtocols()
    for index in indices {
      file = index
      declareMembers(in: model.sources.files[index].tree.statements)
    }
    // Before any body is lowered: a subclass's code names what it inherits (`log.append(…)`).
    inheritFromSuperclasses()
    if runsTopLevelCode { pendingBodies.append { [unowned self] in self.lowerTopLevelCode() } }
    while !pendingBodies.isEmpty {
      let bodies = pendingBodies
      pendingBodies = []
      for body in bodies { body() }
    }
  }

  /// Names of top-level types declared by files of more than one module (a file of the app
  /// target, which has no module here, counts as one).
  private func findTypeNamesOfSeveralModules(in indices: [Int]) {
    var modulesOfName: [String: Set<String>] = [:]
    for index in indices where model.sources.files[index].origin == .program {
      let module = model.sources.moduleOfFile[model.sources.files[index].path] ?? ""
      for item in model.sources.files[index].tree.statements {
        guard case .decl(let decl) = item.item, let name = Self.declaredTypeName(decl) else { continue }
        modulesOfName[name, default: []].insert(module)
      }
    }
    typeNamesOfSeveralModules.formUnion(modulesOfName.filter { $0.value.count > 1 }.keys)
  }

  /// The name a struct, class, enum or actor declaration declares.
  private static func declaredTypeName(_ decl: DeclSyntax) -> String? {
    switch decl.as(DeclSyntaxEnum.self) {
    case .structDecl(let s): s.name.text
    case .classDecl(let c): c.name.text
    case .enumDecl(let e): e.name.text
    case .actorDecl(let a): a.name.text
    default: nil
    }
  }

  /// The module of the file being lowered (a package's target), if known.
  var currentModule: String? {
    guard model.sources.files.indices.contains(file) else { return nil }
    return model.sources.moduleOfFile[model.sources.files[file].path]
  }

  /// A top-level type's name as the program keeps it: `Module.Name` when several modules declare
  /// that name, else the name.
  func topLevelTypeName(_ name: String) -> String {
    guard typeNamesOfSeveralModules.contains(name), let module = currentModule else { return name }
    return "\(module).\(name)"
  }

  /// A name several modules declare, as this file sees it: its own module's type, else the type of
  /// a module it imports (`Module.Name`).
  func moduleTypeName(_ name: String) -> String? {
    guard typeNamesOfSeveralModules.contains(name) else { return nil }
    if let module = currentModule, model.types.own["\(module).\(name)"] != nil { return "\(module).\(name)" }
    if importsOfFile[file] == nil {
      importsOfFile[file] = model.sources.files[file].tree.statements.compactMap {
        $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text
      }
    }
    return importsOfFile[file]?.lazy.map { "\($0).\(name)" }.first { self.model.types.own[$0] != nil }
  }

  /// Whether `decl`, at the top level of a package's file, declares or extends a name the program
  /// declares itself: the program's declaration shadows it, as it shadows the prelude's.
  private func isShadowedPackageDeclaration(_ decl: DeclSyntax) -> Bool {
    !namesShadowingPackages.isEmpty && model.sources.files[file].origin == .prelude
      && PackagePreludes.isShadowed(decl, by: namesShadowingPackages)
  }

  // MARK: - Locations and diagnostics

  func location(_ node: some SyntaxProtocol) -> SourceLocation {
    model.sources.location(of: node, in: file, shift: positionShift)
  }

  /// `body` of `expression`, with an operator sequence of the prelude's folded first (the prelude
  /// is parsed without folding, `Prelude.trees`): the folded tree stands apart from its file, so
  /// while `body` runs, locations are shifted to where the sequence starts. A program's files are
  /// folded when parsed, with its own operators; its expressions are given as they are.
  func withFolded<T>(_ expression: ExprSyntax, _ body: (ExprSyntax) -> T) -> T {
    guard let sequence = expression.as(SequenceExprSyntax.self), model.sources.files[file].origin == .prelude,
      let folded = try? OperatorTable.standardOperators.foldSingle(sequence)
    else { return body(expression) }
    return shifted(to: positionShift + sequence.position.utf8Offset) { body(folded) }
  }

  /// `work` on the whole `body` of a function or initializer: a prelude body the prelude was
  /// parsed without (`PreludeBodies`) is parsed now, and while `work` runs, locations are shifted
  /// to where its `{` is in the file.
  func withWholeBody<T>(_ body: CodeBlockSyntax, _ work: (CodeBlockSyntax) -> T) -> T {
    let brace = positionShift + body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    guard let whole = model.sources.files[file].bodies?.parsedBody(at: brace) else { return work(body) }
    return shifted(to: brace) { work(whole) }
  }

  /// `work` on the whole member block `members` belong to: a prelude type's block the prelude
  /// was parsed without (`PreludeBodies`) is parsed now, and while `work` runs, locations are
  /// shifted to where its `{` is in the file.
  func withWholeMembers(_ members: MemberBlockItemListSyntax, _ work: (MemberBlockItemListSyntax) -> Void) {
    guard let block = members.parent?.as(MemberBlockSyntax.self) else { return work(members) }
    let brace = positionShift + block.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    guard let whole = model.sources.files[file].bodies?.parsedMemberBlock(at: brace) else { return work(members) }
    shifted(to: brace) { work(whole.members) }
  }

  /// `work` with locations counted from `shift` in the file: for a tree that stands apart from it
  /// (a sequence folded late, a body or member block parsed late).
  private func shifted<T>(to shift: Int, _ work: () -> T) -> T {
    let saved = positionShift
    positionShift = shift
    defer { positionShift = saved }
    return work()
  }

  func error(_ message: ViewGraphMessage, _ node: some SyntaxProtocol) {
    diagnostics.append(.error(message, at: location(node)))
  }

  /// Names a construct by its first keyword for messages: `'defer'`, `'protocol' declarations`.
  static func construct(_ node: some SyntaxProtocol) -> String {
    // A declaration is named by its keyword, after its attributes and modifiers (`@ModelActor
    // final actor` is an 'actor').
    let syntax = Syntax(node)
    var start = syntax.positionAfterSkippingLeadingTrivia
    if let attributes = syntax.asProtocol(WithAttributesSyntax.self)?.attributes, !attributes.isEmpty {
      start = max(start, attributes.endPosition)
    }
    if let modifiers = syntax.asProtocol(WithModifiersSyntax.self)?.modifiers, !modifiers.isEmpty {
      start = max(start, modifiers.endPosition)
    }
    let keyword = syntax.tokens(viewMode: .sourceAccurate).first { $0.positionAfterSkippingLeadingTrivia >= start }?
      .text
    return "'\(keyword ?? node.firstToken(viewMode: .sourceAccurate)?.text ?? "this")'"
  }

  /// Something ViewGraph cannot run: an error in a scenario (the test itself is wrong), else a
  /// warning where it is declared, once per place — the program still loads, and only code that
  /// reaches it fails, where it runs (see `notSimulated`).
  @discardableResult
  func unsupported(_ what: String, _ node: some SyntaxProtocol) -> ViewGraphMessage {
    if inScenario {
      error(.unsupported(what), node)
      return .unsupported(what)
    } else {
      let at = location(node)
      if reportedNotSimulated.insert("\(at.file):\(at.offset):\(what)").inserted {
        diagnostics.append(.warning(.notSimulated(what), at: at))
      }
    }
    return .notSimulatedHere(what)
  }

  /// An expression ViewGraph cannot run, kept so that running it is a located error.
  func notSimulated(_ what: String, _ node: some SyntaxProtocol) -> Expr {
    Expr(.notSimulated(unsupported(what, node)), at: location(node))
  }

  /// The active clause of an `#if`, chosen for the build configuration (SwiftIfConfig); nil when
  /// none is active.
  func activeElements(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
    ifConfig.activeClause(in: buildConfiguration).clause?.elements
  }

  /// The expectations of SPEC §2, checked before anything runs (a typo is found at once).
  static let expectations = [
    "expectUpdates", "expectInserted", "expectRemoved", "expectHidden", "expectShown", "expect", "expectError",
  ]

  func checkExpectation(_ name: String, _ node: some SyntaxProtocol) {
    guard !Self.expectations.contains(name) else {
      if !inScenario { error(.scenarioOnly("#\(name)"), node) }
      return
    }
    let suggestion = Self.expectations.first { $0.hasPrefix(name) || name.hasPrefix($0) }
    error(.unknownExpectation(name, suggestion: suggestion), node)
  }

  // MARK: - Scopes

  func pushScope(hasSelf: Bool = false) {
    var scope = ResolverScope()
    scope.hasSelf = hasSelf
    if hasSelf {
      scope.names["self"] = 0
      scope.count = 1
    }
    scopes.append(scope)
  }

  /// Pops the innermost scope and returns how many slots it needs.
  func popScope() -> Int {
    scopes.removeLast().count
  }

  /// Declares a local in the innermost scope and returns its slot.
  @discardableResult
  func declare(_ name: String, type: WrittenType? = nil) -> Int {
    let name = name.unescapedIdentifier  // `` `where` `` is the name `where`
    let slot = scopes[scopes.count - 1].count
    scopes[scopes.count - 1].names[name] = slot
    scopes[scopes.count - 1].types[name] = type
    scopes[scopes.count - 1].count += 1
    return slot
  }

  /// The type the source declares for a name or `self.name`, where it declares one: a typed local
  /// or parameter, else a property of the type being lowered. Used where dispatch depends on the
  /// static type (`Optional.map` against a collection's `map`).
  func declaredType(of expr: ExprSyntax) -> WrittenType? {
    let name: String
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
      for scope in scopes.reversed() where scope.names[name] != nil { return scope.types[name] }
    } else if let member = expr.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    guard let type = currentType, selfDepth() != nil else { return nil }
    return (type.storedProperty(name) ?? type.computedProperties[name])?.type
  }

  /// Whether a local or a member of the type being lowered is named `module`, hiding that module.
  func hidesModule(_ module: String) -> Bool {
    if scopes.contains(where: { $0.names[module] != nil }) { return true }
    guard let type = currentType else { return false }
    return type.hasInstanceMember(module) || type.hasStaticMember(module)
  }

  /// Resolves an identifier as the resolver pass does.
  func resolve(_ rawName: String, at node: some SyntaxProtocol) -> NameReference {
    let rawName = rawName.unescapedIdentifier
    var name = rawName
    var access = NameReference.Access.plain
    if name.hasPrefix("$"), let first = name.dropFirst().first, !first.isNumber {
      name = String(name.dropFirst())
      access = .projected
    } else if name.hasPrefix("_"), name.count > 1 {
      access = .wrapper
    }
    for (depth, scope) in scopes.reversed().enumerated() {
      if let slot = scope.names[rawName] {
        return NameReference(name: rawName, resolution: .local(depth: depth, slot: slot))
      }
      if access == .plain, let slot = scope.names["$" + rawName] {
        return NameReference(name: rawName, resolution: .local(depth: depth, slot: slot), access: .bindingValue)
      }
      if access != .plain, let slot = scope.names[name] {
        return NameReference(name: name, resolution: .local(depth: depth, slot: slot), access: access)
      }
    }
    if rawName == "self", let depth = selfDepth() {
      return NameReference(name: "self", resolution: .selfValue(depth: depth))
    }
    if let type = currentType, let depth = selfDepth() {
      if type.hasInstanceMember(rawName) || type.hasStaticMember(rawName)
        || protocolExtensionDeclares(rawName, for: type)
      {
        return NameReference(name: rawName, resolution: .selfMember(depth: depth))
      }
      let unwrapped = access == .wrapper ? String(name.dropFirst()) : name
      if access != .plain, type.storedProperty(unwrapped)?.hasWrapper == true {
        return NameReference(name: unwrapped, resolution: .selfMember(depth: depth), access: access)
      }
    }
    if let type = currentType, selfDepth() == nil, type.hasStaticMember(rawName) {
      return NameReference(name: rawName, resolution: .staticMember(typeName: type.name))
    }
    if let type = currentType, type.isProtocol, let depth = selfDepth(), rawName.first?.isLowercase == true,
      type.methods[rawName] != nil || type.computedProperties[rawName] != nil
        || !(BuiltinNames.isBuiltin(rawName) || model.globals[rawName] != nil || model.functions[rawName] != nil)
    {
      // In a protocol extension, members come from whatever conforms: resolved when it runs
      // (a global function such as `max` stays global unless the extension declares the name).
      return NameReference(name: rawName, resolution: .selfMember(depth: depth))
    }
    if rawName == "Self", let type = currentType, !type.isProtocol {
      return NameReference(name: type.name, resolution: .type)
    }
    if rawName == "Self", let type = currentType, type.attributes.contains("builtinExtension") {
      return resolve(type.name, at: node)  // `extension Color { … Self.palette … }`: `Color`, as written
    }
    if model.globals[rawName] != nil || model.functions[rawName] != nil {
      return NameReference(name: rawName, resolution: .global)
    }
    if access == .projected, model.globals[name] != nil {
      return NameReference(name: name, resolution: .global, access: .projected)
    }
    if let nested = nestedTypeName(rawName) { return NameReference(name: nested, resolution: .type) }
    // A nested type by its own name outside its parent (`Thread` outside `ChatState`, which nests
    // one): Swift does not see it there (inside, `nestedTypeName` found it), so the name is a
    // framework's (Foundation's `Thread`). Scenarios keep the short name, as the catalog writes it.
    if let type = model.types[rawName], type.name == rawName || inScenario {
      return NameReference(name: rawName, resolution: .type)
    }
    if let target = aliasTarget(rawName) { return resolve(target, at: node) }
    // `typealias Habit = SchemaV3.Habit` (SwiftData's versioned schemas): the nested type it names.
    if let target = model.typeAliases.own[rawName]?.name, target.contains("."), model.types[target] != nil {
      return NameReference(name: target, resolution: .type)
    }
    if let target = model.typeAliases[rawName], target.name == nil, target.head == .array || target.head == .dictionary
    {
      // `Rows()` where `typealias Rows = [Row]` (IdentifiedCollections' `IdentifiedArrayOf<Todo>()`).
      return resolve(target.head == .array ? "Array" : "Dictionary", at: node)
    }
    if BuiltinNames.scenarioOnly.contains(rawName), inScenario || !BuiltinNames.commonNames.contains(rawName) {
      if !inScenario { error(.scenarioOnly(rawName), node) }
      return NameReference(name: rawName, resolution: .builtin)
    }
    if BuiltinNames.isBuiltin(rawName) || genericParameters.contains(rawName)
      || currentType?.genericParameters.contains(rawName) == true
    {
      return NameReference(name: rawName, resolution: .builtin)  // `T.self` in a generic type's member
    }
    if let first = rawName.unicodeScalars.first, "+-*/%<>=!&|".unicodeScalars.contains(first) {
      return NameReference(name: rawName, resolution: .builtin)  // an operator passed as a function: `reduce(0, +)`
    }
    if inScenario {
      error(.cannotFind(rawName), node)
    } else if reportedNotSimulated.insert("name \(rawName)").inserted {
      // A framework name ViewGraph does not know: opaque where it is used (SPEC §3: a warning
      // where it is declared, a located error only where a real value is needed).
      diagnostics.append(.warning(.notSimulatedName(rawName), at: location(node)))
    }
    return NameReference(name: rawName, resolution: .builtin)
  }

  /// What a type alias finally names, when that is one name (a chain of aliases is followed; a
  /// cycle is no alias).
  private func aliasTarget(_ name: String) -> String? {
    var target = name
    var seen: Set<String> = [name]
    while let next = model.typeAliases[target]?.name {
      guard seen.insert(next).inserted else { return nil }
      target = next
    }
    return target == name || target.contains(".") ? nil : target
  }

  /// Whether an extension of a protocol `type` conforms to declares `name` (`call(…)` from
  /// `extension WebRepository`, used without `self.` in a conforming struct's method).
  private func protocolExtensionDeclares(_ name: String, for type: TypeDecl) -> Bool {
    type.conformances.contains { conformance in
      guard let holder = model.types[conformance], holder.isProtocol else { return false }
      return holder.hasInstanceMember(name) || holder.hasStaticMember(name)
    }
  }

  /// How many scopes up the innermost `self` lives.
  func selfDepth() -> Int? {
    for (depth, scope) in scopes.reversed().enumerated() where scope.hasSelf { return depth }
    return nil
  }

  // MARK: - Pass 1: types

  /// A written type read where it stands: a name that is a type nested in `type` or one enclosing
  /// it (`Scope` in a property of `AnalyticsView` is `AnalyticsView.Scope`) becomes that type's
  /// qualified name, so an implicit member (`= .weekly`) finds its case there.
  /// A type alias of the program's is the type it names (`AppStore` is `Store<AppState, AppAction>`),
  /// so an `@EnvironmentObject var store: AppStore` finds the `Store` given to it.
  func writtenType(_ syntax: TypeSyntax, in type: TypeDecl? = nil) -> WrittenType {
    let written = WrittenType(syntax).droppingModules(model.sources.ownModules).resolvingNames {
      self.nestedTypeName($0, in: type ?? self.currentType)
    }
    func unaliased(_ type: WrittenType) -> WrittenType {
      guard let name = type.name else {  // `[TilePair]`, `Pair?`
        var structural = type
        structural.arguments = type.arguments.map(unaliased)
        return structural
      }
      guard let target = model.typeAliases.own[name] else { return type }
      // `IdentifiedArrayOf<Todo>`, where `typealias IdentifiedArrayOf<Element> = [Element]`: an array.
      if target.head == .array || target.head == .dictionary { return target }
      guard type.arguments.isEmpty, target.name != nil else { return type }
      return target
    }
    let type = unaliased(written)
    // `-> (background: Color, font: Color)`: values are made as the struct that tuple is.
    for labels in type.labelledTupleLabels { _ = labelledTupleType(labels, at: syntax) }
    return type
  }

  /// A type nested in the type being lowered or one enclosing it (`Attendee` inside `DailyScrum`
  /// is `DailyScrum.Attendee`), by its qualified name.
  /// A name several modules declare is the one this file's module declares or imports.
  func nestedTypeName(_ name: String, in type: TypeDecl? = nil) -> String? {
    guard var outer = (type ?? currentType)?.name else { return moduleTypeName(name) }
    while true {
      if model.types["\(outer).\(name)"] != nil { return "\(outer).\(name)" }
      guard let dot = outer.lastIndex(of: ".") else { return moduleTypeName(name) }
      outer = String(outer[..<dot])
    }
  }

  private func declareTypes(in items: CodeBlockItemListSyntax) {
    for item in items {
      guard case .decl(let decl) = item.item, !isShadowedPackageDeclaration(decl) else { continue }
      if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
        if case .statements(let active)? = activeElements(of: ifConfig) { declareTypes(in: active) }
        continue
      }
      if let ext = decl.as(ExtensionDeclSyntax.self) {
        // Types declared in an extension are nested in the extended type.
        declareNestedTypes(ext.memberBlock.members, in: extendedType(ext).description)
        if let inherited = ext.inheritanceClause {
          extensionConformances.append((extendedType(ext).extendedTypeName, Self.conformances(inherited), ext))
        }
        continue
      }
      if let alias = decl.as(TypeAliasDeclSyntax.self) {
        declareTypeAlias(alias)
        continue
      }
      declareType(decl, in: nil)
    }
  }

  /// `typealias Name = Other`: `Name` resolves as `Other` does, when `Other` is a plain or dotted
  /// name (`typealias Row = Library.Row`), with or without generic arguments; a generic alias is
  /// left unresolved.
  /// A nested alias counts only when it names a function type (a trailing closure may fill a
  /// parameter of that type) or a labelled tuple; its name stands for nothing else outside its type.
  private func declareTypeAlias(_ alias: TypeAliasDeclSyntax, nested: Bool = false) {
    let target = writtenType(alias.initializer.value)
    // A function type, or a labelled tuple (`typealias TilePair = (background: Color, font: Color)`
    // in a protocol), is the same type wherever the alias is written.
    // An array or dictionary (`typealias IdentifiedArrayOf<Element> = [Element]`) too: `Rows()` makes one.
    if target.isFunction || target.tupleLabels != nil || target.head == .array || target.head == .dictionary {
      model.typeAliases[alias.name.text] = target
      return
    }
    if nested { return }
    // `typealias AppStore = Store<AppState, AppAction>` names `Store` (its arguments are kept for
    // the declarations written with the alias).
    guard let name = target.name, name != alias.name.text else { return }
    // `typealias StoreOf<R> = Store<R.State, R.Action>` names `Store`; its arguments, written with
    // the alias's own parameters, are left out.
    model.typeAliases[alias.name.text] = alias.genericParameterClause == nil ? target : .named(name)
  }

  private func declareNestedTypes(_ members: MemberBlockItemListSyntax, in parent: String?) {
    for member in members {
      let decl = member.decl
      switch decl.kind {
      case .ifConfigDecl:
        guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { continue }
        if case .decls(let active)? = activeElements(of: ifConfig) { declareNestedTypes(active, in: parent) }
      case .typeAliasDecl:
        if let alias = decl.as(TypeAliasDeclSyntax.self) { declareTypeAlias(alias, nested: true) }
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
        declareType(decl, in: parent)
      default:
        continue  // a member that declares no type: most of them (asked by kind, not by casts)
      }
    }
  }

  /// Registers a struct, class or enum; a nested one under its qualified name (`Outer.Inner`), and
  /// under its own name too while that is unambiguous.
  private func declareType(_ decl: DeclSyntax, in parent: String?) {
    let kind: TypeDecl.Kind
    let name: String
    let members: MemberBlockItemListSyntax
    let inheritance: InheritanceClauseSyntax?
    let attributes: AttributeListSyntax
    if let s = decl.as(StructDeclSyntax.self) {
      (kind, name, members, inheritance, attributes) = (
        .structure, s.name.text, s.memberBlock.members, s.inheritanceClause, s.attributes
      )
    } else if let c = decl.as(ClassDeclSyntax.self) {
      (kind, name, members, inheritance, attributes) = (
        .classType, c.name.text, c.memberBlock.members, c.inheritanceClause, c.attributes
      )
    } else if let e = decl.as(EnumDeclSyntax.self) {
      (kind, name, members, inheritance, attributes) = (
        .enumeration, e.name.text, e.memberBlock.members, e.inheritanceClause, e.attributes
      )
    } else if let a = decl.as(ActorDeclSyntax.self) {
      // An actor is a reference type whose calls are awaited: a class here, where one thread runs all.
      (kind, name, members, inheritance, attributes) = (
        .classType, a.name.text, a.memberBlock.members, a.inheritanceClause, a.attributes
      )
    } else if let p = decl.as(ProtocolDeclSyntax.self) {
      let holder = protocolHolder(p.name.text, at: p)
      holder.conformances.formUnion(Self.conformances(p.inheritanceClause))
      // `typealias TilePair = (background: Color, font: Color)` inside the protocol.
      for member in p.memberBlock.members {
        if let alias = member.decl.as(TypeAliasDeclSyntax.self) { declareTypeAlias(alias, nested: true) }
        if let variable = member.decl.as(VariableDeclSyntax.self),
          let builder = variable.attributes.lazy.compactMap(Self.customAttributeName).first
        {
          // `@ReducerBuilder<State, Action> var body: Body { get }`: what satisfies it is built so.
          for name in variable.bindings.flatMap({ Self.boundNames($0.pattern) }) {
            holder.requirementBuilders[name] = builder
          }
        }
        if let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
          modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) })
        {
          if let function = member.decl.as(FunctionDeclSyntax.self) {
            holder.optionalRequirements.insert(function.name.text.unescapedIdentifier)
          }
          if let variable = member.decl.as(VariableDeclSyntax.self) {
            holder.optionalRequirements.formUnion(variable.bindings.flatMap { Self.boundNames($0.pattern) })
          }
        }
      }
      return
    } else {
      return
    }
    let qualified = parent.map { "\($0).\(name)" } ?? topLevelTypeName(name)
    if let existing = model.types.own[qualified], existing.name == qualified {
      unsupported("a second declaration of '\(qualified)'", decl)
      return
    }
    let type = TypeDecl(name: qualified, kind: kind, location: location(decl))
    type.isPrelude = model.sources.isPrelude(type.location)
    type.conformances = Set(Self.conformances(inheritance))
    type.attributes = Set(attributeNames(attributes))
    let generics = decl.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause?.parameters
    type.genericParameters = generics?.map(\.name.text) ?? []
    if type.attributes.contains("Model") { type.conformances.insert("PersistentModel") }  // SwiftData's `@Model`
    // An attached macro named as a protocol the prelude declares (`@Reducer`) conforms the type to
    // it, as such macros do.
    for attribute in type.attributes where model.types[attribute]?.isProtocol == true {
      type.conformances.insert(attribute)
    }
    // SwiftData's `@ModelActor`: `modelContainer`, `modelContext` and `init(modelContainer:)`.
    if type.attributes.contains("ModelActor") { type.conformances.insert("_ModelActor") }
    if type.attributes.contains("main"), model.mainApp == nil || type.conformances.contains("App") {
      // Two `@main` apps (an iOS app and its watch app read as one folder): the later, in file
      // order, is launched, unless it is the watch app's and the earlier is not (a fresh install
      // shows the phone's first screen); the warning names both.
      var launched = true
      if let earlier = model.mainApp.flatMap({ model.types[$0] }), earlier.conformances.contains("App"),
        type.conformances.contains("App")
      {
        launched =
          !isWatchApp(at: type.location, besides: earlier.location)
          || isWatchApp(at: earlier.location, besides: type.location)
        diagnostics.append(
          launched
            ? .warning(
              .twoMainApps(name, earlier.name, at: model.sources.describe(earlier.location)), at: type.location)
            : .warning(
              .twoMainApps(earlier.name, name, at: model.sources.describe(type.location)), at: earlier.location))
      }
      // The app's `@main App`, not a widget extension's `@main WidgetBundle` beside it.
      if launched { model.mainApp = parent == nil ? qualified : name }
    }
    model.types[qualified] = type
    model.typeOrder.append(qualified)
    // Unqualified, a nested type's name means it outside its parent too, unless another type has
    // that name: the program's or the framework's (`Constants.UserDefaults` is not `UserDefaults`).
    if parent != nil, model.types[name] == nil, !ambiguousNestedNames.contains(name) {
      model.types[name] = type
    } else if parent != nil, model.types.own[name]?.name != name {
      // Two nested types share this name: unqualified, it means neither (outside their parents).
      ambiguousNestedNames.insert(name)
      if model.types[name]?.name.contains(".") == true { model.types[name] = nil }
    }
    declareNestedTypes(members, in: qualified)
  }

  /// Whether the app declared at `location` is a watch app's, as its file tells where no project
  /// does: a folder below the one it shares with `other` named as Xcode and Tuist name a watch
  /// target ("Habits Watch App", "Habits WatchKit Extension", "WatchApp"), or an import of WatchKit.
  private func isWatchApp(at location: SourceLocation, besides other: SourceLocation) -> Bool {
    let files = model.sources.files
    guard files.indices.contains(location.file), files.indices.contains(other.file) else { return false }
    let own = files[location.file].path.split(separator: "/").dropLast()
    let theirs = files[other.file].path.split(separator: "/").dropLast()
    let shared = zip(own, theirs).prefix { $0 == $1 }.count
    let watchFolder = own.dropFirst(shared).contains { component in
      let folder = component.lowercased()
      return folder.contains("watchkit") || folder.contains("watch app") || folder.hasSuffix("watchapp")
        || folder.hasSuffix("watch extension") || folder.hasSuffix("watchextension") || folder == "watchos"
        || folder == "watch"
    }
    return watchFolder
      || files[location.file].tree.statements.contains {
        $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "WatchKit"
      }
  }

  /// The type an extension extends, as written but for a module of the program's own
  /// (`extension Shelf.Tab` in the app, where the package target `Shelf` declares `Tab`).
  func extendedType(_ ext: ExtensionDeclSyntax) -> WrittenType {
    WrittenType(ext.extendedType).droppingModules(model.sources.ownModules)
  }

  /// The names of the protocols (and superclass) an inheritance clause lists.
  static func conformances(_ clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.map { inherited in
      let type = WrittenType(inherited.type)
      return type.name ?? type.description
    } ?? []
  }

  /// `extension View`, and extensions of types ViewGraph provides (`Color`, `String`, `Bundle`):
  /// their members are found on those values (`Color.accent`, `"a".trimmed()`).
  func extensionHolder(_ name: String, at node: some SyntaxProtocol) -> TypeDecl {
    let holder = protocolHolder(name, at: node)
    if !["View", "Scene", "App"].contains(holder.name), holder.isProtocol {
      holder.attributes.insert("builtinExtension")
    }
    return holder
  }

  /// The holder of a protocol's extension members (SwiftUI's `View` and `Scene` included).
  func protocolHolder(_ name: String, at node: some SyntaxProtocol) -> TypeDecl {
    if let existing = model.ownType(name) { return existing }
    let holder = TypeDecl(name: name, kind: .structure, location: location(node))
    holder.attributes = ["protocol"]
    model.types[name] = holder
    return holder
  }

  /// The type an attribute names, without its generic arguments (`ReducerBuilder` of
  /// `@ReducerBuilder<State, Action>`); nil for an attribute that is not a plain type name.
  static func customAttributeName(_ element: AttributeListSyntax.Element) -> String? {
    element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text
  }

  /// Whether `name` is a result builder the program or the prelude declares (`@resultBuilder`).
  func isResultBuilder(_ name: String) -> Bool { model.types[name]?.attributes.contains("resultBuilder") == true }

  func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { element in
      guard let name = element.as(AttributeSyntax.self)?.attributeName else { return nil }
      // Most are one plain name (`@State`, `@MainActor`): its token's text, with no trimmed copy made.
      if let plain = name.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil { return plain.name.text }
      return name.trimmedDescription
    }
  }

  // MARK: - Pass 2: members, globals, functions, macros

  private func declareMembers(in items: CodeBlockItemListSyntax) {
    for item in items {
      switch item.item {
      case .decl(let decl):
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
          if case .statements(let active)? = activeElements(of: ifConfig) { declareMembers(in: active) }
          continue
        }
        if isShadowedPackageDeclaration(decl) { continue }
        declareTopLevel(decl)
      case .stmt(let stmt):
        if runsTopLevelCode {
          topLevelItems.append((file, item.item))
        } else {
          unsupported("a top-level statement", stmt)
        }
      case .expr(let expr):
        if let macro = expr.as(MacroExpansionExprSyntax.self) {
          declareMacro(
            name: macro.macroName.text, arguments: macro.arguments, trailingClosure: macro.trailingClosure, node: macro)
        } else if runsTopLevelCode {
          topLevelItems.append((file, item.item))
        } else {
          unsupported("a top-level expression", expr)
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
        !PackagePreludes.isModelled(module)
      {
        diagnostics.append(.warning(.ignoredImport(module), at: location(importDecl)))
      }
    case .structDecl(let s):
      declareMembers(of: topLevelTypeName(s.name.text), s.memberBlock.members)
    case .classDecl(let c):
      declareMembers(of: topLevelTypeName(c.name.text), c.memberBlock.members)
    case .enumDecl(let e):
      declareMembers(of: topLevelTypeName(e.name.text), e.memberBlock.members)
    case .actorDecl(let a):
      declareMembers(of: topLevelTypeName(a.name.text), a.memberBlock.members)
    case .extensionDecl(let ext):
      // `extension Point { … }` where `typealias Point = Vector2D`: the members are Vector2D's.
      let written = extendedType(ext).description
      let name = moduleTypeName(written) ?? aliasTarget(written) ?? written
      if name == "EnvironmentValues" {
        declareEnvironmentValues(ext)
      } else if let type = model.ownType(name) {
        type.conformances.formUnion(Self.conformances(ext.inheritanceClause))
        declareMembers(of: name, ext.memberBlock.members, inExtension: true)
      } else {
        let holder = extensionHolder(extendedType(ext).extendedTypeName, at: ext)
        declareMembers(of: holder.name, ext.memberBlock.members, inExtension: true)
      }
    case .variableDecl(let variable) where runsTopLevelCode:
      declareScriptGlobals(variable)
    case .variableDecl(let variable):
      declareGlobal(variable)
    case .functionDecl(let function):
      let decl = lowerFunctionSignature(function, kind: .function, isStatic: false)
      model.functions[decl.name] = (model.functions.own[decl.name] ?? []) + [decl]
    case .macroExpansionDecl(let macro):
      declareMacro(
        name: macro.macroName.text, arguments: macro.arguments, trailingClosure: macro.trailingClosure, node: macro)
    case .typeAliasDecl, .protocolDecl, .operatorDecl, .precedenceGroupDecl:
      // An operator's declaration says only how it parses; swift-syntax's folding takes the
      // standard operators, and a function the program declares gives each its meaning.
      break
    default:
      unsupported(Self.construct(decl), decl)
    }
  }

  private func declareGlobal(_ variable: VariableDeclSyntax) {
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    for binding in variable.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
        unsupported("this global pattern", binding.pattern)
        continue
      }
      let name = pattern.identifier.text
      if binding.accessorBlock != nil {
        unsupported("a computed global", binding)
        continue
      }
      model.globals[name] = GlobalDecl(name: name, initializer: nil, isLet: isLet, location: location(binding))
      if let initializer = binding.initializer?.value {
        let file = self.file
        pendingBodies.append { [unowned self] in
          self.file = file
          self.pushScope()
          let expr = self.lowerExpr(initializer)
          _ = self.popScope()
          self.model.globals[name]?.initializer = expr
        }
      }
    }
  }

  /// `#Preview { … }` and `#scenario("name", root: …, beforeLaunch: { … }) { … }`.
  private func declareMacro(
    name: String, arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?, node: some SyntaxProtocol
  ) {
    let file = self.file
    switch name {
    case "warning":
      break  // `#warning("…")` is the compiler's message; nothing runs
    case "Preview":
      guard let closure = trailingClosure else {
        unsupported("'#Preview' without a trailing closure", node)
        return
      }
      pendingBodies.append { [unowned self] in
        self.file = file
        let body = self.lowerClosure(closure)
        body.isViewBuilder = true
        body.name = "#Preview"
        self.model.previews.append(body)
      }
    case "scenario":
      guard let closure = trailingClosure,
        let title = arguments.first?.expression.as(StringLiteralExprSyntax.self)
      else { return error(.scenarioNeedsName(), node) }
      // The name as Swift reads the literal (`\\.self` is `\.self`); with an interpolation, as written.
      let scenarioName =
        title.representedLiteralValue
        ?? title.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
      let rootArgument = arguments.first { $0.label?.text == "root" }?.expression
      let setUpArgument = arguments.first { $0.label?.text == "beforeLaunch" }?.expression
      if let setUpArgument, !setUpArgument.is(ClosureExprSyntax.self) {
        return error(.beforeLaunchNeedsClosure, setUpArgument)
      }
      let at = location(node)
      pendingBodies.append { [unowned self] in
        self.file = file
        self.inScenario = true
        defer { self.inScenario = false }
        var root: Expr?
        if let rootArgument {
          self.pushScope()
          root = self.lowerExpr(rootArgument)
          _ = self.popScope()
        }
        let beforeLaunch = setUpArgument?.as(ClosureExprSyntax.self).map(self.lowerClosure)
        let body = self.lowerClosure(closure)
        body.name = scenarioName
        if self.model.scenarios.contains(where: { $0.name == scenarioName }) {
          self.diagnostics.append(.warning(.duplicateScenario(scenarioName), at: at))
        }
        self.model.scenarios.append(
          ScenarioDecl(name: scenarioName, root: root, beforeLaunch: beforeLaunch, body: body, location: at))
      }
    default:
      error(.unknownMacro(name), node)
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
        if attributeNames(variable.attributes).contains("Entry") {
          let keyName = "_Entry_\(name)"
          let type = TypeDecl(name: keyName, kind: .structure, location: location(binding))
          type.conformances = ["EnvironmentKey"]
          let property = PropertyDecl(name: "defaultValue", location: location(binding))
          property.isStatic = true
          property.type = binding.typeAnnotation.map { WrittenType($0.type) }  // `.large` is a `DynamicTypeSize`
          type.staticProperties["defaultValue"] = property
          model.types[keyName] = type
          model.environmentKeys[name] = keyName
          if let initializer = binding.initializer?.value {
            let file = self.file
            lowerInitialValue(of: property) { [unowned self] in
              self.file = file
              self.pushScope()
              property.initializer = self.lowerExpr(initializer)
              _ = self.popScope()
            }
          }
        } else if let key = binding.accessorBlock?.description.firstMatch(of: /self\[\s*(\w+)\.self\s*\]/) {
          model.environmentKeys[name] = String(key.1)
        } else {
          unsupported("this 'EnvironmentValues' member", binding)
        }
      }
    }
  }
}
