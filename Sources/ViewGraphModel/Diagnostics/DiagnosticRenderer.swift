import SwiftDiagnostics
import SwiftSyntax

/// Renders diagnostics the way the Swift compiler does: `file:line:column: error: message`,
/// then the source around it with a caret, using swift-syntax's `DiagnosticsFormatter`.
public struct DiagnosticRenderer {
  public var sources: SourceFiles
  /// Whether to colour the output with ANSI escapes (for a terminal that asked for colour).
  public var colorize: Bool

  public init(sources: SourceFiles, colorize: Bool = false) {
    self.sources = sources
    self.colorize = colorize
  }

  /// All diagnostics, grouped by file, in the compiler's format.
  public func render(_ diagnostics: [ViewGraphDiagnostic]) -> String {
    diagnostics.map(render).joined(separator: "\n")
  }

  /// One diagnostic (its details, indented under it, and its notes).
  public func render(_ diagnostic: ViewGraphDiagnostic) -> String {
    let details = diagnostic.details.map { "  \($0)\n" }.joined()
    guard sources.files.indices.contains(diagnostic.location.file) else {
      return Self.line(diagnostic) + "\n" + details + diagnostic.notes.map(render).joined()
    }
    let file = sources.files[diagnostic.location.file]
    var group = GroupedDiagnostics()
    let position = AbsolutePosition(utf8Offset: diagnostic.location.offset)
    let anchor: Syntax = file.tree.token(at: position).map(Syntax.init) ?? Syntax(file.tree)
    let swiftDiagnostic = Diagnostic(
      node: anchor, position: position,
      message: Message(message: diagnostic.message, level: diagnostic.severity),
      highlights: [])
    _ = group.addSourceFile(
      tree: file.tree, sourceLocationConverter: file.converter, displayName: ViewGraphMessage.shown(file.path),
      diagnostics: [swiftDiagnostic])
    var text = DiagnosticsFormatter(contextSize: 1, colorize: colorize).annotateSources(in: group)
    if !details.isEmpty { text += (text.hasSuffix("\n") ? "" : "\n") + details }
    for note in diagnostic.notes {
      text += render(note)
    }
    return text
  }

  /// A diagnostic with no place in the loaded files, on one line: `path:line:column: warning: …` for
  /// one in a file or folder read without being loaded (a project file), else `viewgraph: error: …`.
  static func line(_ diagnostic: ViewGraphDiagnostic) -> String {
    "\(diagnostic.location.outsidePlace ?? "viewgraph"): \(diagnostic.severity): \(diagnostic.message)"
  }

  /// Adapts a ViewGraph diagnostic to swift-syntax's message protocol.
  struct Message: DiagnosticMessage {
    var message: String
    var level: ViewGraphDiagnostic.Severity
    var diagnosticID: MessageID { MessageID(domain: "ViewGraph", id: level.rawValue) }
    var severity: DiagnosticSeverity {
      switch level {
      case .error: .error
      case .warning: .warning
      case .note: .note
      }
    }
  }

}
