// ProblemMatcherTests.swift
//
// What this checks (issue 11): every diagnostic of every subcommand starts at column 0 in the
// compiler's exact form, `path:line:col: error|warning|note: message`, so the problem matchers of
// GitHub Actions, VS Code and Xcode pick it up; no colour when the output is not a terminal.

import Foundation
import Testing

@Suite("Diagnostics: tools can read them (issue 11)", .enabled(if: ExportTestSupport.binary != nil))
struct ProblemMatcherTests {
  /// The pattern of GitHub's and VS Code's Swift problem matchers (as in swift-actions and the
  /// Swift VS Code extension): file, line, column, severity, message, from column 0.
  static let problemMatcher = try! NSRegularExpression(pattern: #"^(.+):(\d+):(\d+): (error|warning|note): (.+)$"#)

  /// A scenario that fails: BookView runs where none was expected.
  static let failingSource = """
    import SwiftUI
    @Observable class Book { var title = "A" }
    struct BookView: View {
        var book: Book
        var body: some View {
            Text(book.title)
        }
    }
    #Preview { BookView(book: Book()) }
    #scenario("wrong") {
        root.book.title = "B"
        #expectUpdates()
    }

    """

  /// The matches of the problem matcher in `text`: (file, line, column, severity, message).
  static func problems(in text: String) -> [(file: String, line: Int, column: Int, severity: String, message: String)] {
    text.split(separator: "\n").compactMap { line in
      let line = String(line)
      guard let match = problemMatcher.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return nil }
      let group = { (index: Int) in String(line[Range(match.range(at: index), in: line)!]) }
      return (group(1), Int(group(2)) ?? 0, Int(group(3)) ?? 0, group(4), group(5))
    }
  }

  private func failingFile() throws -> (folder: URL, path: String) {
    let folder = try ExportTestSupport.temporaryFolder()
    let file = folder.appendingPathComponent("Fail.swift")
    try Self.failingSource.write(to: file, atomically: true, encoding: .utf8)
    return (folder, file.path)
  }

  /// Checks the matcher finds the failed expectation and its note, and that no line mentioning
  /// `error:` escapes it (indented, or without a place).
  private func expectMatched(_ output: String, file: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let found = Self.problems(in: output)
    #expect(
      found.contains { $0.file == file && $0.line == 12 && $0.column == 5 && $0.severity == "error" && $0.message == "expected updates [] but got [BookView]" },
      "no error at \(file):12:5 in:\n\(output)", sourceLocation: sourceLocation)
    #expect(found.contains { $0.line == 6 && $0.severity == "note" }, "no note at line 6 in:\n\(output)", sourceLocation: sourceLocation)
    #expect(!output.contains("\u{1B}["), "no colour when the output is not a terminal", sourceLocation: sourceLocation)
    for line in output.split(separator: "\n") where line.contains(": error: ") && !line.contains("|") {
      #expect(Self.problems(in: String(line)).count == 1, "not in the compiler's form: '\(line)'", sourceLocation: sourceLocation)
    }
  }

  @Test("test: failures at column 0, matched by the problem matcher")
  func testSubcommand() throws {
    let (folder, file) = try failingFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CommandLine.viewgraph(["test", file])
    #expect(run.status == 1)
    expectMatched(run.output, file: file)
    let json = try CommandLine.viewgraph(["test", file, "--format", "json"])
    expectMatched(json.errors, file: file)
  }

  @Test("explain: failures carry 'error:' and are matched")
  func explainSubcommand() throws {
    let (folder, file) = try failingFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CommandLine.viewgraph(["explain", file, "--scenario", "wrong"])
    #expect(run.status == 1)
    expectMatched(run.output + run.errors, file: file)
  }

  @Test("render: failures on stderr, matched")
  func renderSubcommand() throws {
    let (folder, file) = try failingFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CommandLine.viewgraph(["render", file, "--scenario", "wrong"])
    #expect(run.status == 1)
    expectMatched(run.errors, file: file)
  }

  @Test("a syntax error, in every subcommand, is matched at its place")
  func syntaxErrors() throws {
    let folder = try ExportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Bad.swift").path
    try "struct A: View {\n    var body: some View { Text(\"a\" }\n}\n".write(toFile: file, atomically: true, encoding: .utf8)
    for arguments in [["test", file], ["render", file], ["explain", file]] {
      let run = try CommandLine.viewgraph(arguments)
      #expect(run.status == 2, "\(arguments)")
      let found = Self.problems(in: run.errors)
      #expect(found.contains { $0.file == file && $0.severity == "error" }, "\(arguments[0]): \(run.errors)")
    }
  }

  @Test("colour only when asked for by a terminal: NO_COLOR and pipes get none")
  func noColor() throws {
    let (folder, file) = try failingFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CommandLine.viewgraph(["test", file], environment: ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"])
    #expect(!run.output.contains("\u{1B}[") && !run.errors.contains("\u{1B}["))
  }
}
