import Foundation
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

/// Writes `files` (relative path → text) into a fresh folder of the temporary directory, named
/// `prefix-<UUID>`, and returns it: a project laid out on disk as a user's is.
func temporaryProject(_ files: [String: String], named prefix: String) throws -> URL {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  for (path, text) in files {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
  return root
}
