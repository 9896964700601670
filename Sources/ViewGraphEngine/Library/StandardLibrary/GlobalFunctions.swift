import ViewGraphModel

/// The standard library's global functions: `print`, the checks that stop a program (`assert`,
/// `precondition`, `assertionFailure`, `preconditionFailure`, `fatalError`), `min`/`max`, `stride`, `zip`, `type(of:)`, `ObjectIdentifier`.
extension StandardLibrary {
  static let functions = NativeRegistry.Library(functions: [
    // ViewGraph's output is what it reports: what a program prints goes only where a script's
    // run sends it (`viewgraph run`).
    Native("print") { call in
      guard let output = call.interpreter.standardOutput else { return .void }
      let items = call.arguments.indices.filter { call.labels[$0] == nil }.map {
        call.interpreter.describe(call.arguments[$0])
      }
      let separator = call.argument("separator").map(call.interpreter.describe) ?? " "
      let terminator = call.argument("terminator").map(call.interpreter.describe) ?? "\n"
      output(items.joined(separator: separator) + terminator)
      return .void
    },
    check("assert"), check("precondition"), failure("assertionFailure", "assertion"),
    failure("preconditionFailure", "precondition"),
    Native("fatalError") { call in
      throw call.fail(.runtime("fatal error: \(call[0].map(call.interpreter.describe) ?? "")"))
    },
    extreme("min", first: true), extreme("max", first: false),
    Native("stride") { call in try stride(call) },
    Native("zip") { call in
      guard call.arguments.count == 2 else { return .array([]) }
      let interpreter = call.interpreter
      let pairs = zip(
        try interpreter.iterate(call.arguments[0], at: call.location),
        try interpreter.iterate(call.arguments[1], at: call.location))
      return .array(pairs.map { .tuple([$0, $1]) })
    },
    Native("type", accepts: { _, labels in labels == ["of"] }) { call in
      switch call[0] {
      case .structure(let s)?: .metatype(.declared(s.type))
      case .object(let o)?: .metatype(.declared(o.type))
      case .function(let f)? where f.writtenType != nil: .metatype(.builtin(f.writtenType ?? .named("Function")))
      default: .metatype(.builtin(named: call[0]?.typeName ?? "Never"))
      }
    },
    Native("ObjectIdentifier") { call in
      switch call[0] {
      case .object(let object)?: return .int(object.id)
      // A type's identifier (`ObjectIdentifier(Service.self)`, the key of a DI container): one
      // per type, the same each time (issue 36: it was nil for every type, so every key was one).
      case .metatype(.declared(let type))?: return .symbol("ObjectIdentifier(\(type.name).self)")
      case .metatype(.builtin(let type))?: return .symbol("ObjectIdentifier(\(type.description).self)")
      default: return .null
      }
    },
  ])

  /// `assert(condition, message)`, `precondition(condition, message)`: an error when false.
  private static func check(_ name: String) -> Native {
    Native(name) { call in
      if case .bool(false)? = call[0] {
        let message = call.arguments.count > 1 ? ": \(call.interpreter.describe(call.arguments[1]))" : ""
        throw call.fail(.runtime("\(name) failed\(message)"))
      }
      return .void
    }
  }

  /// `assertionFailure(message)`, `preconditionFailure(message)`: the check that always fails.
  private static func failure(_ name: String, _ check: String) -> Native {
    Native(name) { call in
      let message = call[0].map { ": \(call.interpreter.describe($0))" } ?? ""
      throw call.fail(.runtime("\(check) failed\(message)"))
    }
  }

  /// `min(a, b, …)` and `max(a, b, …)`, or of one sequence's elements.
  private static func extreme(_ name: String, first: Bool) -> Native {
    Native(name) { call in
      let values =
        call.arguments.count == 1 ? try call.interpreter.iterate(call.arguments[0], at: call.location) : call.arguments
      let ordered = values.sorted { less($0, $1, in: call.interpreter) }
      return (first ? ordered.first : ordered.last) ?? .null
    }
  }

  /// `stride(from:to:by:)` and `stride(from:through:by:)` over integers.
  private static func stride(_ call: NativeCall) throws -> Value {
    guard case .int(let from)? = call.argument("from"), case .int(let by)? = call.argument("by"), by != 0 else {
      return .array([])
    }
    // lazy, as a range
    if by == 1, case .int(let to)? = call.argument("to") { return to > from ? .range(from, to) : .array([]) }
    guard case .int(let end)? = call.argument("to") ?? call.argument("through") else { return .array([]) }
    // The element count, measured before anything is built (the distance may not fit an Int).
    let distance = by > 0 ? end.subtractingReportingOverflow(from) : from.subtractingReportingOverflow(end)
    if distance.overflow
      || distance.partialValue / (by == Int.min ? Int.max : abs(by)) > call.interpreter.limits.maxElements
    {
      try call.interpreter.budget.checkCount((Int.max, true), at: call.location)
    }
    if call.argument("to") != nil { return .array(Array(Swift.stride(from: from, to: end, by: by)).map(Value.int)) }
    return .array(Array(Swift.stride(from: from, through: end, by: by)).map(Value.int))
  }
}
