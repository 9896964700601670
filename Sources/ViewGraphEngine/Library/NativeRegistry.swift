import ViewGraphModel

/// Every native ViewGraph gives programs, collected once from the libraries that declare them
/// (`StandardLibrary/`, `Foundation/`, `SwiftUI/`, `Combine/`, `Concurrency/`, `SwiftData/`, and
/// `Packages/` for the models of third-party packages). The
/// Lowerer resolves the prelude's `__name(…)` calls against it, so a misspelt native is an error
/// when the prelude is lowered; the engine finds standard values' methods and properties here by
/// the receiver's kind, never by a `case` on the name. Made once and never changed, it is shared by
/// reference: a lookup does not copy its tables.
package final class NativeRegistry: Sendable {
  /// Functions and initializers, by name: `__now`, `min`, `String`.
  package let functions: [Native]
  private let functionIndex: [String: Int]
  /// Methods of standard values, by the receiver's kind and the method's name.
  private let methods: ByKind
  /// Mutating methods that change their receiver where it is stored and call no closure
  /// (`append`, `removeLast`), by the receiver's kind and the method's name.
  private let inPlaceMethods: ByKind
  /// The names of `inPlaceMethods`, whatever their receiver.
  private let inPlaceNames: Set<String>
  /// Properties of standard values, by the receiver's kind and the property's name.
  private let properties: ByKind
  /// Members of standard types, by the type's name and the member's (`Int.random`).
  private let staticMembers: [String: [String: Native]]
  /// Types whose static members are all registered here.
  private let closedTypes: Set<String>
  /// Types whose static members are symbols (`Font.title`).
  private let symbolTypes: Set<String>
  /// The name of every method, property and static member registered, whatever its receiver.
  package let memberNames: Set<String>

  /// What one library registers.
  package struct Library: Sendable {
    var functions: [Native] = []
    var methods: [(Value.Kind, Native)] = []
    /// Mutating methods the engine may run on a collection where it is stored, so building one in
    /// a loop is linear: they change the receiver only through `NativeCall.mutateReceiver` and call
    /// no closure (nothing may read the collection while it is out of its storage). A call whose
    /// argument count is outside a native's arity is not one of them (`removeAll(where:)`).
    var inPlaceMethods: [(Value.Kind, Native)] = []
    var properties: [(Value.Kind, Native)] = []
    var staticMembers: [(String, Native)] = []
    /// Types whose static members the library registers all of (`Int`, `String`): any other
    /// member is an error where it is named, never an opaque value that fails far from its cause.
    var closedTypes: [String] = []
    /// Types whose static members are names the modifiers that take them read (`Font.title`,
    /// `Color.red`, `Edge.top`): each member is a symbol, whatever its name.
    var symbolTypes: [String] = []

    package init(
      functions: [Native] = [],
      methods: [(Value.Kind, Native)] = [],
      inPlaceMethods: [(Value.Kind, Native)] = [],
      properties: [(Value.Kind, Native)] = [],
      staticMembers: [(String, Native)] = [],
      closedTypes: [String] = [],
      symbolTypes: [String] = []
    ) {
      self.functions = functions
      self.methods = methods
      self.inPlaceMethods = inPlaceMethods
      self.properties = properties
      self.staticMembers = staticMembers
      self.closedTypes = closedTypes
      self.symbolTypes = symbolTypes
    }
  }

  package init(_ libraries: [Library]) {
    var functions: [Native] = []
    var functionIndex: [String: Int] = [:]
    var methods = ByKind()
    var inPlaceMethods = ByKind()
    var inPlaceNames: Set<String> = []
    var properties = ByKind()
    var staticMembers: [String: [String: Native]] = [:]
    var closedTypes: Set<String> = []
    var symbolTypes: Set<String> = []
    for library in libraries {
      for native in library.functions {
        precondition(functionIndex[native.name] == nil, "the native '\(native.name)' is registered twice")
        functionIndex[native.name] = functions.count
        functions.append(native)
      }
      for (kind, native) in library.methods { methods[kind, native.name] = native }
      for (kind, native) in library.inPlaceMethods {
        inPlaceMethods[kind, native.name] = native
        inPlaceNames.insert(native.name)
      }
      for (kind, native) in library.properties { properties[kind, native.name] = native }
      for (type, native) in library.staticMembers { staticMembers[type, default: [:]][native.name] = native }
      closedTypes.formUnion(library.closedTypes)
      symbolTypes.formUnion(library.symbolTypes)
    }
    (self.functions, self.functionIndex) = (functions, functionIndex)
    (self.methods, self.inPlaceMethods, self.inPlaceNames, self.properties) = (
      methods, inPlaceMethods, inPlaceNames, properties
    )
    (self.staticMembers, self.closedTypes, self.symbolTypes) = (staticMembers, closedTypes, symbolTypes)
    memberNames = Set(
      libraries.flatMap { library in
        (library.methods + library.inPlaceMethods + library.properties).map(\.1.name)
          + library.staticMembers.map(\.1.name)
      })
  }

  /// The index of the function `name`, which the Lowerer keeps in the call it lowers.
  func index(of name: String) -> Int? { functionIndex[name] }

  func function(_ name: String) -> Native? { functionIndex[name].map { functions[$0] } }

  /// The function `name` if it takes a call with these labels.
  func function(_ name: String, labels: [String?]) -> Native? {
    guard let native = function(name), native.accepts?(nil, labels) ?? true else { return nil }
    return native
  }

  func method(_ name: String, on kind: Value.Kind) -> Native? { methods[kind, name] }

  /// Whether some standard value has a mutating method `name` that may run in place.
  func mutatesInPlace(_ name: String) -> Bool { inPlaceNames.contains(name) }

  /// The mutating method `name` of a `kind` of value that runs in place when called with `count`
  /// arguments.
  func inPlaceMethod(_ name: String, on kind: Value.Kind, arguments count: Int) -> Native? {
    guard let native = inPlaceMethods[kind, name], native.arity.contains(count) else { return nil }
    return native
  }

  /// The property `name` of a standard value, if it has one.
  func property(_ name: String, of value: Value) -> Native? {
    guard let native = properties[value.kind, name], native.accepts?(value, []) ?? true else { return nil }
    return native
  }

  func staticMember(_ name: String, of type: String) -> Native? { staticMembers[type]?[name] }

  /// Whether every static member of `type` is registered (see `Library.closedTypes`).
  func isClosedType(_ type: String) -> Bool { closedTypes.contains(type) }

  /// Whether every static member of `type` is a symbol (see `Library.symbolTypes`).
  func isSymbolType(_ type: String) -> Bool { symbolTypes.contains(type) }
  /// The types whose values are SwiftUI symbols (`Color`, `Font`), in name order.
  var symbolTypeNames: [String] { symbolTypes.sorted() }

  /// The natives of every library, made once per process.
  package static let standard = NativeRegistry(
    StandardLibrary.libraries + [
      FoundationNatives.library, FoundationValues.library, ConcurrencyNatives.library, CombineNatives.library,
      SwiftDataNatives.library,
      SwiftUINatives.library, SwiftUIViewNatives.library, BindingNatives.library, PackageNatives.library,
      ObservationRegistrarNatives.library, CasePathNatives.library, InferenceNatives.library,
    ])

  /// Natives by the kind of value they belong to and their name: one table per kind, found by the
  /// kind's position rather than by hashing it (a method call on a standard value looks here).
  private struct ByKind: Sendable {
    private var tables = Array(repeating: [String: Native](), count: Value.Kind.allCases.count)

    subscript(kind: Value.Kind, name: String) -> Native? {
      get { tables[kind.rawValue][name] }
      set { tables[kind.rawValue][name] = newValue }
    }
  }
}

extension Value {
  /// The kind of a standard value, which its natives are registered by.
  package enum Kind: Int, Hashable, Sendable, CaseIterable {
    case void, null, bool, int, double, string, array, dictionary, tuple, range, structure, object, enumCase, function
    case metatype, keyPath, binding, view, symbol, stateCell, opaque
  }

  package var kind: Kind {
    switch self {
    case .void: .void
    case .null: .null
    case .bool: .bool
    case .int: .int
    case .double: .double
    case .string: .string
    case .array: .array
    case .dictionary: .dictionary
    case .tuple: .tuple
    case .range: .range
    case .structure: .structure
    case .object: .object
    case .enumCase: .enumCase
    case .function: .function
    case .metatype: .metatype
    case .keyPath: .keyPath
    case .binding: .binding
    case .view: .view
    case .symbol: .symbol
    case .stateCell: .stateCell
    case .opaque: .opaque
    }
  }
}

extension NativeRegistry: NativeNames {
  /// The lowering's question (`NativeNames`): the function native called `name`, by index and arity.
  package func native(named name: String) -> (index: Int, arity: ClosedRange<Int>)? {
    index(of: name).map { ($0, functions[$0].arity) }
  }
}
