import Foundation
import Testing

/// `viewgraph run FILE.swift…` (issue 35, point 1): a program's top-level code runs in the engine,
/// what it prints on stdout, a runtime error located on stderr with exit status 2. Each test runs
/// the real binary on a small program written to a folder of its own.
@Suite("viewgraph run (issue 35)", .enabled(if: ExportTestSupport.binary != nil))
struct RunCommandTests {
  /// Writes `source` as `main.swift` in a new temporary folder and runs `viewgraph run` on it.
  private func run(_ source: String, _ options: [String] = []) throws -> CommandRun {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    return try CommandLine.viewgraph(["run"] + options + [file.path])
  }

  @Test(
    "point 1: top-level code runs in order; print writes to stdout with its separator and terminator; functions see top-level variables"
  )
  func printsToStandardOutput() throws {
    let result = try run(
      """
      struct Counter {
          var count = 0
          mutating func increment() { count += 1 }
      }
      var total = 10
      func addToTotal(_ amount: Int) { total += amount }
      var counter = Counter()
      counter.increment()
      counter.increment()
      print("count:", counter.count)
      addToTotal(5)
      let snapshot = total
      addToTotal(1)
      print(snapshot, total, separator: ", ", terminator: "!\\n")
      for word in ["a", "b"] { print(word, terminator: "") }
      print()
      """)
    #expect(result.status == 0, "stderr: \(result.errors)")
    #expect(result.output == "count: 2\n15, 16!\nab\n")
    #expect(result.errors.isEmpty)
  }

  @Test(
    "point 1: fatalError stops the program: what was printed before stays on stdout, the error is located on stderr, exit status 2"
  )
  func fatalErrorIsLocated() throws {
    let result = try run(
      """
      print("before")
      func check(_ value: Int) {
          if value > 1 { fatalError("too big: \\(value)") }
      }
      check(1)
      check(2)
      print("after")
      """)
    #expect(result.status == 2)
    #expect(result.output == "before\n")
    #expect(result.errors.contains("main.swift:3:"), "stderr: \(result.errors)")
    #expect(result.errors.contains("error: fatal error: too big: 2"), "stderr: \(result.errors)")
  }

  @Test("point 1: a syntax error is reported in the compiler's form with exit status 2, and nothing runs")
  func syntaxErrorIsReported() throws {
    let result = try run("print(\"never\")\nlet x = (1 +\n")
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("main.swift:"), "stderr: \(result.errors)")
    #expect(result.errors.contains("error:"), "stderr: \(result.errors)")
  }

  @Test("point 1: the budgets apply: an endless loop stops at --max-steps with a located error, exit status 2")
  func budgetsApply() throws {
    let result = try run("var n = 0\nwhile true { n += 1 }\n", ["--max-steps", "1000"])
    #expect(result.status == 2)
    #expect(result.errors.contains("main.swift:2:"), "stderr: \(result.errors)")
  }

  @Test("point 1: --help says what run does and lists the budgets")
  func help() throws {
    let result = try CommandLine.viewgraph(["run", "--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("top-level code"))
    #expect(result.output.contains("--max-steps"))
  }
}
