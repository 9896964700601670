import ArgumentParser
import Foundation
import ViewGraph

/// `viewgraph`: which views run their body again when a value changes, and why.
@main
struct ViewGraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "viewgraph",
    abstract: "Shows which SwiftUI view bodies run again when a value changes, and why.",
    subcommands: [Test.self, Render.self, Explain.self],
    defaultSubcommand: Test.self
  )

  /// Runs the command; a usage error exits with status 2 like any other bad input (SPEC §3 has
  /// 0, 1 and 2), not swift-argument-parser's 64.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        printError(fullMessage(for: error))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}

/// Writes a line to standard error (diagnostics never go to a buffered stdout).
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

/// Exit status 2: the input could not be read, parsed or run (SPEC §3).
func inputError(_ error: ViewGraphError) -> ExitCode {
  printError(error.description)
  return ExitCode(2)
}
