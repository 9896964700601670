/// The host of one launched app's view graph: its units, the dependency index, the pending
/// invalidations of the current transaction, and the flush that turns them into update sets.
final class GraphHost: DependencyTracker, ViewHost {
  let program: ProgramModel
  var interpreter: Interpreter {
    if let made = madeInterpreter { return made }
    let interpreter = Interpreter(program: program, tracker: self)
    madeInterpreter = interpreter
    interpreter.library(SwiftUIRuntime.self).host = self
    return interpreter
  }
  /// Made on first use (it reports to this host). Like the other stored properties below that
  /// every body run, read and child touches, it is `@exclusivity(unchecked)`: each is only ever
  /// read, assigned or changed in place by a call that does not come back into the host, and the
  /// runtime's check of each access (≈ 100 instructions, 170 accesses a cell) was a tenth of a
  /// launch of 100,000 cells (issue 38).
  @exclusivity(unchecked) private var madeInterpreter: Interpreter?
  @exclusivity(unchecked) private(set) var root: ViewInstance?
  @exclusivity(unchecked) private(set) var units = UnitTable()
  @exclusivity(unchecked) private var index = DependencyIndex()
  /// The unit whose body is running: the tracker every read reports to (SPEC rule 1).
  @exclusivity(unchecked) var current: ViewInstance?
  /// The id of the first object made by the body that is running: a write to an object it made
  /// does not make it invalid (Observation installs a body's observers once the body has returned,
  /// and nothing outside could have read an object that did not exist).
  @exclusivity(unchecked) private var firstObjectOfRun = Int.max
  /// The binding being made while its value is read, if any (SPEC rule 5).
  @exclusivity(unchecked) private var bindingBeingMade: String?
  /// The program's line the framework is working for (an `@Environment` property being given its
  /// value): where a read inside the prelude that no call of the program's led to is said to be.
  @exclusivity(unchecked) private var frameworkWorkingFor: SourceLocation?
  /// Invalid units of the current transaction and why (SPEC rule 12).
  @exclusivity(unchecked) private var invalid: [Int: [Invalidation.Cause]] = [:]
  /// What ran, appeared and disappeared since the journal was last taken.
  @exclusivity(unchecked) var journal = UpdateSet()
  /// The units inserted since the journal was last taken: their records (`journal.inserted`) are
  /// made when it is taken, and only if they are kept (issue 38: a launch of 100,000 cells held
  /// 200,000 records while it ran, which a plain `test` drops).
  @exclusivity(unchecked) private(set) var insertedSinceJournal: [ViewInstance] = []
  /// While positive, writes store without notifying (initializers).
  @exclusivity(unchecked) var suspendWrites = 0
  /// Whether each body run records the view's inputs as text (traces for the explorer do; a plain
  /// launch or `test` does not pay for describing them).
  @exclusivity(unchecked) var recordsInputs = false
  /// Whether each body run is recorded in the journal (`UpdateSet.bodyRuns`): traces and sessions
  /// read them; a plain `test` checks what ran, appeared and went, and does not (issue 38: a
  /// launch of 100,000 cells kept 200,000 of them).
  @exclusivity(unchecked) var recordsBodyRuns = true
  @exclusivity(unchecked) private var nextUnitID = 1
  /// The structural keys made of places alone that units hold, one array each (`shared(_:)`).
  @exclusivity(unchecked) private var placeKeys: Set<[ViewInstance.KeyComponent]> = []
  /// The last of them asked for: the next view is most often at the same place in its own parent
  /// (each row's `Cell`), and is then given it without hashing its key.
  @exclusivity(unchecked) private var lastPlaceKey: [ViewInstance.KeyComponent] = []
  private var nextStorageID = 1
  /// `@AppStorage("key")`: one storage per key for the launch, shared by every view that declares it.
  private var appStorage: [String: StateStorage] = [:]
  /// `@SceneStorage("key")`: one storage per scene and key, shared by every view of the scene that
  /// declares it, kept when they go (rule 4).
  var sceneStorage: [String: StateStorage] = [:]
  /// The objects standing in for environment objects no view above provided (rule 8), by entry.
  var standIns: [EnvironmentEntryKey: Value] = [:]
  /// Whether ViewGraph chose the root (the app's own entry point, a hosted view, a guess), so an
  /// object missing above a view may be one the app provides in code ViewGraph does not run: it
  /// stands in, with a warning. A root the user named (`--root`, a scenario's `root:`) runs as
  /// SwiftUI would, and a missing object is SwiftUI's runtime error.
  var rootChosenByViewGraph = false
  /// Why the launch has the root it has, in a few words ("the @main App", "the one view no other
  /// view builds"), for `explain`'s heading and the JSON; nil where a scenario or caller gave it.
  var rootReason: String?
  /// Display names of state storages, for describing sources.
  private(set) var storageNames: [Int: String] = [:]
  /// The field paths read inside each state (by storage id), by the path's own source.
  private var pathReads: [Int: [DependencySource: [BindingValue.PathComponent]]] = [:]
  /// The unit and property that own each state storage.
  private(set) var storageOwners: [Int: (unit: Int, property: String)] = [:]
  private var animated = false
  /// Lifecycle actions queued by this pass, run after its units (SPEC rule 12).
  @exclusivity(unchecked) var queuedActions: [QueuedAction] = []
  /// `Task { … }` bodies: they run once everything else has settled.
  @exclusivity(unchecked) private var deferredTasks: [QueuedAction] = []
  /// The units whose output reads a preference key (`.onPreferenceChange`, `…PreferenceValue`).
  @exclusivity(unchecked) var preferenceReaders: Set<Int> = []
  /// The value each `.onPreferenceChange` last saw, by unit and place (SPEC rule 12).
  var lastPreferences: [Int: [String: Value]] = [:]
  /// The lazy containers each unit's output holds, by place, with the rows on screen (rule 11).
  @exclusivity(unchecked) var lazyContainers: [Int: [[ViewInstance.KeyComponent]: RowWindow]] = [:]
  /// Where each lazy container was scrolled to: its first row on screen, by unit and place.
  var scrollPositions: [Int: [[ViewInstance.KeyComponent]: Int]] = [:]
  /// Units whose lazy containers scrolled: their rows are matched again in the next pass.
  @exclusivity(unchecked) var scrolledUnits: Set<Int> = []
  /// The units hidden now: in a tab not selected, or on a screen a pushed destination covers (rule 7).
  @exclusivity(unchecked) var hiddenUnits: Set<Int> = []
  /// The presentation units that decide what is hidden: tabs' pages and navigation destinations.
  @exclusivity(unchecked) var visibilityUnits: Set<Int> = []
  /// The paths of the stacks whose root a pushed destination covers, with the unit whose body
  /// built the stack: the modifiers of the root that body built are off screen (rule 7).
  var coveredStacks: [Value: Int] = [:]
  /// The `dismiss` action each presentation gives its content, by unit and place, with its binding.
  private var dismissActions:
    [Int: [[ViewInstance.KeyComponent]: (binding: Value, action: Value, presentationMode: Value?)]] = [:]

  /// An `onAppear`/`task`/`onChange`/`onDisappear` action waiting for the end of the pass.
  struct QueuedAction: UpdateModel.Transactions.QueuedAction {
    var action: FunctionValue
    var arguments: [Value]
    var location: SourceLocation
    /// A `Task { … }` or `.task { … }` operation: it runs as a task, which may sleep on the clock.
    var isTask = false
    /// The view's `.task` this is: when it goes, the task is cancelled.
    var owner: TaskOwner? = nil
  }

  /// Deeper than any real screen; a view that builds itself reaches it quickly.
  static let maxViewDepth = 250

  init(program: ProgramModel) {
    self.program = program
  }

  // MARK: - Tracking

  var isTracking: Bool { current != nil }

  func untracked<T>(_ body: () throws -> T) rethrows -> T {
    let saved = current
    current = nil
    defer { current = saved }
    return try body()
  }

  func withoutNotifying<T>(_ body: () throws -> T) rethrows -> T {
    suspendWrites += 1
    defer { suspendWrites -= 1 }
    return try body()
  }

  var notifiesWrites: Bool { suspendWrites == 0 }

  /// A tracked read: the running unit now depends on `source`.
  func recordRead(_ source: DependencySource, at location: SourceLocation) {
    guard let unit = current else { return }
    let key = index.readKey(interning: source)
    guard unit.reads[key] == nil else { return }
    // A read in SwiftUI's code is located in the program (issue 23): at the place the framework
    // works for, else at the program's call that led there, else — the body of SwiftUI's own view,
    // which no program call leads into — where the program built that view (or the nearest view
    // around it the program built: an `EditButton` in a toolbar item).
    let located = interpreter.programLocation(location)
    guard program.sources.isPrelude(located) else {
      return record(source, key, at: located, by: unit)
    }
    var builder: ViewInstance? = unit
    while let outer = builder, program.sources.isPrelude(outer.location) { builder = outer.parent }
    let place = [frameworkWorkingFor, builder?.location].compactMap { $0 }.first { !program.sources.isPrelude($0) }
    record(source, key, at: place ?? located, by: unit)
  }

  private func record(
    _ source: DependencySource, _ key: DependencyIndex.ReadKey, at location: SourceLocation, by unit: ViewInstance
  ) {
    unit.reads.insert(key, at: location)
    if let binding = bindingBeingMade { unit.bindingReads[source] = binding }
    index.add(key: key, unit: unit.id)
  }

  /// What `unit` read on its last run, in the order read, with where.
  func reads(of unit: ViewInstance) -> [(source: DependencySource, location: SourceLocation)] {
    unit.reads.entries.map { key, location in (index.source(of: key), location) }
  }

  /// Runs `work`, which the framework does for the program's `location` (giving an `@Environment`
  /// property its value): reads inside the prelude are said to be there.
  func working<T>(for location: SourceLocation, _ work: () throws -> T) rethrows -> T {
    let saved = frameworkWorkingFor
    frameworkWorkingFor = location
    defer { frameworkWorkingFor = saved }
    return try work()
  }

  /// Runs `read` as the making of a binding to `binding`: what it reads is the running unit's,
  /// remembered as read by making that binding (SPEC rule 5), so causes can say so.
  func makingBinding<T>(_ binding: String, _ read: () throws -> T) rethrows -> T {
    let saved = bindingBeingMade
    bindingBeingMade = binding
    defer { bindingBeingMade = saved }
    return try read()
  }

  /// A write that changed `source`: every unit that read it is invalid (SPEC rule 2).
  func recordWrite(_ source: DependencySource, named name: String, at written: SourceLocation) {
    guard suspendWrites == 0 else { return }
    let location = interpreter.programLocation(written)
    // A path inside a state or property is reported with its own write (once, as the whole).
    let isPath =
      switch source {
      case .statePath: true
      default: false
      }
    let madeByThisRun = madeByRunningBody(source)
    if !isPath {
      journal.writes.append(name)
      if let unit = current, !madeByThisRun {
        journal.warnings.append(.warning(.modifyingStateDuringUpdate(name, in: unit.name), at: location))
      }
    }
    let key = index.readKey(of: source)
    for id in index.units(reading: source) {
      guard let unit = units[id], !(madeByThisRun && unit === current) else { continue }
      invalidate(
        unit,
        .dependency(
          source: name, sourceID: sourceID(source), readAt: key.flatMap { unit.reads[$0] } ?? .unknown,
          writtenAt: location,
          madeBinding: unit.bindingReads[source]))
    }
  }

  /// A read through a binding made from a field path inside a state (`$episode.isFavorite`, a
  /// `ForEach($items)` row's element): SPEC rule 5.
  func recordPathRead(inState storageID: Int, _ path: [BindingValue.PathComponent], at location: SourceLocation) {
    let source = DependencySource.statePath(storageID: storageID, path: BindingValue.describe(path))
    pathReads[storageID, default: [:]][source] = path
    recordRead(source, at: location)
  }

  /// After a state changed: readers of a path inside it are invalid only if the value there changed.
  func recordPathWrites(inState storageID: Int, from old: Value, to new: Value, at location: SourceLocation) {
    guard suspendWrites == 0, let paths = pathReads[storageID] else { return }
    for (source, path) in paths {
      let readers = index.units(reading: source)
      guard !readers.isEmpty else { continue }
      let before = interpreter.untracked { try? interpreter.swiftUI.walk(old, path[...], at: location) }
      let after = interpreter.untracked { try? interpreter.swiftUI.walk(new, path[...], at: location) }
      guard before != after else { continue }
      recordWrite(source, named: describe(source), at: location)
    }
  }

  /// Whether `source` belongs to an object the running body made.
  private func madeByRunningBody(_ source: DependencySource) -> Bool {
    guard current != nil else { return false }
    switch source {
    case .property(let objectID, _), .objectWillChange(let objectID):
      return objectID >= max(firstObjectOfRun, interpreter.objectsKeptBefore)
    default: return false
    }
  }

  func recordEqualWrite(_ name: String, at location: SourceLocation) {
    guard suspendWrites == 0 else { return }
    journal.equalWrites.append(name)
  }

  /// A `@Published` write: every subscriber of the object is invalid, equal or not (SPEC rule 9).
  func recordObjectWillChange(_ object: ObjectInstance, property: String?, at written: SourceLocation) {
    guard suspendWrites == 0 else { return }
    // `objectWillChange.send()` sends from the prelude's publisher: the program's call is the place.
    let location = interpreter.programLocation(written)
    journal.writes.append("\(object.displayName).\(property ?? "objectWillChange")")
    let madeByThisRun = madeByRunningBody(.objectWillChange(objectID: object.id))
    if let unit = current, !madeByThisRun {
      journal.warnings.append(
        .warning(
          .modifyingStateDuringUpdate("\(object.displayName).\(property ?? "objectWillChange")", in: unit.name),
          at: location))
    }
    for id in index.units(reading: .objectWillChange(objectID: object.id)) {
      guard let unit = units[id], !(madeByThisRun && unit === current) else { continue }
      invalidate(
        unit,
        .objectWillChange(
          object: object.displayName, objectID: object.displayName, property: property, writtenAt: location))
    }
  }

  func warn(_ diagnostic: ViewGraphDiagnostic) {
    journal.warnings.append(diagnostic)
  }

  func markAnimated() { animated = true }

  /// The launch is over: tasks still sleeping unwind, so that none is left waiting (their code
  /// after the sleep does not run). Whoever launched the host calls it when done with it.
  func endTasks() {
    interpreter.library(TaskScheduler.self).endTasks()
  }

  /// Keeps a `Task { … }` body for the end of the flush.
  func deferTask(_ body: FunctionValue, at location: SourceLocation) {
    deferredTasks.append(QueuedAction(action: body, arguments: [], location: location, isTask: true))
  }

  func invalidate(_ unit: ViewInstance, _ cause: Invalidation.Cause) {
    if invalid[unit.id]?.contains(cause) == true { return }
    invalid[unit.id, default: []].append(cause)
  }

  // MARK: - Reading the graph

  /// Live units in tree order.
  var liveUnits: [ViewInstance] { root?.subtree ?? [] }

  /// Takes what happened since the last call; `keepingInserted: false` leaves out the records of
  /// the units inserted, for a caller that only reads its warnings.
  func takeJournal(keepingInserted: Bool = true) -> UpdateSet {
    defer {
      journal = UpdateSet()
      insertedSinceJournal = []
      animated = false
    }
    journal.animated = animated
    if keepingInserted { journal.inserted += insertedSinceJournal.map(\.record) }
    return journal
  }

  // MARK: - Launch

  /// What the root of a launch is.
  enum RootContent {
    case view(StructValue)
    /// Content built by code that is not a view's body: a `#Preview`'s, or the view a hosting
    /// controller is made with (`UIHostingController`), named so in the graph.
    case content(FunctionDecl, name: String = "#Preview")
  }

  /// Creates the root unit, runs the initial render, then settles (SPEC §2: a fresh launch).
  func launch(_ content: RootContent, at location: SourceLocation) throws {
    let unit: ViewInstance
    switch content {
    case .view(let value):
      unit = makeUnit(
        name: value.type.name, kind: value.type.isApp ? .app : .view, parent: nil, key: [], value: value,
        location: location)
    case .content(let decl, let name):
      unit = makeUnit(name: name, kind: .preview(decl), parent: nil, key: [], value: nil, location: location)
    }
    root = unit
    try evaluate(unit)
    try flush()
  }

  private func makeUnit(
    name: String, kind: ViewInstance.Kind, parent: ViewInstance?, key: [ViewInstance.KeyComponent], value: StructValue?,
    location: SourceLocation
  ) -> ViewInstance {
    let unit = ViewInstance(
      id: nextUnitID, name: name, kind: kind, parent: parent, key: shared(key), value: value, location: location)
    unit.isSwiftUIs = value.map { program.isSwiftUIs($0.type) } ?? false
    nextUnitID += 1
    units[unit.id] = unit
    if !unit.isPresentation { insertedSinceJournal.append(unit) }
    if Self.decidesVisibility(kind) { visibilityUnits.insert(unit.id) }
    if let parent, parent.isHidden {
      // Built inside a hidden view: off screen too, and it appears when that is shown (rule 7).
      unit.isHidden = true
      hiddenUnits.insert(unit.id)
    }
    return unit
  }

  /// `key` as one array with every equal key made of places alone (positions, branches, types;
  /// no element or explicit id): the `Cell` in each of 100,000 rows has the same key, and each
  /// kept an array of its own (issue 38).
  private func shared(_ key: [ViewInstance.KeyComponent]) -> [ViewInstance.KeyComponent] {
    guard key.allSatisfy(\.isPlace) else { return key }
    if key == lastPlaceKey { return lastPlaceKey }
    lastPlaceKey = placeKeys.insert(key).memberAfterInsert
    return lastPlaceKey
  }

  /// Gives a framework-owned cell (a link's flag, a stack's own path) storage of its own.
  func attachStorage(to cell: StateCell, named name: String) {
    guard cell.storage == nil else { return }
    cell.storage = makeStorage(named: name, value: cell.initialValue, owner: nil)
  }

  /// SPEC rules 4 and 10: each `@State` / `@StateObject` is storage owned by the identity,
  /// initialised when it appears (a `@StateObject`'s autoclosure runs now, and only now).
  private func attachStorage(_ unit: ViewInstance) throws {
    guard let value = unit.value, unit.stateStorage.isEmpty else { return }
    for property in value.type.storedProperties where property.isStateLike || property.wrapper == .stateObject {
      guard case .stateCell(let cell)? = value.fields[property.name], cell.storage == nil else { continue }
      let initial = try initialValue(of: cell, property, in: value.type)
      if property.wrapper == .sceneStorage, let key = try appStorageKey(of: property) {
        cell.fallback = initial  // as `@AppStorage`'s: each declaration's default while none is stored
        cell.storage = sceneStorage(forKey: key, of: unit)
        continue
      }
      if property.wrapper == .appStorage, let key = try appStorageKey(of: property) {
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
        provideDelegate(initial, of: unit, at: property.location)
      }
    }
  }

  /// A cell's initial value, made outside any body. What ViewGraph cannot make although the app
  /// compiles (a `@StateObject` whose `init` calls what is not simulated) is an opaque value with a
  /// warning, and the view is built (SPEC §3).
  private func initialValue(of cell: StateCell, _ property: PropertyDecl, in type: TypeDecl) throws -> Value {
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

  /// SwiftUI puts an app delegate that is an `ObservableObject` in the environment of every scene
  /// (read with `@EnvironmentObject`), and an `@Observable` one too (read with `@Environment`).
  /// A class the migration what-if made `@Observable` (issue 40) keeps its `ObservableObject`
  /// conformance in the model, but its readers now say `@Environment(Type.self)`: it is set as an
  /// `@Observable` delegate, as `.environmentObject(_:)` sets such an object.
  private func provideDelegate(_ delegate: Value, of unit: ViewInstance, at location: SourceLocation) {
    guard case .object(let object) = delegate else { return }
    let type = object.type
    let key: EnvironmentEntryKey
    if program.migratedToObservable.contains(type.name) {
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
    unit.environment = environment(unit.parent?.environment ?? [:], setting: unit.localEnvironment)
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
    storageNames[storage.id] = name
    if let owner { storageOwners[storage.id] = owner }
    return storage
  }

  // MARK: - Flush

  /// Runs invalid units parents first, each at most once per pass, until nothing is invalid
  /// (SPEC rule 12). A flush that has not settled after 100 passes is an update cycle.
  func flush() throws {
    var passes = 0
    var ranInLastPass: [ViewInstance] = []
    defer { journal.passes += passes }
    // The launch's bodies ran before the flush: what they hid is off screen (rule 7), and their
    // preferences flow up first (rule 12).
    refreshVisibility()
    try refreshPreferences()
    while !invalid.isEmpty || !queuedActions.isEmpty || !deferredTasks.isEmpty || !scrolledUnits.isEmpty {
      passes += 1
      if passes > UpdateModel.Transactions.maxPasses {
        var involved = ranInLastPass
        for unit in invalid.keys.compactMap({ units[$0] }) where !involved.contains(where: { $0 === unit }) {
          involved.append(unit)
        }
        let names = involved.sorted(by: UpdateModel.Transactions.runsBefore).map(\.name)
        let location = invalid.values.flatMap { $0 }.compactMap(\.writtenAt).first ?? .unknown
        invalid = [:]
        throw ViewGraphDiagnostic.error(.updateCycle(names), at: location)
      }
      var ranThisPass: Set<Int> = []
      ranInLastPass = []
      // Rows scrolled into view are inserted and those scrolled out removed; no body runs (rule 11).
      for id in scrolledUnits.sorted() {
        guard let unit = units[id], unit.isAlive else { continue }
        try reconcile(unit, unit.output, rebuilt: false)
      }
      scrolledUnits = []
      while let unit = nextInvalid(excluding: ranThisPass) {
        ranInLastPass.append(unit)
        let causes = invalid.removeValue(forKey: unit.id) ?? []
        ranThisPass.insert(unit.id)
        if !unit.isPresentation { journal.ran.append(UnitUpdate(unit: unit.record, causes: causes, pass: passes)) }
        try evaluate(unit, causes: causes)
      }
      for id in invalid.keys where units[id] == nil { invalid.removeValue(forKey: id) }
      // What the pass's bodies hid or showed again disappears or appears (rule 7).
      refreshVisibility()
      // Preferences flow up once the pass's bodies have run (SPEC rule 12).
      try refreshPreferences()
      // Then the actions of this pass; their writes start the next one (SPEC rule 12). Tasks
      // wait until nothing else is left.
      var actions = UpdateModel.Transactions.inRunningOrder(queuedActions)
      queuedActions = []
      if actions.isEmpty, invalid.isEmpty {
        actions = deferredTasks
        deferredTasks = []
      }
      for queued in actions {
        interpreter.budget.start()
        do {
          if queued.isTask {
            try interpreter.library(TaskScheduler.self).run(
              queued.action, queued.arguments, owner: queued.owner, at: queued.location)
          } else {
            _ = try interpreter.call(queued.action, queued.arguments, at: queued.location)
          }
        } catch {
          // An `onAppear`, `onChange` or `.task` of the app that ViewGraph misread stops there,
          // with a warning (SPEC §3).
          guard let diagnostic = ViewGraphDiagnostic.degradable(error) else { throw error }
          interpreter.warnOnce(.degradedAction(diagnostic.message), at: diagnostic.location)
        }
      }
    }
  }

  private func nextInvalid(excluding ran: Set<Int>) -> ViewInstance? {
    var best: ViewInstance?
    for id in invalid.keys where !ran.contains(id) {
      guard let unit = units[id], unit.isAlive else { continue }
      if let current = best, !UpdateModel.Transactions.runsBefore(unit, current) { continue }
      best = unit
    }
    return best
  }

  // MARK: - Running a unit

  /// Runs a unit's body under tracking (replacing only its own dependencies), then matches the
  /// children it built against the previous ones.
  /// Runs a unit's body: `causes` are why it runs again, nil for the first run of a new identity.
  private func evaluate(_ unit: ViewInstance, causes: [Invalidation.Cause]? = nil) throws {
    for (key, _) in unit.reads.entries { index.remove(key: key, unit: unit.id) }
    unit.reads = UnitReads()
    unit.bindingReads = [:]
    try attachStorage(unit)
    let saved = current
    let savedFirstObject = firstObjectOfRun
    current = unit
    firstObjectOfRun = interpreter.objects.nextID
    defer { (current, firstObjectOfRun) = (saved, savedFirstObject) }
    try prepareFrameworkFields(unit)
    interpreter.budget.start()
    let previous = unit.output
    var output: [ViewNode]
    do {
      output = try runBody(of: unit)
      if case .app = unit.kind { output = launchedScenes(output, of: unit) }
    } catch {
      guard let diagnostic = ViewGraphDiagnostic.degradable(error) else { throw error }
      output = [interpreter.swiftUI.degradedView(diagnostic, at: unit.location)]
    }
    current = saved
    if unit.contentSlot != nil {
      unit.unfilledOutput = output
      output = unit.filledOutput
    }
    if recordsBodyRuns, !unit.isPresentation {
      journal.bodyRuns.append(bodyRun(of: unit, causes: causes, previous: previous, output: output))
    }
    unit.output = output
    try reconcile(unit, output)
    scheduleLifecycleActions(unit, output)
    if case .presentation(let presentation) = unit.kind, let onDismiss = presentation.onDismiss, !previous.isEmpty,
      output.isEmpty
    {
      // The sheet was dismissed: its `onDismiss` runs after the content's `onDisappear` (rule 12).
      queuedActions.append(QueuedAction(action: onDismiss, arguments: [], location: presentation.location))
    }
  }

  /// A child the body built: a custom view or a lazy row, at its structural place.
  private struct ChildSpec {
    var key: [ViewInstance.KeyComponent]
    var name: String
    var kind: ViewInstance.Kind
    var value: StructValue?
    var location: SourceLocation
    /// Environment entries set on the path from the body's root to this child, and by which modifier.
    var environment: [EnvironmentEntryKey: Value]
    var environmentOrigins: [EnvironmentEntryKey: EnvironmentOrigin] = [:]
    /// `.equatable()` / `EquatableView` around it (SPEC rule 6).
    var comparesWithEquatable = false
    /// The custom view's node in the body's output, told which unit it became.
    var node: ViewNode?
    /// For a row: the container whose content closure it runs (`ForEach`, `GeometryReader`).
    var container = ""
    /// A row whose element the graph gives (a preference value, rule 12): the unit's is kept.
    var keepsElement = false
  }

  /// SPEC rules 6, 7 and 11: match by structural key; compare inputs; insert and remove. A unit
  /// whose output was not `rebuilt` (its lazy containers scrolled) only inserts and removes.
  private func reconcile(_ unit: ViewInstance, _ output: [ViewNode], rebuilt: Bool = true) throws {
    if !lazyContainers.isEmpty { lazyContainers[unit.id] = nil }
    // The specs are let go before the new children's bodies run, not held through them: 100,000
    // rows' specs were a tenth of the launch's peak memory (issue 38).
    let (newChildren, inserted) = try matchChildren(of: unit, output, rebuilt: rebuilt)
    // A unit's first run has no children to lose: no set of the new ones is made (100,000 rows).
    let kept = unit.children.isEmpty ? [] : Set(newChildren.map(ObjectIdentifier.init))
    let gone = unit.children.filter { !kept.contains(ObjectIdentifier($0)) }
    if case .presentation(let presentation) = unit.kind, presentation.item != nil, let old = gone.first,
      let new = inserted.first
    {
      // Apple, `sheet(item:)`: "If item changes, the system dismisses the sheet and replaces it with a new one" (rule 7).
      journal.events.append(
        UpdateEvent(
          .replaced, "\(presentation.name)(item:) presented item changed: \(old.name) replaced by a new \(new.name)"))
    }
    for old in gone { remove(old) }
    unit.children = newChildren
    var byKey: [[ViewInstance.KeyComponent]: ViewInstance] = [:]
    if newChildren.count > ViewInstance.childrenIndexedAbove { byKey.reserveCapacity(newChildren.count) }
    for (position, child) in newChildren.enumerated() {
      child.indexInParent = position
      if newChildren.count > ViewInstance.childrenIndexedAbove { byKey[child.key] = child }
    }
    unit.childrenByKey = byKey
    for child in inserted where child.isAlive { try evaluate(child) }
  }

  /// Matches the children a body built (its `output`) against the unit's: the kept ones (updated
  /// with their new inputs unless the output was not `rebuilt`) and the new ones, in order, and the
  /// new ones alone, whose bodies have not run yet.
  private func matchChildren(of unit: ViewInstance, _ output: [ViewNode], rebuilt: Bool) throws -> (
    children: [ViewInstance], inserted: [ViewInstance]
  ) {
    var specs: [ChildSpec] = []
    collect(output, in: unit, path: [], environment: [:], window: nil, into: &specs)
    var newChildren: [ViewInstance] = []
    newChildren.reserveCapacity(specs.count)
    var inserted: [ViewInstance] = []
    // A body that builds one child (a row's view, issue 38) has no key to tell apart.
    var seen: [[ViewInstance.KeyComponent]: Int] = [:]
    if specs.count > 1 { seen.reserveCapacity(specs.count) }
    for var spec in specs {
      if specs.count > 1 {
        // One look-up a child, not two: its key is hashed once (100,000 rows' keys, issue 38).
        let occurrence = Self.counted(&seen[spec.key, default: 0])
        spec.key = UpdateModel.Identity.disambiguated(spec.key, occurrence: occurrence)
      } else {
        spec.key = UpdateModel.Identity.disambiguated(spec.key, occurrence: 0)
      }
      if let old = unit.child(forKey: spec.key), old.isAlive {
        if rebuilt { try update(old, with: spec) }
        spec.node?.placedUnit = old
        newChildren.append(old)
      } else {
        guard unit.depth < Self.maxViewDepth else {
          let repeats = unit.ancestry.contains { $0.name == spec.name }
          throw ViewGraphDiagnostic.error(
            .viewsNestedTooDeeply(unit.name, spec.name, Self.maxViewDepth, repeats: repeats), at: spec.location)
        }
        guard nextUnitID <= program.limits.maxUnits else {
          throw ViewGraphDiagnostic.error(
            .tooManyUnits("more than \(program.limits.maxUnits)", limit: program.limits.maxUnits), at: spec.location)
        }
        let child = makeUnit(
          name: spec.name, kind: spec.kind, parent: unit, key: spec.key, value: spec.value, location: spec.location)
        child.localEnvironment = spec.environment
        child.localEnvironmentOrigins = spec.environmentOrigins
        child.environment = environment(unit.environment, setting: spec.environment)
        spec.node?.placedUnit = child
        newChildren.append(child)
        inserted.append(child)
      }
    }
    return (newChildren, inserted)
  }

  /// The count before this one, counting it.
  private static func counted(_ count: inout Int) -> Int {
    defer { count += 1 }
    return count
  }

  /// Walks what a body built, giving every custom view and row its structural key; inside a lazy
  /// container, only the rows in its `window` (rule 11).
  private func collect(
    _ nodes: [ViewNode], in unit: ViewInstance, path: [ViewInstance.KeyComponent],
    environment: [EnvironmentEntryKey: Value],
    origins: [EnvironmentEntryKey: EnvironmentOrigin] = [:], window: RowWindow?, into specs: inout [ChildSpec]
  ) {
    for (position, node) in nodes.enumerated() {
      let key = UpdateModel.Identity.key(
        under: path, position: position, explicitID: node.explicitID, branch: node.branch)
      let window = lazyWindow(of: node, at: key, in: unit) ?? window
      var environment = environment
      var origins = origins
      if !node.environment.isEmpty {
        environment = self.environment(environment, setting: node.environment, keepingTransforms: true)
        origins.merge(node.environmentOrigins) { $1 }
      }
      if let view = node.customView {
        specs.append(
          ChildSpec(
            key: UpdateModel.Identity.key(key, then: .type(view.type.name)), name: view.type.name, kind: .view,
            value: view,
            location: node.location, environment: environment, environmentOrigins: origins,
            comparesWithEquatable: node.comparesWithEquatable, node: node))
      }
      if let rows = node.rows {
        let content = RowContent(rows.content)
        for (element, id) in zip(rows.elements, rows.ids) {
          if rows.isCollection, let window, !window.admitsRow(id) { continue }
          specs.append(
            ChildSpec(
              key: UpdateModel.Identity.key(key, then: .element(id)), name: rows.unitName,
              kind: .row(content: content, element: element),
              value: nil,
              location: node.location, environment: environment, environmentOrigins: origins, container: node.kind,
              keepsElement: rows.elementFromGraph))
        }
      }
      for (index, presentation) in node.presentations.enumerated() {
        var presented = environment
        let place = UpdateModel.Identity.key(key, then: .branch(-100 - index))
        if let dismiss = presentation.isPresented ?? presentation.item {
          // `@Environment(\.dismiss)` inside the presented content ends the presentation.
          let kept = dismissAction(
            SwiftUIViewNatives.dismiss, of: dismiss, at: place, in: unit, location: presentation.location)
          presented[.keyPath("dismiss")] = kept.action
          presented[.keyPath("presentationMode")] = kept.presentationMode
        } else if presentation.forType != nil, case .binding(let path)? = environment[ViewNode.navigationPathKey] {
          // In a pushed destination, `dismiss()` pops the stack's path.
          presented[.keyPath("dismiss")] =
            dismissAction(SwiftUIViewNatives.popPath, of: path, at: place, in: unit, location: presentation.location)
            .action
        }
        specs.append(
          ChildSpec(
            key: place, name: presentation.name, kind: .presentation(presentation), value: nil,
            location: presentation.location, environment: presented, environmentOrigins: origins))
      }
      // (A leaf's label and children are not walked: each walk's path is an array made.)
      if !node.label.isEmpty {
        collect(
          node.label, in: unit, path: UpdateModel.Identity.key(key, then: .branch(-1)), environment: environment,
          origins: origins, window: window,
          into: &specs)
      }
      if !node.children.isEmpty {
        collect(
          node.children, in: unit, path: key, environment: environment, origins: origins, window: window, into: &specs)
      }
    }
  }

  /// The `dismiss` a presentation at `place` gives its content: one action per presentation and
  /// binding, so building the presentation again does not change the environment entry (rule 8).
  /// `\.presentationMode` in presented content: a constant binding to a `PresentationMode` whose
  /// `dismiss()` is the content's `dismiss` (nil where the prelude has none).
  private func presentationMode(dismissing action: Value, at location: SourceLocation) -> Value? {
    guard let type = program.types["PresentationMode"],
      let mode = try? interpreter.construct(
        type,
        [
          Argument(label: "isPresented", value: Expr(.literal(.bool(true)), at: location)),
          Argument(label: "dismissAction", value: Expr(.literal(action), at: location)),
        ],
        Scope(size: 0, parent: nil), at: location),
      let binding = try? interpreter.swiftUI.makeBinding(.constant(mode), at: location)
    else { return nil }
    return .binding(binding)
  }

  /// The `dismiss` of presented content, and the `presentationMode` that wraps it: made once per
  /// presentation place and binding, so that a parent's run hands the content the same values.
  private func dismissAction(
    _ native: Native, of binding: BindingValue, at place: [ViewInstance.KeyComponent], in unit: ViewInstance,
    location: SourceLocation
  ) -> (action: Value, presentationMode: Value?) {
    if let kept = dismissActions[unit.id]?[place], kept.binding == .binding(binding) {
      return (kept.action, kept.presentationMode)
    }
    let action = Value.function(interpreter.makeFunction(.native(native, receiver: .binding(binding))))
    let mode = presentationMode(dismissing: action, at: location)
    dismissActions[unit.id, default: [:]][place] = (.binding(binding), action, mode)
    return (action, mode)
  }

  /// A matched child: new inputs replace the old; it is invalid only if they differ (SPEC rule 6).
  private func update(_ child: ViewInstance, with spec: ChildSpec) throws {
    child.localEnvironment = spec.environment
    child.localEnvironmentOrigins = spec.environmentOrigins
    defer { refreshEnvironment(child) }
    switch (child.kind, spec.kind) {
    case (.presentation, .presentation(let presentation)):
      // Its content closures are new each time, and closures never compare equal (rule 6).
      child.kind = .presentation(presentation)
      invalidate(child, .input(name: "content"))
    case (.row(_, let oldElement), .row(let content, let newElement)):
      child.kind = .row(content: content, element: spec.keepsElement ? oldElement : newElement)
      // Rule 11: the body that builds the container ran, so the container holds a new content
      // closure (never equal, rule 6), and every kept row runs it, whatever its element.
      invalidate(child, .rebuilt(container: spec.container))
    default:
      guard let old = child.value, var new = spec.value else { return }
      let changed = UpdateModel.Inputs.changed(from: old, to: new)
      for property in new.type.storedProperties where property.isFrameworkOwned {
        // The framework keeps its storage; a new initial value passed to `State(initialValue:)`
        // is remembered, the state keeps what it stores.
        if case .stateCell(let passed)? = new.fields[property.name], passed.isPassedIn,
          case .stateCell(let kept)? = old.fields[property.name]
        {
          kept.initialValue = passed.initialValue
        }
        new.fields[property.name] = old.fields[property.name]
      }
      // So does the context its `@Query`s fetch from, set before its body ran (not a stored property).
      new.fields[SwiftDataModels.queryContextField] = old.fields[SwiftDataModels.queryContextField]
      if let equality = try interpreter.equatableComparison(of: new, forced: spec.comparesWithEquatable) {
        // SPEC rule 6: an Equatable view that is not plain data, or `.equatable()`, is compared
        // with its own `==` and nothing else.
        let equal = try interpreter.untracked { try equality(.structure(new), .structure(old)) }
        child.value = new
        let by = "\(new.type.name).=="
        if equal {
          journal.skipped.append(child.record)
          journal.comparedWithEquals[child.record.graphID] = by
          try refillContent(of: child, replacing: old)
        } else {
          invalidate(child, .notEqual(by: by))
        }
        return
      }
      child.value = new
      if changed.isEmpty {
        journal.skipped.append(child.record)
        try refillContent(of: child, replacing: old)
      } else {
        for name in changed { invalidate(child, .input(name: name)) }
      }
    }
  }

  /// SPEC rule 6: the view a `ViewModifier` or a style wraps is not one of its inputs. When the
  /// view that applies the modifier builds another one, the modifier's body does not run: the new
  /// view takes the `content` placeholder's place in what that body built last, and is matched
  /// there (its custom views compare their own inputs).
  private func refillContent(of unit: ViewInstance, replacing old: StructValue) throws {
    // A view holding another modifier's placeholder is filled again too: what that stands for may
    // have changed.
    guard let slot = unit.contentSlot, let content = unit.value?.fields[ViewNode.modifierContentField],
      case .view(let node) = content,
      UpdateModel.Inputs.wrappedContentChanged(from: old.fields[ViewNode.modifierContentField], to: content)
        || node.containsContentPlaceholder
    else { return }
    slot.content = node
    unit.output = unit.filledOutput
    try reconcile(unit, unit.output)
    scheduleLifecycleActions(unit, unit.output)
  }

  /// SPEC rule 7: a disappearing identity takes its state and dependencies with it.
  private func remove(_ unit: ViewInstance) {
    for gone in unit.subtree {
      gone.isAlive = false
      lazyContainers[gone.id] = nil
      scrollPositions[gone.id] = nil
      dismissActions[gone.id] = nil
      for (key, _) in gone.reads.entries { index.remove(key: key, unit: gone.id) }
      gone.reads = UnitReads()
      units[gone.id] = nil
      invalid.removeValue(forKey: gone.id)
      if !gone.isPresentation { journal.removed.append(gone.record) }
      for (_, action) in gone.lifecycle.onDisappear.sorted(by: { $0.key < $1.key }) {
        queuedActions.append(QueuedAction(action: action, arguments: [], location: gone.location))
      }
      // SwiftUI cancels a view's `.task` when the view goes: a sleeping one wakes to cancellation.
      cancelTasks(of: gone, because: "the view went away")
      hiddenUnits.remove(gone.id)
      visibilityUnits.remove(gone.id)
    }
  }
}

extension ViewInstance {
  var record: UnitRecord { UnitRecord(id: id, name: name, location: location, framework: isSwiftUIs ? true : nil) }
}

extension Invalidation.Cause {
  var writtenAt: SourceLocation? {
    switch self {
    case .dependency(_, _, _, let at, _), .objectWillChange(_, _, _, let at): at
    default: nil
    }
  }
}

extension GraphHost {
  /// A source's stable id for exporters: `Book#1.title`, `u3.isPlaying`, `Book#1.objectWillChange`.
  func sourceID(_ source: DependencySource) -> String {
    switch source {
    case .state(let storageID):
      guard let owner = storageOwners[storageID] else { return "state\(storageID)" }
      return "u\(owner.unit).\(owner.property)"
    case .statePath(let storageID, let path):
      guard let owner = storageOwners[storageID] else { return "state\(storageID)\(path)" }
      return "u\(owner.unit).\(owner.property)\(path)"
    case .environment(let unitID, let key): return "u\(unitID).env.\(key)"
    default: return describe(source)
    }
  }

  /// A source as people read it: `Book#1.title`, `PlayerView.isPlaying`, `\.theme`.
  func describe(_ source: DependencySource) -> String {
    switch source {
    case .property(let objectID, let name): "\(interpreter.objects.name(ofID: objectID)).\(name)"
    case .state(let storageID): storageNames[storageID] ?? "State#\(storageID)"
    case .statePath(let storageID, let path): (storageNames[storageID] ?? "State#\(storageID)") + path
    case .environment(_, let key): key
    case .objectWillChange(let objectID): "\(interpreter.objects.name(ofID: objectID)).objectWillChange"
    }
  }
}
