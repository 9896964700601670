/// Every native ViewGraph gives programs, collected once from the libraries that declare them
/// (`StandardLibrary/`, `Foundation/`, `SwiftUI/`, `Combine/`, `Concurrency/`, `SwiftData/`). The
/// Lowerer resolves the prelude's `__name(…)` calls against it, so a misspelt native is an error
/// when the prelude is lowered; the engine finds standard values' methods and properties here by
/// the receiver's kind, never by a `case` on the name.
struct NativeRegistry: Sendable {
  /// Functions and initializers, by name: `__now`, `min`, `String`.
  private(set) var functions: [Native] = []
  private var functionIndex: [String: Int] = [:]
  /// Methods of standard values, by the receiver's kind and the method's name.
  private var methods: [Value.Kind: [String: Native]] = [:]
  /// Properties of standard values, by the receiver's kind and the property's name.
  private var properties: [Value.Kind: [String: Native]] = [:]
  /// Members of standard types, by `Type.name` (`Int.random`).
  private var staticMembers: [String: Native] = [:]

  /// What one library registers.
  struct Library: Sendable {
    var functions: [Native] = []
    var methods: [(Value.Kind, Native)] = []
    var properties: [(Value.Kind, Native)] = []
    var staticMembers: [(String, Native)] = []
  }

  init(_ libraries: [Library]) {
    for library in libraries {
      for native in library.functions {
        precondition(functionIndex[native.name] == nil, "the native '\(native.name)' is registered twice")
        functionIndex[native.name] = functions.count
        functions.append(native)
      }
      for (kind, native) in library.methods { methods[kind, default: [:]][native.name] = native }
      for (kind, native) in library.properties { properties[kind, default: [:]][native.name] = native }
      for (type, native) in library.staticMembers { staticMembers["\(type).\(native.name)"] = native }
    }
  }

  /// The index of the function `name`, which the Lowerer keeps in the call it lowers.
  func index(of name: String) -> Int? { functionIndex[name] }

  func function(_ name: String) -> Native? { functionIndex[name].map { functions[$0] } }

  func method(_ name: String, on kind: Value.Kind) -> Native? { methods[kind]?[name] }

  func property(_ name: String, on kind: Value.Kind) -> Native? { properties[kind]?[name] }

  func staticMember(_ name: String, of type: String) -> Native? { staticMembers["\(type).\(name)"] }

  /// The natives of every library, made once per process.
  static let standard = NativeRegistry([
    FoundationNatives.library, ConcurrencyNatives.library, CombineNatives.library, SwiftDataNatives.library, SwiftUINatives.library,
  ])
}

extension Value {
  /// The kind of a standard value, which its natives are registered by.
  enum Kind: Hashable, Sendable {
    case void, null, bool, int, double, string, array, dictionary, tuple, range, structure, object, enumCase, function
    case metatype, keyPath, binding, view, symbol, stateCell, opaque
  }

  var kind: Kind {
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
