import ViewGraphEngine
import ViewGraphModel

/// The host of one launched app's view graph: its units and the journal of what happened to them;
/// it runs their bodies, tracking what each reads in the dependency index (rules 1 and 2), and
/// coordinates the parts that hold the other concerns: state storage, the environment,
/// reconciliation and identity, scheduling and flush, visibility, lazy rows, preferences, and
/// naming for output.
package final class GraphHost: DependencyTracker, ViewHost {
  let program: ProgramModel
  package var interpreter: Interpreter {
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
  @exclusivity(unchecked) var units = UnitTable()
  @exclusivity(unchecked) private var index = DependencyIndex()
  /// The unit whose body is running: the tracker every read reports to (SPEC rule 1).
  @exclusivity(unchecked) package var current: ViewInstance?
  /// The id of the first object made by the body that is running: a write to an object it made
  /// does not make it invalid (Observation installs a body's observers once the body has returned,
  /// and nothing outside could have read an object that did not exist).
  @exclusivity(unchecked) private var firstObjectOfRun = Int.max
  /// The binding being made while its value is read, if any (SPEC rule 5).
  @exclusivity(unchecked) private var bindingBeingMade: String?
  /// The program's line the framework is working for (an `@Environment` property being given its
  /// value): where a read inside the prelude that no call of the program's led to is said to be.
  @exclusivity(unchecked) private var frameworkWorkingFor: SourceLocation?
  /// What ran, appeared and disappeared since the journal was last taken.
  @exclusivity(unchecked) package var journal = UpdateSet()
  /// The units inserted since the journal was last taken: their records (`journal.inserted`) are
  /// made when it is taken, and only if they are kept (issue 38: a launch of 100,000 cells held
  /// 200,000 records while it ran, which a plain `test` drops).
  @exclusivity(unchecked) private(set) var insertedSinceJournal: [ViewInstance] = []
  /// While positive, writes store without notifying (initializers).
  @exclusivity(unchecked) var suspendWrites = 0
  /// Whether each body run records the view's inputs as text (traces for the explorer do; a plain
  /// launch or `test` does not pay for describing them).
  @exclusivity(unchecked) package var recordsInputs = false
  /// Whether each body run is recorded in the journal (`UpdateSet.bodyRuns`): traces and sessions
  /// read them; a plain `test` checks what ran, appeared and went, and does not (issue 38: a
  /// launch of 100,000 cells kept 200,000 of them).
  @exclusivity(unchecked) package var recordsBodyRuns = true
  /// Whether ViewGraph chose the root (the app's own entry point, a hosted view, a guess), so an
  /// object missing above a view may be one the app provides in code ViewGraph does not run: it
  /// stands in, with a warning. A root the user named (`--root`, a scenario's `root:`) runs as
  /// SwiftUI would, and a missing object is SwiftUI's runtime error.
  @exclusivity(unchecked) package var rootChosenByViewGraph = false
  /// Why the launch has the root it has, in a few words ("the @main App", "the one view no other
  /// view builds"), for `explain`'s heading and the JSON; nil where a scenario or caller gave it.
  @exclusivity(unchecked) package var rootReason: String?
  /// The field paths read inside each state (by storage id), by the path's own source.
  @exclusivity(unchecked) private var pathReads: [Int: [DependencySource: [BindingValue.PathComponent]]] = [:]
  @exclusivity(unchecked) private var animated = false

  // The host's parts, one concern each; the host runs bodies and tracks what they read, and
  // hands each part itself for what the part asks of the graph.
  /// Naming for output: sources' names and ids, values as shown.
  let names: SourceNaming
  /// State storage: `@State`, `@StateObject`, `@AppStorage`, `@SceneStorage` (rules 4 and 10).
  let storage: StateStore
  /// The environment each unit is given (rule 8).
  let environments = GraphEnvironment()
  /// Reconciliation and identity: children matched by structural key (rules 6, 7 and 11).
  let reconciler = Reconciler()
  /// Scheduling and flush: invalid units, queued actions, the passes (rule 12).
  let scheduler = UpdateScheduler()
  /// Which units are on screen (rule 7).
  let visibility = Visibility()
  /// Lazy containers' windows of rows and where they are scrolled to (rule 11).
  let viewport: Viewport
  /// Preferences flowing up after each pass (rule 12).
  let preferences = PreferenceFlow()

  package init(program: ProgramModel) {
    self.program = program
    let names = SourceNaming()
    self.names = names
    storage = StateStore(names: names)
    viewport = Viewport(program: program)
  }

  // MARK: - Tracking

  package var isTracking: Bool { current != nil }

  package func untracked<T>(_ body: () throws -> T) rethrows -> T {
    let saved = current
    current = nil
    defer { current = saved }
    return try body()
  }

  package func withoutNotifying<T>(_ body: () throws -> T) rethrows -> T {
    suspendWrites += 1
    defer { suspendWrites -= 1 }
    return try body()
  }

  package var notifiesWrites: Bool { suspendWrites == 0 }

  /// A tracked read: the running unit now depends on `source`.
  package func recordRead(_ source: DependencySource, at location: SourceLocation) {
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
  package func reads(of unit: ViewInstance) -> [(source: DependencySource, location: SourceLocation)] {
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
  package func makingBinding<T>(_ binding: String, _ read: () throws -> T) rethrows -> T {
    let saved = bindingBeingMade
    bindingBeingMade = binding
    defer { bindingBeingMade = saved }
    return try read()
  }

  /// A write that changed `source`: every unit that read it is invalid (SPEC rule 2).
  package func recordWrite(_ source: DependencySource, named name: String, at written: SourceLocation) {
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
      scheduler.invalidate(
        unit,
        .dependency(
          source: name, sourceID: sourceID(source), readAt: key.flatMap { unit.reads[$0] } ?? .unknown,
          writtenAt: location,
          madeBinding: unit.bindingReads[source]))
    }
  }

  /// A read through a binding made from a field path inside a state (`$episode.isFavorite`, a
  /// `ForEach($items)` row's element): SPEC rule 5.
  package func recordPathRead(inState storageID: Int, _ path: [BindingValue.PathComponent], at location: SourceLocation)
  {
    let source = DependencySource.statePath(storageID: storageID, path: BindingValue.describe(path))
    pathReads[storageID, default: [:]][source] = path
    recordRead(source, at: location)
  }

  /// After a state changed: readers of a path inside it are invalid only if the value there changed.
  package func recordPathWrites(inState storageID: Int, from old: Value, to new: Value, at location: SourceLocation) {
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

  package func recordEqualWrite(_ name: String, at location: SourceLocation) {
    guard suspendWrites == 0 else { return }
    journal.equalWrites.append(name)
  }

  /// A `@Published` write: every subscriber of the object is invalid, equal or not (SPEC rule 9).
  package func recordObjectWillChange(_ object: ObjectInstance, property: String?, at written: SourceLocation) {
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
      scheduler.invalidate(
        unit,
        .objectWillChange(
          object: object.displayName, objectID: object.displayName, property: property, writtenAt: location))
    }
  }

  package func warn(_ diagnostic: ViewGraphDiagnostic) {
    journal.warnings.append(diagnostic)
  }

  package func markAnimated() { animated = true }

  /// The launch is over: tasks still sleeping unwind, so that none is left waiting (their code
  /// after the sleep does not run). Whoever launched the host calls it when done with it.
  package func endTasks() {
    interpreter.library(TaskScheduler.self).endTasks()
  }

  /// Keeps a `Task { … }` body for the end of the flush.
  package func deferTask(_ body: FunctionValue, at location: SourceLocation) { scheduler.deferTask(body, at: location) }

  /// Forgets what `unit` read: it runs again, or it went.
  func forgetReads(of unit: ViewInstance) {
    for (key, _) in unit.reads.entries { index.remove(key: key, unit: unit.id) }
    unit.reads = UnitReads()
  }

  // MARK: - Reading the graph

  /// Live units in tree order.
  package var liveUnits: [ViewInstance] { root?.subtree ?? [] }

  /// The views on screen: the live ones that are not hidden (rule 7).
  package var shownUnits: [ViewInstance] { liveUnits.filter { !$0.isHidden } }

  /// The type names of the live custom views (the units a snapshot calls `view`), without taking
  /// a snapshot: every scenario's run asks it for its launch's reach (issue 36), and a snapshot of
  /// 100,000 cells was a third of the run's peak memory (issue 38).
  /// It walks the children arrays where they are (copying 100,000 rows' units onto a stack of
  /// pending ones was 2% of a 100,000-cell run) and hashes a name only when it differs from the
  /// last one inserted (the rows' views are all one type).
  package var viewTypesBuilt: Set<String> {
    var names: Set<String> = []
    var last: String?
    var pending: [(units: [ViewInstance], next: Int)] = root.map { [([$0], 0)] } ?? []
    while let (units, next) = pending.last {
      guard next < units.count else {
        pending.removeLast()
        continue
      }
      pending[pending.count - 1].next = next + 1
      let unit = units[next]
      if case .view = unit.kind, unit.name != last {
        names.insert(unit.name)
        last = unit.name
      }
      if !unit.children.isEmpty { pending.append((unit.children, 0)) }
    }
    return names
  }

  /// The graph as it stands: units in tree order, the sources they read or own, and the edges.
  package func snapshot() -> GraphSnapshot { GraphSnapshot(of: self) }

  /// Whether any lazy container is on screen (so a scenario's `scroll(to:)` has something to move).
  var hasLazyContainer: Bool { viewport.hasLazyContainer(among: liveUnits) }

  /// Scrolls every lazy container on screen to `target` (rule 11).
  package func scroll(to target: ScrollTarget) { viewport.scroll(to: target, in: self) }

  /// Takes what happened since the last call; `keepingInserted: false` leaves out the records of
  /// the units inserted, for a caller that only reads its warnings.
  package func takeJournal(keepingInserted: Bool = true) -> UpdateSet {
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
  package enum RootContent {
    case view(StructValue)
    /// Content built by code that is not a view's body: a `#Preview`'s, or the view a hosting
    /// controller is made with (`UIHostingController`), named so in the graph.
    case content(FunctionDecl, name: String = "#Preview")
  }

  /// Creates the root unit, runs the initial render, then settles (SPEC §2: a fresh launch).
  package func launch(_ content: RootContent, at location: SourceLocation) throws {
    let unit: ViewInstance
    switch content {
    case .view(let value):
      unit = reconciler.makeUnit(
        name: value.type.name, kind: value.type.isApp ? .app : .view, parent: nil, key: [], value: value,
        location: location, in: self)
    case .content(let decl, let name):
      unit = reconciler.makeUnit(
        name: name, kind: .preview(decl), parent: nil, key: [], value: nil, location: location, in: self)
    }
    root = unit
    try evaluate(unit)
    try flush()
  }

  /// A unit made: it is in the graph, and its record is in the next journal's inserted units
  /// unless it is a presentation.
  func inserted(_ unit: ViewInstance) {
    units[unit.id] = unit
    if !unit.isPresentation { insertedSinceJournal.append(unit) }
  }

  /// Gives a framework-owned cell (a link's flag, a stack's own path) storage of its own.
  package func attachStorage(to cell: StateCell, named name: String) { storage.attachStorage(to: cell, named: name) }

  /// What `UserDefaults.standard` holds for `key`, if anything set it.
  package func existingDefault(forKey key: String) -> Value? { storage.existingDefault(forKey: key) }

  /// The launch's `UserDefaults.standard` value for `key`, made with `initial` the first time.
  package func defaultsStorage(forKey key: String, initial: Value) -> StateStorage {
    storage.defaultsStorage(forKey: key, initial: initial)
  }

  /// Runs invalid units parents first, each at most once per pass, until nothing is invalid
  /// (SPEC rule 12).
  func flush() throws { try scheduler.flush(self) }

  // MARK: - Running a unit

  /// Runs a unit's body under tracking (replacing only its own dependencies), then matches the
  /// children it built against the previous ones.
  /// Runs a unit's body: `causes` are why it runs again, nil for the first run of a new identity.
  func evaluate(_ unit: ViewInstance, causes: [Invalidation.Cause]? = nil) throws {
    forgetReads(of: unit)
    unit.bindingReads = [:]
    try storage.attachStorage(unit, self)
    let saved = current
    let savedFirstObject = firstObjectOfRun
    current = unit
    firstObjectOfRun = interpreter.objects.nextID
    defer { (current, firstObjectOfRun) = (saved, savedFirstObject) }
    try environments.prepareFrameworkFields(unit, self)
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
      journal.bodyRuns.append(
        ChangedBodyProperties.bodyRun(of: unit, causes: causes, previous: previous, output: output, in: self))
    }
    unit.output = output
    try reconciler.reconcile(unit, output, in: self)
    scheduler.scheduleLifecycleActions(unit, output, in: self)
    if case .presentation(let presentation) = unit.kind, let onDismiss = presentation.onDismiss, !previous.isEmpty,
      output.isEmpty
    {
      // The sheet was dismissed: its `onDismiss` runs after the content's `onDisappear` (rule 12).
      scheduler.queue(onDismiss, [], at: presentation.location)
    }
  }
}

extension ViewInstance {
  package var record: UnitRecord {
    UnitRecord(id: id, name: name, location: location, framework: isSwiftUIs ? true : nil)
  }
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
  func sourceID(_ source: DependencySource) -> String { names.sourceID(source, objects: interpreter.objects) }

  /// A source as people read it: `Book#1.title`, `PlayerView.isPlaying`, `\.theme`.
  package func describe(_ source: DependencySource) -> String { names.describe(source, objects: interpreter.objects) }

  /// A value as the graph shows it, elided past 240 characters.
  func shown(_ value: Value) -> String { SourceNaming.shown(value, by: interpreter) }
}
