import ViewGraphEngine
import ViewGraphModel

/// Issue 40, point 2: the program's scenarios run as written and again with its `ObservableObject`
/// classes migrated to `@Observable` (`Program.load(…, migratingToObservable:)`), side by side.
public struct MigrationComparison: Sendable, Codable, Equatable {
  /// One scenario, before and after the migration.
  public struct Scenario: Sendable, Codable, Equatable {
    public var name: String
    public var before: ScenarioBodyRuns
    public var after: ScenarioBodyRuns

    /// Whether the migration changes what the scenario expects: it passed as written and fails
    /// migrated (`after.diagnostics` say how).
    public var expectationsChanged: Bool { before.passed && !after.passed }

    /// The view types whose body ran in either run, sorted by name.
    public var viewTypes: [String] { Set(before.bodyRuns.keys).union(after.bodyRuns.keys).sorted() }
  }

  /// The classes the migration treated as `@Observable`, in declaration order.
  public var migrated: [String]
  public var scenarios: [Scenario]

  /// Pairs the scenarios of the two runs of one program, in order (the migration changes no
  /// scenario, so both runs have the same ones).
  public init(migrated: [String], before: [ScenarioBodyRuns], after: [ScenarioBodyRuns]) {
    self.migrated = migrated
    scenarios = zip(before, after).map { Scenario(name: $0.name, before: $0, after: $1) }
  }

  /// Body runs over every scenario, as written.
  public var totalBefore: Int { scenarios.map(\.before.total).reduce(0, +) }
  /// Body runs over every scenario, migrated.
  public var totalAfter: Int { scenarios.map(\.after.total).reduce(0, +) }

  /// Per view type, its body runs over every scenario before and after, sorted by name.
  public var perView: [(view: String, before: Int, after: Int)] {
    var counts: [String: (before: Int, after: Int)] = [:]
    for scenario in scenarios {
      for (view, runs) in scenario.before.bodyRuns { counts[view, default: (0, 0)].before += runs }
      for (view, runs) in scenario.after.bodyRuns { counts[view, default: (0, 0)].after += runs }
    }
    return counts.keys.sorted().compactMap { view in counts[view].map { (view, $0.before, $0.after) } }
  }
}

/// What one scenario did: whether its expectations held, and how many times each of the
/// program's view types ran its body, from the launch to its last step: first runs of new
/// identities and runs again alike (a real app's launch often runs views again, when a `task` or
/// `onAppear` writes what they observe); SwiftUI's own views left out.
public struct ScenarioBodyRuns: Sendable, Codable, Equatable {
  public var name: String
  /// Its failures (expectations that did not hold, an error that stopped it), as diagnostics.
  public var diagnostics: [ViewGraphDiagnostic]
  /// Failures without a place of their own (an evaluation that did not finish).
  public var failures: [String]
  /// View type → body runs from the launch to the last step.
  public var bodyRuns: [String: Int]
  /// The same runs step by step: the launch's first, then each step's (the explorer's "what if"
  /// pane shows a step's update set before and after an edit).
  public var steps: [StepBodyRuns]

  /// What one step (or the launch) ran: view type → body runs.
  public struct StepBodyRuns: Sendable, Codable, Equatable {
    /// The step's statements as written; none for the launch.
    public var statements: [String]
    /// Where the step is written, `file:line:column`; empty for the launch.
    public var location: String
    public var bodyRuns: [String: Int]
  }

  public var passed: Bool { failures.isEmpty }
  /// Body runs of every view from the launch to the last step.
  public var total: Int { bodyRuns.values.reduce(0, +) }

  /// What `trace` of the scenario shows.
  public init(_ trace: ScenarioTrace) {
    name = trace.name
    diagnostics = trace.diagnostics
    failures = trace.failures
    func runs(_ update: UpdateSet?) -> [String: Int] {
      var runs: [String: Int] = [:]
      for run in update?.bodyRuns ?? [] where run.unit.isProgramUnit { runs[run.unit.name, default: 0] += 1 }
      return runs
    }
    steps =
      [StepBodyRuns(statements: [], location: "", bodyRuns: runs(trace.launchUpdate))]
      + trace.steps.map { StepBodyRuns(statements: $0.statements, location: $0.location, bodyRuns: runs($0.update)) }
    bodyRuns = steps.reduce(into: [:]) { total, step in total.merge(step.bodyRuns, uniquingKeysWith: +) }
  }
}
