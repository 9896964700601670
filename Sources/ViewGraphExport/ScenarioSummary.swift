import ViewGraph

/// Counts over a whole scenario (`viewgraph explain --summary`), per view type and per instance:
/// body runs, times compared and skipped, insertions, removals and redundant runs — runs that
/// built exactly what the run before built, work SwiftUI did for nothing.
public struct ScenarioSummary: Sendable, Encodable, Equatable {
  /// The counts of one instance, or of every instance of one type.
  public struct Row: Sendable, Encodable, Equatable {
    /// `BookView`, or for an instance `BookView#2` / `List row (Book#3)`.
    public var name: String
    /// The view type (`List row` for rows).
    public var type: String
    /// How many instances took part (ran, were compared, appeared or went); 1 for an instance.
    public var instances: Int
    /// Body runs of units that existed before the step (a first run counts as inserted).
    public var runs = 0
    /// Times a parent ran and this unit's inputs were equal, so it did not (SPEC rule 6).
    public var skipped = 0
    public var inserted = 0
    public var removed = 0
    /// Runs whose output was identical to the previous run's.
    public var redundant = 0
    /// The most frequent cause of its runs, in a few words (`reads Book#2.title`), if it ran.
    public var mainCause: String?
    /// How many of its runs that cause explains.
    public var mainCauseCount = 0
  }

  /// The scenario's name (or the `--change` statement).
  public var scenario: String
  /// The steps counted: everything after the launch.
  public var steps: Int
  /// One row per view type, most runs first.
  public var types: [Row]
  /// One row per instance, most runs first.
  public var instances: [Row]

  /// The summary of `trace`, counting every step after its launch.
  public init(_ trace: ScenarioTrace) {
    scenario = trace.name
    steps = trace.steps.count
    let names = InstanceNames(trace.graphs)
    var rows: [String: Row] = [:]
    var causes: [String: [String: Int]] = [:]
    // SwiftUI's own views are not counted (`--framework-units` counts them).
    let swiftUIs = Set(trace.graphs.flatMap { $0.units.filter { $0.framework == true }.map(\.id) })
    func count(_ id: String, _ change: (inout Row) -> Void) {
      guard !swiftUIs.contains(id) else { return }
      var entry = rows[id] ?? Row(name: names.name(id), type: names.type(id), instances: 1)
      change(&entry)
      rows[id] = entry
    }
    var before = trace.launch
    for step in trace.steps {
      let marks = StepMarks(step: step, number: 1, count: 1, scenario: nil, before: before, sources: SourceFiles())
      for run in step.update.ran where !marks.inserted.contains(run.unit.graphID) {
        let id = run.unit.graphID
        guard !swiftUIs.contains(id) else { continue }
        count(id) { $0.runs += 1 }
        for cause in Set(run.causes.map(\.headline)) { causes[id, default: [:]][cause, default: 0] += 1 }
      }
      for run in step.update.bodyRuns where run.isRedundant { count(run.unit.graphID) { $0.redundant += 1 } }
      for id in marks.skipped { count(id) { $0.skipped += 1 } }
      for id in marks.inserted { count(id) { $0.inserted += 1 } }
      for id in marks.removed { count(id) { $0.removed += 1 } }
      before = step.graph
    }
    for (id, counts) in causes {
      guard let top = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { continue }
      rows[id]?.mainCause = top.key
      rows[id]?.mainCauseCount = top.value
    }
    let appearance = Dictionary(names.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    instances = rows.sorted { a, b in
      Self.key(a.value, appearance[a.key] ?? .max) < Self.key(b.value, appearance[b.key] ?? .max)
    }.map(\.value)
    var byType: [String: Row] = [:]
    var typeCauses: [String: [String: Int]] = [:]
    for instance in instances {
      var entry = byType[instance.type] ?? Row(name: instance.type, type: instance.type, instances: 0)
      entry.instances += 1
      entry.runs += instance.runs
      entry.skipped += instance.skipped
      entry.inserted += instance.inserted
      entry.removed += instance.removed
      entry.redundant += instance.redundant
      byType[instance.type] = entry
    }
    for (id, counts) in causes {
      for (cause, count) in counts { typeCauses[names.type(id), default: [:]][cause, default: 0] += count }
    }
    for (type, counts) in typeCauses {
      guard let top = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { continue }
      byType[type]?.mainCause = top.key
      byType[type]?.mainCauseCount = top.value
    }
    let typeOrder = Dictionary(instances.enumerated().map { ($1.type, $0) }, uniquingKeysWith: { first, _ in first })
    types = byType.values.sorted { Self.key($0, typeOrder[$0.type] ?? .max) < Self.key($1, typeOrder[$1.type] ?? .max) }
  }

  /// Most runs first, then most redundant, then most compared, then in tree order.
  private static func key(_ row: Row, _ position: Int) -> (Int, Int, Int, Int) {
    (-row.runs, -row.redundant, -row.skipped, position)
  }
}
