import ArgumentParser
import ViewGraph
import ViewGraphExport

extension ViewGraphCommand {
  /// `viewgraph explain PATH... [--root T] [--scenario NAME | --change 'STATEMENT'] [--format text|json]
  /// [--print-changes | --summary | --why TARGET]`: tells, step by step, what ran and why (SPEC §3).
  struct Explain: ParsableCommand, OffersFormats {
    static let configuration = CommandConfiguration(
      commandName: "explain",
      abstract: "Tell, step by step, what changed, which bodies ran and why, and which were skipped.",
      discussion: """
        Each '(rule N)' names a rule of the update model in the ViewGraph documentation. \
        --print-changes prints what SwiftUI's Self._printChanges() would print for each body run; \
        --summary counts runs per view type and instance over the scenario; \
        --why tells, for each step, why a view (or instance, or source) did or did not run.
        """)

    /// How the story is written: in words, or as the same JSON document as `render --format json`.
    static let formats: [OutputFormat] = [.text, .json]

    @OptionGroup var program: ProgramOptions

    @Option(help: "How to write the story on stdout.")
    var format = FormatChoice<Explain>(.text)

    @Flag(help: "One line per view body run, as SwiftUI's Self._printChanges() prints it ('BookView: @self changed.').")
    var printChanges = false

    @Flag(help: "Counts over the scenario per view type and instance: runs, compared, inserted, removed, redundant.")
    var summary = false

    @Option(
      help: ArgumentHelp(
        "For each step, why this view type, instance (BookView#2) or source (Book#2.title) did or did not run.",
        valueName: "view|source"),
      completion: .custom(Completions.viewTypes))
    var why: String?

    func validate() throws {
      let format = try self.format.validated()
      if [printChanges, summary, why != nil].filter({ $0 }).count > 1 {
        throw ValidationError(ViewGraphMessage.oneReportOnly.text)
      }
      if format == .json, printChanges || why != nil {
        throw ValidationError(ViewGraphMessage.textOnlyReport.text)
      }
      if summary || why != nil, program.scenario == nil, program.change == nil {
        throw ValidationError(ViewGraphMessage.needsSteps(summary ? "--summary" : "--why").text)
      }
    }

    func run() throws {
      let format = try self.format.validated()
      let loaded = try program.load()
      program.printWarnings(of: loaded)
      var subject = try program.subject(of: loaded)
      if printChanges, case .graph(let graph) = subject {
        // The launch alone: its body runs are the launch's update set.
        let launch = try program.launch(loaded)
        subject = .trace(
          ScenarioTrace(name: "launch", launch: graph, launchUpdate: launch.launchUpdate, steps: [], failures: []))
      }
      // A `--change` that stops on an error (issue 37): the error first, and nothing else — the
      // launch's story above it only hid it.
      if program.change != nil, format == .text, case .trace(let trace) = subject, trace.stoppedByError {
        program.printFailures(of: subject, sources: loaded.sources)
        throw ExitCode(2)
      }
      let export = GraphExport(subject, sources: loaded.sources)
      let colors = Terminal.colorsStandardOutput
      if let asked = why {
        guard case .trace(let trace) = subject else { return }
        guard let why = WhyFormatter.name(asked, in: trace) else {
          printCommandError(
            ViewGraphMessage.unknownWhyTarget(asked).text
              + Suggestion.clause(for: asked, in: WhyFormatter.names(in: trace)))
          throw ExitCode(2)
        }
        try writeStandardOutput(WhyFormatter(target: why, colored: colors).documents(for: export).joined())
        program.printFailures(of: subject, sources: loaded.sources)
      } else if printChanges {
        try writeStandardOutput(PrintChangesFormatter().documents(for: export).joined())
        program.printFailures(of: subject, sources: loaded.sources)
      } else if summary {
        try writeStandardOutput(SummaryFormatter(json: format == .json).documents(for: export).joined())
        program.printFailures(of: subject, sources: loaded.sources)
      } else {
        switch format {
        case .json:
          try writeStandardOutput(ExportFormat.json.formatter.documents(for: export).joined())
          program.printFailures(of: subject, sources: loaded.sources)
        default:
          // The story on stdout; its failures, in the compiler's form, once each on stderr.
          let story = ExplanationFormatter(includesFailures: false, colored: colors).documents(for: export)
          try writeStandardOutput(story.joined(separator: "\n"))
          program.printFailures(of: subject, sources: loaded.sources)
        }
      }
      if let status = program.status(of: subject) { throw status }
    }
  }
}
