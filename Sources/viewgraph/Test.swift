import ArgumentParser
import Foundation
import ViewGraph

extension ViewGraphCommand {
  /// `viewgraph test [--each] [--filter TEXT] [--format text|json] [--junit FILE] PATH...`: runs
  /// every `#scenario`; the last line is `N passed, N failed`.
  struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run every #scenario and report each; the last line is 'N passed, N failed'.")

    /// How the results are written on stdout.
    enum Format: String, CaseIterable, ExpressibleByArgument {
      /// One line per scenario, failures in the compiler's form.
      case text
      /// One JSON document (schema version 1).
      case json
    }

    @Flag(help: "Run every .swift file directly in each folder, and every subfolder, as a program of its own.")
    var each = false

    @Option(name: .customLong("filter"), help: "Run only the scenarios whose name contains this text.")
    var filter: String?

    @Option(help: "How to write the results on stdout.")
    var format: Format = .text

    @Option(help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "file"), completion: .file(extensions: ["xml"]))
    var junit: String?

    @Argument(help: "Files or folders that together form one program (with --each: folders of programs).", completion: .file(extensions: ["swift"]))
    var paths: [String]

    @OptionGroup(title: "Budgets") var budgets: LimitOptions

    @OptionGroup(title: "Loading") var loading: LoadingOptions

    func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one file or folder") }
    }

    func run() throws {
      var programs: [[String]] = []
      if each {
        for path in paths { programs += try Self.programs(in: path) }
      } else {
        programs = [paths]
      }
      let text = format == .text
      let colorsOut = Terminal.colorsStandardOutput
      let colorsErr = Terminal.colorsStandardError
      var run = TestRun()
      var scenariosFound = 0
      for programPaths in programs {
        let name = programPaths.joined(separator: " ")
        let program: Program
        let loadStart = ContinuousClock.now
        do {
          program = try loading.load(programPaths, limits: budgets.limits)
        } catch {
          printError(error.renderedForTerminal)
          if text { print("\(Terminal.red("✗", colorsOut)) \(name): could not be loaded") }
          run.suites.append(.init(name: name, sources: error.sources, report: TestReport(), loadError: error, loadDuration: .now - loadStart))
          continue
        }
        let loadDuration = ContinuousClock.now - loadStart
        let warningRenderer = DiagnosticRenderer(sources: program.sources, colorize: colorsErr)
        for warning in program.warnings { printError(warningRenderer.render(warning)) }
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
          if text {
            print("\(result.passed ? Terminal.green("✓", colorsOut) : Terminal.red("✗", colorsOut)) \(result.name)")
            for diagnostic in diagnostics + newWarnings { print(renderer.render(diagnostic), terminator: "") }
          } else {
            for diagnostic in diagnostics + newWarnings { printError(renderer.render(diagnostic)) }
          }
        }
        run.suites.append(.init(name: name, sources: program.sources, report: report, warnings: warnings, loadDuration: loadDuration))
      }
      if run.passedCount + run.failedCount == 0, run.unreadableCount == 0 {
        // CI must not go green on nothing: a folder without scenarios, or a filter with a typo.
        let places = paths.map { "'\($0)'" }.joined(separator: ", ")
        if let filter, scenariosFound > 0 {
          printCommandError("no scenario ran: none of the \(scenariosFound) in \(places) has a name containing '\(filter)'")
        } else {
          printCommandError("no scenario ran: there is no '#scenario' in \(places) (write one, or look at the launch with 'viewgraph explain')")
        }
        throw ExitCode(2)
      }
      if text {
        print(run.summary)
      } else {
        print(JSONFormatter().document(for: run), terminator: "")
      }
      if let junit {
        do {
          try JUnitFormatter().document(for: run).write(toFile: junit, atomically: true, encoding: .utf8)
        } catch {
          printCommandError("cannot write '\(junit)': \((error as NSError).localizedDescription)")
          throw ExitCode(2)
        }
      }
      if run.unreadableCount > 0 { throw ExitCode(2) }
      if run.failedCount > 0 { throw ExitCode(1) }
    }

    static func containsSwiftFiles(_ folder: String) -> Bool {
      (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).contains { $0.hasSuffix(".swift") }
    }

    /// With `--each`: every `.swift` file directly in `folder`, and every subfolder, one program each.
    static func programs(in folder: String) throws -> [[String]] {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
        printCommandError("cannot read '\(folder)': no such file or folder")
        throw ExitCode(2)
      }
      guard isFolder.boolValue else { return [[folder]] }
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
      return entries.compactMap { entry in
        let path = (folder as NSString).appendingPathComponent(entry)
        var entryIsFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &entryIsFolder)
        if entry.hasSuffix(".swift") { return [path] }
        // A subfolder is a program if it holds Swift files; an empty one is no program at all.
        if entryIsFolder.boolValue, Self.containsSwiftFiles(path) { return [path] }
        return nil
      }
    }
  }
}
