/// Mutation in place: the standard library's mutating methods, `+=` and subscript assignment change
/// a collection inside the variable or stored property that holds it, as Swift's `inout` and
/// `_modify` do, so building an array in a loop is linear, not quadratic.
extension Interpreter {
  /// The mutating methods `mutateInPlace` knows: they take no closure, so nothing can read the
  /// collection while it is out of its storage.
  static let inPlaceMethods: Set<String> = [
    "append", "insert", "remove", "removeFirst", "removeLast", "popLast", "removeAll", "swapAt", "removeValue",
    "updateValue",
  ]

  /// A mutating method of an array, dictionary or string that needs no closure, applied to `value`
  /// where it is: its result, and whether the value changed. Nil when this is not such a call.
  func mutateInPlace(_ value: inout Value, _ name: String, _ args: [Value], labels: [String?], at location: SourceLocation) throws -> (result: Value, changed: Bool)? {
    guard Self.inPlaceMethods.contains(name) else { return nil }
    func int(_ value: Value?) throws -> Int {
      guard case .int(let i)? = value else { throw fail(.runtime("expected an 'Int' argument to '\(name)'"), at: location) }
      return i
    }
    func checkIndex(_ i: Int, _ count: Int) throws {
      guard i >= 0, i < count else { throw fail(.indexOutOfRange(i, count), at: location) }
    }
    if value.isArray {
      if name == "removeAll", !args.isEmpty { return nil }
      if name == "append" || name == "insert" {
        for element in args { _ = try checkNesting(.array([element]), at: location) }
      }  // `removeAll(where:)` takes a closure
      return try value.withArray { items -> (Value, Bool)? in
        switch name {
        case "append":
          if labels.first == "contentsOf", case .array(let more)? = args.first {
            try checkCount(items.count + more.count, at: location)
            items += more
          } else {
            try checkCount(items.count + args.count, at: location)
            items += args
          }
          return (.void, true)
        case "insert" where labels.count == 1:
          // `Set.insert(_:)`: a set is stored as an array of distinct elements.
          let element = args.first ?? .null
          if items.contains(element) { return (.tuple([.bool(false), element]), false) }
          try checkCount(items.count + 1, at: location)
          items.append(element)
          return (.tuple([.bool(true), element]), true)
        case "insert":
          let at = try int(args.count > 1 ? args[1] : nil)
          guard at >= 0, at <= items.count else { throw fail(.indexOutOfRange(at, items.count), at: location) }
          try checkCount(items.count + 1, at: location)
          items.insert(args.first ?? .null, at: at)
          return (.void, true)
        case "remove" where labels.first == "atOffsets":
          // `remove(atOffsets: IndexSet)`, as `.onDelete` hands it: highest offset first.
          let offsets = try iterate(args.first ?? .array([]), at: location).map { try int($0) }
          for offset in Set(offsets).sorted(by: >) {
            try checkIndex(offset, items.count)
            items.remove(at: offset)
          }
          return (.void, true)
        case "remove" where labels.first != "at":
          guard let index = items.firstIndex(of: args.first ?? .null) else { return (.null, false) }
          return (items.remove(at: index), true)
        case "remove":
          let at = try int(args.first)
          try checkIndex(at, items.count)
          return (items.remove(at: at), true)
        case "removeFirst", "removeLast":
          if let first = args.first, case .int(let n) = first {
            // `path.removeLast(path.count)` on an empty path removes nothing, as in Swift.
            guard n >= 0 else { throw fail(.runtime("'\(name)' needs a count of zero or more, not \(n)"), at: location) }
            guard n <= items.count else { throw fail(.indexOutOfRange(n, items.count), at: location) }
            if name == "removeFirst" { items.removeFirst(n) } else { items.removeLast(n) }
            return (.void, n > 0)
          }
          guard !items.isEmpty else { throw fail(.runtime("cannot '\(name)' from an empty collection"), at: location) }
          return (name == "removeFirst" ? items.removeFirst() : items.removeLast(), true)
        case "popLast":
          return (items.popLast() ?? .null, true)
        case "removeAll":
          items.removeAll()
          return (.void, true)
        case "swapAt":
          let i = try int(args.first), j = try int(args.count > 1 ? args[1] : nil)
          try checkIndex(i, items.count)
          try checkIndex(j, items.count)
          items.swapAt(i, j)
          return (.void, true)
        default:
          return nil
        }
      } ?? nil
    }
    if value.isDictionary {
      return try value.withDictionary { d -> (Value, Bool)? in
        switch name {
        case "removeValue":
          return (d.removeValue(forKey: args.first ?? .null) ?? .null, true)
        case "updateValue" where args.count == 2:
          let old = d.updateValue(args[0], forKey: args[1]) ?? .null
          try checkCount(d.count, at: location)
          return (old, true)
        case "removeAll":
          d.removeAll()
          return (.void, true)
        default:
          return nil
        }
      } ?? nil
    }
    if value.isString, name == "append", case .string(let more)? = args.first {
      return try value.withString { text in
        try checkLength(text.utf8.count + more.utf8.count, at: location)
        text += more
        return (.void, true)
      }
    }
    if value.isString, ["removeFirst", "removeLast", "popLast", "removeAll"].contains(name) {
      // `hex.removeFirst()` (a `#`), `text.removeLast(2)`; a character is a one-character string.
      return try value.withString { text -> (Value, Bool) in
        if name == "removeAll" {
          text.removeAll()
          return (.void, true)
        }
        if name == "popLast" { return (text.popLast().map { .string(String($0)) } ?? .null, true) }
        let count = args.isEmpty ? 1 : try int(args.first)
        guard count >= 0, count <= text.count, !(args.isEmpty && text.isEmpty) else {
          throw fail(.runtime("can't remove \(count) characters from a string of \(text.count)"), at: location)
        }
        if args.isEmpty {
          let removed = name == "removeFirst" ? text.removeFirst() : text.removeLast()
          return (.string(String(removed)), true)
        }
        if name == "removeFirst" { text.removeFirst(count) } else { text.removeLast(count) }
        return (.void, true)
      }
    }
    return nil
  }

  /// `place.name(arguments)` for a mutating method of the collection held at a plain place, in
  /// place; nil when the call is not one (the general way then evaluates everything).
  func callInPlace(_ place: Expr, _ name: String, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation) throws -> Value? {
    guard Self.inPlaceMethods.contains(name), name != "removeAll" || arguments.isEmpty,
      try holdsCollection(place, scope)
    else { return nil }
    // Arguments first, as Swift evaluates them before its `inout` access to the receiver begins.
    let values = try arguments.map { try evaluate($0.value, scope) }
    let labels = arguments.map(\.label)
    return try mutatingInPlace(place, scope, at: location) { value -> (Value, changed: Bool)? in
      if let outcome = try mutateInPlace(&value, name, values, labels: labels, at: location) { return outcome }
      let outcome = try libraryMethod(value, name, values, labels: labels, at: location)
      if let mutated = outcome.mutated { value = mutated }
      return (outcome.result, outcome.mutated != nil)
    }
  }

  /// Whether `target` is a plain place that holds an array, a dictionary or a string now. Looking
  /// has no side effects, so the general way can still run when it does not.
  func holdsCollection(_ target: Expr, _ scope: Scope) throws -> Bool {
    func isCollection(_ value: Value?) -> Bool { value.map { $0.isArray || $0.isDictionary || $0.isString } ?? false }
    switch target.kind {
    case .name(let reference) where reference.access == .plain:
      switch reference.resolution {
      case .local(let depth, let slot):
        let holder = scope.ancestor(depth)
        return slot < holder.slots.count && isCollection(holder.slots[slot])
      case .global:
        return isCollection(globals[reference.name])
      case .selfMember(let depth):
        guard case .object(let object)? = scope.ancestor(depth).slots.first else { return false }
        return isPlainProperty(object, reference.name) && isCollection(object.fields[reference.name])
      default:
        return false
      }
    case .member(let baseExpr, let name):
      guard case .name = baseExpr.kind, case .object(let object) = try untracked({ try evaluate(baseExpr, scope) }) else { return false }
      return isPlainProperty(object, name) && isCollection(object.fields[name])
    default:
      return false
    }
  }

  /// `a += b` for strings and arrays, in place; nil when it is not one of those.
  func appendInPlace(_ value: inout Value, _ rhs: Value, at location: SourceLocation) throws -> Void? {
    switch rhs {
    case .string(let more) where value.isString:
      return try value.withString { text in
        try checkLength(text.utf8.count + more.utf8.count, at: location)
        text += more
      }
    case .array(let more) where value.isArray:
      return try value.withArray { items in
        try checkCount(items.count + more.count, at: location)
        items += more
      }
    default:
      return nil
    }
  }

  /// Runs `mutate` on the value stored at `target` when it is a plain place (a local, a global, or
  /// a stored property of an object named through `self` or a variable), taken out of its storage
  /// so that it has one owner; stores it back as an assignment would. Nil when `target` is not
  /// such a place or `mutate` declines (returns nil): the caller then goes the general way.
  func mutatingInPlace<R>(
    _ target: Expr, _ scope: Scope, at location: SourceLocation, _ mutate: (inout Value) throws -> (R, changed: Bool)?
  ) throws -> R? {
    switch target.kind {
    case .name(let reference) where reference.access == .plain:
      switch reference.resolution {
      case .local(let depth, let slot):
        let holder = scope.ancestor(depth)
        guard slot < holder.slots.count else { return nil }
        var value = holder.slots[slot]
        holder.slots[slot] = .void
        defer { holder.slots[slot] = value }
        return try mutate(&value)?.0
      case .global:
        _ = try global(reference.name, at: location)  // initialised first, as a read would
        guard var value = globals[reference.name] else { return nil }
        globals[reference.name] = .void
        defer { globals[reference.name] = value }
        return try mutate(&value)?.0
      case .selfMember(let depth):
        guard case .object(let object)? = scope.ancestor(depth).slots.first else { return nil }
        return try mutatingProperty(object, reference.name, at: location, mutate)
      default:
        return nil
      }
    case .member(let baseExpr, let name):
      // Only through a name: evaluating it twice (here, then the general way) has no side effects.
      guard case .name = baseExpr.kind, case .object(let object) = try evaluate(baseExpr, scope) else { return nil }
      return try mutatingProperty(object, name, at: location, mutate)
    default:
      return nil
    }
  }

  /// A stored property set without wrapper logic (or through `@Published`) and without observers.
  private func isPlainProperty(_ object: ObjectInstance, _ name: String) -> Bool {
    guard let property = object.type.storedProperty(name) else { return false }
    return (property.wrapper == nil || property.wrapper == "Published") && property.willSet == nil && property.didSet == nil
      && object.fields[name] != nil
  }

  /// An object's plain stored property (no wrapper but `@Published`, no observers), mutated in
  /// place; the read and the in-place write are reported as the general way reports them (SPEC
  /// rules 1, 2 and 9).
  private func mutatingProperty<R>(
    _ object: ObjectInstance, _ name: String, at location: SourceLocation, _ mutate: (inout Value) throws -> (R, changed: Bool)?
  ) throws -> R? {
    guard isPlainProperty(object, name) else { return nil }
    _ = try member(of: .object(object), name, at: location)  // the read
    guard var value = object.fields[name] else { return nil }
    object.fields[name] = .void
    let outcome: (R, changed: Bool)?
    do {
      outcome = try mutate(&value)
    } catch {
      object.fields[name] = value
      throw error
    }
    guard let outcome, outcome.changed else {
      object.fields[name] = value
      return outcome?.0
    }
    try setStoredProperty(object, name, value, inPlace: true, at: location)
    return outcome.0
  }
}
