import Foundation
import Testing
import ViewGraph

/// Every sample in `Samples/` is also a test: its `#scenario` blocks must all pass (SPEC §2, §3).
@Suite("Samples")
struct SamplesTests {
  /// Each `.swift` file directly in `Samples/`, and each subfolder, is one program (`--each`).
  static let programs: [String] = {
    let folder = PackagePaths.root.appendingPathComponent("Samples").path
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return entries.filter { !$0.hasPrefix(".") }.sorted().map { "Samples/\($0)" }
  }()

  @Test("SPEC §2: every scenario of the sample passes", arguments: programs)
  func samplePasses(_ program: String) throws {
    let loaded = try Program.load(paths: [PackagePaths.root.appendingPathComponent(program).path])
    #expect(!loaded.scenarioNames.isEmpty, "a sample carries #scenario blocks")
    let report = loaded.runScenarios()
    let renderer = DiagnosticRenderer(sources: loaded.sources)
    for result in report.results where !result.passed {
      Issue.record("\(result.name)\n\(result.failures.map { renderer.render($0.diagnostic) }.joined(separator: "\n"))")
    }
  }

  @Test("SPEC §3: `viewgraph test --each Samples` passes and closes with 'N passed, 0 failed'")
  func commandLinePassesAllSamples() throws {
    let run = try CommandLine.viewgraph(["test", "--each", "Samples"])
    #expect(run.status == 0, "\(run.output)")
    let last = run.output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasSuffix(" passed, 0 failed"), "closing line was '\(last)'")
    let passed = Int(last.split(separator: " ").first ?? "") ?? 0
    #expect(passed >= 30)
  }
}
