import ViewGraphModel

/// Mutation in place: the standard library's mutating methods (registered as natives that run in
/// place), `+=` and subscript assignment change a collection inside the variable or stored
/// property that holds it, as Swift's `inout` and `_modify` do, so building an array in a loop is
/// linear, not quadratic.
extension Interpreter {
  /// `place.name(arguments)` for a mutating method of the collection held at a plain place that
  /// the standard library runs in place (`NativeRegistry.inPlaceMethod`), on the collection where
  /// it is stored; nil when the call is not one (the general way then evaluates everything).
  func callInPlace(_ place: Expr, _ name: String, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation)
    throws -> Value?
  {
    guard natives.mutatesInPlace(name), let kind = try heldCollection(place, scope),
      let native = natives.inPlaceMethod(name, on: kind, arguments: arguments.count)
    else { return nil }
    // Arguments first, as Swift evaluates them before its `inout` access to the receiver begins.
    let values = try arguments.map { try evaluate($0.value, scope) }
    let labels = arguments.map(\.label)
    return try mutatingInPlace(place, scope, at: location) { value -> (Value, changed: Bool)? in
      // Found again if evaluating the arguments replaced the value with another kind.
      guard let method = value.kind == kind ? native : libraryMethod(name, on: value, arguments: values.count) else {
        throw fail(.noMember(name, on: value.typeName), at: location)
      }
      return try callNative(method, mutating: &value, values, labels: labels, at: location)
    }
  }

  /// Runs a native method on `value` where it is stored: the call owns it meanwhile, so a native
  /// that changes it through `NativeCall.mutateReceiver` changes it in place. Its result, and
  /// whether it changed `value`.
  func callNative(
    _ native: Native, mutating value: inout Value, _ arguments: [Value], labels: [String?], at location: SourceLocation
  ) throws -> (Value, changed: Bool) {
    guard case .values(let run) = native.body else { return (.void, false) }
    var call = NativeCall(self, name: native.name, receiver: value, arguments: arguments, labels: labels, at: location)
    value = .void
    defer { value = call.mutatedReceiver ?? call.receiver ?? .void }
    let result = try run(&call)
    return (result, call.mutatedReceiver != nil)
  }

  /// Whether `target` is a plain place that holds an array, a dictionary or a string now.
  func holdsCollection(_ target: Expr, _ scope: Scope) throws -> Bool { try heldCollection(target, scope) != nil }

  /// The kind of collection (an array, a dictionary or a string) that `target` holds now, if it is
  /// a plain place. Looking has no side effects, so the general way can still run when it is not.
  func heldCollection(_ target: Expr, _ scope: Scope) throws -> Value.Kind? {
    func collection(_ value: Value?) -> Value.Kind? {
      guard let value, value.isArray || value.isDictionary || value.isString else { return nil }
      return value.kind
    }
    switch target.kind {
    case .name(let reference) where reference.access == .plain:
      switch reference.resolution {
      case .local(let depth, let slot):
        let holder = scope.ancestor(depth)
        return slot < holder.slots.count ? collection(holder.slots[slot]) : nil
      case .global:
        return collection(globals[reference.name])
      case .selfMember(let depth):
        guard case .object(let object)? = scope.ancestor(depth).slots.first, isPlainProperty(object, reference.name)
        else { return nil }
        return collection(object.fields[reference.name])
      default:
        return nil
      }
    case .member(let baseExpr, let name):
      guard case .name = baseExpr.kind, case .object(let object) = try untracked({ try evaluate(baseExpr, scope) }),
        isPlainProperty(object, name)
      else { return nil }
      return collection(object.fields[name])
    default:
      return nil
    }
  }

  /// `a += b` for strings and arrays, in place; nil when it is not one of those.
  func appendInPlace(_ value: inout Value, _ rhs: Value, at location: SourceLocation) throws -> Void? {
    switch rhs {
    case .string(let more) where value.isString:
      return try value.withString { text in
        try budget.checkLength(text.utf8.count + more.utf8.count, growing: more.utf8.count, at: location)
        text += more
      }
    case .array(let more) where value.isArray:
      return try value.withArray { items in
        try budget.checkCount(items.count + more.count, growing: more.count, at: location)
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
    guard let property = object.type.storedProperty(name), !property.isWeakReference else { return false }
    return (property.knownWrapper == nil || property.isPublished) && property.willSet == nil && property.didSet == nil
      && object.fields[name] != nil && !object.type.isPersistentModel  // SwiftData keeps inverses on each write
  }

  /// An object's plain stored property (no wrapper but `@Published`, no observers), mutated in
  /// place; the read and the in-place write are reported as the general way reports them (SPEC
  /// rules 1, 2 and 9).
  private func mutatingProperty<R>(
    _ object: ObjectInstance, _ name: String, at location: SourceLocation,
    _ mutate: (inout Value) throws -> (R, changed: Bool)?
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
