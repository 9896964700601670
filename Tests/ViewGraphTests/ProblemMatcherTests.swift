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
      guard let match = problemMatcher.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else {
        return nil
      }
      let group = { (index: Int) in String(line[Range(match.range(at: index), in: line)!]) }
      return (group(1), Int(group(2)) ?? 0, Int(group(3)) ?? 0, group(4), group(5))
    }
  }

  /// Runs `viewgraph` with the arguments `arguments(path)` on a fresh copy of `failingSource`.
  static func runOnFailingFile(_ arguments: (String) -> [String]) throws -> (run: CommandRun, file: String) {
    let folder = try ExportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Fail.swift").path
    try failingSource.write(toFile: file, atomically: true, encoding: .utf8)
    return (try CommandLine.viewgraph(arguments(file)), file)
  }

  /// Checks the matcher finds the failed expectation and its note, and that no line mentioning
  /// `error:` escapes it (indented, or without a place).
  private func expectMatched(_ output: String, file: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let found = Self.problems(in: output)
    #expect(
      found.contains {
        $0.file == file && $0.line == 12 && $0.column == 5 && $0.severity == "error"
          && $0.message == "expected updates [] but got [BookView]"
      },
      "no error at \(file):12:5 in:\n\(output)", sourceLocation: sourceLocation)
    #expect(
      found.contains { $0.line == 6 && $0.severity == "note" }, "no note at line 6 in:\n\(output)",
      sourceLocation: sourceLocation)
    #expect(!output.contains("\u{1B}["), "no colour when the output is not a terminal", sourceLocation: sourceLocation)
    for line in output.split(separator: "\n") where line.contains(": error: ") && !line.contains("|") {
      #expect(
        Self.problems(in: String(line)).count == 1, "not in the compiler's form: '\(line)'",
        sourceLocation: sourceLocation)
    }
  }

  @Test("test: failures at column 0, matched by the problem matcher")
  func testSubcommand() throws {
    let (run, file) = try Self.runOnFailingFile { ["test", $0] }
    #expect(run.status == 1)
    expectMatched(run.output, file: file)
    let (json, jsonFile) = try Self.runOnFailingFile { ["test", $0, "--format", "json"] }
    expectMatched(json.errors, file: jsonFile)
  }

  @Test(
    "explain: failures carry 'error:', are matched, and go to stderr (issue 23: 'explain … > story.txt' still shows them)"
  )
  func explainSubcommand() throws {
    let (run, file) = try Self.runOnFailingFile { ["explain", $0, "--scenario", "wrong"] }
    #expect(run.status == 1)
    expectMatched(run.errors, file: file)
    #expect(!run.output.contains("error:"), "stdout: \(run.output)")
  }

  @Test("render: failures on stderr, matched")
  func renderSubcommand() throws {
    let (run, file) = try Self.runOnFailingFile { ["render", $0, "--scenario", "wrong"] }
    #expect(run.status == 1)
    expectMatched(run.errors, file: file)
  }

  @Test("a syntax error, in every subcommand, is matched at its place")
  func syntaxErrors() throws {
    let folder = try ExportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Bad.swift").path
    try "struct A: View {\n    var body: some View { Text(\"a\" }\n}\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    for arguments in [["test", file], ["render", file], ["explain", file]] {
      let run = try CommandLine.viewgraph(arguments)
      #expect(run.status == 2, "\(arguments)")
      let found = Self.problems(in: run.errors)
      #expect(found.contains { $0.file == file && $0.severity == "error" }, "\(arguments[0]): \(run.errors)")
    }
  }

  @Test("colour only when asked for by a terminal: a pipe gets none")
  func noColorInPipes() throws {
    let (run, _) = try Self.runOnFailingFile { ["test", $0] }
    #expect(!run.output.contains("\u{1B}[") && !run.errors.contains("\u{1B}["))
  }

  /// util-linux's `script`, which runs a command on a pseudo-terminal.
  static let script = CommandLine.script

  #if os(Linux)
    @Test(
      "on a terminal the diagnostics are coloured, unless NO_COLOR is set",
      .enabled(if: FileManager.default.isExecutableFile(atPath: script.path)))
    func colourOnATerminal() throws {
      let folder = try ExportTestSupport.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("Fail.swift").path
      try Self.failingSource.write(toFile: file, atomically: true, encoding: .utf8)
      func onTerminal(_ environment: [String: String]) throws -> String {
        try CommandLine.onTerminal("'\(PackagePaths.binary.path)' test '\(file)'", environment: environment)
      }
      let coloured = try onTerminal(["PATH": "/usr/bin:/bin", "TERM": "xterm"])
      #expect(coloured.contains("\u{1B}[1;31merror: "), "\(coloured)")
      let plain = try onTerminal(["PATH": "/usr/bin:/bin", "TERM": "xterm", "NO_COLOR": "1"])
      #expect(plain.contains("error: expected updates") && !plain.contains("\u{1B}["), "\(plain)")
    }
  #endif
}
