import ViewGraphEngine
import ViewGraphModel

/// The environment (SPEC rule 8): what each unit's `@Environment` and `@EnvironmentObject`
/// properties are given, where their entries were set, the objects standing in for those no view
/// provided, and which units run again when an entry they read changes.
final class GraphEnvironment {
  /// The objects standing in for environment objects no view above provided (rule 8), by entry.
  private var standIns: [EnvironmentEntryKey: Value] = [:]

  /// Sets a unit's framework-owned fields before its body runs: each declared `@Environment` /
  /// `@EnvironmentObject` gets the value at its position (SPEC rule 8), and the view subscribes to
  /// the `objectWillChange` of each object it declares (SPEC rule 9).
  func prepareFrameworkFields(_ unit: ViewInstance, _ host: GraphHost) throws {
    guard var value = unit.value else { return }
    for property in value.type.storedProperties {
      switch property.wrapper {
      case .environment?, .environmentObject?:
        let key = try entryKey(of: property, host.interpreter)
        let entry = try host.working(for: property.location) { try entryValue(of: key, for: property, in: unit, host) }
        value.fields[property.name] = entry
        unit.environmentSeen[key] = entry
        host.recordRead(.environment(unitID: unit.id, key: key.description), at: property.location)
        if property.wrapper == .environmentObject { subscribe(unit, to: entry, at: property.location, host) }
      case .query?:
        // SwiftData's `@Query` fetches from the view's `\.modelContext` when it is read.
        switch unit.environment[.keyPath("modelContext")] {
        case .opaque?:
          // `.modelContainer(shared)` where `shared` is made by code ViewGraph could not run.
          value.fields[SwiftDataModels.queryContextField] =
            try standInModelContext(for: property, givenContainerIsOpaque: true, host) ?? .null
        case let given?: value.fields[SwiftDataModels.queryContextField] = given
        case nil:
          value.fields[SwiftDataModels.queryContextField] = try standInModelContext(for: property, host) ?? .null
        }
      case .observedObject?:
        subscribe(unit, to: value.fields[property.name] ?? .null, at: property.location, host)
      case .program?:
        // A wrapper that is a `DynamicProperty` holding an `@ObservedObject` (Factory's and
        // Resolver's `@InjectedObject`): SwiftUI installs the wrapper's own dynamic properties, so
        // the view subscribes to that object (rule 9).
        guard case .structure(let wrapper)? = value.fields[property.name] else { continue }
        for inner in wrapper.type.storedProperties where inner.wrapper == .observedObject {
          subscribe(unit, to: wrapper.fields[inner.name] ?? .null, at: property.location, host)
        }
      case let wrapper? where wrapper.isFocused:
        value.fields[property.name] = .null  // no view has focus: nothing is published
      case .stateObject?:
        if case .stateCell(let cell)? = value.fields[property.name], let storage = cell.storage {
          subscribe(unit, to: storage.value, at: property.location, host)
        }
      default:
        continue
      }
    }
    unit.value = value
  }

  private func subscribe(_ unit: ViewInstance, to value: Value, at location: SourceLocation, _ host: GraphHost) {
    guard case .object(let object) = value, object.type.isObservableObject else { return }
    host.interpreter.library(PublishedSubjects.self).adoptDeclaredObjectWillChange(of: object)
    host.recordRead(.objectWillChange(objectID: object.id), at: location)
  }

  /// The entry a property declares: `\.key`, `Type.self`, or the `@EnvironmentObject`'s type.
  func entryKey(of property: PropertyDecl, _ interpreter: Interpreter) throws -> EnvironmentEntryKey {
    if property.wrapper == .environmentObject {
      return .environmentObject(property.type?.nominalName ?? property.name)  // `Store<AppState>` is a `Store`
    }
    guard let argument = property.wrapperArguments.first else {
      throw ViewGraphDiagnostic.error(
        .runtime("'@Environment' needs a key path or a type, as in '@Environment(\\.dismiss)'"), at: property.location)
    }
    switch try interpreter.evaluate(argument.value, Scope(size: 0, parent: nil)) {
    case .keyPath(let path): return .keyPath(path.joined(separator: "."))
    case .metatype(let type): return .object(type.name)
    case let other:
      throw ViewGraphDiagnostic.error(
        .runtime("'@Environment' cannot be keyed by '\(other.typeName)'"), at: property.location)
    }
  }

  /// The value of an entry at a unit's position: set above it, else the key's default.
  func entryValue(of key: EnvironmentEntryKey, for property: PropertyDecl, in unit: ViewInstance, _ host: GraphHost)
    throws -> Value
  {
    if let value = unit.environment[key] { return value }
    switch key {
    case .keyPath(let name):
      return try defaultValue(ofEntry: name, at: property.location, host)
    case .object(let type), .environmentObject(let type):
      if property.isOptional { return .null }
      func missing(standIn: Bool) -> ViewGraphMessage {
        if case .object = key { return .missingEnvironmentObject(type, in: unit.name, standIn: standIn) }
        return .missingEnvironmentObjectOfObservableObject(type, in: unit.name, standIn: standIn)
      }
      guard host.rootChosenByViewGraph else {
        return UpdateModel.Environment.missingObject(type, missing(standIn: false), at: property.location)
      }
      return standIn(for: key, type: type, missing(standIn: true), at: property.location, host)
    }
  }

  /// The object that stands in where no view above provides one (rule 8), when ViewGraph chose the
  /// root. SwiftUI stops with a runtime error there; an app often provides it in code ViewGraph
  /// does not run (a scene delegate, another scene's window), so the launch goes on (SPEC §3: a
  /// launch never fails for what a warning can carry): a warning at each declaration that misses
  /// it, and one object of the class, made with `init()`, for every view that misses it — opaque
  /// when `init()` cannot make one.
  private func standIn(
    for key: EnvironmentEntryKey, type: String, _ message: ViewGraphMessage, at location: SourceLocation,
    _ host: GraphHost
  ) -> Value {
    let interpreter = host.interpreter
    interpreter.warnOnce(message, at: location)
    if let made = standIns[key] { return made }
    var made = Value.opaque(OpaqueValue(description: "\(type)()", origin: location))
    if let decl = host.program.types[type], !decl.isPrelude,
      let object = try? interpreter.construct(decl, [], Scope(size: 0, parent: nil), at: location),
      case .object = object
    {
      made = object
    }
    standIns[key] = made
    return made
  }

  /// The context a `@Query` fetches from where no view above set one, when ViewGraph chose the root
  /// (as `standIn(for:…)`: an app often sets its container in code ViewGraph does not run, a scene
  /// delegate's hosting controller), or where the container set above is opaque (made by code
  /// ViewGraph could not run): a warning at the query, and one in-memory container of the query's
  /// model type for the rest of the launch. Nil when the user chose the root and nothing was set
  /// (SwiftUI's error, where the query is read) or the model type is not the program's.
  private func standInModelContext(
    for property: PropertyDecl, givenContainerIsOpaque: Bool = false, _ host: GraphHost
  ) throws -> Value? {
    let (program, interpreter) = (host.program, host.interpreter)
    let key = EnvironmentEntryKey.keyPath("modelContext")
    guard host.rootChosenByViewGraph || givenContainerIsOpaque, let model = property.type?.element?.name,
      let modelType = program.types[model],
      let containerType = program.types["ModelContainer"], let shared = containerType.methods["shared"]?.first
    else { return nil }
    interpreter.warnOnce(
      givenContainerIsOpaque
        ? .queryContainerNotSimulated(property.name, model: model)
        : .queryWithoutModelContainer(property.name, model: model, standIn: true),
      at: property.location)
    if let made = standIns[key] { return made }
    let container = try interpreter.invoke(
      shared, arguments: [.array([.metatype(.declared(modelType))])], selfValue: .metatype(.declared(containerType)),
      captured: nil,
      at: property.location
    ).result
    let context = try interpreter.member(of: container, "mainContext", at: property.location)
    standIns[key] = context
    return context
  }

  /// SwiftUI puts an app delegate that is an `ObservableObject` in the environment of every scene
  /// (read with `@EnvironmentObject`), and an `@Observable` one too (read with `@Environment`).
  /// A class the migration what-if made `@Observable` (issue 40) keeps its `ObservableObject`
  /// conformance in the model, but its readers now say `@Environment(Type.self)`: it is set as an
  /// `@Observable` delegate, as `.environmentObject(_:)` sets such an object.
  func provideDelegate(_ delegate: Value, of unit: ViewInstance, at location: SourceLocation, _ host: GraphHost) {
    guard case .object(let object) = delegate else { return }
    let type = object.type
    let key: EnvironmentEntryKey
    if host.program.migratedToObservable.contains(type.name) {
      key = .object(type.name)
    } else if type.isObservableObject {
      key = .environmentObject(type.name)
    } else if type.isObservable {
      key = .object(type.name)
    } else {
      return
    }
    unit.localEnvironment[key] = delegate
    unit.localEnvironmentOrigins[key] = EnvironmentOrigin(modifier: "the app's delegate", location: location)
    unit.environment = merged(unit.parent?.environment ?? [:], setting: unit.localEnvironment, host)
  }

  /// The value of `\.name` where nothing set it: the key's `defaultValue`, or SwiftUI's own.
  func defaultValue(ofEntry name: String, at location: SourceLocation, _ host: GraphHost) throws -> Value {
    if let keyType = host.program.environmentKeys[name], let type = host.program.types[keyType] {
      return try host.interpreter.staticMember(.declared(type), "defaultValue", at: location)
    }
    // A key the prelude does not declare either: an opaque SwiftUI value.
    return .symbol("\\.\(name)")
  }

  /// The environment below a place: `inherited` with the entries `local` sets. A
  /// `.transformEnvironment` entry applies its closure to the value above it (SPEC rule 8); with
  /// `keepingTransforms`, one with nothing above it in `inherited` is kept for the next level down.
  func merged(
    _ inherited: [EnvironmentEntryKey: Value], setting local: [EnvironmentEntryKey: Value],
    keepingTransforms: Bool = false, _ host: GraphHost
  ) -> [EnvironmentEntryKey: Value] {
    guard !local.isEmpty else { return inherited }
    var result = inherited
    for (key, value) in local {
      guard case .function(let marker) = value, case .native(let native, .function(let transform)?) = marker.body,
        native.name == SwiftUIViewNatives.environmentTransform.name
      else {
        result[key] = value
        continue
      }
      if keepingTransforms, inherited[key] == nil {
        result[key] = value
        continue
      }
      let above: Value
      if let value = inherited[key] {
        above = value
      } else if case .keyPath(let name) = key {
        above = (try? defaultValue(ofEntry: name, at: .unknown, host)) ?? .null
      } else {
        above = .null
      }
      let interpreter = host.interpreter
      result[key] =
        (try? interpreter.untracked { try interpreter.callUpdating(transform, [above], at: .unknown) }) ?? above
    }
    return result
  }

  /// The modifier nearest above a unit that set `key`, for explanations.
  private func origin(of key: EnvironmentEntryKey, above unit: ViewInstance) -> EnvironmentOrigin? {
    var holder: ViewInstance? = unit
    while let current = holder {
      if current.localEnvironment[key] != nil { return current.localEnvironmentOrigins[key] }
      holder = current.parent
    }
    return nil
  }

  /// SPEC rule 8: after a unit's environment may have changed, every unit below it that declared
  /// an entry compares what it sees now with what it last saw — also below skipped children.
  func refresh(_ unit: ViewInstance, _ host: GraphHost) {
    let inherited = unit.parent?.environment ?? [:]
    let environment = merged(inherited, setting: unit.localEnvironment, host)
    guard environment != unit.environment else { return }
    unit.environment = environment
    if let type = unit.value?.type {
      for property in type.storedProperties where property.isFromEnvironment {
        guard let key = try? entryKey(of: property, host.interpreter), let seen = unit.environmentSeen[key] else {
          continue
        }
        let now = try? entryValue(of: key, for: property, in: unit, host)
        if UpdateModel.Environment.entryChanged(now: now, seen: seen) {
          let origin = origin(of: key, above: unit)
          host.scheduler.invalidate(
            unit, .environment(key: key.description, setBy: origin?.modifier, setAt: origin?.location))
        }
      }
    }
    for child in unit.children { refresh(child, host) }
  }
}
