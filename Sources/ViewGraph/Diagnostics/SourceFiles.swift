import SwiftParser
import SwiftSyntax

/// The source files of one program: their display paths, text and parsed trees, by index.
public final class SourceFiles: @unchecked Sendable {
  /// One loaded file.
  public struct File {
    public var path: String
    public var tree: SourceFileSyntax
    public var converter: SourceLocationConverter
  }

  public private(set) var files: [File] = []
  /// The index of the first prelude file (they follow the program's own), if they were added.
  public private(set) var preludeStart: Int?
  /// The program's own files, without the prelude.
  public var programFiles: ArraySlice<File> { files[..<(preludeStart ?? files.count)] }
  /// Syntax errors found while parsing, kept to be reported with the lowering's diagnostics.
  var syntaxErrors: [ViewGraphDiagnostic] = []

  /// How many lines the files have, for the summary of a load.
  public var lineCount: Int {
    programFiles.reduce(0) { $0 + $1.converter.location(for: $1.tree.endPosition).line }
  }

  public init() {}

  /// Adds the prelude's files after the program's own (SPEC §2: a program's declarations shadow them).
  func addPrelude() {
    guard preludeStart == nil else { return }
    preludeStart = files.count
    for file in Prelude.trees { add(path: file.path, tree: file.tree) }
  }

  /// Whether a location is in the prelude rather than the program's own files.
  func isPrelude(_ location: SourceLocation) -> Bool { preludeStart.map { location.file >= $0 } ?? false }

  /// Adds a parsed file and returns its index.
  @discardableResult
  func add(path: String, tree: SourceFileSyntax) -> Int {
    files.append(File(path: path, tree: tree, converter: SourceLocationConverter(fileName: path, tree: tree)))
    return files.count - 1
  }

  /// The location of a syntax node's first token in file `file`.
  func location(of node: some SyntaxProtocol, in file: Int) -> SourceLocation {
    let position = node.positionAfterSkippingLeadingTrivia
    let l = files[file].converter.location(for: position)
    return SourceLocation(file: file, line: l.line, column: l.column, offset: position.utf8Offset)
  }

  /// `path:line:column`, as the compiler prints a place.
  public func describe(_ location: SourceLocation) -> String {
    guard files.indices.contains(location.file) else { return "<unknown>" }
    return "\(files[location.file].path):\(location.line):\(location.column)"
  }

  /// The text of the line at `location`, without its newline.
  public func lineText(_ location: SourceLocation) -> String {
    guard files.indices.contains(location.file) else { return "" }
    let text = files[location.file].tree.description
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard location.line >= 1, location.line <= lines.count else { return "" }
    return String(lines[location.line - 1])
  }
}
