/// A property: stored (with its wrapper and initial value) or computed (with accessors).
package final class PropertyDecl {
  package let name: String
  // Stored privately, read through an accessor: `@exclusivity(unchecked)` holds only in the module
  // that declares a property, and the engine reads these at every cell (docs/architecture.md, issue 38).
  /// The property wrapper: `@State`, `@Binding`, `@Environment`, …, the program's own, or one
  /// ViewGraph does not simulate.
  package var wrapper: PropertyWrapper? {
    get { storedWrapper }
    set { storedWrapper = newValue }
  }
  @exclusivity(unchecked) private var storedWrapper: PropertyWrapper?
  /// Arguments of the wrapper attribute, e.g. `\.dismiss` in `@Environment(\.dismiss)`.
  package var wrapperArguments: [Argument] {
    get {
      lowerIfPending()
      return storedWrapperArguments
    }
    set { storedWrapperArguments = newValue }
  }
  /// The declared type, as written (`[Book]`, `Date?`); nil when the initial value types it.
  package var type: WrittenType? {
    get { storedType }
    set { storedType = newValue }
  }
  @exclusivity(unchecked) private var storedType: WrittenType?
  package var initializer: Expr? {
    get {
      lowerIfPending()
      return storedInitializer ?? overridden?.initializer
    }
    set { storedInitializer = newValue }
  }
  /// The superclass's property this one overrides with observers (`override var currentSpeed:
  /// Double { didSet { … } }`): its initial value is this one's.
  @exclusivity(unchecked) weak var overridden: PropertyDecl?
  @exclusivity(unchecked) private var storedWrapperArguments: [Argument] = []
  @exclusivity(unchecked) private var storedInitializer: Expr?
  /// A prelude property's lowering of its initial value and wrapper arguments, done the first time
  /// either is asked for (as a prelude function's body is: `FunctionDecl.pendingLowering`).
  @exclusivity(unchecked) var pendingLowering: (() -> Void)?

  private func lowerIfPending() {
    guard pendingLowering != nil else { return }
    LateLowering.runOnce {
      defer { pendingLowering = nil }
      return pendingLowering
    }
  }
  package var isLet: Bool {
    get { storedIsLet }
    set { storedIsLet = newValue }
  }
  @exclusivity(unchecked) private var storedIsLet: Bool = false
  /// `weak var` / `unowned let`: the object it refers to is not kept alive by it (`ObjectInstance.weakFields`).
  package var isWeakReference: Bool {
    get { storedIsWeakReference }
    set { storedIsWeakReference = newValue }
  }
  @exclusivity(unchecked) private var storedIsWeakReference: Bool = false
  package var isStatic: Bool {
    get { storedIsStatic }
    set { storedIsStatic = newValue }
  }
  @exclusivity(unchecked) private var storedIsStatic: Bool = false
  package var isObservationIgnored: Bool {
    get { storedIsObservationIgnored }
    set { storedIsObservationIgnored = newValue }
  }
  @exclusivity(unchecked) private var storedIsObservationIgnored: Bool = false
  /// `@UIApplicationDelegateAdaptor` and its kin: the app's delegate, kept as a `@StateObject` is,
  /// and put in every scene's environment when it is observable.
  @exclusivity(unchecked) package var isDelegateAdaptor = false
  /// SwiftData's `@Relationship(deleteRule: .cascade)`.
  @exclusivity(unchecked) package var cascadesDeletes = false
  /// SwiftData's `@Relationship(inverse: \Reminder.list)`: the property of the related model that
  /// SwiftData keeps in step with this one.
  @exclusivity(unchecked) package var inverse: (type: String, property: String)?
  /// The name of a wrapper ViewGraph does not simulate (`PropertyWrapper.unsimulated`).
  var unsimulatedWrapper: String? {
    if case .unsimulated(let name)? = wrapper { return name }
    return nil
  }

  /// The name of the program's own `@propertyWrapper` type this property is wrapped in (`PropertyWrapper.program`).
  package var programWrapper: String? {
    if case .program(let name)? = wrapper { return name }
    return nil
  }

  /// One of the wrappers ViewGraph simulates by name (`@State`, `@Published`, …), if the property has one.
  package var knownWrapper: PropertyWrapper? { wrapper?.isKnown == true ? wrapper : nil }

  /// Whether `_name` means the wrapper itself: a property wrapper, simulated or not.
  package var hasWrapper: Bool { wrapper != nil }
  package var getter: FunctionDecl? {
    get { storedGetter }
    set { storedGetter = newValue }
  }
  @exclusivity(unchecked) private var storedGetter: FunctionDecl?
  package var setter: FunctionDecl? {
    get { storedSetter }
    set { storedSetter = newValue }
  }
  @exclusivity(unchecked) private var storedSetter: FunctionDecl?
  /// `willSet` / `didSet` observers of a stored property (parameter: `newValue` / `oldValue`).
  package var willSet: FunctionDecl? {
    get { storedWillSet }
    set { storedWillSet = newValue }
  }
  @exclusivity(unchecked) private var storedWillSet: FunctionDecl?
  package var didSet: FunctionDecl? {
    get { storedDidSet }
    set { storedDidSet = newValue }
  }
  @exclusivity(unchecked) private var storedDidSet: FunctionDecl?
  /// `lazy var`: the initial value, computed with `self` on first read.
  package var lazyInitializer: FunctionDecl? {
    get { storedLazyInitializer }
    set { storedLazyInitializer = newValue }
  }
  @exclusivity(unchecked) private var storedLazyInitializer: FunctionDecl?
  package let location: SourceLocation

  init(name: String, location: SourceLocation) {
    self.name = name
    self.location = location
  }

  /// `@UIApplicationDelegateAdaptor(AppDelegate.self)`: the delegate, made with `init()` and kept
  /// like a `@StateObject`; UIKit never calls its methods in ViewGraph.
  package static let delegateAdaptors: Set<String> = [
    "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
    "WKExtensionDelegateAdaptor",
  ]

  /// Attributes that are not wrappers and change nothing ViewGraph models.
  package static let ignoredAttributes: Set<String> = [
    "MainActor", "discardableResult", "available", "objc", "inlinable", "usableFromInline", "frozen", "Sendable",
    "preconcurrency", "nonobjc", "IBOutlet", "IBAction", "NSManaged", "escaping", "autoclosure",
    // SwiftData's property attributes: a relationship or attribute reads and writes like a property.
    "Attribute", "Relationship", "Transient",
  ]

  /// `@State`, `@AppStorage`, `@SceneStorage`, `@FocusState`, `@GestureState`: storage SwiftUI
  /// keeps per view identity.
  package var isStateLike: Bool { wrapper?.isStateLike == true }
  /// `@StateObject`: an object made once per identity, from an autoclosure (SPEC rule 10).
  package var isStateObject: Bool { wrapper == .stateObject }
  /// `@Binding`: reads and writes go through to the binding's location.
  package var isBinding: Bool { wrapper == .binding }
  /// `@Published`: an `ObservableObject`'s property that sends `objectWillChange` (SPEC rule 9).
  package var isPublished: Bool { wrapper == .published }
  /// `@ViewBuilder`: a closure or property whose content is built as a view.
  package var isViewBuilder: Bool { wrapper == .viewBuilder }
  /// SwiftData's `@Query`: the store's models, read when the property is.
  package var isQuery: Bool { wrapper == .query }
  /// `@Environment`, `@EnvironmentObject`: set by the graph host from the environment, never by
  /// the program.
  package var isFromEnvironment: Bool { wrapper?.isFromEnvironment == true }

  var isComputed: Bool { getter != nil }
  package var isOptional: Bool { type?.isOptional == true }

  /// Whether the memberwise initializer may leave this property out: it has a default, is
  /// optional, is storage SwiftUI owns, a query, or wrapped by a wrapper that makes its own value.
  package var mayBeOmittedFromMemberwiseInit: Bool {
    initializer != nil || isFrameworkOwned || isOptional || unsimulatedWrapper != nil || isQuery
      || programWrapper != nil
  }

  /// Storage SwiftUI owns, which is not an input of the view (SPEC rule 6).
  package var isFrameworkOwned: Bool {
    guard let wrapper else { return false }
    return wrapper.isStateLike || wrapper.isFocused
      || [.stateObject, .environment, .environmentObject, .namespace].contains(wrapper)
  }
}

extension PropertyDecl {
  /// The arguments Swift makes a program's wrapper with: the attribute's own (`@UserDefault("key")`)
  /// and the initial value as `wrappedValue:`. An optional with no initial value starts as nil, so
  /// a wrapper without `init()` is made with `init(wrappedValue: nil)` (`@ViewStorage var window:
  /// UIWindow?`).
  package func wrapperInitArguments(
    for wrapper: TypeDecl, wrapping initial: Expr?, in model: ProgramModel, at location: SourceLocation
  ) -> [Argument] {
    if let initial { return [Argument(label: "wrappedValue", value: initial)] + wrapperArguments }
    guard isOptional, wrapperArguments.isEmpty,
      !wrapper.initializers.contains(where: { $0.parameters.allSatisfy { $0.defaultValue != nil } }),
      wrapper.initializers.contains(where: { $0.parameters.first?.label == "wrappedValue" })
    else { return wrapperArguments }
    return [Argument(label: "wrappedValue", value: Expr(model.literal(.null), at: location))]
  }
}
