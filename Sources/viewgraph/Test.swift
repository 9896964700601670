import ArgumentParser
import Foundation
import ViewGraph
import ViewGraphExport

extension ViewGraphCommand {
  /// `viewgraph test [--each] [--filter TEXT] [--format text|json] [--junit FILE] [--watch]
  /// [--record [missing|all]] PATH...`: runs every `#scenario`; the last line is `N passed, N failed`.
  struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "test",
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

    @Option(
      help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "file"),
      completion: .file(extensions: ["xml"]))
    var junit: String?

    @Argument(
      help: "Files or folders that together form one program (with --each: folders of programs).",
      completion: .file(extensions: ["swift"]))
    var paths: [String]

    @OptionGroup(title: "Budgets") var budgets: LimitOptions

    @OptionGroup(title: "Loading") var loading: LoadingOptions

    @Flag(
      help:
        "Keep running: run the scenarios again whenever a file under the paths changes, and print only what changed since the last run (Ctrl-C stops)."
    )
    var watch = false

    @Option(
      help: ArgumentHelp(
        "Write into the scenarios' files, in place, the #expectUpdates/#expectInserted/#expectRemoved lines of the steps that have none ('missing', what '--record' alone means), or also rewrite those that no longer hold ('all'); then run the scenarios.",
        valueName: "missing|all"))
    var record: RecordMode?

    func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one file or folder") }
      if watch, format == .json { throw ValidationError("'--watch' prints text; leave out '--format json'") }
      if watch, record != nil { throw ValidationError("'--record' writes once; leave out '--watch'") }
    }

    /// `--record` alone means `--record missing`: swift-argument-parser has no option whose value
    /// may be left out, so the word is put in before parsing (never after `--`).
    static func givingRecordItsMode(_ arguments: [String]) -> [String] {
      var result: [String] = []
      for (index, argument) in arguments.enumerated() {
        result.append(argument)
        if argument == "--" {
          result += arguments[(index + 1)...]
          break
        }
        let next = arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
        if argument == "--record", !RecordMode.allCases.map(\.rawValue).contains(next ?? "") {
          result.append(RecordMode.missing.rawValue)
        }
      }
      return result
    }

    /// One scenario's line in the text format, with its failures: what `--watch` compares.
    struct Outcome: Equatable {
      /// The program and the scenario (or the program alone, when it could not be loaded).
      var key: String
      var passed: Bool
      var text: String
    }

    func run() throws {
      // `--junit` must not be an input, a device, a FIFO or a folder: checked before any work (issue 34).
      let junitFile = try junit.map { path throws(ExitCode) in try OutputFile(path, inputs: paths) }
      if let record, record != .never { try recordUpdateSets(record) }
      if watch { try watchForChanges(junit: junitFile) }
      let (run, _) = try runOnce { try writeStandardOutput($0.text) }
      try finish(run, junit: junitFile)
    }

    /// The summary, the JUnit file and the exit status of one run.
    private func finish(_ run: TestRun, junit: OutputFile?) throws {
      if format == .text {
        try writeStandardOutput(run.summary + "\n")
      } else {
        try writeStandardOutput(JSONFormatter().document(for: run))
      }
      try write(run, asJUnitTo: junit)
      if run.unreadableCount > 0 { throw ExitCode(2) }
      // Under --require-depth, a program whose scenarios reached too little (said as it ran).
      if let required = budgets.requireDepth,
        run.suites.contains(where: { suite in
          !suite.report.results.isEmpty
            && (suite.sources.map {
              LaunchReach(sources: $0, built: Set(suite.report.results.flatMap(\.viewTypesBuilt))).depth < required
            } ?? false)
        })
      {
        throw ExitCode(2)
      }
      if run.failedCount > 0 { throw ExitCode(1) }
    }

    /// Writes the JUnit XML, unless a program of the run was read from that file.
    private func write(_ run: TestRun, asJUnitTo file: OutputFile?) throws(ExitCode) {
      guard let file else { return }
      try file.refuseIfRead(by: run.suites.flatMap { $0.sources?.programFiles.map(\.path) ?? [] })
      try file.write(Array(JUnitFormatter().document(for: run).utf8))
    }

    /// Loads and runs every program once, giving each scenario's text-format outcome to `emit` as
    /// it is known; warnings go to stderr unless `quiet`. Exit status 2 if no scenario ran.
    private func runOnce(quiet: Bool = false, emit: (Outcome) throws -> Void) throws -> (TestRun, [Outcome]) {
      let programs = try programList()
      let text = format == .text
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
            Outcome(key: name, passed: false, text: "\(Terminal.red("✗", colorsOut)) \(name): does not load\n"))
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
            Outcome(key: name + "\n" + result.name, passed: result.passed, text: "\(mark) \(result.name)\n" + rendered))
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
    private func programList() throws -> [[String]] {
      guard each else { return [paths] }
      return try paths.flatMap(Self.programs(in:))
    }

    /// `--record` (issue 40): runs every program's scenarios, writes the update-set lines they
    /// measured into their files in place — every file checked before any is written, so a refusal
    /// writes nothing — and shows each line as a diff; `run()` then runs the scenarios from the files
    /// as written. A program that does not load is left to that run to report.
    private func recordUpdateSets(_ mode: RecordMode) throws {
      let colors = format == .text ? Terminal.colorsStandardOutput : Terminal.colorsStandardError
      var recordings: [(sources: SourceFiles, recording: UpdateSetRecording)] = []
      for programPaths in try programList() {
        guard let program = try? loading.load(programPaths, limits: budgets.limits) else { continue }
        recordings.append((program.sources, program.recordScenarios(matching: filter, mode: mode)))
      }
      for (sources, recording) in recordings {
        for file in recording.files {
          do {
            try file.check()
          } catch {
            printError(DiagnosticRenderer(sources: sources, colorize: Terminal.colorsStandardError).render(error))
            throw ExitCode(2)
          }
        }
      }
      var report = ""
      var lineCount = 0
      var fileCount = 0
      for (sources, recording) in recordings {
        let renderer = DiagnosticRenderer(sources: sources, colorize: Terminal.colorsStandardError)
        for note in recording.notRecorded { printError(renderer.render(note)) }
        for file in recording.files {
          do {
            try file.write()
          } catch {
            printError(renderer.render(error))
            throw ExitCode(2)
          }
          fileCount += 1
          lineCount += file.lines.count
          for line in file.lines {
            report +=
              "\(ViewGraphMessage.shown(file.path)):\(line.line):\(line.column): recorded in '\(line.scenario)'\n"
            if let old = line.old { report += "  " + Terminal.red("− \(old)", colors) + "\n" }
            report += "  " + Terminal.green("+ \(line.new)", colors) + "\n"
          }
        }
      }
      // A program that did not load is said by the run that follows, not as "nothing to record".
      guard !recordings.isEmpty else { return }
      report +=
        lineCount == 0
        ? "nothing to record: every step has its update-set lines\n\n"
        : "recorded \(lineCount) line\(lineCount == 1 ? "" : "s") into \(fileCount) file\(fileCount == 1 ? "" : "s"); running the scenarios as written now\n\n"
      if format == .text { try writeStandardOutput(report) } else { printError(report) }
    }

    /// `--watch`: runs once, then again whenever a file under the paths changes (the kernel says
    /// when, `FolderWatcher`), printing only the scenarios whose result changed.
    /// Its own JUnit file is not a change (issue 34: else each run starts the next). Ctrl-C ends
    /// it with status 0; a standard output that cannot be written, with status 2.
    private func watchForChanges(junit: OutputFile?) throws -> Never {
      // Ctrl-C ends it, even when whoever started it blocked SIGINT (a test host does).
      signal(SIGINT) { _ in _exit(0) }
      var interrupt = sigset_t()
      sigemptyset(&interrupt)
      sigaddset(&interrupt, SIGINT)
      pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
      var last: [Outcome] = []
      let ignored = junit.map { [$0.target] } ?? []
      var stamp = FileStamp(paths, ignoring: ignored)
      func again(first: Bool) throws {
        let run: TestRun
        let outcomes: [Outcome]
        do {
          (run, outcomes) = try runOnce(quiet: !first) { outcome in if first { try writeStandardOutput(outcome.text) } }
        } catch {
          // No scenario ran (said on stderr); a failed write to stdout fails this one too, and ends the watch.
          try writeStandardOutput(
            "no scenario ran — watching \(paths.joined(separator: " ")) for changes (Ctrl-C stops)\n")
          return
        }
        if !first { try Self.showChanges(from: last, to: outcomes) }
        last = outcomes
        try writeStandardOutput(
          run.summary + " — watching \(paths.joined(separator: " ")) for changes (Ctrl-C stops)\n")
        // A JUnit file that cannot be written is said on stderr; the watch goes on.
        try? write(run, asJUnitTo: junit)
      }
      let watcher = FolderWatcher(paths)
      try again(first: true)
      while true {
        // The kernel wakes it at a change; every few seconds it looks anyway (a change it was not
        // told of: a folder past the watches it could ask for).
        watcher.wait(atMost: 5)
        let now = FileStamp(paths, ignoring: ignored)
        guard now != stamp else { continue }
        stamp = now
        try writeStandardOutput("\n— a file changed: running again\n")
        try again(first: false)
      }
    }

    /// The outcomes that are new, or whose result or failures changed, and those that are gone.
    private static func showChanges(from old: [Outcome], to new: [Outcome]) throws(ExitCode) {
      let before = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
      let now = Set(new.map(\.key))
      var changed = 0
      for outcome in new where before[outcome.key] != outcome {
        try writeStandardOutput(outcome.text)
        changed += 1
      }
      // A program that does not load now is said once (its own outcome above), not as each of its
      // scenarios gone.
      let unloadable = Set(new.filter { !$0.key.contains("\n") && !$0.passed }.map(\.key))
      for gone in old where !now.contains(gone.key) && !unloadable.contains(String(gone.key.prefix { $0 != "\n" })) {
        try writeStandardOutput("– \(gone.key.split(separator: "\n").last ?? ""): no longer there\n")
        changed += 1
      }
      if changed == 0 { try writeStandardOutput("no result changed\n") }
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
}

/// What `--watch` compares to notice an edit: every file under the paths (not in hidden folders
/// such as `.build`), with its modification date and size, but for the files it writes itself.
struct FileStamp: Equatable {
  private var files: [String: [Double]] = [:]

  /// The stamp of the files under `paths`, leaving out the files `ignored` names (by path, and by
  /// device and inode, so another path to them is left out too).
  init(_ paths: [String], ignoring ignored: [String] = []) {
    let ignoredPaths = Set(ignored.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    let ignoredFiles = ignored.compactMap { path -> [Int]? in
      var info = stat()
      return stat(path, &info) == 0
        ? [Int(truncatingIfNeeded: info.st_dev), Int(truncatingIfNeeded: info.st_ino)] : nil
    }
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      let found =
        isFolder.boolValue
        ? (manager.enumerator(
          at: URL(fileURLWithPath: path), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?
          .compactMap { ($0 as? URL)?.path } ?? [])
        : [path]
      for file in found {
        guard let attributes = try? manager.attributesOfItem(atPath: file),
          attributes[.type] as? FileAttributeType == .typeRegular
        else { continue }
        let identity = [
          (attributes[.systemNumber] as? NSNumber)?.intValue ?? -1,
          (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1,
        ]
        if ignoredFiles.contains(identity) || ignoredPaths.contains(URL(fileURLWithPath: file).standardizedFileURL.path)
        {
          continue
        }
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
        files[file] = [date, Double((attributes[.size] as? NSNumber)?.intValue ?? 0)]
      }
    }
  }
}

/// `--record missing` and `--record all` (`never`, the library's default, is no option to give).
extension RecordMode: ExpressibleByArgument {
  public static var allValueStrings: [String] { [RecordMode.missing, .all].map(\.rawValue) }
}
