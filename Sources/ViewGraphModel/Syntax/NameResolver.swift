import SwiftSyntax

/// Resolves the names the lowering meets, as jlox's Resolver does, before anything runs: a local
/// to its slot in a scope, a member of the type being lowered to implicit `self`, then globals,
/// types (nested, module-qualified, aliased), the prelude's and the libraries' names; and reads a
/// written type with the names of the code it stands in. It keeps the scopes the lowering declares
/// locals in, mirroring the interpreter's `Scope`s. One per `Lowerer`, which asks it.
final class NameResolver {
  /// One scope of the resolver, mirroring one runtime `Scope`.
  struct LocalScope {
    var names: [String: Int] = [:]
    /// The declared types of the locals that have one (`let total: Double?`, a typed parameter).
    var types: [String: WrittenType] = [:]
    var count = 0
    /// Slot 0 holds `self`.
    var hasSelf = false
  }

  /// Unowned: the lowerer that asks is kept as long as the model needs it.
  unowned let model: ProgramModel
  /// Where the lowering stands (the file whose imports count, whether in a scenario).
  let place: LoweringPlace
  /// Where a name that is not found is reported.
  let report: LoweringDiagnostics
  /// The scopes of the code being lowered, innermost last.
  var scopes: [LocalScope] = []
  /// The type whose members are being lowered.
  var currentType: TypeDecl?
  /// The generic parameters of the function being lowered (`T` in `func load<T>(…)`): bound when
  /// it runs (loosely), never "not found".
  var genericParameters: Set<String> = []
  /// Names of top-level types that more than one module of the program declares (four package
  /// targets' `Assembly`): each is kept as `Module.Name`, found by its module's files, by files
  /// that import that module, and written so (issue 36).
  private var typeNamesOfSeveralModules: Set<String> = []
  /// The modules each file imports, by file index, read when first asked for.
  private var importsOfFile: [Int: [String]] = [:]

  /// A resolver of the names of `model`, at `place`, reporting to `report`.
  init(model: ProgramModel, place: LoweringPlace, report: LoweringDiagnostics) {
    self.model = model
    self.place = place
    self.report = report
  }

  // MARK: - Modules

  /// Names of top-level types declared by files of more than one module (a file of the app
  /// target, which has no module here, counts as one).
  func findTypeNamesOfSeveralModules(in indices: [Int]) {
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
    guard model.sources.files.indices.contains(place.file) else { return nil }
    return model.sources.moduleOfFile[model.sources.files[place.file].path]
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
    if importsOfFile[place.file] == nil {
      importsOfFile[place.file] = model.sources.files[place.file].tree.statements.compactMap {
        $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text
      }
    }
    return importsOfFile[place.file]?.lazy.map { "\($0).\(name)" }.first { self.model.types.own[$0] != nil }
  }

  // MARK: - Scopes

  func pushScope(hasSelf: Bool = false) {
    var scope = LocalScope()
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
        || !(BuiltinNames.isBuiltin(rawName, natives: model.natives) || model.globals[rawName] != nil
          || model.functions[rawName] != nil)
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
    if BinaryOperator(rawValue: rawName) != nil {
      // A standard operator named as a value (`reduce(0, +)`) applies the operator to what it is
      // called with, as `a + b` does: the operands' types choose a declared or global operator
      // of theirs (the prelude's `Text + Text`, a program's `Money + Money`), else the standard one.
      return NameReference(name: rawName, resolution: .builtin)
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
    if let type = model.types[rawName], type.name == rawName || place.inScenario {
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
    if BuiltinNames.scenarioOnly.contains(rawName), place.inScenario || !BuiltinNames.commonNames.contains(rawName) {
      if !place.inScenario { report.error(.scenarioOnly(rawName), node) }
      return NameReference(name: rawName, resolution: .builtin)
    }
    if BuiltinNames.isBuiltin(rawName, natives: model.natives) || genericParameters.contains(rawName)
      || currentType?.genericParameters.contains(rawName) == true
    {
      return NameReference(name: rawName, resolution: .builtin)  // `T.self` in a generic type's member
    }
    if let first = rawName.unicodeScalars.first, "+-*/%<>=!&|".unicodeScalars.contains(first) {
      return NameReference(name: rawName, resolution: .builtin)  // an operator passed as a function: `reduce(0, +)`
    }
    report.unknownName(rawName, node)
    return NameReference(name: rawName, resolution: .builtin)
  }

  /// What a type alias finally names, when that is one name (a chain of aliases is followed; a
  /// cycle is no alias).
  func aliasTarget(_ name: String) -> String? {
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

  // MARK: - Written types

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
      // `IdentifiedArrayOf<Todo>`, where `typealias IdentifiedArrayOf<Element> = [Element]`: an array
      // of what the alias is given (`FetchedResults<Book>` is `[Book]`).
      if target.head == .array || target.head == .dictionary {
        guard !type.arguments.isEmpty, type.arguments.count == target.arguments.count else { return target }
        var given = target
        given.arguments = type.arguments.map(unaliased)
        return given
      }
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
    guard let typeName = (type ?? currentType)?.name else { return moduleTypeName(name) }
    // From the innermost enclosing type out: `A.B.C`, then `A.B`, then `A`.
    let enclosing = QualifiedName(typeName).components
    for depth in stride(from: enclosing.count, to: 0, by: -1) {
      let nested = QualifiedName(components: Array(enclosing.prefix(depth))).appending(name).description
      if model.types[nested] != nil { return nested }
    }
    return moduleTypeName(name)
  }

  /// The type an extension extends, as written but for a module of the program's own
  /// (`extension Shelf.Tab` in the app, where the package target `Shelf` declares `Tab`).
  func extendedType(_ ext: ExtensionDeclSyntax) -> WrittenType {
    WrittenType(ext.extendedType).droppingModules(model.sources.ownModules)
  }

  /// The struct a labelled tuple is: `(min:max:)`, one per label list, Equatable, never a root.
  func labelledTupleType(_ labels: [String], at node: some SyntaxProtocol) -> TypeDecl {
    let name = WrittenType.labelledTupleName(labels)
    if let existing = model.types[name] { return existing }
    let type = TypeDecl(name: name, kind: .structure, location: place.location(node))
    type.tupleLabels = labels
    type.conformances = ["Hashable"]
    for label in labels { type.addStoredProperty(PropertyDecl(name: label, location: place.location(node))) }
    model.types[name] = type
    return type
  }
}
