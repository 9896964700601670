import ArgumentParser
import Foundation
import ViewGraph

/// `viewgraph`: which views run their body again when a value changes, and why.
@main
struct ViewGraphCommand: ParsableCommand {
  /// The version `--version` and `viewgraph version` print.
  static let version = ViewGraphVersion.current

  static let configuration = CommandConfiguration(
    commandName: "viewgraph",
    abstract: "Shows which SwiftUI view bodies run again when a value changes, and why.",
    discussion: "The update model behind every answer: the ViewGraph documentation, \"The update model\".",
    version: version,
    subcommands: [
      Test.self, Render.self, Explain.self, Run.self, Compare.self, Advise.self, MCPServer.self, Version.self,
      VocabularyCommand.self,
    ],
    defaultSubcommand: Test.self
  )

  /// Runs the command. Errors are printed once, as `viewgraph: error: …`; a usage error exits with
  /// status 2 like any other bad input (SPEC §3 has 0, 1 and 2), not swift-argument-parser's 64.
  static func main() {
    ProcessStart.growHeapInLargeSteps()
    ProcessStart.shareOneHeap()
    ProcessStart.holdClosedStandardStreams()
    let arguments = CommandLineArguments.prepared(Array(CommandLine.arguments.dropFirst()))
    // Every command but help, version and mcp (whose calls run in child processes) loads a
    // program: the prelude is built while the arguments are parsed (issue 20's startup).
    let loadsProgram =
      !arguments.contains(where: {
        ["-h", "--help", "help", "--version", "version", "--generate-completion-script"].contains($0)
      }) && arguments.first != "mcp"
    if loadsProgram { Program.prepareInBackground() }
    // A bare `viewgraph` (issue 37): what it does and two commands to start with, not only
    // "Missing expected argument".
    if arguments.isEmpty {
      printError(helpMessage() + "\n\n" + Self.firstCommands)
      Foundation.exit(2)
    }
    if let message = CommandLineArguments.unknownSubcommand(in: arguments, names: subcommandNames) {
      printCommandError(message)
      Foundation.exit(2)
    }
    do {
      var command = try loadsProgram ? parsed(arguments) : parseAsRoot(arguments)
      try command.run()
    } catch {
      // The error's kind, as swift-argument-parser tells it: a usage error (its status 64) and a
      // failure the command did not report itself are one line and status 2; help and --version
      // (`CleanExit`), and an `ExitCode` the command chose after printing its errors, exit as they are.
      switch exitCode(for: error) {
      case .validationFailure:
        printCommandError(message(for: error))
        Foundation.exit(2)
      case .failure where !(error is ExitCode):
        printCommandError(message(for: error))
        Foundation.exit(2)
      default:
        exit(withError: error)
      }
    }
  }

  /// The command `arguments` (no help or version asked for) name. `viewgraph test …` (the
  /// subcommand named or left to default), what a start is timed by, is parsed by `Test` alone
  /// when `Test` accepts the words: the root's parse reflects every subcommand's arguments, and the
  /// Swift runtime's first look-up of each property wrapper's conformances was 15% of a one-screen
  /// Sample's start (issue 38). Words `Test` alone does not accept are parsed by the root, so its
  /// errors and help are the ones shown.
  static func parsed(_ arguments: [String]) throws -> ParsableCommand {
    let testWords: ArraySlice<String>? =
      arguments.first == Test.configuration.commandName
      ? arguments.dropFirst()
      : (arguments.first.map { subcommandNames.contains($0) } == false ? arguments[...] : nil)
    if let testWords, let test = try? Test.parseAsRoot(Array(testWords)) { return test }
    return try parseAsRoot(arguments)
  }

  /// What a bare `viewgraph` suggests after its usage.
  static let firstCommands = """
    To start, in a clone of ViewGraph (any app folder, Xcode project or package works the same):
      viewgraph explain Samples/05-ListRowsShareBook.swift --change 'root.books[1].title = "New"'
      viewgraph test Samples/10-PodcasterBindings.swift

    """

  /// The names a first argument may be. Each subcommand names itself in its configuration: a name
  /// derived from the type's (`String(describing:)`) costs the Swift runtime a search of every
  /// protocol conformance in the program, at every start.
  static var subcommandNames: [String] {
    configuration.subcommands.map { $0._commandName } + ["help"]
  }
}

extension ViewGraphCommand {
  /// `viewgraph version`: the same as `viewgraph --version`.
  struct Version: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print the version of viewgraph.")

    func run() throws {
      try writeStandardOutput(ViewGraphCommand.version + "\n")
    }
  }
}
