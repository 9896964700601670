/// A launch followed step by step: the graph after launch, then each transaction of a scenario
/// (or a `--change`) with its update set and the graph after it.
public struct ScenarioTrace: Sendable, Codable, Equatable {
  /// One transaction: the statements that made it, what it did, and the graph after it.
  public struct Step: Sendable, Codable, Equatable {
    /// The statements, as written.
    public var statements: [String]
    public var location: String
    public var update: UpdateSet
    public var graph: GraphSnapshot

    package init(statements: [String], location: String, update: UpdateSet, graph: GraphSnapshot) {
      self.statements = statements
      self.location = location
      self.update = update
      self.graph = graph
    }
  }

  public var name: String
  public var launch: GraphSnapshot
  /// What the launch did (every unit inserted by the initial render), when it was recorded.
  public var launchUpdate: UpdateSet?
  public var steps: [Step]
  /// Failures of the scenario's expectations, if any.
  public var failures: [String]
  /// The same failures as diagnostics, with their notes (why each unit ran).
  public var diagnostics: [ViewGraphDiagnostic] = []

  /// Whether an error stopped the steps (exit status 2), rather than an expectation failing (1):
  /// a runtime error, or an evaluation that did not finish (a failure with no diagnostic).
  public var stoppedByError: Bool {
    diagnostics.contains { $0.kind == .runtime } || (diagnostics.isEmpty && !failures.isEmpty)
  }

  /// A trace of `launch` (which did `launchUpdate`) followed by `steps`.
  public init(
    name: String, launch: GraphSnapshot, launchUpdate: UpdateSet? = nil, steps: [Step], failures: [String],
    diagnostics: [ViewGraphDiagnostic] = []
  ) {
    self.name = name
    self.launch = launch
    self.launchUpdate = launchUpdate
    self.steps = steps
    self.failures = failures
    self.diagnostics = diagnostics
  }
}

extension ScenarioTrace {
  /// Each unit's stored inputs on its last run (SPEC rule 6), by graph id: after the launch, then
  /// after each step (`steps.count + 1` tables), for showing an input's old and new value.
  package var inputsAfterEachStep: [[String: [String]]] {
    var known: [String: [String]] = [:]
    var tables: [[String: [String]]] = []
    for update in [launchUpdate] + steps.map({ Optional($0.update) }) {
      for run in update?.bodyRuns ?? [] { known[run.unit.graphID] = run.inputs }
      tables.append(known)
    }
    return tables
  }
}
