import ArgumentParser
import GraphvizRenderer
import ViewGraph
import ViewGraphExport

/// Every format `viewgraph` writes, in one list: each subcommand's `--format` offers some of them
/// (`FormatChoice`), and each is written by a formatter of ViewGraph's (`ExportFormat`), by Graphviz
/// (`RenderFormat`), or as the interactive explorer.
enum OutputFormat: String, CaseIterable, Sendable {
  /// The story in words: what changed, what ran and why, failures in the compiler's form.
  case text
  /// Graphviz source: one `digraph` per picture.
  case dot
  /// A picture Graphviz renders from the DOT.
  case svg, png, pdf
  /// The graph and its update sets as data (schema version 1), the same from `render` and `explain`.
  case json
  /// Mermaid flowcharts, for Markdown documents and GitHub READMEs.
  case mermaid
  /// The interactive explorer: one HTML page.
  case html

  /// The formatter ViewGraph writes this format with, if it writes it itself.
  var export: ExportFormat? {
    switch self {
    case .text: .text
    case .dot: .dot
    case .json: .json
    case .mermaid: .mermaid
    case .svg, .png, .pdf, .html: nil
    }
  }

  /// The format Graphviz renders from DOT, if this is one.
  var rendered: RenderFormat? {
    switch self {
    case .svg: .svg
    case .png: .png
    case .pdf: .pdf
    case .text, .dot, .json, .mermaid, .html: nil
    }
  }
}

/// A subcommand that writes some of the output formats.
protocol OffersFormats {
  /// The formats its `--format` takes, in the order help lists them.
  static var formats: [OutputFormat] { get }
}

/// The `--format` of a subcommand that offers `Command.formats`: help and shell completion list
/// them, and any other value is one usage error naming them (`validated()`).
struct FormatChoice<Command: OffersFormats>: ExpressibleByArgument, Sendable {
  /// The value as given on the command line.
  let written: String

  init(_ format: OutputFormat) {
    written = format.rawValue
  }

  /// Any value is taken, so that one the subcommand does not offer is reported by `validated()`:
  /// swift-argument-parser lists more than five allowed values one per line, and an error stays
  /// one line (issue 4).
  init(argument: String) {
    written = argument
  }

  static var allValueStrings: [String] { Command.formats.map(\.rawValue) }
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
  var defaultValueDescription: String { written }

  /// The format asked for, or a `ValidationError` (a usage error: exit status 2) that lists the
  /// formats the subcommand offers, in swift-argument-parser's words for a value it does not take.
  func validated() throws -> OutputFormat {
    if let format = OutputFormat(rawValue: written), Command.formats.contains(format) { return format }
    let values = Self.allValueStrings.map { "'\($0)'" }
    let list =
      values.count <= 2
      ? values.joined(separator: " and ") : values.dropLast().joined(separator: ", ") + " or " + (values.last ?? "")
    throw ValidationError("The value '\(written)' is invalid for '--format <format>'. Please provide one of \(list).")
  }
}
