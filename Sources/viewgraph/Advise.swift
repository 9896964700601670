import ArgumentParser
import Foundation
import ViewGraph
import ViewGraphAdvice
import ViewGraphExport

// swift-argument-parser's property wrapper, not the program model's call `Argument` the façade re-exports.
import struct ArgumentParser.Argument

extension ViewGraphCommand {
  /// `viewgraph advise PATH...`: what to change to make the views update less, each edit measured
  /// by running the program's scenarios on the edited program (issue 40, point 1).
  struct Advise: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "advise",
      abstract: "Propose edits that make the views run their bodies less, each measured on your scenarios.",
      discussion: """
        Runs the program's #scenario blocks (a program with none: every button, toggle and text field of \
        its first screen, once each, or the launch alone), finds the costly patterns in what ran, and for each makes the edit \
        on a copy of the source held in memory, runs the same scenarios on the edited program and reports \
        the body runs before and after, the rule of the update model behind it, and the edit as a unified \
        diff. An edit that saves nothing, or that breaks a scenario's other expectations (#expect, an \
        error), is not proposed, and the output says why. No file is written.
        """)

    /// How the advice is written.
    enum Format: String, CaseIterable, ExpressibleByArgument {
      /// Each finding as a compiler note, its effect and its diff.
      case text
      /// One JSON document (`"kind": "advice"`, schema version 1).
      case json
    }

    @Option(help: "How to write the advice on stdout.")
    var format: Format = .text

    @Argument(
      help:
        "Files or folders that together form one program: the app, and any files of #scenario blocks kept beside it.",
      completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    @OptionGroup(title: "Budgets") var budgets: LimitOptions

    @OptionGroup(title: "Loading") var loading: LoadingOptions

    func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one file or folder") }
    }

    func run() throws {
      let limits = budgets.limits
      let loading = loading
      let paths = paths
      let advisor = Advisor { overlay throws(ViewGraphError) in
        try loading.load(paths, limits: limits, overlay: overlay)
      }
      let advice: Advice
      let program: Program
      do {
        program = try loading.load(paths, limits: limits)
        let warnings = DiagnosticRenderer(sources: program.sources, colorize: Terminal.colorsStandardError)
        for warning in program.warnings { printError(warnings.render(warning)) }
        advice = try advisor.advise(program)
      } catch {
        throw inputError(error)
      }
      if advice.before.isEmpty {
        printCommandError("the program has no #scenario and does not launch: there is nothing to measure")
        throw ExitCode(2)
      }
      let renderer = DiagnosticRenderer(
        sources: program.sources, colorize: format == .text && Terminal.colorsStandardOutput)
      let formatter = AdviceFormatter(renderer: renderer)
      try writeStandardOutput(format == .text ? formatter.text(advice) : formatter.json(advice))
    }
  }
}
