import Testing
import ViewGraph

/// Runs a small program's own `#scenario`s and records every failure, rendered as the compiler
/// renders diagnostics: the check behind the tables of idioms.
func expectScenariosPass(in source: String, fileName: String = "Idiom.swift") throws {
  let program = try Program.parse(source: source, fileName: fileName)
  let report = program.runScenarios()
  #expect(!report.results.isEmpty)
  let renderer = DiagnosticRenderer(sources: program.sources)
  for result in report.results where !result.passed {
    Issue.record("\(result.name)\n\(result.failures.map { renderer.render($0.diagnostic) }.joined(separator: "\n"))")
  }
}
