import ViewGraphModel

/// How the standard library orders values: `sorted()`, `sorted(by:)`, `sorted(using:)` with the
/// prelude's comparators, `min`/`max`, and `<` between values of any kind.
extension StandardLibrary {
  /// The elements in order: by the call's first argument if it has one (a comparator or an array of
  /// them, a key path, or an `areInIncreasingOrder` closure), else by `less`.
  static func sorted(_ items: [Value], _ call: NativeCall) throws -> [Value] {
    let interpreter = call.interpreter
    let location = call.location
    if let comparators = call[0].flatMap(comparators) {
      // `sorted(using: KeyPathComparator(\.name))`, `[SortDescriptor(\.date, order: .reverse)]`:
      // the first comparator that tells two elements apart decides.
      return try sorted(items) { a, b in
        for (keyPath, reverse) in comparators {
          let x = try interpreter.apply(keyPath, [a], at: location)
          let y = try interpreter.apply(keyPath, [b], at: location)
          if less(x, y, in: interpreter) { return !reverse }
          if less(y, x, in: interpreter) { return reverse }
        }
        return false
      }
    }
    if let by = call[0] {
      return try sorted(items) { a, b in
        if case .keyPath = by {
          return try less(
            interpreter.apply(by, [a], at: location), interpreter.apply(by, [b], at: location), in: interpreter)
        }
        return try interpreter.truth(interpreter.apply(by, [a, b], at: location), at: location)
      }
    }
    return items.sorted { less($0, $1, in: interpreter) }
  }

  /// The elements sorted by a test that may throw: the first error stops it and is thrown.
  private static func sorted(_ items: [Value], by areInIncreasingOrder: (Value, Value) throws -> Bool) throws -> [Value]
  {
    var failure: Error?
    let result = items.sorted { a, b in
      guard failure == nil else { return false }
      do {
        return try areInIncreasingOrder(a, b)
      } catch {
        failure = error
        return false
      }
    }
    if let failure { throw failure }
    return result
  }

  /// The prelude's `KeyPathComparator`s and `SortDescriptor`s as key paths and directions.
  private static func comparators(_ value: Value) -> [(keyPath: Value, reverse: Bool)]? {
    func one(_ value: Value) -> (Value, Bool)? {
      guard case .structure(let s) = value, let keyPath = s.fields[PreludeContract.comparatorKeyPath] else {
        return nil
      }
      if case .enumCase(let order)? = s.fields[PreludeContract.comparatorOrder] {
        return (keyPath, order.name == "reverse")
      }
      return (keyPath, false)
    }
    if case .array(let items) = value {
      let all = items.compactMap(one)
      return all.isEmpty || all.count != items.count ? nil : all
    }
    return one(value).map { [$0] }
  }

  /// Whether `a` comes before `b`: numbers and strings as Swift orders them, a type with its own
  /// `<` by it, anything else by its description.
  static func less(_ a: Value, _ b: Value, in interpreter: Interpreter) -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)): x < y
    case (.double, _), (_, .double): a.doubleValue < b.doubleValue
    case (.string(let x), .string(let y)): x < y
    case (.structure, .structure):
      // A type's own `<` (the prelude's `Date`, a program's `Comparable` struct).
      declaredLess(a, b, in: interpreter) ?? (interpreter.describe(a) < interpreter.describe(b))
    case (.enumCase(let x), .enumCase(let y)):
      declaredLess(a, b, in: interpreter) ?? caseOrder(x, y, in: interpreter)
        ?? (interpreter.describe(a) < interpreter.describe(b))
    default: interpreter.describe(a) < interpreter.describe(b)
    }
  }

  /// `Comparable`'s synthesized order of an enum's cases (SE-0266): by declaration order, then
  /// by payload, left to right; nil for cases of different enums.
  static func caseOrder(_ a: EnumCaseValue, _ b: EnumCaseValue, in interpreter: Interpreter) -> Bool? {
    guard let type = a.type, type === b.type, let i = type.cases.firstIndex(where: { $0.name == a.name }),
      let j = type.cases.firstIndex(where: { $0.name == b.name })
    else { return nil }
    if i != j { return i < j }
    for (x, y) in zip(a.payload, b.payload) where x != y { return less(x, y, in: interpreter) }
    return false
  }

  /// The result of a type's own `<`, if it declares one and it answers a `Bool`.
  private static func declaredLess(_ a: Value, _ b: Value, in interpreter: Interpreter) -> Bool? {
    guard case .bool(let result)? = (try? interpreter.declaredOperator("<", a, b, at: .unknown)) ?? nil else {
      return nil
    }
    return result
  }
}
