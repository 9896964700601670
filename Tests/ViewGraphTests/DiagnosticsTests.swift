import Foundation
import Testing
import ViewGraph

/// Bad input gives compiler-style diagnostics and the exit status of SPEC §3, never a crash.
@Suite("Diagnostics")
struct DiagnosticsTests {
  private func error(parsing source: String, strict: Bool = false) -> ViewGraphError? {
    do {
      _ = try Program.parse(source: source, fileName: "Bad.swift", strict: strict)
      return nil
    } catch {
      return error
    }
  }

  @Test("SPEC §3: a syntax error is swift-syntax's diagnostic at file:line:column, with a caret")
  func syntaxError() throws {
    let failure = try #require(
      error(parsing: "struct A: View {\n    var body: some View {\n        Text(\"x\"\n    }\n"))
    let text = failure.description
    #expect(text.contains("Bad.swift:3:17: error: expected ')' to end function call"))
    #expect(text.contains("`- error:"))
  }

  // Issue 8 ("Real apps load as they are") changed these two: what ViewGraph does not know is a
  // warning where it is declared and an error only where it runs; `strict` makes it an error.
  // Issue 21 changed it again (SPEC §3, "opaque values propagate"): a name an app uses and
  // ViewGraph does not know is a framework's (the app compiles), so where it runs it is opaque, not
  // an error; `strict` still makes the declaration's warning an error.
  @Test("SPEC §3: an unknown name is a warning before anything runs, and an opaque value where it runs")
  func unknownName() throws {
    let source = "struct A: View {\n    var body: some View { Text(missing) }\n}\n"
    let program = try Program.parse(source: source, fileName: "Bad.swift")
    #expect(program.warnings.map(\.location.line) == [2])
    // Issue 36: said as ViewGraph's gap, not in the compiler's words ("cannot find … in scope").
    #expect(program.warnings.first?.message.contains("'missing' is not simulated by ViewGraph") == true)
    _ = try program.launch(root: "A")
    let strict = try #require(error(parsing: source, strict: true))
    #expect(strict.diagnostics.first?.location.line == 2)
  }

  @Test("SPEC §3: an unsupported construct is a warning at its place, not a silent skip; --strict makes it an error")
  func unsupportedConstruct() throws {
    let source = "var computedGlobal: Int { 1 }\nstruct A: View {\n    var body: some View { Text(\"a\") }\n}\n"
    let program = try Program.parse(source: source, fileName: "Bad.swift")
    #expect(program.warnings.contains { $0.message.contains("not simulated") && $0.location.line == 1 })
    let failure = try #require(error(parsing: source, strict: true))
    #expect(
      failure.diagnostics.contains {
        $0.message.contains("not simulated") && $0.location.line == 1 && $0.severity == .error
      })
  }

  @Test("SPEC §2: a runtime error fails the scenario with its location; #expectError claims it")
  func runtimeErrors() throws {
    let program = try Program.parse(
      source: """
        @Observable class Book { var title: String? = "A" }
        let book = Book()
        struct A: View { var body: some View { Text(book.title!) } }
        #scenario("unclaimed") {
            book.title = nil
            #expectUpdates(A.self)
        }
        #scenario("claimed") {
            book.title = nil
            #expectError("unexpectedly found nil")
        }
        """, fileName: "Unwrap.swift")
    let report = program.runScenarios()
    #expect(report.results.map(\.passed) == [false, true])
    let failure = try #require(report.results.first?.failures.first)
    #expect(failure.message.contains("unexpectedly found nil"))
    #expect(failure.location.line == 3)
  }

  @Test("SPEC §3: runaway code stops with a diagnostic instead of hanging or crashing")
  func runawayCode() throws {
    let program = try Program.parse(
      source: """
        func forever(_ n: Int) -> Int { forever(n + 1) }
        struct Loop: View { var body: some View { Text("\\(forever(0))") } }
        struct Spin: View {
            var body: some View {
                var i = 0
                while true { i += 1 }
                Text("\\(i)")
            }
        }
        """, fileName: "Runaway.swift")
    for root in ["Loop", "Spin"] {
      #expect(throws: ViewGraphError.self) { _ = try program.launch(root: root) }
    }
  }

  @Test("SPEC §3: exit status 2 for unreadable input, 1 for a failing scenario, 0 when all pass")
  func exitStatus() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-exit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("Bad.swift")
    try "struct A: View {\n".write(to: bad, atomically: true, encoding: .utf8)
    let failing = folder.appendingPathComponent("Failing.swift")
    try """
    @Observable class Book { var title = "A" }
    let book = Book()
    struct A: View { var body: some View { Text(book.title) } }
    #scenario("wrong") {
        book.title = "B"
        #expectUpdates()
    }
    """.write(to: failing, atomically: true, encoding: .utf8)

    let syntax = try CommandLine.viewgraph(["test", bad.path])
    #expect(syntax.status == 2)
    #expect(
      syntax.errors.contains("Bad.swift:2:1: error:") || syntax.errors.contains("Bad.swift:1:17: error:"),
      "\(syntax.errors)")
    let missing = try CommandLine.viewgraph(["test", folder.appendingPathComponent("Nope.swift").path])
    #expect(missing.status == 2)
    #expect(missing.errors.contains("no such file"))
    let usage = try CommandLine.viewgraph(["render"])
    #expect(usage.status == 2, "a usage error is bad input too: SPEC §3 knows 0, 1 and 2")
    let failed = try CommandLine.viewgraph(["test", failing.path])
    #expect(failed.status == 1)
    #expect(failed.output.contains("Failing.swift:6:5: error: expected updates [] but got [A]"))
    #expect(failed.output.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test("SPEC §3: no input crashes ViewGraph — every prefix of every sample either loads or is diagnosed")
  func prefixesNeverCrash() throws {
    let samples = PackagePaths.root.appendingPathComponent("Samples")
    let files = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".swift") }
      .sorted()
    for file in files.prefix(6) {
      let text = try String(contentsOf: samples.appendingPathComponent(file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for cut in stride(from: 1, to: lines.count, by: 7) {
        let prefix = lines.prefix(cut).joined(separator: "\n")
        if let program = try? Program.parse(source: prefix, fileName: file) {
          _ = program.runScenarios()
        }
      }
    }
  }
}
