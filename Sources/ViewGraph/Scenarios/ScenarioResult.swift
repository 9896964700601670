/// The outcome of one `#scenario`.
public struct ScenarioResult: Sendable {
  public var name: String
  public var location: SourceLocation
  public var failures: [ScenarioFailure]
  public var warnings: [ViewGraphDiagnostic]
  /// How long its launch and steps took.
  public var duration: Duration = .zero

  public var passed: Bool { failures.isEmpty }
}
