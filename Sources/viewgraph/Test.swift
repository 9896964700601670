import ArgumentParser
import Foundation
import ViewGraph
import ViewGraphExport

// swift-argument-parser's property wrapper, not the program model's call `Argument` the façade re-exports.
import struct ArgumentParser.Argument

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

    func run() throws {
      // `--junit` must not be an input, a device, a FIFO or a folder: checked before any work (issue 34).
      let junitFile = try junit.map { path throws(ExitCode) in try OutputFile(path, inputs: paths) }
      if let record, record != .never { try UpdateSetRecorder(runner: runner).record(record) }
      if watch { try TestWatch(runner: runner, junit: junitFile).run() }
      let (run, _) = try runner.runOnce { try writeStandardOutput($0.text) }
      try finish(run, junit: junitFile)
    }

    /// The summary, the JUnit file and the exit status of one run.
    private func finish(_ run: TestRun, junit: OutputFile?) throws {
      if format == .text {
        try writeStandardOutput(run.summary + "\n")
      } else {
        try writeStandardOutput(JSONFormatter().document(for: run))
      }
      try Self.write(run, asJUnitTo: junit)
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
    static func write(_ run: TestRun, asJUnitTo file: OutputFile?) throws(ExitCode) {
      guard let file else { return }
      try file.refuseIfRead(by: run.suites.flatMap { $0.sources?.programFiles.map(\.path) ?? [] })
      try file.write(Array(JUnitFormatter().document(for: run).utf8))
    }

    /// What runs the scenarios, from the options.
    private var runner: ScenarioRunner {
      ScenarioRunner(
        paths: paths, each: each, filter: filter, text: format == .text, budgets: budgets, loading: loading)
    }
  }
}

/// `--record missing` and `--record all` (`never`, the library's default, is no option to give).
extension RecordMode: ExpressibleByArgument {
  public static var allValueStrings: [String] { [RecordMode.missing, .all].map(\.rawValue) }
}
