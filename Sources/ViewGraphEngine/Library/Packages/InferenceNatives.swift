import ViewGraphModel

/// What Swift infers from a generic type's arguments where ViewGraph keeps none: a package model
/// asks for it. `Store(initialState: .init()) { Feature() }` makes a `Feature.State`, since the
/// store's `State` is its reducer's; ViewGraph, whose values keep no type arguments, reads `.init()`
/// with nothing to type it (an opaque value) and the model makes the state from the reducer.
enum InferenceNatives {
  static let library = NativeRegistry.Library(functions: [
    Native("__isOpaque", arity: 1) { call in
      // Whether a value is one ViewGraph does not simulate: opaque, or a framework's name it
      // keeps as a symbol (an implicit member nothing typed: `.combine(…)`).
      switch call[0] {
      case .opaque?, .symbol?: return .bool(true)
      default: return .bool(false)
      }
    },
    Native("__nestedDefault", arity: 2) { call in
      // `__nestedDefault(feature, "State")`: `Feature.State()`, nil when `Feature` declares no
      // nested type of that name or it cannot be made without arguments.
      guard let owner = call[0]?.declaredType, let name = call.string(1),
        let nested = call.interpreter.program.types["\(owner.name).\(name)"], nested.kind != .enumeration
      else { return .null }
      return (try? call.interpreter.construct(nested, [], Scope(size: 0, parent: nil), at: call.location)) ?? .null
    },
  ])
}
