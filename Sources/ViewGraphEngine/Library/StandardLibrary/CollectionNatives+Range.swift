import ViewGraphModel

/// `Range<Int>` and `ClosedRange<Int>` (kept half-open): their bounds, and a sequence's methods,
/// which walk the integers as an array does.
extension CollectionNatives {
  static let ranges = NativeRegistry.Library(
    methods: ([contains] + arrayMethods.filter { $0.name != "contains" }.map(overIntegers)).map { (.range, $0) },
    properties: rangeProperties.map { (.range, $0) }
  )

  /// A range native over the receiver's bounds.
  private static func range(
    _ name: String, _ body: @escaping @Sendable (NativeCall, _ lower: Int, _ upper: Int, _ closed: Bool) throws -> Value
  ) -> Native {
    Native(name) { call in
      guard case .range(let lower, let upper, let closed)? = call.receiver else { throw call.noMember() }
      return try body(call, lower, upper, closed)
    }
  }

  /// An array's method, run on the range's integers.
  private static func overIntegers(_ method: Native) -> Native {
    StandardLibrary.overElements(method) { call in
      try call.interpreter.iterate(call.receiver ?? .void, at: call.location)
    }
  }

  static let rangeProperties: [Native] = [
    range("count") { call, lower, upper, _ in
      let (count, overflow) = upper.subtractingReportingOverflow(lower)
      guard !overflow else { throw call.fail(.arithmeticOverflow("\(upper) - \(lower)")) }
      return .int(count)
    },
    range("isEmpty") { _, lower, upper, _ in .bool(lower >= upper) },
    range("lowerBound") { _, lower, _, _ in .int(lower) },
    range("upperBound") { _, _, upper, closed in .int(closed ? upper - 1 : upper) },
  ]

  /// `contains(_:)` answers from the bounds, as Swift's does; `contains(where:)` walks the elements.
  private static let contains = range("contains") { call, lower, upper, _ in
    if call.labels.first != "where", case .int(let i)? = call[0] { return .bool(i >= lower && i < upper) }
    var walking = call
    return try StandardLibrary.run(containsElement, &walking)
  }

  private static let containsElement = overIntegers(arrayMethods.first { $0.name == "contains" }!)
}
