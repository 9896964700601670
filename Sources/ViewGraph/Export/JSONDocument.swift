/// The shape of ViewGraph's JSON: a graph, or a scenario's launch and steps with their update sets.
struct JSONDocument: Encodable {
  /// One transaction of a scenario.
  struct Step: Encodable {
    var number: Int
    var statements: [String]
    var location: String
    var update: Update
    var graph: GraphSnapshot
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

    init(_ update: UpdateSet, sources: SourceFiles) {
      ran = update.ran.map { Ran(unit: Unit($0.unit, sources), causes: $0.causes.map { Cause($0, sources) }) }
      inserted = update.inserted.map { Unit($0, sources) }
      removed = update.removed.map { Unit($0, sources) }
      skipped = update.skipped.map { Unit($0, sources) }
      equalWrites = update.equalWrites
      warnings = update.warnings.map { Warning(message: $0.message, location: sources.describe($0.location)) }
      passes = update.passes
      animated = update.animated
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
      }
    }
  }

  /// A warning raised during the step ("Modifying state during view update").
  struct Warning: Encodable {
    var message: String
    var location: String
  }

  /// `graph` or `scenario`.
  var kind: String
  var graph: GraphSnapshot?
  var focus: String?
  var scenario: String?
  var launch: GraphSnapshot?
  var steps: [Step]?
  var failures: [String]?
}
