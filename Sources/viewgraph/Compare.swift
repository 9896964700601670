import ArgumentParser
import Foundation
import ViewGraph
import ViewGraphExport

// swift-argument-parser's property wrapper, not the program model's call `Argument` the façade re-exports.
import struct ArgumentParser.Argument

extension ViewGraphCommand {
  /// `viewgraph compare PATH... --as-observable [TYPE...]`: the migration what-if (issue 40): runs
  /// the scenarios as written and again with the named `ObservableObject` classes (or all of them)
  /// migrated to `@Observable`, and prints per scenario and per view the body runs before and after.
  struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "compare",
      abstract: "Run the scenarios as written and as if a change were made, and compare the body runs.",
      discussion: """
        --as-observable runs them again with the named ObservableObject classes (all of them, when none \
        is named) migrated to @Observable as Apple's guide does it: @Published becomes a stored property, \
        @StateObject @State, @ObservedObject a plain property, @EnvironmentObject @Environment(Type.self), \
        .environmentObject(x) .environment(x). It prints, per scenario and per view, the body runs before \
        and after, and the scenarios whose expectations the migration changes, with their failures.
        """)

    /// How the comparison is written.
    enum Format: String, CaseIterable, ExpressibleByArgument {
      /// Tables per scenario and per view, failures in the compiler's form.
      case text
      /// One JSON document (`"kind": "comparison"`, schema version 1).
      case json
    }

    @Option(help: "How to write the comparison on stdout.")
    var format: Format = .text

    @Argument(help: "Files or folders that together form one program.", completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    @Option(
      name: .customLong("as-observable"), parsing: .upToNextOption,
      help: ArgumentHelp(
        "Migrate these ObservableObject classes to @Observable (all of them, when none is named).", valueName: "type"))
    var observableTypes: [String] = []

    /// Set when `--as-observable` names no class (`givingAsObservableItsDefault`).
    @Flag(name: .customLong("as-observable-all"), help: .hidden)
    var allObservableTypes = false

    @OptionGroup(title: "Budgets") var budgets: LimitOptions

    @OptionGroup(title: "Loading") var loading: LoadingOptions

    func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one file or folder, before '--as-observable'") }
      if observableTypes.isEmpty, !allObservableTypes {
        throw ValidationError(
          "say what to compare with: '--as-observable' (every ObservableObject class) or '--as-observable Type…'")
      }
      if let path = observableTypes.first(where: {
        $0.contains("/") || $0.hasSuffix(".swift") || FileManager.default.fileExists(atPath: $0)
      }) {
        throw ValidationError(
          "'\(path)' is a file or folder, not a class: give the program's paths before '--as-observable'")
      }
    }

    func run() throws {
      let written: Program
      let migrated: Program
      do {
        written = try loading.load(paths, limits: budgets.limits)
        migrated = try loading.load(paths, limits: budgets.limits, migratingToObservable: Set(observableTypes))
      } catch {
        throw inputError(error)
      }
      let warnings = DiagnosticRenderer(sources: written.sources, colorize: Terminal.colorsStandardError)
      for warning in written.warnings { printError(warnings.render(warning)) }
      if migrated.migratedToObservable.isEmpty {
        printCommandError("the program declares no ObservableObject class: there is nothing to migrate")
        throw ExitCode(2)
      }
      if written.scenarioNames.isEmpty {
        printCommandError("the program has no #scenario: there is nothing to compare")
        throw ExitCode(2)
      }
      let comparison = MigrationComparison(
        migrated: migrated.migratedToObservable, before: written.bodyRunsPerScenario(),
        after: migrated.bodyRunsPerScenario())
      let renderer = DiagnosticRenderer(
        sources: migrated.sources, colorize: format == .text && Terminal.colorsStandardOutput)
      let formatter = MigrationComparisonFormatter(renderer: renderer)
      try writeStandardOutput(format == .text ? formatter.text(comparison) : formatter.json(comparison))
    }
  }
}
