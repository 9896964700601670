/// The outcome of one `#scenario`.
public struct ScenarioResult: Sendable {
  public var name: String
  public var location: SourceLocation
  public var failures: [ScenarioFailure]
  public var warnings: [ViewGraphDiagnostic]

  public var passed: Bool { failures.isEmpty }
}

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

/// The outcome of running every scenario of one or more programs.
public struct TestReport: Sendable {
  public var results: [ScenarioResult] = []

  public init() {}

  public var passedCount: Int { results.filter(\.passed).count }
  public var failedCount: Int { results.count - passedCount }
  /// The closing line, as SPEC §3 requires it.
  public var summary: String { "\(passedCount) passed, \(failedCount) failed" }
}
