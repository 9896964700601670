// ExplainColourTests.swift
//
// What this checks: issue 10's colour on a terminal for `explain` — the verdict words "ran",
// "compared", "inserted", "removed", "not run" and failures in the colours of the pictures — and
// for `test` (✓ green, ✗ red); none when the output is a pipe or NO_COLOR is set.

import Foundation
import Testing

@Suite("Explain and test: colour on a terminal (issue 10)")
struct ExplainColourTests {
  /// Runs `viewgraph` with `arguments` on a pseudo-terminal (util-linux's `script`).
  private func onTerminal(_ arguments: String, noColor: Bool) throws -> String {
    try CommandLine.onTerminal(
      "cd '\(PackagePaths.root.path)' && '\(PackagePaths.binary.path)' \(arguments)",
      environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"].merging(noColor ? ["NO_COLOR": "1"] : [:]) { $1 })
  }

  #if os(Linux)
    @Test(
      "issue 10: on a terminal explain colours what ran, was compared, inserted and removed; NO_COLOR and pipes turn it off",
      .enabled(if: FileManager.default.isExecutableFile(atPath: CommandLine.script.path)))
    func explainColours() throws {
      let change = "explain Samples/05-ListRowsShareBook.swift --change 'root.books.remove(at: 0)'"
      let coloured = try onTerminal(change, noColor: false)
      #expect(coloured.contains("  \u{1B}[33mran\u{1B}[0m       LibraryView"), "\(coloured)")
      #expect(coloured.contains("  \u{1B}[31mremoved\u{1B}[0m   BookView, List row (Book#1)"), "\(coloured)")
      // Rule 11: the kept rows run again, so no unit of this step is left "not run"; the BookViews are compared.
      #expect(coloured.contains("  \u{1B}[34mcompared\u{1B}[0m  BookView ×2"), "\(coloured)")
      let why = try onTerminal(
        "explain Samples/05-ListRowsShareBook.swift --change 'root.books[1].title = \"X\"' --why BookView",
        noColor: false)
      #expect(why.contains("BookView#2  \u{1B}[33mran\u{1B}[0m — "), "\(why)")
      #expect(why.contains("BookView#1  \u{1B}[2mnot run\u{1B}[0m — "), "\(why)")
      let plain = try onTerminal(change, noColor: true)
      #expect(plain.contains("  ran       LibraryView") && !plain.contains("\u{1B}["), "\(plain)")
      let piped = try CommandLine.viewgraph([
        "explain", "Samples/05-ListRowsShareBook.swift", "--change", "root.books.remove(at: 0)",
      ])
      #expect(piped.output.contains("  ran       LibraryView") && !piped.output.contains("\u{1B}["))
    }

    @Test(
      "issue 10: on a terminal test marks a passed scenario green and a failed one red",
      .enabled(if: FileManager.default.isExecutableFile(atPath: CommandLine.script.path)))
    func testColours() throws {
      let output = try onTerminal("test Samples/05-ListRowsShareBook.swift", noColor: false)
      #expect(output.contains("\u{1B}[32m✓\u{1B}[0m a title change"), "\(output)")
      #expect(!(try onTerminal("test Samples/05-ListRowsShareBook.swift", noColor: true)).contains("\u{1B}["))
    }
  #endif
}
