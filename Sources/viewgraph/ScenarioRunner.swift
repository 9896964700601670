import ArgumentParser
import Foundation
import ViewGraph
import ViewGraphExport

/// What `viewgraph test` runs: every program of its paths loaded and its scenarios run, once, each
/// scenario's outcome given as it is known; the command writes the summary and chooses the status.
struct ScenarioRunner {
  /// Files or folders that together form one program (with `each`: folders of programs).
  var paths: [String]
  /// Whether each file or subfolder of the paths is a program of its own (`--each`).
  var each: Bool
  /// Only the scenarios whose name contains this text (`--filter`).
  var filter: String?
  /// Whether the results are written as text on stdout (else as JSON, failures on stderr too).
  var text: Bool
  var budgets: LimitOptions
  var loading: LoadingOptions

  /// One scenario's line in the text format, with its failures: what `--watch` compares.
  struct Outcome: Equatable {
    /// Which outcome: a scenario's of a program, or the program's own when it could not be loaded.
    struct Key: Hashable {
      /// The program's paths, as one name.
      var program: String
      /// The scenario; nil for the program's own outcome (it does not load).
      var scenario: String?
    }
    var key: Key
    var passed: Bool
    var text: String
  }

  /// Loads and runs every program once, giving each scenario's text-format outcome to `emit` as
  /// it is known; warnings go to stderr unless `quiet`. Exit status 2 if no scenario ran.
  func runOnce(quiet: Bool = false, emit: (Outcome) throws -> Void) throws -> (TestRun, [Outcome]) {
    let programs = try programList()
    let colorsOut = Terminal.colorsStandardOutput
    let colorsErr = Terminal.colorsStandardError
    var run = TestRun()
    var outcomes: [Outcome] = []
    func record(_ outcome: Outcome) throws {
      outcomes.append(outcome)
      if text { try emit(outcome) }
    }
    var scenariosFound = 0
    for programPaths in programs {
      let name = programPaths.joined(separator: " ")
      let program: Program
      let loadStart = ContinuousClock.now
      do {
        program = try loading.load(programPaths, limits: budgets.limits)
      } catch {
        printError(error.renderedForTerminal)
        try record(
          Outcome(
            key: .init(program: name), passed: false, text: "\(Terminal.red("✗", colorsOut)) \(name): does not load\n"))
        run.suites.append(
          .init(
            name: name, sources: error.sources, report: TestReport(), loadError: error, loadDuration: .now - loadStart
          ))
        continue
      }
      let loadDuration = ContinuousClock.now - loadStart
      let warningRenderer = DiagnosticRenderer(sources: program.sources, colorize: colorsErr)
      if !quiet { for warning in program.warnings { printError(warningRenderer.render(warning)) } }
      let report = program.runScenarios(matching: filter)
      scenariosFound += program.scenarioNames.count
      // Failures go where the results go (stdout, in order); in JSON mode, also to stderr so a
      // log still shows them. Runtime warnings ("Modifying state during view update"), once each.
      let renderer = DiagnosticRenderer(sources: program.sources, colorize: text ? colorsOut : colorsErr)
      var warned: Set<ViewGraphDiagnostic> = []
      var warnings = program.warnings
      for result in report.results {
        let diagnostics = result.failures.map(\.diagnostic)
        let newWarnings = result.warnings.filter { warned.insert($0).inserted }
        warnings += newWarnings
        let mark = result.passed ? Terminal.green("✓", colorsOut) : Terminal.red("✗", colorsOut)
        let rendered = (diagnostics + newWarnings).map(renderer.render).joined()
        try record(
          Outcome(
            key: .init(program: name, scenario: result.name), passed: result.passed,
            text: "\(mark) \(result.name)\n" + rendered))
        if !text { for diagnostic in diagnostics + newWarnings { printError(renderer.render(diagnostic)) } }
      }
      run.suites.append(
        .init(name: name, sources: program.sources, report: report, warnings: warnings, loadDuration: loadDuration))
      // What the scenarios reached of the program: said when not everything (issue 36).
      let reach = LaunchReach(sources: program.sources, built: Set(report.results.flatMap(\.viewTypesBuilt)))
      if reach.isPartial, !quiet, !report.results.isEmpty { printError((each ? "\(name): " : "") + reach.note) }
      if let required = budgets.requireDepth, reach.depth < required, !report.results.isEmpty {
        printCommandError(
          "\(name): the scenarios reached \(reach.depth)% of the program's view types, under --require-depth \(required): \(reach.summary)"
        )
      }
    }
    if run.passedCount + run.failedCount == 0, run.unreadableCount == 0 {
      // CI must not go green on nothing: a folder without scenarios, or a filter with a typo.
      let places = paths.map { "'\($0)'" }.joined(separator: ", ")
      if let filter, scenariosFound > 0 {
        printCommandError(
          "no scenario ran: none of the \(scenariosFound) in \(places) has a name containing '\(filter)'")
      } else {
        printCommandError(
          "no scenario ran: there is no '#scenario' in \(places) (write one, or look at the launch with 'viewgraph explain')"
        )
      }
      throw ExitCode(2)
    }
    return (run, outcomes)
  }

  /// The programs to run: the paths as one, or with `--each` one per file or subfolder.
  func programList() throws -> [[String]] {
    guard each else { return [paths] }
    return try paths.flatMap(Self.programs(in:))
  }

  /// With `--each`: every `.swift` file directly in `folder`, and every subfolder that holds
  /// Swift files, one program each (links only within `folder`; what is skipped is a warning).
  static func programs(in folder: String) throws -> [[String]] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      printCommandError("cannot read '\(folder)': no such file or folder")
      throw ExitCode(2)
    }
    guard isFolder.boolValue else { return [[folder]] }
    let (programs, warnings) = Program.programs(eachIn: folder)
    if !warnings.isEmpty { printError(ViewGraphError(warnings).renderedForTerminal) }
    return programs.map { [$0] }
  }
}
