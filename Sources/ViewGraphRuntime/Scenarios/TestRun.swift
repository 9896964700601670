import ViewGraphEngine
import ViewGraphModel

/// What `viewgraph test` ran: one suite per program (a file, or a folder of files), each with the
/// files its places point into, its scenarios' results, and the error if it could not be loaded.
public struct TestRun: Sendable {
  /// One program's scenarios.
  public struct Suite: Sendable {
    /// The program's paths, as given (`Samples/05-ListRowsShareBook.swift`).
    public var name: String
    /// Its files, to name places as `file:line:column`; nil when it could not be loaded.
    public var sources: SourceFiles?
    /// Its scenarios' results.
    public var report: TestReport
    /// Warnings found while reading it and while running its scenarios, once each.
    public var warnings: [ViewGraphDiagnostic]
    /// Why it could not be read, parsed or resolved, if so.
    public var loadError: ViewGraphError?
    /// How long reading, parsing and lowering it took (part of the suite's time in JUnit).
    public var loadDuration: Duration

    /// A suite for a loaded program.
    public init(
      name: String, sources: SourceFiles?, report: TestReport, warnings: [ViewGraphDiagnostic] = [],
      loadError: ViewGraphError? = nil,
      loadDuration: Duration = .zero
    ) {
      self.name = name
      self.sources = sources
      self.report = report
      self.warnings = warnings
      self.loadError = loadError
      self.loadDuration = loadDuration
    }
  }

  public var suites: [Suite] = []

  public init(suites: [Suite] = []) { self.suites = suites }

  public var passedCount: Int { suites.map(\.report.passedCount).reduce(0, +) }
  public var failedCount: Int { suites.map(\.report.failedCount).reduce(0, +) }
  /// The programs that could not be loaded.
  public var unreadableCount: Int { suites.filter { $0.loadError != nil }.count }
  /// The closing line of `viewgraph test`: `N passed, N failed` (SPEC §3).
  public var summary: String { "\(passedCount) passed, \(failedCount) failed" }
}
