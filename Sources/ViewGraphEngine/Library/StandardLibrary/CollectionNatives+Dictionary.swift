import ViewGraphModel

/// `Dictionary`: its initializers, properties and methods (a sequence's methods walk its
/// `(key, value)` pairs in key order), and the mutating methods that change it where it is stored.
extension CollectionNatives {
  static let dictionaries = NativeRegistry.Library(
    functions: [Native("Dictionary") { call in try dictionary(call) }],
    methods: (dictionaryMethods + sequenceMethods).map { (.dictionary, $0) },
    inPlaceMethods: dictionaryInPlaceMethods.map { (.dictionary, $0) },
    properties: dictionaryProperties.map { (.dictionary, $0) }
  )

  /// A dictionary native over the receiver's entries.
  private static func dictionary(
    _ name: String, _ body: @escaping @Sendable (inout NativeCall, [Value: Value]) throws -> Value
  ) -> Native {
    Native(name) { call in
      guard case .dictionary(let entries)? = call.receiver else { throw call.noMember() }
      return try body(&call, entries)
    }
  }

  /// A mutating dictionary native run on the receiver's entries where they are stored.
  private static func inPlace(
    _ name: String, arity: ClosedRange<Int> = 0...Int.max,
    _ body: @escaping @Sendable (NativeCall, inout [Value: Value]) throws -> Value
  ) -> Native {
    Native(name, arity: arity) { call in
      try call.mutateReceiver { call, value in
        guard let result = try value.withDictionary({ entries in try body(call, &entries) }) else {
          throw call.noMember(on: value)
        }
        return (result, true)
      }
    }
  }

  /// `Dictionary()`, `Dictionary(grouping:by:)` and `Dictionary(uniqueKeysWithValues:)`, as the
  /// standard library builds them; any other form is an error, not an empty dictionary.
  private static func dictionary(_ call: NativeCall) throws -> Value {
    let interpreter = call.interpreter
    let location = call.location
    switch call.labels {
    case []:
      return .dictionary([:])
    case ["grouping", "by"], ["grouping", nil]:
      var groups: [Value: [Value]] = [:]
      for element in try interpreter.iterate(call.arguments[0], at: location) {
        groups[try interpreter.apply(call.arguments[1], [element], at: location), default: []].append(element)
      }
      return .dictionary(groups.mapValues(Value.array))
    case ["uniqueKeysWithValues"]:
      var result: [Value: Value] = [:]
      for pair in try interpreter.iterate(call.arguments[0], at: location) {
        guard let items = pair.tupleItems, items.count == 2 else {
          throw call.fail(.runtime("'Dictionary(uniqueKeysWithValues:)' takes (key, value) pairs"))
        }
        guard result.updateValue(items[1], forKey: items[0]) == nil else {
          throw call.fail(
            .runtime("duplicate key '\(interpreter.describe(items[0]))' in 'Dictionary(uniqueKeysWithValues:)'"))
        }
      }
      return .dictionary(result)
    default:
      let form = call.labels.map { ($0 ?? "_") + ":" }.joined()
      throw call.fail(.runtime("'Dictionary(\(form))' is not simulated by ViewGraph"))
    }
  }

  static let dictionaryProperties: [Native] = [
    dictionary("count") { _, entries in .int(entries.count) },
    dictionary("isEmpty") { _, entries in .bool(entries.isEmpty) },
    // In the order ViewGraph walks a dictionary: by the keys' descriptions.
    dictionary("keys") { call, entries in
      .array(entries.keys.sorted { call.interpreter.describe($0) < call.interpreter.describe($1) })
    },
    dictionary("values") { call, entries in
      .array(entries.sorted { call.interpreter.describe($0.key) < call.interpreter.describe($1.key) }.map(\.value))
    },
  ]

  static let dictionaryMethods: [Native] = [
    dictionary("mapValues") { call, entries in
      let transform = try call.closure()
      return .dictionary(try entries.mapValues(transform))
    },
    dictionary("compactMapValues") { call, entries in
      let transform = try call.closure()
      return .dictionary(
        try entries.compactMapValues { value in
          let mapped = try transform(value)
          return mapped.isNull ? nil : mapped
        })
    },
    // `defaults.merging(overrides) { _, new in new }`: the other dictionary's (or pairs') entries
    // added, the closure choosing between two values of one key.
    dictionary("merging") { call, entries in
      var merged = entries
      try merge(call, into: &merged)
      return .dictionary(merged)
    },
  ]

  /// `merge(_:uniquingKeysWith:)` and `merging`: the entries of the first argument (a dictionary
  /// or a sequence of `(key, value)` pairs) put into `entries`, the second argument called with
  /// the current and the new value where a key is in both.
  private static func merge(_ call: NativeCall, into entries: inout [Value: Value]) throws {
    guard call.arguments.count == 2 else {
      throw call.fail(.runtime("'merging' takes the other entries and a closure"))
    }
    let interpreter = call.interpreter
    let other: [(Value, Value)]
    if case .dictionary(let d) = call.arguments[0] {
      other = d.sorted { interpreter.describe($0.key) < interpreter.describe($1.key) }.map { ($0.key, $0.value) }
    } else {
      other = try interpreter.iterate(call.arguments[0], at: call.location).map { pair in
        guard let items = pair.tupleItems, items.count == 2 else {
          throw call.fail(.runtime("'merging' takes a dictionary or (key, value) pairs"))
        }
        return (items[0], items[1])
      }
    }
    for (key, value) in other {
      if let current = entries[key] {
        entries[key] = try interpreter.apply(call.arguments[1], [current, value], at: call.location)
      } else {
        entries[key] = value
      }
    }
    try interpreter.budget.checkCount(entries.count, at: call.location)
  }

  /// The sequence methods a dictionary has: an array's, over its `(key, value)` pairs.
  private static let sequenceMethods: [Native] = arrayMethods.filter { sequenceMethodNames.contains($0.name) }.map {
    method in
    StandardLibrary.overElements(method) { call in
      try call.interpreter.iterate(call.receiver ?? .void, at: call.location)
    }
  }

  private static let sequenceMethodNames: Set = [
    "filter", "map", "contains", "sorted", "forEach", "first", "reduce", "compactMap", "allSatisfy", "enumerated",
    "min", "max", "flatMap",
  ]

  static let dictionaryInPlaceMethods: [Native] = [
    inPlace("removeValue") { call, entries in entries.removeValue(forKey: call[0] ?? .null) ?? .null },
    inPlace("updateValue", arity: 2...2) { call, entries in
      let old = entries.updateValue(call.arguments[0], forKey: call.arguments[1]) ?? .null
      try call.interpreter.budget.checkCount(entries.count, growing: 1, at: call.location)
      return old
    },
    inPlace("merge", arity: 2...2) { call, entries in
      try merge(call, into: &entries)
      return .void
    },
    inPlace("removeAll") { _, entries in
      entries.removeAll()
      return .void
    },
  ]
}
