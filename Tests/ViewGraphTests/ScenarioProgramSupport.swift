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

/// What `source`, run as a script, prints; a runtime error is recorded as the calling test's failure.
func printed(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
  let program = try Program.parse(source: source, runsTopLevelCode: true)
  var output = ""
  if let error = program.runTopLevelCode(output: { output += $0 }) {
    Issue.record("runtime error: \(error)", sourceLocation: sourceLocation)
  }
  return output
}
