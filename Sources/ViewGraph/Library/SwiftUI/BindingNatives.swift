/// Methods of a SwiftUI `Binding` value: `$flag.animation()` and `$flag.transaction(_:)` are the
/// same location (animation is not simulated).
enum BindingNatives {
  static let library = NativeRegistry.Library(methods: [
    (.binding, Native("animation") { call in call.receiver ?? .void }),
    (.binding, Native("transaction") { call in call.receiver ?? .void }),
  ])
}
