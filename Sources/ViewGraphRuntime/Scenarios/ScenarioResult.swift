import ViewGraphEngine
import ViewGraphModel

/// The outcome of one `#scenario`.
public struct ScenarioResult: Sendable {
  public var name: String
  public var location: SourceLocation
  public var failures: [ScenarioFailure]
  public var warnings: [ViewGraphDiagnostic]
  /// How long its launch and steps took.
  public var duration: Duration = .zero
  /// The program's view types its launch and steps built (for the reach of a `test` run).
  public var viewTypesBuilt: Set<String> = []
  /// What its spans held, when it ran to be recorded (`Program.recordScenarios`, issue 40).
  package var recording: SpanRecording?

  public var passed: Bool { failures.isEmpty }

  package init(
    name: String, location: SourceLocation, failures: [ScenarioFailure], warnings: [ViewGraphDiagnostic],
    duration: Duration = .zero, viewTypesBuilt: Set<String> = [], recording: SpanRecording? = nil
  ) {
    self.name = name
    self.location = location
    self.failures = failures
    self.warnings = warnings
    self.duration = duration
    self.viewTypesBuilt = viewTypesBuilt
    self.recording = recording
  }
}
