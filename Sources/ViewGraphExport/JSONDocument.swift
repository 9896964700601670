import ViewGraph

/// The shape of ViewGraph's JSON: a graph, or a scenario's launch and steps with their update sets.
/// Documented in the catalog ("Results for machines") and in `docs/viewgraph.schema.json`.
struct JSONDocument: Encodable {
  /// The version of this shape; it changes only when a field is removed or changes meaning.
  static let schemaVersion = 1

  /// One transaction of a scenario.
  struct Step: Encodable {
    var number: Int
    var statements: [String]
    var location: String
    /// The sources the step wrote with a new value, with the value before and after.
    var writes: [Write]
    var update: Update
    var graph: GraphSnapshot
  }

  /// A write that stored a new value: `Book#2.title` from "A" to "B". `old`/`new` are absent for
  /// sources the graph does not show (an object's `objectWillChange`).
  struct Write: Encodable {
    /// The source as people read it: `Book#2.title`, `PlayerView.isPlaying`.
    var name: String
    /// The source's id in the graph (`Book#2.title`, `u3.isPlaying`), if it has one.
    var source: String?
    var old: String?
    var new: String?

    /// The writes of `update`, with values from the graph before and after the step.
    static func all(in update: UpdateSet, before: GraphSnapshot, after: GraphSnapshot) -> [Write] {
      let oldValues = Dictionary(before.sources.map { ($0.id, $0.value) }, uniquingKeysWith: { first, _ in first })
      let unitNames = Dictionary(after.units.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
      var seen: Set<String> = []
      return update.writes.filter { seen.insert($0).inserted }.map { name in
        // A property is named by its id; a state by its view's type and its name.
        let candidates = after.sources.filter { source in
          source.id == name || (source.kind == "state" && "\(unitNames[source.owner] ?? "").\(source.name)" == name)
        }
        let source = candidates.first { oldValues[$0.id] != $0.value } ?? candidates.first
        return Write(name: name, source: source?.id, old: source.flatMap { oldValues[$0.id] }, new: source?.value)
      }
    }
  }

  /// An `UpdateSet` with units named by their graph ids and places as `file:line:column`.
  struct Update: Encodable {
    var ran: [Ran]
    var inserted: [Unit]
    var removed: [Unit]
    /// Compared and not run: "inputs equal" (SPEC rule 6).
    var skipped: [Unit]
    var equalWrites: [String]
    var warnings: [Warning]
    var passes: Int
    var animated: Bool
    /// What the step did besides running units (scrolled, replaced, cancelled); absent when nothing.
    var events: [UpdateEvent]?

    init(_ update: UpdateSet, sources: SourceFiles) {
      ran = update.ran.map {
        Ran(unit: Unit($0.unit, sources), pass: $0.pass, causes: $0.causes.map { Cause($0, sources) })
      }
      inserted = update.inserted.map { Unit($0, sources) }
      removed = update.removed.map { Unit($0, sources) }
      skipped = update.skipped.map { Unit($0, sources) }
      equalWrites = update.equalWrites
      warnings = update.warnings.map { Warning(message: $0.message, location: sources.describe($0.location)) }
      passes = update.passes
      animated = update.animated
      events = update.events.isEmpty ? nil : update.events
    }
  }

  /// A unit as an update set names it.
  struct Unit: Encodable {
    var id: String
    var name: String
    var location: String

    init(_ record: UnitRecord, _ sources: SourceFiles) {
      id = record.graphID
      name = record.name
      location = sources.describe(record.location)
    }
  }

  /// One body run and why.
  struct Ran: Encodable {
    var unit: Unit
    /// The pass of the flush it ran in, from 1 (SPEC rule 12).
    var pass: Int
    var causes: [Cause]
  }

  /// One `Invalidation.Cause`, flattened: `kind` says which fields are present.
  struct Cause: Encodable {
    var kind: String
    var description: String
    var source: String?
    var readAt: String?
    var writtenAt: String?
    var input: String?
    var key: String?
    var object: String?
    var property: String?
    /// The container built again, whose content closure is new (SPEC rule 11).
    var container: String?
    /// The binding whose making was the read (SPEC rule 5).
    var madeBinding: String?
    /// The Equatable `==` that decided (SPEC rule 6), or the modifier that set an environment entry.
    var comparedBy: String?
    var setBy: String?
    var setAt: String?

    init(_ cause: Invalidation.Cause, _ sources: SourceFiles) {
      description = cause.description
      switch cause {
      case .dependency(_, let sourceID, let readAt, let writtenAt, let binding):
        kind = "dependency"
        madeBinding = binding
        source = sourceID
        self.readAt = sources.describe(readAt)
        self.writtenAt = sources.describe(writtenAt)
      case .input(let name):
        kind = "input"
        input = name
      case .notEqual(let by):
        kind = "notEqual"
        comparedBy = by
      case .environment(let key, let setBy, let setAt):
        kind = "environment"
        self.key = key
        self.setBy = setBy
        self.setAt = setAt.map(sources.describe)
      case .objectWillChange(_, let objectID, let property, let writtenAt):
        kind = "objectWillChange"
        object = objectID
        self.property = property
        self.writtenAt = sources.describe(writtenAt)
      case .rebuilt(let container):
        kind = "rebuilt"
        self.container = container
      case .preference(let key):
        kind = "preference"
        self.key = key
      }
    }
  }

  /// A warning raised during the step ("Modifying state during view update").
  struct Warning: Encodable {
    var message: String
    var location: String
  }

  /// A diagnostic: an expectation that failed, a runtime error, a warning; with its notes.
  struct Diagnostic: Encodable {
    var severity: String
    var message: String
    /// `file:line:column`, absent for a diagnostic with no place in a file.
    var location: String?
    var notes: [Diagnostic]
    /// A changed update set as a diff of names, the lines the text shows (a heading per part, then
    /// `+ ItemRow ×3`, `− Header`); absent otherwise (issue 40 point 3).
    var changes: [String]?

    init(_ diagnostic: ViewGraphDiagnostic, _ sources: SourceFiles) {
      severity = diagnostic.severity.rawValue
      message = diagnostic.message
      location =
        sources.files.indices.contains(diagnostic.location.file)
        ? sources.describe(diagnostic.location) : diagnostic.location.outsidePlace
      notes = diagnostic.notes.map { Diagnostic($0, sources) }
      changes = diagnostic.details.isEmpty ? nil : diagnostic.details
    }
  }

  var schemaVersion = JSONDocument.schemaVersion
  /// `graph` or `scenario`.
  var kind: String
  var graph: GraphSnapshot?
  var focus: String?
  var scenario: String?
  var launch: GraphSnapshot?
  var steps: [Step]?
  var failures: [Diagnostic]?
  /// What the launch reached of the program (issue 36): files read, view types built, packages
  /// not found.
  var reach: LaunchReach?
}

/// A view type's body runs before and after an edit (`advise`) or a migration (`compare`): the one
/// shape both documents give it.
struct ViewRunsChange: Encodable {
  var view: String
  var before: Int
  var after: Int
}
