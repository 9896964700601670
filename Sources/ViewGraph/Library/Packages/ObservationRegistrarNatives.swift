/// The Observation registrar as natives, for a model whose observed properties are not stored
/// properties of an `@Observable` class: a package that keeps observable state in values (The
/// Composable Architecture's `@ObservableState`, read through a `Store`) says which property of
/// which object a body read, and which it changed, by a name of its own (`count`, `child.count`).
/// Reads and writes are then those of rules 1 and 2: a body that read `Store#1.count` runs again
/// when `Store#1.count` is written, and no other write runs it.
enum ObservationRegistrarNatives {
  static let library = NativeRegistry.Library(functions: [
    Native("__observationAccess", arity: 2) { call in
      // `access(_:keyPath:)`: the running body (if one runs) now depends on this property.
      guard case .object(let object)? = call[0], let name = call.string(1) else { return .void }
      call.interpreter.tracker.recordRead(.property(objectID: object.id, name: name), at: call.location)
      return .void
    },
    Native("__observationMutation", arity: 2) { call in
      // `withMutation(of:keyPath:)`: every body that read this property is invalid.
      guard case .object(let object)? = call[0], let name = call.string(1) else { return .void }
      let tracker = call.interpreter.tracker
      guard tracker.notifiesWrites else { return .void }
      tracker.recordWrite(
        .property(objectID: object.id, name: name), named: "\(object.displayName).\(name)", at: call.location)
      return .void
    },
    Native("__changedPaths", arity: 4) { call in
      // `__changedPaths(old, new, prefix, attribute)`: where two values of a state differ, as the
      // names of the properties that changed. A struct whose type carries `attribute` (its fields
      // observed one by one) is compared field by field, naming the field and, when it changed,
      // the fields inside it that changed (`child`, `child.count`); any other value is one
      // property, named `prefix` when it differs.
      guard let attribute = call.string(3) else { return .array([]) }
      let paths = try ObservationPaths(interpreter: call.interpreter, attribute: attribute, location: call.location)
        .changed(call[0] ?? .null, call[1] ?? .null, prefix: call.string(2) ?? "")
      return .array(paths.map(Value.string))
    },
  ])
}

/// The properties that differ between two values of an observed state (`__changedPaths`).
private struct ObservationPaths {
  let interpreter: Interpreter
  let attribute: String
  let location: SourceLocation

  func changed(_ old: Value, _ new: Value, prefix: String) throws -> [String] {
    if case .array(let before) = old, case .array(let after) = new, let elements = try identifiedElements(before, after)
    {
      // An identified array of observed states (TCA's `_$isIdentityEqual`): with the same ids in
      // the same order it is the same array, and what changed is inside its elements (`rows[1].count`).
      return try elements.indices.flatMap { try changed(before[$0], after[$0], prefix: "\(prefix)[\($0)]") }
    }
    guard case .structure(let before) = old, case .structure(let after) = new, before.type === after.type,
      before.type.attributes.contains(attribute)
    else {
      let same = (try? interpreter.untracked { try interpreter.equals(old, new, at: location) }) ?? false
      return same ? [] : [prefix]
    }
    var paths: [String] = []
    for property in before.type.storedProperties {
      let path = prefix.isEmpty ? property.name : "\(prefix).\(property.name)"
      let (old, new) = (before.fields[property.name] ?? .null, after.fields[property.name] ?? .null)
      let inside = try changed(old, new, prefix: path)
      // A field holding a struct changed too when a field inside it did; an identified array
      // whose ids stayed is the same array (its elements changed, not it).
      if !inside.isEmpty, inside != [path], try !isSameIdentifiedArray(old, new) { paths.append(path) }
      paths += inside
    }
    return paths
  }

  private func isSameIdentifiedArray(_ old: Value, _ new: Value) throws -> Bool {
    guard case .array(let before) = old, case .array(let after) = new else { return false }
    return try identifiedElements(before, after) != nil
  }

  /// The elements' ids when both arrays hold observed states (`attribute`) with the same ids in the
  /// same order; nil when the ids differ or an element is not such a state.
  private func identifiedElements(_ before: [Value], _ after: [Value]) throws -> [Value]? {
    guard before.count == after.count else { return nil }
    var ids: [Value] = []
    for (old, new) in zip(before, after) {
      guard case .structure(let a) = old, case .structure(let b) = new, a.type === b.type,
        a.type.attributes.contains(attribute),
        let id = a.fields["id"], let same = b.fields["id"], id == same
      else { return nil }
      ids.append(id)
    }
    return ids
  }
}
