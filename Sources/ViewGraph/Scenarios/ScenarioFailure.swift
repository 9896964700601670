/// One failed expectation or unclaimed runtime error, with where it happened and why.
public struct ScenarioFailure: Sendable, Hashable {
  public var message: String
  public var location: SourceLocation
  /// Explanations: for a failed `#expectUpdates`, why each unit ran.
  public var notes: [ViewGraphDiagnostic] = []

  public var diagnostic: ViewGraphDiagnostic {
    ViewGraphDiagnostic(.error, message, at: location, notes: notes)
  }
}
