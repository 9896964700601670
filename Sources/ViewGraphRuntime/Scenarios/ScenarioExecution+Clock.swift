import Foundation
import ViewGraphEngine
import ViewGraphModel

/// `advance(seconds:)`: the scenario moves the launch's simulated clock on.
extension ScenarioExecution {
  /// Fires, in order, every timer, `asyncAfter` and publisher due within `seconds`, with the clock
  /// at each one's time; each firing is settled as a step of its own (SPEC rule 12) before the next
  /// is chosen, so what a firing's updates schedule (a view's new publisher) can fire too. The
  /// firings are one statement: together they end within `--max-seconds` (issue 34), however
  /// many a timer or a sleeping task's loop makes.
  func advance(seconds: Double, at location: SourceLocation) throws {
    let clock = interpreter.library(SimulatedWorld.self).clock
    let deadline = clock.now + seconds
    var firings = 0
    clock.beginAdvance()
    try settle()
    if isTracing, location.line != lastTracedLine {
      // The firings are this statement's steps: it is shown with the first (not after them).
      lastTracedLine = location.line
      statementsSinceStep.append(sources.lineText(location).trimmingCharacters(in: .whitespaces))
      stepLocation = location
    }
    while let item = clock.nextDue(until: deadline) {
      firings += 1
      if firings > interpreter.limits.maxSteps {
        throw ViewGraphDiagnostic.error(.stepLimit(interpreter.limits.maxSteps), at: location)
      }
      try interpreter.budget.checkTimeAndMemory(at: location)
      interpreter.budget.start()
      _ = try interpreter.call(item.action, [], at: location)
      try settle()
    }
  }
}
