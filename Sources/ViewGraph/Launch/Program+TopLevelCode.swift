import ViewGraphEngine
import ViewGraphModel
import ViewGraphRuntime

extension Program {
  /// Runs the top-level code of a program loaded with `runsTopLevelCode` (`viewgraph run`), in
  /// file order, as Swift runs a `main.swift`: `output` receives what `print` writes, as it is
  /// written. Each top-level statement runs under the budgets (SPEC §3); the runtime error that
  /// stops the code (`fatalError`, a failed `precondition`, an uncaught `throw`) is returned.
  public func runTopLevelCode(output: @escaping (String) -> Void) -> ViewGraphError? {
    guard let code = model.topLevelCode else { return nil }
    let host = GraphHost(program: model)
    defer { host.endTasks() }
    let interpreter = host.interpreter
    interpreter.standardOutput = output
    do {
      try EvaluationThread.run {
        let scope = Scope(size: code.body.scopeSize, parent: nil)
        for statement in code.body.statements {
          interpreter.budget.start()
          _ = try interpreter.execute(statement, scope)
          try interpreter.runDeinitializers(at: statement.location)
        }
      }
      return nil
    } catch {
      return reported(error, at: code.location)
    }
  }
}
