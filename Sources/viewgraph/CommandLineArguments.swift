import Foundation
import ViewGraph

/// The command line's words as swift-argument-parser is given them: options whose value may be left
/// out given it, and a mistyped subcommand found before parsing.
enum CommandLineArguments {
  /// `arguments` with `--record` and `--as-observable`'s values put in where they are left out.
  static func prepared(_ arguments: [String]) -> [String] {
    givingAsObservableItsDefault(givingRecordItsMode(arguments))
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

  /// A bare `--as-observable` (followed by nothing or by another option) means every class:
  /// swift-argument-parser has no option whose values may be left out, so it is given its own
  /// flag before parsing (never after `--`).
  static func givingAsObservableItsDefault(_ arguments: [String]) -> [String] {
    guard arguments.first == ViewGraphCommand.Compare.configuration.commandName else { return arguments }
    var result: [String] = []
    for (index, argument) in arguments.enumerated() {
      if argument == "--" {
        result += arguments[index...]
        break
      }
      let next = arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
      result.append(
        argument == "--as-observable" && (next?.hasPrefix("-") ?? true) ? "--as-observable-all" : argument)
    }
    return result
  }

  /// A first argument that is neither a subcommand nor an existing file or folder, and does not
  /// look like a path: a mistyped subcommand (`rendr`), reported as such rather than as a missing file.
  static func unknownSubcommand(in arguments: [String], names subcommandNames: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), !subcommandNames.contains(first),
      !FileManager.default.fileExists(atPath: first), !first.contains("/"), !first.hasSuffix(".swift")
    else { return nil }
    if let suggestion = Suggestion.closest(to: first, in: subcommandNames) {
      return "unknown subcommand '\(first)'; did you mean '\(suggestion)'?"
    }
    return "'\(first)' is neither a subcommand (\(subcommandNames.joined(separator: ", "))) nor a file or folder"
  }
}
