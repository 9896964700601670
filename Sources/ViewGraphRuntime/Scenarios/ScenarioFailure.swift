import ViewGraphEngine
import ViewGraphModel

/// One failed expectation or unclaimed runtime error, with where it happened and why.
public struct ScenarioFailure: Sendable, Hashable {
  public var message: String
  public var location: SourceLocation
  /// Explanations: for a failed `#expectUpdates`, why each unit ran.
  public var notes: [ViewGraphDiagnostic] = []
  /// An expectation that did not hold, or an error that stopped the scenario.
  public var kind: Kind = .expectation
  /// For an update set that changed, the diff of its names (`UpdateExpectation.changes`).
  public var details: [String] = []

  /// What made the scenario fail.
  public enum Kind: Sendable, Hashable {
    case expectation
    /// An error of the program or of the scenario stopped it (exit status 2, SPEC §3).
    case error
  }

  public var diagnostic: ViewGraphDiagnostic {
    var diagnostic = ViewGraphDiagnostic(.error, message, at: location, notes: notes)
    diagnostic.kind = kind == .error ? .runtime : .other
    diagnostic.details = details
    return diagnostic
  }

  package init(
    message: String, location: SourceLocation, notes: [ViewGraphDiagnostic] = [], kind: Kind = .expectation,
    details: [String] = []
  ) {
    self.message = message
    self.location = location
    self.notes = notes
    self.kind = kind
    self.details = details
  }
}
