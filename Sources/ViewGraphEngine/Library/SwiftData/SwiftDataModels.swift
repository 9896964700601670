import Foundation
import ViewGraphModel

/// SwiftData in memory: `@Query` (the prelude's `Query`), the wrapper a view keeps — an input like
/// any stored value (SPEC rule 6), so a parent that makes it with another filter runs the view —
/// read by fetching from the view's `\.modelContext`; and models related to an inserted model,
/// which join its context.
package enum SwiftDataModels {
  /// Where a view keeps the `\.modelContext` its queries fetch from: set before each body run, and
  /// no stored property (so it is neither an input nor shown).
  package static let queryContextField = "__modelContext"

  /// Reading a `@Query` property: its fetch, run where it is read, so the reads of the store and of
  /// the properties its filter and sort use belong to the body reading it (SPEC rule 1). The model
  /// type is the descriptor's, else the property's element type (`[Item]`).
  static func queryResults(
    _ interpreter: Interpreter, of view: StructValue, _ property: PropertyDecl, at location: SourceLocation
  ) throws -> Value {
    guard case .structure(var query)? = view.fields[property.name], query.type.name == "Query" else {
      return view.fields[property.name] ?? .null
    }
    guard case .object = view.fields[Self.queryContextField] ?? .null else {
      throw ViewGraphDiagnostic.error(
        .queryWithoutModelContainer(property.name, model: property.type?.element?.description ?? "Model"), at: location)
    }
    query.fields["context"] = view.fields[Self.queryContextField]
    if case .structure(var descriptor)? = query.fields["descriptor"], descriptor.fields["modelType"]?.isNull ?? true,
      let element = property.type?.element?.name, let type = interpreter.program.types[element]
    {
      descriptor.fields["modelType"] = .metatype(.declared(type))
      query.fields["descriptor"] = .structure(descriptor)
    }
    return try interpreter.member(of: .structure(query), "wrappedValue", at: location)
  }

  /// Where a model keeps the context it was inserted into (no stored property: not shown).
  static let insertedContextField = "__insertedContext"

  /// The models a model's stored properties hold, alone or in arrays; only those of
  /// `@Relationship(deleteRule: .cascade)` properties with `cascadingOnly`. Read untracked: this
  /// is the store's bookkeeping, not the program reading.
  static func relatedModels(of model: ObjectInstance, cascadingOnly: Bool) -> [Value] {
    var related: [Value] = []
    for property in model.type.storedProperties where !cascadingOnly || property.cascadesDeletes {
      switch model.fields[property.name] {
      case .object(let other)? where other.type.isPersistentModel:
        related.append(.object(other))
      case .array(let items)?:
        related += items.filter { if case .object(let other) = $0 { other.type.isPersistentModel } else { false } }
      default:
        continue
      }
    }
    return related
  }

  /// SwiftData keeps both sides of a relationship in step: setting `reminder.list = list` appends
  /// the reminder to `list.reminders` (and removes it from the list it was in); appending to
  /// `list.reminders` sets each new reminder's `list`. The inverse is the one the relationship
  /// declares (`@Relationship(inverse: \Reminder.list)`) on either side. Each change to the other
  /// side is a write like the program's own (SPEC rules 1–3).
  static func keepInverse(
    _ interpreter: Interpreter, of model: ObjectInstance, _ property: PropertyDecl, from old: Value, to new: Value,
    at location: SourceLocation
  ) throws {
    guard let (otherType, otherName) = inverse(of: property, in: model.type, interpreter.program) else { return }
    let before = models(in: old, of: otherType)
    let after = models(in: new, of: otherType)
    for removed in before where !after.contains(where: { $0 === removed }) {
      try update(removed, otherName, removing: model, interpreter, at: location)
    }
    for added in after where !before.contains(where: { $0 === added }) {
      try update(added, otherName, adding: model, interpreter, at: location)
    }
  }

  /// The other side of `property`: declared on it, or on the related type's property that names it.
  private static func inverse(of property: PropertyDecl, in type: TypeDecl, _ program: ProgramModel) -> (
    String, String
  )? {
    if let declared = property.inverse { return (declared.type, declared.property) }
    guard let related = property.type?.unwrapped.element?.name ?? property.type?.unwrapped.name,
      let relatedType = program.types[related], relatedType.isPersistentModel
    else { return nil }
    let other = relatedType.storedProperties.first {
      $0.inverse?.type == type.name && $0.inverse?.property == property.name
    }
    return other.map { (related, $0.name) }
  }

  /// The models of type `typeName` a relationship's value holds.
  private static func models(in value: Value, of typeName: String) -> [ObjectInstance] {
    switch value {
    case .object(let model) where model.type.name == typeName: [model]
    case .array(let items):
      items.compactMap { if case .object(let model) = $0, model.type.name == typeName { model } else { nil } }
    default: []
    }
  }

  private static func update(
    _ other: ObjectInstance, _ name: String, adding model: ObjectInstance, _ interpreter: Interpreter,
    at location: SourceLocation
  ) throws {
    switch other.fields[name] ?? .null {
    case .array(let items):
      guard !items.contains(where: { if case .object(let held) = $0 { held === model } else { false } }) else { return }
      try interpreter.setStoredProperty(other, name, .array(items + [.object(model)]), inPlace: true, at: location)
    case .object(let held) where held === model:
      return
    default:
      try interpreter.setStoredProperty(other, name, .object(model), inPlace: false, at: location)
    }
  }

  private static func update(
    _ other: ObjectInstance, _ name: String, removing model: ObjectInstance, _ interpreter: Interpreter,
    at location: SourceLocation
  ) throws {
    switch other.fields[name] ?? .null {
    case .array(let items):
      let kept = items.filter { if case .object(let held) = $0 { held !== model } else { true } }
      if kept.count != items.count {
        try interpreter.setStoredProperty(other, name, .array(kept), inPlace: true, at: location)
      }
    case .object(let held) where held === model:
      try interpreter.setStoredProperty(other, name, .null, inPlace: false, at: location)
    default:
      return
    }
  }

  /// SwiftData: a model set on, or appended to, a relationship of a model a context holds joins
  /// that context (its `@Query`s see it at once).
  static func insertRelated(
    _ interpreter: Interpreter, to owner: ObjectInstance, _ value: Value, at location: SourceLocation
  ) throws {
    guard case .object(let context)? = owner.fields[Self.insertedContextField] else { return }
    let candidates: [Value]
    switch value {
    case .object: candidates = [value]
    case .array(let items): candidates = items
    default: return
    }
    for case .object(let model) in candidates
    where model.type.isPersistentModel && model.fields[Self.insertedContextField] == nil {
      let argument = Argument(label: nil, value: Expr(.evaluated(Value.object(model)), at: location))
      _ = try interpreter.callMethod(
        on: .object(context), "insert", [argument], Scope(size: 0, parent: nil), at: location
      ) { _ in }
    }
  }
}

/// The prelude's SwiftData natives.
enum SwiftDataNatives {
  static let library = NativeRegistry.Library(functions: [
    Native("__adoptModel", arity: 2) { call in
      // The context a model was inserted into: models related to it later join it too.
      if case .object(let model)? = call[0], let context = call[1] {
        model.fields[SwiftDataModels.insertedContextField] = context
      }
      return .void
    },
    Native("__relatedModels", arity: 2) { call in
      guard case .object(let model)? = call[0] else { return .array([]) }
      return .array(SwiftDataModels.relatedModels(of: model, cascadingOnly: call[1] == .bool(true)))
    },
    Native("__missingModelType", arity: 0) { call in
      call.interpreter.warnOnce(.fetchWithoutModelType(), at: call.interpreter.programLocation(call.location))
      return .void
    },
  ])
}
