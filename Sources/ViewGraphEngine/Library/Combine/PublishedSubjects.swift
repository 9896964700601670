import ViewGraphModel

/// Combine's publishers of `ObservableObject`s: one prelude `CurrentValueSubject` per object and
/// `@Published` property (`$query`), and one `objectWillChange` per object, made when first asked
/// for. Each assignment to a `@Published` property sends `()` on the object's `objectWillChange`
/// and its new value, both before the property holds it; sending on an `objectWillChange` notifies the views that hold its object
/// (SPEC rule 9).
package final class PublishedSubjects: LibraryState {
  private unowned let interpreter: Interpreter
  private var subjects: [ObjectPropertyKey: ObjectInstance] = [:]
  /// The object and property each `$property` subject is of, by the subject's id.
  private var subjectOwners: [Int: (object: ObjectInstance, property: String)] = [:]
  /// Each object's `objectWillChange`, by the object's id.
  private var willChangeSubjects: [Int: ObjectInstance] = [:]
  /// The object each `objectWillChange` belongs to, by the subject's id.
  private var willChangeOwners: [Int: ObjectInstance] = [:]
  /// The `objectWillChange` being sent for a `@Published` write, which notified its views already.
  /// Another object's, sent by a subscriber meanwhile (a nested object forwarded), still notifies.
  private var sendingForPublishedWrite: Int?

  /// One object's property.
  private struct ObjectPropertyKey: Hashable {
    var objectID: Int
    var property: String
  }

  package init(_ interpreter: Interpreter) { self.interpreter = interpreter }

  /// `$query` of a `@Published` property: its subject, made on first use with the current value.
  func subject(of object: ObjectInstance, _ name: String, at location: SourceLocation) throws -> Value {
    let key = ObjectPropertyKey(objectID: object.id, property: name)
    if let subject = subjects[key] { return .object(subject) }
    let type = try interpreter.preludeType(PreludeContract.currentValueSubject, at: location)
    let current = Argument(label: nil, value: Expr(.evaluated(object.fields[name] ?? .null), at: location))
    guard
      case .object(let subject) = try interpreter.construct(type, [current], Scope(size: 0, parent: nil), at: location)
    else { return .null }
    subjects[key] = subject
    subjectOwners[subject.id] = (object, name)
    return .object(subject)
  }

  /// The `objectWillChange` of an object whose class declares none: the prelude's publisher, made
  /// on first use.
  func objectWillChange(of object: ObjectInstance, at location: SourceLocation) throws -> Value {
    if let subject = willChangeSubjects[object.id] { return .object(subject) }
    let type = try interpreter.preludeType(PreludeContract.observableObjectPublisher, at: location)
    guard case .object(let subject) = try interpreter.construct(type, [], Scope(size: 0, parent: nil), at: location)
    else { return .null }
    adopt(subject, as: object)
    return .object(subject)
  }

  /// A view holds `object` (rule 9): a publisher the class declares itself (`let objectWillChange =
  /// PassthroughSubject<Void, Never>()`) becomes the one that notifies it.
  package func adoptDeclaredObjectWillChange(of object: ObjectInstance) {
    guard willChangeSubjects[object.id] == nil,
      case .object(let subject)? = object.fields[PreludeContract.objectWillChange]
    else { return }
    adopt(subject, as: object)
  }

  private func adopt(_ subject: ObjectInstance, as object: ObjectInstance) {
    willChangeSubjects[object.id] = subject
    willChangeOwners[subject.id] = object
  }

  /// A value sent on `subject`: if it is an object's `objectWillChange`, the views that hold the
  /// object are notified (rule 9), unless a `@Published` write already did.
  func sent(on subject: ObjectInstance, at location: SourceLocation) {
    guard subject.id != sendingForPublishedWrite, let owner = willChangeOwners[subject.id] else { return }
    interpreter.tracker.recordObjectWillChange(owner, property: nil, at: location)
  }

  /// Before a `@Published` property is set: the object's `objectWillChange`, if anything asked for
  /// it, sends to its subscribers (the write itself notifies the views).
  func willPublish(by object: ObjectInstance, at location: SourceLocation) throws {
    guard let willChange = willChangeSubjects[object.id] else { return }
    let outer = sendingForPublishedWrite
    sendingForPublishedWrite = willChange.id
    defer { sendingForPublishedWrite = outer }
    try send(.void, on: willChange, at: location)
  }

  /// Before a `@Published` property is set, in its `willSet`: its subject, if anything asked for
  /// it, sends the new value (SPEC rule 9).
  func published(_ value: Value, by object: ObjectInstance, _ name: String, at location: SourceLocation) throws {
    guard let subject = subjects[ObjectPropertyKey(objectID: object.id, property: name)] else { return }
    try send(value, on: subject, at: location)
  }

  /// `assign(to: &model.$property)`: a value from upstream is written to the property, as any
  /// write is (its views and subscribers are told); a subject of no property is sent it.
  func assign(_ value: Value, to subject: ObjectInstance, at location: SourceLocation) throws {
    guard let (object, property) = subjectOwners[subject.id] else { return try send(value, on: subject, at: location) }
    var base = Value.object(object)
    try interpreter.setMember(&base, property, value, access: .plain, inPlace: false, at: location)
  }

  private func send(_ value: Value, on subject: ObjectInstance, at location: SourceLocation) throws {
    let sent = Argument(label: nil, value: Expr(.evaluated(value), at: location))
    _ = try interpreter.callMethod(on: .object(subject), "send", [sent], Scope(size: 0, parent: nil), at: location) {
      _ in
    }
  }
}

/// The prelude's Combine natives: an object's `objectWillChange`; a value sent to a subject reaches
/// the `.onReceive` actions of the views on screen.
enum CombineNatives {
  static let library = NativeRegistry.Library(functions: [
    Native("__objectWillChange", arity: 1) { call in
      guard case .object(let object)? = call[0] else {
        throw call.fail(.runtime("'objectWillChange' belongs to an 'ObservableObject'"))
      }
      return try call.interpreter.library(PublishedSubjects.self).objectWillChange(of: object, at: call.location)
    },
    Native("__assignPublished", arity: 2) { call in
      guard case .object(let subject)? = call[0] else { return .void }
      try call.interpreter.library(PublishedSubjects.self).assign(call[1] ?? .void, to: subject, at: call.location)
      return .void
    },
    Native("__deliver", arity: 2) { call in
      // SPEC rule 1: `.onReceive(publisher)` actions of the views on screen run; none is a body.
      // A publisher made of operators gets what its chain makes of the value (the prelude's relay).
      guard case .object(let source)? = call[0] else { return .int(0) }
      let value = call[1] ?? .void
      let interpreter = call.interpreter
      interpreter.library(PublishedSubjects.self).sent(on: source, at: call.location)
      let receivers = (interpreter.viewHost?.liveUnits ?? []).flatMap { unit in unit.output.flatMap(onReceiveActions) }
      var delivered = 0
      for (publisher, action) in receivers {
        if publisher === source {
          _ = try interpreter.call(action, [value], at: call.location)
          delivered += 1
        } else if publisher.type.methods[PreludeContract.relayed] != nil {
          let arguments = [Value.object(source), value].map {
            Argument(label: nil, value: Expr(.evaluated($0), at: call.location))
          }
          let relayed = try interpreter.callMethod(
            on: .object(publisher), PreludeContract.relayed, arguments, Scope(size: 0, parent: nil), at: call.location
          ) { _ in }
          guard case .array(let outputs) = relayed, !outputs.isEmpty else { continue }
          for output in outputs { _ = try interpreter.call(action, [output], at: call.location) }
          delivered += 1
        }
      }
      return .int(delivered)
    },
  ])

  /// The `.onReceive(publisher)` actions in a node and the nodes below it (not in child units),
  /// with their publishers.
  private static func onReceiveActions(in node: ViewNode) -> [(publisher: ObjectInstance, action: FunctionValue)] {
    var found = node.modifiers.compactMap { modifier -> (ObjectInstance, FunctionValue)? in
      guard modifier.name == "onReceive", case .object(let object)? = modifier.value, let action = modifier.action
      else { return nil }
      return (object, action)
    }
    for child in node.children + node.label { found += onReceiveActions(in: child) }
    return found
  }
}
