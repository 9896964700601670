/// `@AppStorage`: the launch's in-memory `UserDefaults`, one storage per key (SPEC rule 4 for each
/// view that reads it).
extension GraphHost {
  /// The key of `@AppStorage("key")`, its first argument; nil when it is not a string.
  func appStorageKey(of property: PropertyDecl) throws -> String? {
    guard let argument = property.wrapperArguments.first else { return nil }
    guard case .string(let key) = try interpreter.evaluate(argument.value, Scope(size: 0, parent: nil)) else { return nil }
    return key
  }
}
