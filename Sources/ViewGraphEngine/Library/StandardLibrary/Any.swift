import ViewGraphModel

/// What every value has: `description` (as string interpolation shows it), `self` and `hashValue`; and a class
/// instance's `id` (`ObjectIdentifier`) when its type declares none.
extension StandardLibrary {
  static let anyValue = NativeRegistry.Library(
    properties: each(
      Value.Kind.allCases,
      [
        Native("description") { call in .string(call.interpreter.describe(call.receiver ?? .void)) },
        Native("self") { call in call.receiver ?? .void },
        // `Hashable`'s: equal values hash alike (Swift seeds it per process, so no program prints it).
        Native("hashValue") { call in .int((call.receiver ?? .void).hashValue) },
      ]) + [
        (
          .object,
          Native("id") { call in
            guard case .object(let object)? = call.receiver else { throw call.noMember() }
            return .int(object.id)
          }
        )
      ]
  )
}
