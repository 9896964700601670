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
  }

  public var name: String
  public var launch: GraphSnapshot
  public var steps: [Step]
  /// Failures of the scenario's expectations, if any.
  public var failures: [String]
  /// The same failures as diagnostics, with their notes (why each unit ran).
  public var diagnostics: [ViewGraphDiagnostic] = []
}
