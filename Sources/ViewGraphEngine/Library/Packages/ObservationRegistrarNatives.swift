import ViewGraphModel

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
      guard call.interpreter.notifiesWrites(to: object) else { return .void }
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
    if let (before, after) = sameIdentifiedArrays(old, new) { return try elementPaths(before, after, prefix: prefix) }
    if let (before, after) = sameStacks(old, new) {
      return try elementPaths(before, after, prefix: "\(prefix).\(Self.stackElements)")
    }
    if case .enumCase(let before) = old, case .enumCase(let after) = new, before.name == after.name,
      before.payload.count == 1, after.payload.count == 1
    {
      // The same case holding a changed state (a stack's `.detail(Detail.State)`): the case's
      // state changed too, by its fields, as a store scoped to the case reads them.
      let inside = try changed(before.payload[0], after.payload[0], prefix: "\(prefix).\(before.name)")
      return inside.isEmpty ? [] : [prefix] + inside
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
      if let (elementsBefore, elementsAfter) = sameIdentifiedArrays(old, new) {
        // The same array (its elements changed, not it): only the paths inside its elements.
        paths += try elementPaths(elementsBefore, elementsAfter, prefix: path)
        continue
      }
      if let (elementsBefore, elementsAfter) = sameStacks(old, new) {
        paths += try elementPaths(elementsBefore, elementsAfter, prefix: "\(path).\(Self.stackElements)")
        continue
      }
      let inside = try changed(old, new, prefix: path)
      // A field holding a struct changed too when a field inside it did.
      if !inside.isEmpty, inside != [path] { paths.append(path) }
      paths += inside
    }
    return paths
  }

  /// What changed inside the elements of an identified array that stayed the same (`rows[1].count`).
  private func elementPaths(_ before: [Value], _ after: [Value], prefix: String) throws -> [String] {
    try before.indices.flatMap { try changed(before[$0], after[$0], prefix: "\(prefix)[\($0)]") }
  }

  /// The fields of a collection kept as its elements and their ids (TCA's `StackState`).
  static let stackElements = "_elements"
  static let stackIDs = "_ids"

  /// Both values' elements when they are one collection kept with ids (`StackState`) whose ids
  /// stayed the same, as TCA's `_$isIdentityEqual` compares them. Nil otherwise.
  private func sameStacks(_ old: Value, _ new: Value) -> ([Value], [Value])? {
    guard case .structure(let a) = old, case .structure(let b) = new, a.type === b.type,
      case .array(let idsBefore)? = a.fields[Self.stackIDs], case .array(let idsAfter)? = b.fields[Self.stackIDs],
      idsBefore == idsAfter,
      case .array(let before)? = a.fields[Self.stackElements], case .array(let after)? = b.fields[Self.stackElements],
      before.count == after.count
    else { return nil }
    return (before, after)
  }

  /// Both values' elements when they are one identified array of observed states (`attribute`) as
  /// TCA's `_$isIdentityEqual` compares them: the same ids in the same order. Nil otherwise.
  private func sameIdentifiedArrays(_ old: Value, _ new: Value) -> ([Value], [Value])? {
    guard case .array(let before) = old, case .array(let after) = new, before.count == after.count else { return nil }
    for (old, new) in zip(before, after) {
      guard case .structure(let a) = old, case .structure(let b) = new, a.type === b.type,
        a.type.attributes.contains(attribute),
        let id = a.fields["id"], let same = b.fields["id"], id == same
      else { return nil }
    }
    return (before, after)
  }
}
