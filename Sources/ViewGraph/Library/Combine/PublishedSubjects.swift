/// Combine's `$published` publishers: one prelude `CurrentValueSubject` per object and
/// `@Published` property, made when first asked for; each assignment sends the new value to its
/// subscribers.
final class PublishedSubjects: LibraryState {
  private unowned let interpreter: Interpreter
  private var subjects: [ObjectPropertyKey: ObjectInstance] = [:]

  /// One object's property.
  private struct ObjectPropertyKey: Hashable {
    var objectID: Int
    var property: String
  }

  init(_ interpreter: Interpreter) { self.interpreter = interpreter }

  /// `$query` of a `@Published` property: its subject, made on first use with the current value.
  func subject(of object: ObjectInstance, _ name: String, at location: SourceLocation) throws -> Value {
    let key = ObjectPropertyKey(objectID: object.id, property: name)
    if let subject = subjects[key] { return .object(subject) }
    let type = try interpreter.preludeType(PreludeContract.currentValueSubject, at: location)
    let current = Argument(label: nil, value: Expr(.literal(object.fields[name] ?? .null), at: location))
    guard case .object(let subject) = try interpreter.construct(type, [current], Scope(size: 0, parent: nil), at: location) else { return .null }
    subjects[key] = subject
    return .object(subject)
  }

  /// After a `@Published` property was set: its subject, if anything asked for it, sends the value.
  func published(_ value: Value, by object: ObjectInstance, _ name: String, at location: SourceLocation) throws {
    guard let subject = subjects[ObjectPropertyKey(objectID: object.id, property: name)] else { return }
    let sent = Argument(label: nil, value: Expr(.literal(value), at: location))
    _ = try interpreter.callMethod(on: .object(subject), "send", [sent], Scope(size: 0, parent: nil), at: location) { _ in }
  }
}

/// The prelude's Combine native: a value sent to a subject reaches the `.onReceive` actions of the
/// views on screen.
enum CombineNatives {
  static let library = NativeRegistry.Library(functions: [
    Native("__deliver", arity: 2) { call in
      // SPEC rule 1: `.onReceive(publisher)` actions of the views on screen run; none is a body.
      // A publisher made of operators gets what its chain makes of the value (the prelude's relay).
      guard case .object(let source)? = call[0] else { return .int(0) }
      let value = call[1] ?? .void
      let interpreter = call.interpreter
      let receivers = (interpreter.viewHost?.liveUnits ?? []).flatMap { unit in unit.output.flatMap(onReceiveActions) }
      var delivered = 0
      for (publisher, action) in receivers {
        if publisher === source {
          _ = try interpreter.call(action, [value], at: call.location)
          delivered += 1
        } else if publisher.type.methods[PreludeContract.relayed] != nil {
          let arguments = [Value.object(source), value].map { Argument(label: nil, value: Expr(.literal($0), at: call.location)) }
          let relayed = try interpreter.callMethod(on: .object(publisher), PreludeContract.relayed, arguments, Scope(size: 0, parent: nil), at: call.location) { _ in }
          guard case .array(let outputs) = relayed, !outputs.isEmpty else { continue }
          for output in outputs { _ = try interpreter.call(action, [output], at: call.location) }
          delivered += 1
        }
      }
      return .int(delivered)
    }
  ])

  /// The `.onReceive(publisher)` actions in a node and the nodes below it (not in child units),
  /// with their publishers.
  private static func onReceiveActions(in node: ViewNode) -> [(publisher: ObjectInstance, action: FunctionValue)] {
    var found = node.modifiers.compactMap { modifier -> (ObjectInstance, FunctionValue)? in
      guard modifier.name == "onReceive", case .object(let object)? = modifier.value, let action = modifier.action else { return nil }
      return (object, action)
    }
    for child in node.children + node.label { found += onReceiveActions(in: child) }
    return found
  }
}
