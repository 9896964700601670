import Foundation

/// A struct, class or enum of the program, with its extensions merged in.
package final class TypeDecl {
  /// The three nominal kinds ViewGraph runs.
  package enum Kind: String {
    case structure = "struct"
    case classType = "class"
    case enumeration = "enum"
  }

  package let name: String
  package let kind: Kind
  package var conformances: Set<String> = [] {
    didSet { roles = Roles(conformances: conformances, attributes: attributes) }
  }
  // Stored privately, read through an accessor: `@exclusivity(unchecked)` holds only in the module
  // that declares a property, and the engine reads these at every cell (docs/architecture.md, issue 38).
  /// A class's direct superclass among the program's and the prelude's classes (`conformances`
  /// also holds every class above it), set once classes inherit their members.
  package var superclassName: String? {
    get { storedSuperclassName }
    set { storedSuperclassName = newValue }
  }
  @exclusivity(unchecked) private var storedSuperclassName: String?
  package var attributes: Set<String> = [] {
    didSet { roles = Roles(conformances: conformances, attributes: attributes) }
  }
  /// What `conformances` and `attributes` say of the roles evaluation asks about at every member
  /// read, construction and view built (`isView`, `isObservable`): kept as they change, so that
  /// each question is a bit, not a string hashed (issue 38: ≈ 11 a cell).
  @exclusivity(unchecked) private var roles: Roles = []

  private struct Roles: OptionSet {
    let rawValue: UInt16
    static let view = Roles(rawValue: 1 << 0)
    static let viewModifier = Roles(rawValue: 1 << 1)
    static let app = Roles(rawValue: 1 << 2)
    static let scene = Roles(rawValue: 1 << 3)
    static let observable = Roles(rawValue: 1 << 4)
    static let observableObject = Roles(rawValue: 1 << 5)
    static let persistentModel = Roles(rawValue: 1 << 6)
    static let protocolType = Roles(rawValue: 1 << 7)
    static let builtinExtension = Roles(rawValue: 1 << 8)

    init(rawValue: UInt16) { self.rawValue = rawValue }

    init(conformances: Set<String>, attributes: Set<String>) {
      var roles: Roles = []
      if conformances.contains("View") { roles.insert(.view) }
      if conformances.contains("ViewModifier") { roles.insert(.viewModifier) }
      if conformances.contains("App") { roles.insert(.app) }
      if conformances.contains("Scene") { roles.insert(.scene) }
      if attributes.contains("Observable") || attributes.contains("Model") { roles.insert(.observable) }
      if conformances.contains("ObservableObject") { roles.insert(.observableObject) }
      if conformances.contains("PersistentModel") { roles.insert(.persistentModel) }
      if attributes.contains("protocol") { roles.insert(.protocolType) }
      if attributes.contains("builtinExtension") { roles.insert(.builtinExtension) }
      self = roles
    }
  }
  /// Stored instance properties in declaration order (memberwise init and input comparison use it).
  package var storedProperties: [PropertyDecl] {
    declarePendingMembers()
    return declaredMembers.storedProperties
  }
  package var computedProperties: [String: PropertyDecl] {
    get {
      declarePendingMembers()
      return declaredMembers.computedProperties
    }
    _modify {
      declarePendingMembers()
      yield &declaredMembers.computedProperties
    }
  }
  package var staticProperties: [String: PropertyDecl] {
    get {
      declarePendingMembers()
      return declaredMembers.staticProperties
    }
    _modify {
      declarePendingMembers()
      yield &declaredMembers.staticProperties
    }
  }
  package var methods: [String: [FunctionDecl]] {
    get {
      declarePendingMembers()
      return declaredMembers.methods
    }
    _modify {
      declarePendingMembers()
      yield &declaredMembers.methods
    }
  }
  package var initializers: [FunctionDecl] {
    get {
      declarePendingMembers()
      return declaredMembers.initializers
    }
    _modify {
      declarePendingMembers()
      yield &declaredMembers.initializers
    }
  }
  package var cases: [EnumCaseDecl] {
    get {
      declarePendingMembers()
      return declaredMembers.cases
    }
    _modify {
      declarePendingMembers()
      yield &declaredMembers.cases
    }
  }
  /// `Success` and `Failure` of `enum Result<Success, Failure: Error>`.
  package var genericParameters: [String] {
    get { storedGenericParameters }
    set { storedGenericParameters = newValue }
    _modify { yield &storedGenericParameters }
  }
  @exclusivity(unchecked) private var storedGenericParameters: [String] = []
  /// A class's `deinit` bodies, its own first, then its superclass's: what runs when the program
  /// releases its last strong reference to an instance (`ObjectHeap`).
  package var deinitializers: [FunctionDecl] {
    get { storedDeinitializers }
    set { storedDeinitializers = newValue }
    _modify { yield &storedDeinitializers }
  }
  @exclusivity(unchecked) private var storedDeinitializers: [FunctionDecl] = []
  /// A protocol's `optional` requirements (`@objc optional func increment(forCount:)`): a
  /// conforming type that does not implement one reads it as nil.
  @exclusivity(unchecked) package var optionalRequirements: Set<String> = []
  /// A protocol's requirements written with a result builder (`@ReducerBuilder<State, Action> var
  /// body: Body { get }`), by name: a conforming type's member of that name is built by it, as
  /// Swift infers a builder from the requirement a member satisfies.
  @exclusivity(unchecked) package var requirementBuilders: [String: String] = [:]
  package let location: SourceLocation

  init(name: String, kind: Kind, location: SourceLocation) {
    self.name = name
    self.kind = kind
    self.location = location
  }

  /// A protocol: it only holds the members its extensions add (`extension View { func card() … }`).
  package var isProtocol: Bool { roles.contains(.protocolType) }
  /// The labels of the labelled tuple this struct is (`(background: Color, font: Color)`, made
  /// by the lowerer as `(background:font:)`); nil for every declared type.
  var tupleLabels: [String]?
  /// The struct a labelled tuple is.
  package var isLabelledTuple: Bool { tupleLabels != nil }
  /// Declared by ViewGraph's prelude, not by the program.
  package var isPrelude: Bool {
    get { storedIsPrelude }
    set { storedIsPrelude = newValue }
  }
  @exclusivity(unchecked) private var storedIsPrelude: Bool = false
  /// Members added by `extension Color { … }` to a type ViewGraph provides (`Color`, `String`).
  package var extendsBuiltin: Bool { roles.contains(.builtinExtension) }
  /// Whether the primary declaration has an `init` (then Swift synthesises no memberwise one).
  package var declaresInitializer: Bool {
    get {
      declarePendingMembers()
      return declaredMembers.declaresInitializer
    }
    _modify {
      declarePendingMembers()
      yield &declaredMembers.declaresInitializer
    }
  }
  /// A `Shape` is a view too: its body, from the prelude, draws nothing (`path(in:)` is not run).
  package var isView: Bool { roles.contains(.view) }  // `Shape` and others refine it (`adoptRefinedProtocols`)
  /// A style of the program's own (`ButtonStyle`): a unit whose body is `makeBody(configuration:)`.
  package var isStyle: Bool { methods["makeBody"] != nil }
  /// A `ViewModifier`: a unit whose body is `body(content:)`.
  package var isViewModifier: Bool { roles.contains(.viewModifier) }
  package var isApp: Bool { roles.contains(.app) }
  /// A `Scene` the program or the prelude declares (`DocumentGroup`, a custom scene): a unit
  /// whose `body` builds scenes, as an `App`'s does.
  package var isScene: Bool { roles.contains(.scene) }
  /// `@Observable`, or SwiftData's `@Model`: its stored properties are tracked (SPEC rule 1).
  package var isObservable: Bool { roles.contains(.observable) }
  /// `ObservableObject`: its `@Published` properties send `objectWillChange` (SPEC rule 9).
  package var isObservableObject: Bool { roles.contains(.observableObject) }
  /// SwiftData's `@Model` (`PersistentModel`): kept in a context's store.
  package var isPersistentModel: Bool { roles.contains(.persistentModel) }
  package var isEquatable: Bool {
    kind == .enumeration && cases.allSatisfy { $0.payloadLabels.isEmpty }
      || !conformances.isDisjoint(with: ["Equatable", "Hashable", "Comparable"])
  }

  /// What the type's declaration and extensions declare inside their braces.
  private struct Members {
    var storedProperties: [PropertyDecl] = []
    var storedIndex: [String: Int] = [:]
    var computedProperties: [String: PropertyDecl] = [:]
    var staticProperties: [String: PropertyDecl] = [:]
    var methods: [String: [FunctionDecl]] = [:]
    var initializers: [FunctionDecl] = []
    var cases: [EnumCaseDecl] = []
    var declaresInitializer = false
  }

  @exclusivity(unchecked) private var declaredMembers = Members()
  /// Member declarations not made yet: a prelude type's, made the first time one of its members is
  /// asked for (a program uses few of the prelude's types), in the order they were given.
  @exclusivity(unchecked) private var pendingMembers: [() -> Void] = []

  /// Declares some of the members later, when a member is first asked for
  /// (`MemberDeclarations.declareMembers` for the prelude's types).
  func declareMembersWhenUsed(_ declare: @escaping () -> Void) {
    pendingMembers.append(declare)
    hasPendingMembers = true
  }

  /// Whether declarations are pending: read without the lock, so a plain flag.
  @exclusivity(unchecked) private var hasPendingMembers = false
  /// Set while the pending declarations run: they see the members declared so far, and the rest
  /// are made after them, in order (a subclass's override before what it inherits).
  @exclusivity(unchecked) private var declaringMembers = false

  private func declarePendingMembers() {
    guard hasPendingMembers else { return }
    // On whichever thread asks first; another waits until the declarations under way are made.
    LateLowering.lock.withLock {
      guard !declaringMembers else { return }
      declaringMembers = true
      defer { declaringMembers = false }
      while !pendingMembers.isEmpty {
        let declare = pendingMembers.removeFirst()
        declare()
      }
      hasPendingMembers = false
    }
  }

  /// A copy with the same members, which a program extends without touching the prelude's.
  func copy() -> TypeDecl {
    let copy = TypeDecl(name: name, kind: kind, location: location)
    copy.conformances = conformances
    copy.attributes = attributes
    declarePendingMembers()
    copy.declaredMembers = declaredMembers
    copy.genericParameters = genericParameters
    copy.deinitializers = deinitializers
    copy.isPrelude = isPrelude
    copy.tupleLabels = tupleLabels
    return copy
  }

  func addStoredProperty(_ property: PropertyDecl) {
    declarePendingMembers()
    declaredMembers.storedIndex[property.name] = declaredMembers.storedProperties.count
    declaredMembers.storedProperties.append(property)
  }

  func replaceStoredProperties(_ properties: [PropertyDecl]) {
    declarePendingMembers()
    declaredMembers.storedProperties = []
    declaredMembers.storedIndex = [:]
    properties.forEach(addStoredProperty)
  }

  package func storedProperty(_ name: String) -> PropertyDecl? {
    declarePendingMembers()
    let properties = declaredMembers.storedProperties
    // A type of a few stored properties (an item's two, a row's view's one) is looked along from the
    // last declared, as the index keeps the last of a name: every member read and memberwise
    // argument asks, and hashing the name was ≈ 320 instructions (issue 38: 7 a cell).
    if properties.count <= Self.storedPropertiesLookedAlong {
      return properties.last { $0.name == name }
    }
    return declaredMembers.storedIndex[name].map { properties[$0] }
  }
  private static let storedPropertiesLookedAlong = 8

  package func enumCase(_ name: String) -> EnumCaseDecl? { cases.first { $0.name == name } }

  /// Whether `name` is any instance member, for the resolver's implicit `self`.
  func hasInstanceMember(_ name: String) -> Bool {
    (name == "objectWillChange" && isObservableObject) || (name == "rawValue" && kind == .enumeration)
      || storedProperty(name) != nil || computedProperties[name] != nil
      || methods[name]?.contains { !$0.isStatic } == true
  }

  package func hasStaticMember(_ name: String) -> Bool {
    (name == "allCases" && kind == .enumeration) || staticProperties[name] != nil
      || methods[name]?.contains { $0.isStatic } == true
      || enumCase(name) != nil
  }
}

extension TypeDecl {
  /// Whether its member `name` gives a value of this type: a case, a static property or method
  /// declared with this type or `Self` (or with no type written) — what an implicit member means.
  package func producesOwnType(_ name: String) -> Bool {
    if enumCase(name) != nil { return true }
    let written =
      staticProperties[name].map { $0.type } ?? methods[name]?.first(where: \.isStatic).map { $0.returnType }
    guard let declared = written ?? nil else { return true }  // no type written: it may be
    guard let type = declared.nominalName else { return false }  // `[String]`, a tuple, a function
    return type == "Self" || type == self.name || self.name.hasSuffix("." + type)
  }
}
