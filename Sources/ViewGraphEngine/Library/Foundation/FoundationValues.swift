import ViewGraphModel

/// Foundation's value types that are standard values here: `IndexSet` (an array of offsets, as
/// `.onDelete` hands it) and `UUID()` where the prelude's `UUID` is not the one named.
enum FoundationValues {
  static let library = NativeRegistry.Library(functions: [
    Native("IndexSet") { call in
      guard let first = call[0] else { return .array([]) }
      guard case .array = first else { return .array([first]) }
      return .array((try? call.interpreter.iterate(first, at: call.location)) ?? [])
    },
    Native("UUID") { call in
      // Unique per call, as a closure's identity is.
      .string("UUID-\(call.interpreter.uniqueNumber())")
    },
  ])
}
