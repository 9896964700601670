import ViewGraphModel

/// `Optional`: `Optional(x)`, and `map`/`flatMap`, which call the closure with the wrapped value
/// (here, any value that is not `nil`: an optional holding a value is that value) or give `nil`.
extension StandardLibrary {
  static let optionals = NativeRegistry.Library(
    functions: [Native("Optional") { call in call[0] ?? .null }],
    methods: [(.null, Native("map") { _ in .null }), (.null, Native("flatMap") { _ in .null })]
      + each(wrappedKinds, [Native("map", applyToWrapped), Native("flatMap", applyToWrapped)])
  )

  /// The kinds of value an optional may hold whose own `map` is not a sequence's (an array's, a
  /// string's, a dictionary's or a range's), nor a function's.
  private static let wrappedKinds = Value.Kind.allCases.filter {
    ![.array, .dictionary, .string, .range, .null, .function].contains($0)
  }

  /// `map`/`flatMap` of an optional holding a value: the closure applied to it.
  private static let applyToWrapped: @Sendable (inout NativeCall) throws -> Value = { call in
    try call.closure()(call.receiver ?? .void)
  }
}
