import ViewGraphEngine
import ViewGraphModel

/// State storage (SPEC rules 4 and 10): each `@State` / `@StateObject` is storage owned by its view
/// identity, made when the identity appears; `@AppStorage` is the launch's in-memory
/// `UserDefaults`, one storage per key; `@SceneStorage` one storage per scene and key.
final class StateStore {
  /// Where each storage's name and owner are kept for output.
  private let names: SourceNaming
  private var nextStorageID = 1
  /// `@AppStorage("key")`: one storage per key for the launch, shared by every view that declares it.
  private var appStorage: [String: StateStorage] = [:]
  /// `@SceneStorage("key")`: one storage per scene and key, shared by every view of the scene that
  /// declares it, kept when they go (rule 4).
  private var sceneStorage: [String: StateStorage] = [:]

  init(names: SourceNaming) {
    self.names = names
  }

  /// Gives a framework-owned cell (a link's flag, a stack's own path) storage of its own.
  func attachStorage(to cell: StateCell, named name: String) {
    guard cell.storage == nil else { return }
    cell.storage = makeStorage(named: name, value: cell.initialValue, owner: nil)
  }

  /// SPEC rules 4 and 10: each `@State` / `@StateObject` is storage owned by the identity,
  /// initialised when it appears (a `@StateObject`'s autoclosure runs now, and only now).
  func attachStorage(_ unit: ViewInstance, _ host: GraphHost) throws {
    guard let value = unit.value, unit.stateStorage.isEmpty else { return }
    let interpreter = host.interpreter
    for property in value.type.storedProperties where UpdateModel.State.isOwnedByIdentity(property) {
      guard case .stateCell(let cell)? = value.fields[property.name], cell.storage == nil else { continue }
      let initial = try initialValue(of: cell, property, in: value.type, interpreter)
      if property.wrapper == .sceneStorage, let key = try appStorageKey(of: property, interpreter) {
        cell.fallback = initial  // as `@AppStorage`'s: each declaration's default while none is stored
        cell.storage = sceneStorage(forKey: key, of: unit)
        continue
      }
      if property.wrapper == .appStorage, let key = try appStorageKey(of: property, interpreter) {
        // The in-memory `UserDefaults` of the launch: every view with this key reads and writes one
        // value, the one stored if any; while none is, each declaration shows its own default.
        cell.fallback = initial
        cell.storage = defaultsStorage(forKey: key, initial: .null)
        continue
      }
      let storage = makeStorage(
        named: "\(value.type.name).\(property.name)", value: initial, owner: (unit.id, property.name))
      cell.storage = storage
      unit.stateStorage[property.name] = storage
      if property.isDelegateAdaptor {
        try interpreter.untrackedWrites {
          try interpreter.untracked {
            try AppDelegateLaunch.finishLaunching(initial, in: interpreter, at: property.location)
          }
        }
        host.environments.provideDelegate(initial, of: unit, at: property.location, host)
      }
    }
  }

  /// A cell's initial value, made outside any body. What ViewGraph cannot make although the app
  /// compiles (a `@StateObject` whose `init` calls what is not simulated) is an opaque value with a
  /// warning, and the view is built (SPEC §3).
  private func initialValue(of cell: StateCell, _ property: PropertyDecl, in type: TypeDecl, _ interpreter: Interpreter)
    throws -> Value
  {
    do {
      return try interpreter.untrackedWrites {
        try interpreter.untracked { try UpdateModel.StateObject.initialValue(of: cell) }
      }
    } catch {
      guard let diagnostic = ViewGraphDiagnostic.degradable(error) else { throw error }
      interpreter.warnOnce(.degradedInitialValue(diagnostic.message, of: property.name), at: diagnostic.location)
      let opaque = Value.opaque(OpaqueValue(description: "\(type.name).\(property.name)", origin: property.location))
      cell.initialValue = opaque
      cell.initialThunk = nil
      return opaque
    }
  }

  /// What `UserDefaults.standard` holds for `key`, if anything set it.
  func existingDefault(forKey key: String) -> Value? { appStorage[key]?.value }

  /// The launch's `UserDefaults.standard` value for `key`, made with `initial` the first time.
  func defaultsStorage(forKey key: String, initial: Value) -> StateStorage {
    if let storage = appStorage[key] { return storage }
    let storage = makeStorage(named: "UserDefaults[\"\(key)\"]", value: initial, owner: nil)
    appStorage[key] = storage
    return storage
  }

  func makeStorage(named name: String, value: Value, owner: (unit: Int, property: String)?) -> StateStorage {
    let storage = StateStorage(id: nextStorageID, displayName: name, value: value)
    nextStorageID += 1
    names.name(storage, name, owner: owner)
    return storage
  }

  /// The key of `@AppStorage("key")` or `@SceneStorage("key")`, its first argument; nil when it is
  /// not a string.
  private func appStorageKey(of property: PropertyDecl, _ interpreter: Interpreter) throws -> String? {
    guard let argument = property.wrapperArguments.first else { return nil }
    guard case .string(let key) = try interpreter.evaluate(argument.value, Scope(size: 0, parent: nil)) else {
      return nil
    }
    return key
  }

  /// SPEC rule 4: a scene's `@SceneStorage` value for `key`, made the first time a view of the
  /// scene declares it. Every view of the scene that declares the key reads and writes it, and it
  /// stays when they go (Apple, `SceneStorage`: "Each Scene has its own notion of SceneStorage").
  /// The scene is the nearest `App` or `Scene` above the view; ViewGraph shows one window of each.
  private func sceneStorage(forKey key: String, of unit: ViewInstance) -> StateStorage {
    let scene = unit.ancestry.first { $0.value.map { UpdateModel.State.isScene($0.type) } ?? false }
    let place = "\(scene?.id ?? 0):\(key)"
    if let storage = sceneStorage[place] { return storage }
    let storage = makeStorage(named: "SceneStorage[\"\(key)\"]", value: .null, owner: nil)
    sceneStorage[place] = storage
    return storage
  }
}
