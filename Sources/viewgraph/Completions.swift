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
      guard !word.hasPrefix("-"), FileManager.default.fileExists(atPath: word, isDirectory: &isFolder) else {
        return false
      }
      return isFolder.boolValue || word.hasSuffix(".swift")
    }
    guard !paths.isEmpty else { return nil }
    return try? Program.load(paths: Array(paths))
  }

  /// Candidates that start with what was typed (all of them when nothing was). For bash, each is
  /// escaped once for the `compgen -W` the script passes it through, which removes one level, so
  /// that bash gets the plain name: the script registers `complete -o filenames`, so readline quotes
  /// what it inserts itself (`sheet\'s\ content`), and a name escaped already was escaped twice.
  private static func matching(_ prefix: String, in candidates: [String]) -> [String] {
    let typed = ProcessInfo.processInfo.environment["SAP_SHELL"] == "bash" ? shellUnescaped(prefix) : prefix
    let matches = typed.isEmpty ? candidates : candidates.filter { $0.hasPrefix(typed) }
    return ProcessInfo.processInfo.environment["SAP_SHELL"] == "bash" ? matches.map(shellEscaped) : matches
  }

  /// What the shell reads `text` as, for a word being typed: a backslash keeps the next character,
  /// and quotes are removed (an unclosed one too, since the word is not finished).
  static func shellUnescaped(_ text: String) -> String {
    var plain = ""
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        plain.append(character)
        escaped = false
      } else if character == "\\", quote != "'" {
        escaped = true
      } else if let open = quote {
        if character == open { quote = nil } else { plain.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
      } else {
        plain.append(character)
      }
    }
    return plain
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
