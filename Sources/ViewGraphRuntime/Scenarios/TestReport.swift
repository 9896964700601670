import ViewGraphEngine
import ViewGraphModel

/// The outcome of running every scenario of one or more programs.
public struct TestReport: Sendable {
  public var results: [ScenarioResult] = []

  public init() {}

  public var passedCount: Int { results.filter(\.passed).count }
  public var failedCount: Int { results.count - passedCount }
  /// The closing line, as SPEC §3 requires it.
  public var summary: String { "\(passedCount) passed, \(failedCount) failed" }
}
