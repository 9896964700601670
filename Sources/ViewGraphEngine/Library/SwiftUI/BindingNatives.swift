import ViewGraphModel

/// Methods of a SwiftUI `Binding` value: `$flag.animation()` and `$flag.transaction(_:)` are the
/// same location (animation is not simulated). And what a package's binding helpers ask of a
/// binding: the value it was made from (`__bindingRoot`).
enum BindingNatives {
  static let library = NativeRegistry.Library(
    functions: [
      Native("__bindingRoot", arity: 1) { call in
        // `__bindingRoot($store.selectedTab)`: the store the binding reads (the Composable
        // Architecture's `.sending(\.action)` sends to it); the object of a property's binding;
        // nil for a `@State`'s or a `Binding(get:set:)`.
        guard case .binding(let binding)? = call[0] else { return .null }
        switch binding.location {
        case .constant(let value): return value
        case .property(let object, _): return .object(object)
        case .state, .computed: return .null
        }
      }
    ],
    methods: [
      (.binding, Native("animation") { call in call.receiver ?? .void }),
      (.binding, Native("transaction") { call in call.receiver ?? .void }),
    ])
}
