/// The formats Graphviz renders in-process, each with the device that draws it best.
public enum RenderFormat: String, CaseIterable, Sendable {
  case svg, png, pdf

  /// The Graphviz device: core SVG keeps text as `<text>` (so names stay searchable);
  /// PNG and PDF go through cairo/pango for antialiased text.
  var device: String {
    switch self {
    case .svg: "svg:svg:core"
    case .png: "png:cairo"
    case .pdf: "pdf:cairo"
    }
  }

  /// Whether the output is binary (never written to a terminal).
  public var isBinary: Bool { self != .svg }
}
