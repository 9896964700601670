/// The property wrapper on a stored property (`@State var count`), read once from its attribute
/// by the lowerer: one of the wrappers ViewGraph gives meaning to, a `@propertyWrapper` type of the
/// program's own, or one it does not simulate (a package's, by its name).
package enum PropertyWrapper: Hashable, Sendable {
  case state, appStorage, sceneStorage, focusState, gestureState
  case stateObject, binding, bindable, observedObject, environmentObject, environment, published
  case viewBuilder, namespace, scaledMetric, query
  case focusedValue, focusedBinding, focusedObject
  /// A `@propertyWrapper` type the program declares (`@UserDefault("key", defaultValue: false)`):
  /// the property holds an instance of it, read and written through its `wrappedValue`.
  case program(String)
  /// A wrapper ViewGraph does not simulate (a package's own, like `@UserDefault` from a package it
  /// cannot read): the property holds an opaque value and is no parameter of the memberwise initializer.
  case unsimulated(String)

  /// Every wrapper ViewGraph gives meaning to; any other is the program's own or a diagnostic.
  package static let known: [PropertyWrapper] = [
    .state, .appStorage, .sceneStorage, .focusState, .gestureState,
    .stateObject, .binding, .bindable, .observedObject, .environmentObject, .environment, .published,
    .viewBuilder, .namespace, .scaledMetric, .query,
    .focusedValue, .focusedBinding, .focusedObject,
  ]

  private static let knownByName = Dictionary(uniqueKeysWithValues: known.map { ($0.name, $0) })

  /// The wrapper ViewGraph knows by this attribute name (`State` → `.state`); nil for any other.
  init?(knownName name: String) {
    guard let wrapper = Self.knownByName[name] else { return nil }
    self = wrapper
  }

  /// The wrapper an attribute names, as the source alone tells it (what advice reads from syntax,
  /// before any lowering): one ViewGraph knows, else `.unsimulated` with the name.
  package init(attributeName name: String) {
    self = PropertyWrapper(knownName: name) ?? .unsimulated(name)
  }

  /// The attribute's name, without `@`: `State`, `UserDefault`.
  package var name: String {
    switch self {
    case .state: "State"
    case .appStorage: "AppStorage"
    case .sceneStorage: "SceneStorage"
    case .focusState: "FocusState"
    case .gestureState: "GestureState"
    case .stateObject: "StateObject"
    case .binding: "Binding"
    case .bindable: "Bindable"
    case .observedObject: "ObservedObject"
    case .environmentObject: "EnvironmentObject"
    case .environment: "Environment"
    case .published: "Published"
    case .viewBuilder: "ViewBuilder"
    case .namespace: "Namespace"
    case .scaledMetric: "ScaledMetric"
    case .query: "Query"
    case .focusedValue: "FocusedValue"
    case .focusedBinding: "FocusedBinding"
    case .focusedObject: "FocusedObject"
    case .program(let name), .unsimulated(let name): name
    }
  }

  /// One of the wrappers ViewGraph simulates by name (not the program's own, not an unsimulated one).
  var isKnown: Bool {
    switch self {
    case .program, .unsimulated: false
    default: true
    }
  }

  /// Storage SwiftUI keeps per view identity, read and written like `@State`.
  package var isStateLike: Bool { [.state, .appStorage, .sceneStorage, .focusState, .gestureState].contains(self) }

  /// `@FocusedValue`, `@FocusedBinding`, `@FocusedObject`: what the focused view publishes. No view
  /// has focus in ViewGraph (nothing is typed into a scene), so they are nil.
  package var isFocused: Bool { [.focusedValue, .focusedBinding, .focusedObject].contains(self) }

  /// `@Environment`, `@EnvironmentObject`: set by the graph host from the environment, never by the program.
  var isFromEnvironment: Bool { self == .environment || self == .environmentObject }

  /// A wrapper SwiftUI implements as a `DynamicProperty`, whose changes `_printChanges()` names.
  package var isDynamicProperty: Bool {
    isStateLike || isFocused
      || [.stateObject, .observedObject, .environmentObject, .environment, .binding, .namespace, .scaledMetric]
        .contains(self)
  }
}
