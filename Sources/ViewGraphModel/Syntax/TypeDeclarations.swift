import SwiftSyntax

/// The lowering's first pass, and what closes it: every type the files declare (nested ones under
/// their qualified names, `Outer.Inner`), their type aliases and the conformances their extensions
/// add; then each type's conformances closed over what its protocols refine, and each subclass
/// given what it inherits. It reads declarations only, never a body; the members come in the
/// second pass (`MemberDeclarations`).
final class TypeDeclarations {
  /// Unowned: the lowerer that owns this pass is kept as long as the model needs it.
  unowned let model: ProgramModel
  let place: LoweringPlace
  let report: LoweringDiagnostics
  let names: NameResolver
  /// Whether a type's members are declared when first asked for rather than now: the prelude's
  /// (`TypeDecl.declareMembersWhenUsed`).
  let deferringMembers: Bool
  /// The names a program declares at its top level, when it imports a package ViewGraph models:
  /// the package's declarations of them are left out (`PackagePreludes`).
  var namesShadowingPackages: Set<String> = []
  /// Simple names of nested types declared in more than one parent.
  private var ambiguousNestedNames: Set<String> = []
  /// `extension Double: BinaryFloatingPoint {}`: conformances an extension adds, taken once every
  /// type is declared.
  private var extensionConformances: [(type: String, protocols: [String], node: ExtensionDeclSyntax)] = []

  /// The pass over `model`'s files, at `place`, resolving with `names`.
  init(
    model: ProgramModel, place: LoweringPlace, report: LoweringDiagnostics, names: NameResolver, deferringMembers: Bool
  ) {
    self.model = model
    self.place = place
    self.report = report
    self.names = names
    self.deferringMembers = deferringMembers
  }

  /// Whether `decl`, at the top level of a package's file, declares or extends a name the program
  /// declares itself: the program's declaration shadows it, as it shadows the prelude's.
  func isShadowedPackageDeclaration(_ decl: DeclSyntax) -> Bool {
    !namesShadowingPackages.isEmpty && place.inPrelude && PackagePreludes.isShadowed(decl, by: namesShadowingPackages)
  }

  /// Declares the types `items` declare, and the type aliases; an extension's nested types and
  /// conformances.
  func declareTypes(in items: CodeBlockItemListSyntax) {
    for item in items {
      guard case .decl(let decl) = item.item, !isShadowedPackageDeclaration(decl) else { continue }
      if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
        if case .statements(let active)? = place.activeElements(of: ifConfig) { declareTypes(in: active) }
        continue
      }
      if let ext = decl.as(ExtensionDeclSyntax.self) {
        // Types declared in an extension are nested in the extended type.
        declareNestedTypes(ext.memberBlock.members, in: names.extendedType(ext).description)
        if let inherited = ext.inheritanceClause {
          extensionConformances.append((names.extendedType(ext).extendedTypeName, Self.conformances(inherited), ext))
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

  /// A local type (`LocalTypeFinder`), declared as a top-level one.
  func declareLocalType(_ decl: DeclSyntax) { declareType(decl, in: nil) }

  /// `typealias Name = Other`: `Name` resolves as `Other` does, when `Other` is a plain or dotted
  /// name (`typealias Row = Library.Row`), with or without generic arguments; a generic alias is
  /// left unresolved.
  /// A nested alias counts by its own name only when it names a function type (a trailing closure
  /// may fill a parameter of that type) or a labelled tuple; by its qualified name (`Item.ID`, for
  /// `typealias ID = String` in `Item`) it names its target, so `Item.ID("a")` makes a `String`.
  private func declareTypeAlias(_ alias: TypeAliasDeclSyntax, nested: Bool = false, in parent: String? = nil) {
    let target = names.writtenType(alias.initializer.value)
    if nested, let parent, alias.genericParameterClause == nil, let name = target.name,
      model.types[parent]?.genericParameters.contains(name) != true
    {
      model.typeAliases["\(parent).\(alias.name.text)"] = target
    }
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
        if case .decls(let active)? = place.activeElements(of: ifConfig) { declareNestedTypes(active, in: parent) }
      case .typeAliasDecl:
        if let alias = decl.as(TypeAliasDeclSyntax.self) { declareTypeAlias(alias, nested: true, in: parent) }
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
    if let p = decl.as(ProtocolDeclSyntax.self) {
      let holder = protocolHolder(p.name.text, at: p)
      // A nested protocol (`Event.Feature`, Swift 5.10) is found by its qualified name too.
      if let parent, model.types.own["\(parent).\(p.name.text)"] == nil {
        model.types["\(parent).\(p.name.text)"] = holder
      }
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
    }
    let kind: TypeDecl.Kind
    switch decl.kind {
    case .structDecl: kind = .structure
    // An actor is a reference type whose calls are awaited: a class here, where one thread runs all.
    case .classDecl, .actorDecl: kind = .classType
    case .enumDecl: kind = .enumeration
    default: return
    }
    // A struct, class, enum and actor declaration each has a name and a member block (swift-syntax's
    // `NamedDeclSyntax` and `DeclGroupSyntax`).
    guard let group = decl.asProtocol(DeclGroupSyntax.self), let name = decl.asProtocol(NamedDeclSyntax.self)?.name.text
    else { return }
    let (members, inheritance, attributes) = (group.memberBlock.members, group.inheritanceClause, group.attributes)
    let qualified = parent.map { "\($0).\(name)" } ?? names.topLevelTypeName(name)
    if let existing = model.types.own[qualified], existing.name == qualified {
      report.unsupported("a second declaration of '\(qualified)'", decl)
      return
    }
    let type = TypeDecl(name: qualified, kind: kind, location: place.location(decl))
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
          !isSecondaryApp(at: type.location, besides: earlier.location)
          || isSecondaryApp(at: earlier.location, besides: type.location)
        if launched {
          report.warning(
            .twoMainApps(name, earlier.name, at: model.sources.describe(earlier.location)), at: type.location)
        } else {
          report.warning(
            .twoMainApps(earlier.name, name, at: model.sources.describe(type.location)), at: earlier.location)
        }
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

  /// Whether the app declared at `location` is not the one a fresh install of the product shows
  /// first, beside the one at `other`: a watch app's, or a demo or example target's (a folder
  /// below the one they share named "DemoApp", "Examples", "ShelfSample", as Tuist module
  /// templates and packages name the app that tries a feature out).
  private func isSecondaryApp(at location: SourceLocation, besides other: SourceLocation) -> Bool {
    if isWatchApp(at: location, besides: other) { return true }
    let files = model.sources.files
    guard files.indices.contains(location.file), files.indices.contains(other.file) else { return false }
    let own = files[location.file].path.split(separator: "/").dropLast()
    let theirs = files[other.file].path.split(separator: "/").dropLast()
    let shared = zip(own, theirs).prefix { $0 == $1 }.count
    return own.dropFirst(shared).contains { component in
      let folder = component.lowercased()
      return ["demo", "example", "sample", "playground"].contains { word in
        folder.hasPrefix(word) || folder.hasSuffix(word) || folder.hasSuffix(word + "s")
          || folder.hasSuffix(word + "app") || folder.hasSuffix(word + "s app")
      }
    }
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

  /// The names of the protocols (and superclass) an inheritance clause lists.
  static func conformances(_ clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.flatMap { inherited in
      let type = WrittenType(inherited.type)
      // `class Feed: Feeding & ObservableObject`: a composition conforms to each of its parts
      // (issue 36, set 9's CulinaryChronicles, whose view model was no ObservableObject).
      if type.head == .composition { return type.arguments.map { $0.name ?? $0.description } }
      return [type.name ?? type.description]
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
    let holder = TypeDecl(name: name, kind: .structure, location: place.location(node))
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

  /// A subclass gets its superclass's stored properties (first), and the methods, computed
  /// properties, initializers and attributes it does not declare itself.
  /// A type conforms to what its extensions add and to what its protocols refine (`Shape: View`,
  /// `UIViewRepresentable: View`): its conformances are closed over those the protocols name.
  func adoptRefinedProtocols() {
    aliasReducerEnumStates()
    // `struct DevelopmentApp: EntryKit.App`: a conformance written `Module.Name` whose first
    // component is no type is module-qualified, so it names the type `Name` (issue 36).
    for name in model.typeOrder {
      guard let type = model.types[name] else { continue }
      // `class Feed: Feature.ViewModelType` where `typealias ViewModelType = ViewModel<State,
      // Action>`: the alias names the superclass (or protocol) itself (issue 36, set 9's TeaTimer).
      for conformance in type.conformances where model.types[conformance] == nil {
        guard let target = names.aliasTarget(conformance), model.types[target] != nil else { continue }
        type.conformances.remove(conformance)
        type.conformances.insert(target)
      }
      for conformance in type.conformances where conformance.contains(".") && model.types[conformance] == nil {
        let components = QualifiedName(conformance).components
        guard components.count == 2, model.types[components[0]] == nil, !components[1].isEmpty else { continue }
        type.conformances.remove(conformance)
        type.conformances.insert(components[1])
      }
    }
    for (name, protocols, node) in extensionConformances {
      let name = names.aliasTarget(name) ?? name
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

  /// The `State` and `Action` of a `@Reducer enum Path { case detail(Detail) }`, which the macro
  /// writes as enums of the same cases, are the enum itself here (a state is `.detail(Detail.State())`,
  /// an action `.detail(Detail.Action)`, matched by case name), so `extension Path.State { … }`
  /// extends it and `Path.State?` names it; not where the program declares its own.
  private func aliasReducerEnumStates() {
    for name in model.typeOrder {
      guard let type = model.types[name], type.kind == .enumeration, type.attributes.contains("Reducer") else {
        continue
      }
      for member in ["State", "Action"]
      where model.types["\(name).\(member)"] == nil && model.typeAliases["\(name).\(member)"] == nil {
        model.typeAliases["\(name).\(member)"] = .named(name)
      }
    }
  }

  /// A struct of the program that conforms to a protocol ViewGraph does not have and declares
  /// `func body(…) -> some View` but no `body` property (`struct Board: ConnectedView` of a Redux
  /// package, whose extension gives `body` from `body(props:)`) is a view: that protocol refines
  /// `View`, or the app's `Board().padding()` would not compile. Its body is the package's
  /// (`GraphHost.runBody`: none), said where it is built.
  func adoptPackageViewProtocols() {
    for name in model.typeOrder {
      guard let type = model.types[name], type.kind == .structure, !type.isView, !type.isPrelude,
        !model.sources.isPrelude(type.location), type.computedProperties["body"] == nil,
        type.conformances.contains(where: { model.types[$0] == nil }),
        type.methods["body"]?.contains(where: { $0.returnType?.description.contains("View") == true }) == true
      else { continue }
      type.conformances.insert("View")
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
    if type.initializers.allSatisfy(\.isConvenience) {
      // Swift's first rule of initializer inheritance: a subclass that declares no designated
      // initializer inherits all of its superclass's (its own convenience ones beside them).
      let own = Set(type.initializers.map(\.declaredLabels.description))
      type.initializers += superclass.initializers.filter { !own.contains($0.declaredLabels.description) }
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
          owner = names.extendedType(e).description
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

  /// The names a binding's pattern declares (`x`, or `x` and `y` of `(x, y)`).
  static func boundNames(_ pattern: PatternSyntax) -> [String] {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
    guard let tuple = pattern.as(TuplePatternSyntax.self) else { return [] }
    return tuple.elements.flatMap { boundNames($0.pattern) }
  }
}
