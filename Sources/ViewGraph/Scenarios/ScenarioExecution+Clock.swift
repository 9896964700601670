/// `advance(seconds:)`: the scenario moves the launch's simulated clock on.
extension ScenarioExecution {
  /// Fires, in order, every timer, `asyncAfter` and publisher due within `seconds`; each firing is
  /// a step of its own (SPEC rule 12), with the clock at its time. What the last one changes stays
  /// pending, as after `tap` (SPEC §2).
  func advance(seconds: Double, at location: SourceLocation) throws {
    let clock = interpreter.clock
    let deadline = clock.now + seconds
    var firings = 0
    try settle()
    while let item = clock.nextDue(until: deadline) {
      if firings > 0 { try settle() }
      firings += 1
      if firings > interpreter.limits.maxSteps {
        throw ViewGraphDiagnostic.error(.stepLimit(interpreter.limits.maxSteps), at: location)
      }
      interpreter.startBudget()
      _ = try interpreter.call(item.action, [], at: location)
    }
  }
}
