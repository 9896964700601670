/// What every value has: `description` (as string interpolation shows it) and `self`; and a class
/// instance's `id` (`ObjectIdentifier`) when its type declares none.
extension StandardLibrary {
  static let anyValue = NativeRegistry.Library(
    properties: each(Value.Kind.allCases, [
      Native("description") { call in .string(call.interpreter.describe(call.receiver ?? .void)) },
      Native("self") { call in call.receiver ?? .void },
    ]) + [
      (.object, Native("id") { call in
        guard case .object(let object)? = call.receiver else { throw call.noMember() }
        return .int(object.id)
      })
    ]
  )
}
