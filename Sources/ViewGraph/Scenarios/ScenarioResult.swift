/// The outcome of one `#scenario`.
public struct ScenarioResult: Sendable {
  public var name: String
  public var location: SourceLocation
  public var failures: [ScenarioFailure]
  public var warnings: [ViewGraphDiagnostic]

  public var passed: Bool { failures.isEmpty }
}
