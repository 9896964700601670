import ArgumentParser
import Foundation
import ViewGraph
import ViewGraphExport

// swift-argument-parser's property wrapper, not the program model's call `Argument` the façade re-exports.
import struct ArgumentParser.Argument

/// The options `render` and `explain` share: which program, which root, and which steps.
struct ProgramOptions: ParsableArguments {
  @Argument(help: "Files or folders that together form one program.", completion: .file(extensions: ["swift"]))
  var paths: [String] = []

  @Option(
    help: "The view or App type to launch (default: the @main App, the one #Preview, or the one unbuilt view).",
    completion: .custom(Completions.viewTypes))
  var root: String?

  @Option(
    help: "Follow each step of this #scenario: its name, or any part of it that only one name contains.",
    completion: .custom(Completions.scenarioNames))
  var scenario: String?

  @Option(
    help: ArgumentHelp(
      "One step made of these Swift statements, run after launch ('-': read them from standard input).",
      valueName: "statement"))
  var change: String?

  @OptionGroup(title: "Budgets") var budgets: LimitOptions

  @OptionGroup(title: "Loading") var loading: LoadingOptions

  func validate() throws {
    if paths.isEmpty { throw ValidationError("give at least one file or folder") }
    if scenario != nil, change != nil { throw ValidationError("give --scenario or --change, not both") }
    if scenario != nil, root != nil {
      throw ValidationError("--root does not apply to --scenario: a scenario launches its own root")
    }
  }

  /// Loads the program (errors: exit status 2).
  func load() throws -> Program {
    do { return try loading.load(paths, limits: budgets.limits) } catch { throw inputError(error) }
  }

  /// Launches the program at the root the options name (errors: exit status 2).
  func launch(_ program: Program) throws -> AppSession {
    do { return try program.launch(root: root) } catch { throw inputError(error) }
  }

  /// The exit status a trace's failures call for once the output is written: 2 when the steps
  /// could not be run (SPEC §3), 1 when an expectation failed. The failures themselves are printed
  /// once, by the output (explain's text, JSON) or by `printFailures(of:)`.
  func status(of subject: GraphExport.Subject) -> ExitCode? {
    guard case .trace(let trace) = subject, !trace.failures.isEmpty else { return nil }
    return trace.stoppedByError ? ExitCode(2) : ExitCode(1)
  }

  /// Prints a trace's failures on stderr in the compiler's form, once each.
  func printFailures(of subject: GraphExport.Subject, sources: SourceFiles) {
    guard case .trace(let trace) = subject else { return }
    if trace.diagnostics.isEmpty {
      for failure in trace.failures { printCommandError(failure) }
    } else {
      printError(DiagnosticRenderer(sources: sources, colorize: Terminal.colorsStandardError).render(trace.diagnostics))
    }
  }

  /// Prints warnings on stderr: the program's (ignored imports, what is not simulated, …) by
  /// default, or those a launch raised.
  func printWarnings(of program: Program, _ warnings: [ViewGraphDiagnostic]? = nil) {
    let renderer = DiagnosticRenderer(sources: program.sources, colorize: Terminal.colorsStandardError)
    for warning in warnings ?? program.warnings { printError(renderer.render(warning)) }
  }

  /// What the options ask for: the graph after launch, or the steps of a scenario or a change.
  func subject(of program: Program) throws -> GraphExport.Subject {
    if let root, !program.viewTypeNames.contains(root) {
      printCommandError(
        "no view or app named '\(root)' in the program" + Suggestion.clause(for: root, in: program.viewTypeNames))
      throw ExitCode(2)
    }
    let scenarioName = try scenario.map { try Self.scenarioName($0, in: program) }
    let statements = try change.map(Self.statements)
    let subject: GraphExport.Subject
    do {
      if let scenarioName {
        subject = .trace(try program.trace(scenario: scenarioName))
      } else if let statements {
        subject = .trace(try program.trace(change: statements, root: root))
      } else {
        let session = try program.launch(root: root)
        // What the launch itself warned about (unknown modifiers, views not simulated), once each.
        printWarnings(of: program, session.launchUpdate.warnings)
        let snapshot = session.snapshot()
        let rootName = snapshot.root.flatMap { id in snapshot.units.first { $0.id == id }?.name } ?? "the app"
        // Where something was not simulated, say what loaded and what launched anyway.
        if program.warnings.contains(where: LoadingOptions.isNotSimulated) {
          printError(
            LoadingOptions.summary(of: program)
              + "; launched \(rootName): \(snapshot.units.count) \(snapshot.units.count == 1 ? "unit" : "units")")
        }
        subject = .graph(snapshot)
      }
    } catch {
      throw inputError(error)
    }
    return try reached(subject, of: program)
  }

  /// Says what the launch of `subject` reached of the program, on standard error, when it did not
  /// reach everything (issue 36: a file not read, a package not found, most view types not built;
  /// a complete launch prints nothing more, so outputs that compare stay as they were; JSON always
  /// has it), and fails under `--require-depth`.
  func reached(_ subject: GraphExport.Subject, of program: Program) throws -> GraphExport.Subject {
    guard let launch = subject.graphs.first else { return subject }
    let reach = program.reach(of: [launch])
    if reach.isPartial { printError(reach.note) }
    try budgets.checkDepth(reach)
    return subject
  }

  /// The statements `--change` gives: itself, or with '-' standard input, read whole (`viewgraph mcp`
  /// passes a change this way: one argument may be at most 128 KB).
  static func statements(_ change: String) throws -> String {
    guard change == "-" else { return change }
    // No more than a source file may hold (one byte past it shows it is more).
    let limit = EvaluationLimits().maxSourceBytes
    let read = (try? FileHandle.standardInput.read(upToCount: limit + 1)) ?? Data()
    guard read.count <= limit else {
      printCommandError("the statements on standard input (--change -) are more than \(limit) bytes")
      throw ExitCode(2)
    }
    guard let text = String(data: read, encoding: .utf8) else {
      printCommandError("the statements on standard input (--change -) are not UTF-8 text")
      throw ExitCode(2)
    }
    return text
  }

  /// The scenario `typed` names: the one named exactly so, else the one whose name contains it.
  /// None or several is an error that lists what there is (exit status 2).
  static func scenarioName(_ typed: String, in program: Program) throws -> String {
    let names = program.scenarioNames
    if names.contains(typed) { return typed }
    let matches = names.filter { $0.range(of: typed, options: .caseInsensitive) != nil }
    if matches.count == 1 { return matches[0] }
    if matches.count > 1 {
      printCommandError(
        "'\(typed)' matches \(matches.count) scenarios: \(matches.map { "\"\($0)\"" }.joined(separator: ", ")); give more of the name"
      )
    } else if let suggestion = Suggestion.closest(to: typed, in: names)
      ?? Suggestion.closestContaining(typed, in: names)
    {
      printCommandError("no scenario named '\(typed)'; did you mean \"\(suggestion)\"?")
    } else {
      let known = names.map { "\"\($0)\"" }.joined(separator: ", ")
      printCommandError("no scenario named '\(typed)'; the program has \(known.isEmpty ? "none" : known)")
    }
    throw ExitCode(2)
  }
}
