import ViewGraphEngine
import ViewGraphModel
import ViewGraphRuntime

extension Program {
  /// Runs every `#scenario` step by step, each in a fresh launch: whether it passed, and how many
  /// times each view type ran its body (what the migration what-if compares, issue 40).
  public func bodyRunsPerScenario() -> [ScenarioBodyRuns] {
    traces().map(ScenarioBodyRuns.init)
  }

  /// Every `#scenario` traced step by step, each in a fresh launch (what `advise` looks at).
  public func traces() -> [ScenarioTrace] {
    model.scenarios.map { scenario in
      (try? EvaluationThread.run { self.trace(scenario) })
        ?? ScenarioTrace(
          name: scenario.name, launch: .empty, steps: [], failures: ["the scenario's evaluation did not finish"])
    }
  }
}
