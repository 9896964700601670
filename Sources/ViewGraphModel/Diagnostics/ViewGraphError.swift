/// The error ViewGraph throws: one or more diagnostics about the input, rendered only at the edge.
public struct ViewGraphError: Error, Sendable, CustomStringConvertible {
  /// The error's own diagnostics, the error first.
  public var diagnostics: [ViewGraphDiagnostic]
  /// What was not simulated on the way to the error (issue 36): said before it, so that the error
  /// is not read as the program's own when it follows from what ViewGraph left opaque.
  public var warnings: [ViewGraphDiagnostic] = []
  /// The sources the diagnostics point into, so the error can render itself with carets.
  public var sources: SourceFiles?

  public init(_ diagnostics: [ViewGraphDiagnostic], sources: SourceFiles? = nil) {
    self.diagnostics = diagnostics
    self.sources = sources
  }

  /// The warnings, then the error's diagnostics, in the order they are shown.
  public var shown: [ViewGraphDiagnostic] { warnings + diagnostics }

  public var description: String {
    if let sources { return DiagnosticRenderer(sources: sources).render(shown) }
    return shown.map { ([$0] + $0.notes).map(DiagnosticRenderer.line).joined(separator: "\n") }.joined(
      separator: "\n")
  }
}
