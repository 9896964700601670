import ViewGraphModel

/// The standard library's collections as natives, a library for each: `Array` (and `Set`, stored as
/// an array of distinct elements), `Dictionary` (`CollectionNatives+Dictionary`) and the ranges
/// (`CollectionNatives+Range`), whose sequence methods are the array's run over their elements.
///
/// `Array`: its initializers, properties and methods, and the mutating methods that change it where
/// it is stored.
enum CollectionNatives {
  static let arrays = NativeRegistry.Library(
    functions: arrayInitializers,
    methods: (arrayMethods + arrayMutatingMethods).map { (.array, $0) },
    inPlaceMethods: arrayInPlaceMethods.map { (.array, $0) },
    properties: arrayProperties.map { (.array, $0) }
  )

  /// An array native over the receiver's elements.
  private static func array(_ name: String, _ body: @escaping @Sendable (inout NativeCall, [Value]) throws -> Value)
    -> Native
  {
    Native(name) { call in
      guard case .array(let items)? = call.receiver else { throw call.noMember() }
      return try body(&call, items)
    }
  }

  /// A mutating array native run on the receiver's elements where they are stored; `body` says
  /// whether it changed them.
  private static func inPlace(
    _ name: String, arity: ClosedRange<Int> = 0...Int.max,
    _ body: @escaping @Sendable (NativeCall, inout [Value]) throws -> (Value, changed: Bool)
  ) -> Native {
    Native(name, arity: arity) { call in
      try call.mutateReceiver { call, value in
        guard let outcome = try value.withArray({ items in try body(call, &items) }) else {
          throw call.noMember(on: value)
        }
        return outcome
      }
    }
  }

  /// Checks that the elements an `append` or `insert` adds do not nest too deep.
  private static func checkNesting(of call: NativeCall) throws {
    for element in call.arguments { _ = try call.interpreter.budget.checkNesting(.array([element]), at: call.location) }
  }

  // MARK: - Initializers

  static let arrayInitializers: [Native] = [
    Native("Array") { call in
      if let repeating = call.argument("repeating"), case .int(let count)? = call.argument("count") {
        guard count >= 0 else { throw call.fail(.runtime("'Array(repeating:count:)' needs a count of zero or more")) }
        try call.interpreter.budget.checkCount(count, at: call.location)
        return .array(Array(repeating: repeating, count: count))
      }
      if let opaque = opaqueSource(of: call, "Array(…)") { return opaque }
      return .array(try call[0].map { try call.interpreter.iterate($0, at: call.location) } ?? [])
    },
    Native("Set") { call in
      if let opaque = opaqueSource(of: call, "Set(…)") { return opaque }
      return .array(Array(Set(try call[0].map { try call.interpreter.iterate($0, at: call.location) } ?? [])))
    },
  ]

  /// A collection made from an opaque one (`[String](calendar.weekdayNames)`) is opaque too: an
  /// empty one would make the program's own `names[0]` fail for ViewGraph's gap (issue 36, point 2).
  private static func opaqueSource(of call: NativeCall, _ what: String) -> Value? {
    guard let source = call[0], let opaque = source.unsimulated(at: call.location) else { return nil }
    return call.interpreter.opaqueResult(opaque, what, at: call.location)
  }

  // MARK: - Properties

  static let arrayProperties: [Native] = [
    array("count") { _, items in .int(items.count) },
    array("isEmpty") { _, items in .bool(items.isEmpty) },
    array("first") { _, items in items.first ?? .null },
    array("last") { _, items in items.last ?? .null },
    array("indices") { _, items in .range(0, items.count) },
    array("startIndex") { _, _ in .int(0) },
    array("endIndex") { _, items in .int(items.count) },
  ]

  // MARK: - Methods

  /// The methods that leave the array as it is.
  static let arrayMethods: [Native] = [
    array("union") { call, items in .array(try union(items, call)) },
    // `Set`'s algebra (a set is an array of distinct elements here).
    array("intersection") { call, items in
      let other = try elements(of: call)
      return .array(items.filter(other.contains))
    },
    array("subtracting") { call, items in
      let other = try elements(of: call)
      return .array(items.filter { !other.contains($0) })
    },
    array("symmetricDifference") { call, items in
      let other = try elements(of: call)
      return .array(items.filter { !other.contains($0) } + other.filter { !items.contains($0) })
    },
    array("isSubset") { call, items in
      let other = try elements(of: call)
      return .bool(items.allSatisfy(other.contains))
    },
    array("isSuperset") { call, items in .bool(try elements(of: call).allSatisfy(items.contains)) },
    array("isStrictSubset") { call, items in
      let other = try elements(of: call)
      return .bool(items.allSatisfy(other.contains) && items.count < other.count)
    },
    array("isStrictSuperset") { call, items in
      let other = try elements(of: call)
      return .bool(other.allSatisfy(items.contains) && other.count < items.count)
    },
    array("isDisjoint") { call, items in
      let other = try elements(of: call)
      return .bool(!items.contains(where: other.contains))
    },
    array("sorted") { call, items in .array(try StandardLibrary.sorted(items, call)) },
    array("reversed") { _, items in .array(items.reversed()) },
    array("filter") { call, items in
      let test = try call.predicate()
      return .array(try items.filter(test))
    },
    array("map") { call, items in
      let transform = try call.closure()
      return .array(try items.map(transform))
    },
    array("compactMap") { call, items in
      let transform = try call.closure()
      return .array(try items.map(transform).filter { !$0.isNull })
    },
    array("flatMap") { call, items in
      let transform = try call.closure()
      var result: [Value] = []
      for item in items {
        guard case .array(let inner) = try transform(item) else { continue }
        try call.interpreter.budget.checkCount(result.count + inner.count, growing: inner.count, at: call.location)
        result += inner
      }
      return .array(result)
    },
    array("forEach") { call, items in
      let body = try call.closure()
      for item in items { _ = try body(item) }
      return .void
    },
    array("contains") { call, items in
      if call.labels.first == "where" {
        let test = try call.predicate()
        return .bool(try items.contains(where: test))
      }
      return .bool(items.contains(call[0] ?? .null))
    },
    array("allSatisfy") { call, items in
      let test = try call.predicate()
      return .bool(try items.allSatisfy(test))
    },
    array("first") { call, items in
      let test = try call.predicate()
      return try items.first(where: test) ?? .null
    },
    array("last") { call, items in
      let test = try call.predicate()
      return try items.last(where: test) ?? .null
    },
    array("firstIndex") { call, items in
      if call.labels.first == "of" { return items.firstIndex(of: call[0] ?? .null).map(Value.int) ?? .null }
      let test = try call.predicate()
      return try items.firstIndex(where: test).map(Value.int) ?? .null
    },
    array("lastIndex") { call, items in
      if call.labels.first == "of" { return items.lastIndex(of: call[0] ?? .null).map(Value.int) ?? .null }
      let test = try call.predicate()
      return try items.lastIndex(where: test).map(Value.int) ?? .null
    },
    array("reduce") { call, items in
      guard call.arguments.count == 2 else { throw call.noMember() }
      var accumulator = call.arguments[0]
      if call.labels.first == "into" {
        // `reduce(into: 0) { $0 += $1 }`: the accumulator is the closure's `inout` first parameter.
        guard case .function(let update) = call.arguments[1] else { throw call.noMember() }
        for item in items {
          accumulator = try call.interpreter.callUpdating(update, [accumulator, item], at: call.location)
        }
        return accumulator
      }
      for item in items {
        accumulator = try call.interpreter.apply(call.arguments[1], [accumulator, item], at: call.location)
      }
      return accumulator
    },
    array("enumerated") { _, items in .array(items.enumerated().map { .tuple([.int($0.offset), $0.element]) }) },
    array("joined") { call, items in
      let separator = call.string(0) ?? ""
      let parts = items.map(call.interpreter.describe)
      try call.interpreter.budget.checkLength(
        parts.reduce(separator.utf8.count * parts.count) { $0 + $1.utf8.count }, at: call.location)
      return .string(parts.joined(separator: separator))
    },
    array("prefix") { call, items in
      if call[0]?.isFunction == true {
        let test = try call.predicate()
        return .array(try Array(items.prefix(while: test)))
      }
      return .array(Array(items.prefix(try call.count(0))))
    },
    array("drop") { call, items in
      // `drop(while:)`.
      guard call[0]?.isFunction == true else { throw call.noMember() }
      let test = try call.predicate()
      return .array(try Array(items.drop(while: test)))
    },
    array("suffix") { call, items in .array(Array(items.suffix(try call.count(0)))) },
    array("dropFirst") { call, items in .array(Array(items.dropFirst(try call.countOrOne(0)))) },
    array("dropLast") { call, items in .array(Array(items.dropLast(try call.countOrOne(0)))) },
    array("min") { call, items in try StandardLibrary.sorted(items, call).first ?? .null },
    array("max") { call, items in try StandardLibrary.sorted(items, call).last ?? .null },
    array("shuffled") { call, items in .array(items.shuffled(using: &call.world.randomness)) },
    array("randomElement") { call, items in items.randomElement(using: &call.world.randomness) ?? .null },
  ]

  /// The mutating methods that replace the array (they call closures, or rebuild it anyway).
  static let arrayMutatingMethods: [Native] = [
    array("formUnion") { call, items in
      call.mutatedReceiver = .array(try union(items, call))
      return .void
    },
    array("removeAll") { call, items in
      // `removeAll(where:)`; `removeAll()` runs in place.
      let test = try call.predicate()
      call.mutatedReceiver = .array(try items.filter { try !test($0) })
      return .void
    },
    array("move") { call, items in
      call.mutatedReceiver = .array(try moved(items, call))
      return .void
    },
    array("sort") { call, items in
      call.mutatedReceiver = .array(try StandardLibrary.sorted(items, call))
      return .void
    },
    array("reverse") { call, items in
      call.mutatedReceiver = .array(items.reversed())
      return .void
    },
    array("shuffle") { call, items in
      call.mutatedReceiver = .array(items.shuffled(using: &call.world.randomness))
      return .void
    },
  ]

  /// `union(_:)`: the elements, then those of the argument not among them.
  /// The elements of the first argument (`of:`, `with:` or none), a set's or any sequence's.
  private static func elements(of call: NativeCall) throws -> [Value] {
    try call[0].map { try call.interpreter.iterate($0, at: call.location) } ?? []
  }

  private static func union(_ items: [Value], _ call: NativeCall) throws -> [Value] {
    var result = items
    for item in (try call[0].map { try call.interpreter.iterate($0, at: call.location) } ?? [])
    where !result.contains(item) {
      result.append(item)
    }
    return result
  }

  /// `move(fromOffsets:toOffset:)`, as `.onMove` hands it an `IndexSet` (or one offset).
  private static func moved(_ items: [Value], _ call: NativeCall) throws -> [Value] {
    let destination = try call.int(1)
    let offsets: [Int]
    switch call[0] {
    case .array(let values)?: offsets = values.compactMap { if case .int(let i) = $0 { i } else { nil } }
    case .int(let i)?: offsets = [i]
    case .range(let a, let b, _)?:
      offsets = try call.interpreter.iterate(.range(a, b), at: call.location).compactMap {
        if case .int(let i) = $0 { i } else { nil }
      }
    default: offsets = []
    }
    for offset in offsets { try call.checkIndex(offset, items.count) }
    let moving = offsets.map { items[$0] }
    var remaining = items.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
    let adjusted = destination - offsets.filter { $0 < destination }.count
    remaining.insert(contentsOf: moving, at: max(0, min(adjusted, remaining.count)))
    return remaining
  }

  // MARK: - Mutating in place

  static let arrayInPlaceMethods: [Native] = [
    inPlace("append") { call, items in
      try checkNesting(of: call)
      if call.labels.first == "contentsOf", case .array(let more)? = call[0] {
        try call.interpreter.budget.checkCount(items.count + more.count, growing: more.count, at: call.location)
        items += more
      } else {
        try call.interpreter.budget.checkCount(
          items.count + call.arguments.count, growing: call.arguments.count, at: call.location)
        items += call.arguments
      }
      return (.void, true)
    },
    inPlace("insert") { call, items in
      try checkNesting(of: call)
      let element = call[0] ?? .null
      if call.labels.count == 1 {
        // `Set.insert(_:)`: a set is stored as an array of distinct elements.
        if items.contains(element) { return (.tuple([.bool(false), element]), false) }
        try call.interpreter.budget.checkCount(items.count + 1, growing: 1, at: call.location)
        items.append(element)
        return (.tuple([.bool(true), element]), true)
      }
      let index = try call.int(1)
      guard index >= 0, index <= items.count else { throw call.fail(.indexOutOfRange(index, items.count)) }
      try call.interpreter.budget.checkCount(items.count + 1, growing: 1, at: call.location)
      items.insert(element, at: index)
      return (.void, true)
    },
    inPlace("remove") { call, items in
      switch call.labels.first {
      case "atOffsets"?:
        // `remove(atOffsets: IndexSet)`, as `.onDelete` hands it: highest offset first.
        let offsets = try call.interpreter.iterate(call[0] ?? .array([]), at: call.location).map { offset in
          guard case .int(let i) = offset else {
            throw call.fail(.runtime("expected an 'Int' argument to '\(call.name)'"))
          }
          return i
        }
        for offset in Set(offsets).sorted(by: >) {
          try call.checkIndex(offset, items.count)
          items.remove(at: offset)
        }
        return (.void, true)
      case "at"?:
        let index = try call.int(0)
        try call.checkIndex(index, items.count)
        return (items.remove(at: index), true)
      default:
        // `Set.remove(_:)`: the element, if the set has it.
        guard let index = items.firstIndex(of: call[0] ?? .null) else { return (.null, false) }
        return (items.remove(at: index), true)
      }
    },
    inPlace("removeFirst") { call, items in try removeEnd(&items, first: true, call) },
    inPlace("removeLast") { call, items in try removeEnd(&items, first: false, call) },
    inPlace("popLast") { _, items in (items.popLast() ?? .null, true) },
    inPlace("removeAll", arity: 0...0) { _, items in
      items.removeAll()
      return (.void, true)
    },
    inPlace("swapAt") { call, items in
      let i = try call.int(0)
      let j = try call.int(1)
      try call.checkIndex(i, items.count)
      try call.checkIndex(j, items.count)
      items.swapAt(i, j)
      return (.void, true)
    },
  ]

  /// `removeFirst()`, `removeLast()`, and their counted forms.
  private static func removeEnd(_ items: inout [Value], first: Bool, _ call: NativeCall) throws -> (
    Value, changed: Bool
  ) {
    if case .int(let n)? = call[0] {
      // `path.removeLast(path.count)` on an empty path removes nothing, as in Swift.
      guard n >= 0 else { throw call.fail(.runtime("'\(call.name)' needs a count of zero or more, not \(n)")) }
      guard n <= items.count else { throw call.fail(.indexOutOfRange(n, items.count)) }
      if first { items.removeFirst(n) } else { items.removeLast(n) }
      return (.void, n > 0)
    }
    guard !items.isEmpty else { throw call.fail(.runtime("cannot '\(call.name)' from an empty collection")) }
    return (first ? items.removeFirst() : items.removeLast(), true)
  }
}
