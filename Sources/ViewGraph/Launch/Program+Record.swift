import Foundation
import ViewGraphEngine
import ViewGraphModel
import ViewGraphRuntime

extension Program {
  /// Runs the scenarios (or those whose name contains `filter`), each in a fresh launch, and
  /// records what each step ran into their files' text (issue 40): with `.missing`, the update-set
  /// lines of the steps that have none; with `.all`, also each such line that did not hold. Nothing
  /// is written: each `RecordedFile` writes itself.
  public func recordScenarios(matching filter: String? = nil, mode: RecordMode) -> UpdateSetRecording {
    record(model.scenarios.filter { scenario in filter.map { scenario.name.contains($0) } ?? true }, mode: mode)
  }

  /// Records the `#scenario` named exactly `name` (for a test case of its own: `Scenario.expectPasses(record:)`).
  public func recordScenario(named name: String, mode: RecordMode) -> UpdateSetRecording {
    record(model.scenarios.filter { $0.name == name }, mode: mode)
  }

  private func record(_ scenarios: [ScenarioDecl], mode: RecordMode) -> UpdateSetRecording {
    var report = TestReport()
    report.results = scenarios.map { timed($0, recording: mode != .never) }
    guard mode != .never else { return UpdateSetRecording(report: report, files: [], notRecorded: []) }
    let (files, notRecorded) = UpdateSetRecorder(mode: mode, sources: sources).record(report.results)
    return UpdateSetRecording(report: report, files: files, notRecorded: notRecorded)
  }
}
