import ViewGraph

/// The text formats ViewGraph writes without Graphviz, each with its formatter (like SwiftPM's
/// `show-dependencies --format`). Rendered formats (SVG, PNG, PDF) lay out the DOT of `.dot`.
public enum ExportFormat: String, CaseIterable, Sendable {
  /// Graphviz source: one `digraph` per picture.
  case dot
  /// The graph and its update sets as data, for other tools.
  case json
  /// The story in words: what changed, what ran and why (`viewgraph explain`).
  case text
  /// Mermaid flowcharts, for Markdown documents and GitHub READMEs.
  case mermaid

  /// The formatter that writes this format.
  public var formatter: any GraphFormatter {
    switch self {
    case .dot: DOTFormatter()
    case .json: JSONFormatter()
    case .text: ExplanationFormatter()
    case .mermaid: MermaidFormatter()
    }
  }
}
