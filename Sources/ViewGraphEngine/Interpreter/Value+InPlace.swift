import ViewGraphModel

/// Mutating a collection where it is stored. A value taken out of its enum case while the case
/// still holds it has two owners, so every change would copy it (an `append` in a loop would be
/// quadratic). These helpers empty the case first, so the payload has one owner and Swift's
/// copy-on-write mutates it in place, then store it back, also when `body` throws.
extension Value {
  var isArray: Bool {
    if case .array = self { return true }
    return false
  }

  var isDictionary: Bool {
    if case .dictionary = self { return true }
    return false
  }

  var isString: Bool {
    if case .string = self { return true }
    return false
  }

  /// Runs `body` on the elements of an array value; nil if this is not an array.
  @discardableResult
  mutating func withArray<R>(_ body: (inout [Value]) throws -> R) rethrows -> R? {
    guard case .array(var items) = self else { return nil }
    self = .void
    defer { self = .array(items) }
    return try body(&items)
  }

  /// Runs `body` on the entries of a dictionary value; nil if this is not a dictionary.
  @discardableResult
  mutating func withDictionary<R>(_ body: (inout [Value: Value]) throws -> R) rethrows -> R? {
    guard case .dictionary(var entries) = self else { return nil }
    self = .void
    defer { self = .dictionary(entries) }
    return try body(&entries)
  }

  /// Runs `body` on the text of a string value; nil if this is not a string.
  @discardableResult
  mutating func withString<R>(_ body: (inout String) throws -> R) rethrows -> R? {
    guard case .string(var text) = self else { return nil }
    self = .void
    defer { self = .string(text) }
    return try body(&text)
  }
}
