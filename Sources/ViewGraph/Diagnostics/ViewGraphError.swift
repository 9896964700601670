/// The error ViewGraph throws: one or more diagnostics about the input, rendered only at the edge.
public struct ViewGraphError: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [ViewGraphDiagnostic]
  /// The sources the diagnostics point into, so the error can render itself with carets.
  public var sources: SourceFiles?

  public init(_ diagnostics: [ViewGraphDiagnostic], sources: SourceFiles? = nil) {
    self.diagnostics = diagnostics
    self.sources = sources
  }

  public var description: String {
    if let sources { return DiagnosticRenderer(sources: sources).render(diagnostics) }
    return diagnostics.map { ([$0] + $0.notes).map(DiagnosticRenderer.line).joined(separator: "\n") }.joined(
      separator: "\n")
  }
}
