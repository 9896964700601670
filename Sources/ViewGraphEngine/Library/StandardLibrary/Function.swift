import ViewGraphModel

/// A function value's one method: `callAsFunction`. Any other method of a function is an error,
/// not a silent call (a view's `.modelContext(_:)` modifier is a function; `modelContext.insert(x)`
/// on it must not run it).
extension StandardLibrary {
  static let closures = NativeRegistry.Library(methods: [
    (
      .function,
      Native("callAsFunction") { call in
        try call.interpreter.apply(call.receiver ?? .void, call.arguments, at: call.location)
      }
    )
  ])
}
