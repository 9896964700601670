import Foundation
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads the files of a program, parses them with swift-syntax, folds operators, and reports
/// syntax errors with swift-syntax's own diagnostics.
struct SourceLoader {
  /// Expands the given paths (files, or folders searched recursively) into `.swift` files, sorted.
  static func swiftFiles(in paths: [String]) throws(ViewGraphError) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ViewGraphError([.error(.cannotRead(path), at: .unknown)])
      }
      if isFolder.boolValue {
        let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
          .filter { $0.hasSuffix(".swift") }
          .sorted()
          .map { (path as NSString).appendingPathComponent($0) }
        guard !found.isEmpty else { throw ViewGraphError([.error(.noSwiftFiles(path), at: .unknown)]) }
        files += found
      } else {
        files.append(path)
      }
    }
    var seen: Set<String> = []
    return files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
  }

  /// Parses `(path, text)` pairs into one set of source files; syntax errors are thrown, rendered
  /// as the compiler renders them.
  static func parse(_ inputs: [(path: String, text: String)]) throws(ViewGraphError) -> SourceFiles {
    let sources = SourceFiles()
    var errors: [ViewGraphDiagnostic] = []
    for input in inputs {
      let parsed = Parser.parse(source: input.text)
      let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
      let tree = folded.as(SourceFileSyntax.self) ?? parsed
      let index = sources.add(path: input.path, tree: tree)
      let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
      for diagnostic in diagnostics where diagnostic.diagMessage.severity == .error {
        let converter = sources.files[index].converter
        let l = converter.location(for: diagnostic.position)
        errors.append(
          ViewGraphDiagnostic(
            .error, diagnostic.message,
            at: SourceLocation(file: index, line: l.line, column: l.column, offset: diagnostic.position.utf8Offset)))
      }
    }
    if !errors.isEmpty { throw ViewGraphError(errors, sources: sources) }
    return sources
  }

  /// Reads and parses files from disk.
  static func load(paths: [String]) throws(ViewGraphError) -> SourceFiles {
    var inputs: [(path: String, text: String)] = []
    for path in try swiftFiles(in: paths) {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw ViewGraphError([.error(.cannotRead(path), at: .unknown)])
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw ViewGraphError([.error(.notText(path), at: .unknown)])
      }
      inputs.append((path, text))
    }
    return try parse(inputs)
  }
}
