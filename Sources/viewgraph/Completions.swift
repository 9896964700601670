import Foundation
import ViewGraph

/// Shell completion for values only a program knows: its scenario names and view types. The shell
/// calls `viewgraph` back with the words typed so far; the files among them are the program.
enum Completions {
  /// The `#scenario` names of the program named on the command line.
  @Sendable static func scenarioNames(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
    matching(prefix, in: program(in: words)?.scenarioNames ?? [])
  }

  /// The view and App types of the program named on the command line.
  @Sendable static func viewTypes(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
    matching(prefix, in: program(in: words)?.viewTypeNames ?? [])
  }

  /// The words that name existing `.swift` files or folders, loaded as one program (nil if none or
  /// if it does not load: completion never prints errors).
  static func program(in words: [String]) -> Program? {
    let paths = words.dropFirst().filter { word in
      var isFolder: ObjCBool = false
      guard !word.hasPrefix("-"), FileManager.default.fileExists(atPath: word, isDirectory: &isFolder) else { return false }
      return isFolder.boolValue || word.hasSuffix(".swift")
    }
    guard !paths.isEmpty else { return nil }
    return try? Program.load(paths: Array(paths))
  }

  /// Candidates that start with what was typed (all of them when nothing was). For bash, each is
  /// escaped as the command line needs it (`sheet\'s\ content`), and escaped once more for the
  /// `compgen -W` the script passes it through, which removes one level: a completed scenario name
  /// with spaces or an apostrophe is then one word, as typed.
  private static func matching(_ prefix: String, in candidates: [String]) -> [String] {
    guard ProcessInfo.processInfo.environment["SAP_SHELL"] == "bash" else {
      return prefix.isEmpty ? candidates : candidates.filter { $0.hasPrefix(prefix) }
    }
    let typed = candidates.map(shellEscaped)
    return (prefix.isEmpty ? typed : typed.filter { $0.hasPrefix(prefix) }).map(shellEscaped)
  }

  /// `text` with a backslash before every character the shell would otherwise read specially.
  static func shellEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if !(character.isLetter || character.isNumber || "-_./:+@,%".contains(character)) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
