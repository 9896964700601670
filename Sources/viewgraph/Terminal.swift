import ArgumentParser
import Foundation
import ViewGraph

/// Where output goes and whether it may be coloured: only on a terminal, never with `NO_COLOR`
/// (https://no-color.org).
enum Terminal {
  /// Whether standard output is a terminal that accepts colour.
  static var colorsStandardOutput: Bool { allowsColor(fileDescriptor: STDOUT_FILENO) }
  /// Whether standard error is a terminal that accepts colour.
  static var colorsStandardError: Bool { allowsColor(fileDescriptor: STDERR_FILENO) }

  private static func allowsColor(fileDescriptor: Int32) -> Bool {
    let environment = ProcessInfo.processInfo.environment
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return isatty(fileDescriptor) != 0
  }

  /// `text` in green (a passed scenario), when colour is on.
  static func green(_ text: String, _ colorize: Bool) -> String { colorize ? "\u{1B}[32m\(text)\u{1B}[0m" : text }
  /// `text` in red (a failed scenario), when colour is on.
  static func red(_ text: String, _ colorize: Bool) -> String { colorize ? "\u{1B}[31m\(text)\u{1B}[0m" : text }
}

/// Writes a line to standard error (diagnostics never go to a buffered stdout). A standard error
/// that cannot be written (closed) has no one to tell: the line is dropped, never a crash.
func printError(_ text: String) {
  _ = OutputFile.writeAll(Array((text.hasSuffix("\n") ? text : text + "\n").utf8), to: STDERR_FILENO)
}

/// Writes to standard output at once, unbuffered. A failed write (a full disk, a closed standard
/// output) is printed and ends the command with exit status 2: no output is lost silently (issue 34).
func writeStandardOutput(_ bytes: [UInt8]) throws(ExitCode) {
  guard let failure = OutputFile.writeAll(bytes, to: STDOUT_FILENO) else { return }
  printCommandError(ViewGraphMessage.cannotWriteStandardOutput(ViewGraphMessage.reason(failure)).text)
  throw ExitCode(2)
}

/// Writes text to standard output, as `writeStandardOutput(_:)` writes bytes.
func writeStandardOutput(_ text: String) throws(ExitCode) {
  try writeStandardOutput(Array(text.utf8))
}

/// Prints `viewgraph: error: message` on standard error: the compiler driver's form for an error
/// that has no place in a source file.
func printCommandError(_ message: String) {
  let prefix = Terminal.colorsStandardError ? "viewgraph: \u{1B}[1;31merror:\u{1B}[0m " : "viewgraph: error: "
  printError(prefix + message)
}

/// Exit status 2 after printing the error: the input could not be read, parsed or run (SPEC §3).
func inputError(_ error: ViewGraphError) -> ExitCode {
  printError(error.renderedForTerminal)
  return ExitCode(2)
}

extension ViewGraphError {
  /// The diagnostics in the compiler's form, coloured when standard error is a terminal.
  var renderedForTerminal: String {
    guard let sources else { return description }
    return DiagnosticRenderer(sources: sources, colorize: Terminal.colorsStandardError).render(shown)
  }
}
