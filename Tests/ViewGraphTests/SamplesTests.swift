import Foundation
import Testing
import ViewGraph
import ViewGraphTesting

/// Every sample in `Samples/` is also a test: each of its `#scenario` blocks is a test case of its
/// own, through ViewGraphTesting's bridge (SPEC §2, §3).
@Suite("Samples")
struct SamplesTests {
  /// Every scenario of every program in `Samples/` (each file and subfolder is one program).
  static let scenarios = (try? Scenarios.load("../../Samples", relativeTo: #filePath)) ?? []

  @Test("SPEC §2: the scenario passes", arguments: try Scenarios.load("../../Samples", relativeTo: #filePath))
  func scenarioPasses(_ scenario: Scenario) {
    scenario.expectPasses()
  }

  @Test("SPEC §2: every sample carries #scenario blocks")
  func everySampleHasScenarios() throws {
    let folder = PackagePaths.root.appendingPathComponent("Samples").path
    let programs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }
    #expect(Set(Self.scenarios.map(\.programName)) == Set(programs))
    #expect(Self.scenarios.count >= 30)
  }

  @Test(
    "SPEC §3: `viewgraph test --each Samples` passes and closes with 'N passed, 0 failed'",
    .enabled(if: ExportTestSupport.binary != nil))
  func commandLinePassesAllSamples() throws {
    let run = try CommandLine.viewgraph(["test", "--each", "Samples"])
    #expect(run.status == 0, "\(run.output)")
    let last = run.output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasSuffix(" passed, 0 failed"), "closing line was '\(last)'")
    let passed = Int(last.split(separator: " ").first ?? "") ?? 0
    #expect(passed == Self.scenarios.count, "the command and the bridge run the same scenarios")
  }
}
