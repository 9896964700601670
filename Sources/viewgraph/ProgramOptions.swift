import ArgumentParser
import ViewGraph

/// The options `render` and `explain` share: which program, which root, and which steps.
struct ProgramOptions: ParsableArguments {
  @Argument(help: "Files or folders that together form one program.")
  var paths: [String] = []

  @Option(help: "The view or App type to launch (default: the @main App, the one #Preview, or the one unbuilt view).")
  var root: String?

  @Option(help: "Follow each step of this #scenario (its name, as written).")
  var scenario: String?

  @Option(help: ArgumentHelp("One step made of these Swift statements, run after launch.", valueName: "statement"))
  var change: String?

  @OptionGroup(title: "Budgets") var budgets: LimitOptions

  func validate() throws {
    if paths.isEmpty { throw ValidationError("give at least one file or folder") }
    if scenario != nil, change != nil { throw ValidationError("give --scenario or --change, not both") }
    if scenario != nil, root != nil { throw ValidationError("--root does not apply to --scenario: a scenario launches its own root") }
  }

  /// Loads the program (errors: exit status 2).
  func load() throws -> Program {
    do { return try Program.load(paths: paths, limits: budgets.limits) } catch { throw inputError(error) }
  }

  /// Reports a trace's failures on stderr; the exit status they call for once the output is
  /// written: 2 when the steps could not be run (SPEC §3), 1 when an expectation failed.
  func status(of subject: GraphExport.Subject) -> ExitCode? {
    guard case .trace(let trace) = subject, !trace.failures.isEmpty else { return nil }
    for failure in trace.failures { printError("viewgraph: error: \(failure)") }
    return trace.failures.contains { $0.contains("runtime error") || $0.contains("did not finish") } ? ExitCode(2) : ExitCode(1)
  }

  /// Prints the program's warnings (ignored imports, unknown modifiers, …) on stderr.
  func printWarnings(of program: Program) {
    let renderer = DiagnosticRenderer(sources: program.sources)
    for warning in program.warnings { printError(renderer.render(warning)) }
  }

  /// What the options ask for: the graph after launch, or the steps of a scenario or a change.
  func subject(of program: Program) throws -> GraphExport.Subject {
    do {
      if let scenario { return .trace(try program.trace(scenario: scenario)) }
      if let change { return .trace(try program.trace(change: change, root: root)) }
      return .graph(try program.launch(root: root).snapshot())
    } catch {
      throw inputError(error)
    }
  }
}
