import Foundation
import Testing

/// Issue 23, point 6: docs that cannot drift. Every code block in the README, the catalog and
/// `docs/` that opens with a command line — `$ swift run viewgraph …` or `$ viewgraph …` — shows
/// that command's output below it (all of it, or its beginning and a last line `…`); this test runs
/// each command and compares.
@Suite("Docs that run: every shown command prints what the docs show (issue 23)")
struct DocsThatRunTests {
  /// One shown command and the output the docs show for it.
  struct ShownCommand: CustomTestStringConvertible {
    var file: String
    var line: Int
    var arguments: [String]
    var output: [String]

    var testDescription: String { "\(file):\(line): viewgraph \(arguments.joined(separator: " "))" }
  }

  static let documents: [URL] = {
    let root = PackagePaths.root
    let catalog = root.appendingPathComponent("Sources/ViewGraph/ViewGraph.docc")
    let docs = root.appendingPathComponent("docs")
    func markdown(in folder: URL) -> [URL] {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".md") }
        .sorted()
        .map { folder.appendingPathComponent($0) }
    }
    return [root.appendingPathComponent("README.md")] + markdown(in: catalog) + markdown(in: docs)
  }()

  /// The shown commands of every document, in order.
  static let shownCommands: [ShownCommand] = documents.flatMap { url -> [ShownCommand] in
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    let name = String(url.path.dropFirst(PackagePaths.root.path.count + 1))
    var commands: [ShownCommand] = []
    var block: [String]?
    var blockStart = 0
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        if let lines = block {
          if let first = lines.first, let arguments = commandArguments(first) {
            commands.append(
              ShownCommand(file: name, line: blockStart + 1, arguments: arguments, output: Array(lines.dropFirst())))
          }
          block = nil
        } else {
          block = []
          blockStart = index + 1
        }
      } else {
        block?.append(line)
      }
    }
    return commands
  }

  /// `$ swift run viewgraph explain A --scenario "b c"` → `["explain", "A", "--scenario", "b c"]`.
  static func commandArguments(_ line: String) -> [String]? {
    var command = line
    guard command.hasPrefix("$ ") else { return nil }
    command.removeFirst(2)
    if command.hasPrefix("swift run ") { command.removeFirst("swift run ".count) }
    let words = ShellWords.split(command)
    guard words.first == "viewgraph" else { return nil }
    return Array(words.dropFirst())
  }

  /// The lines as they are compared: trailing spaces and trailing empty lines do not count.
  static func normalized(_ lines: [String]) -> [String] {
    var trimmed = lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    while trimmed.last?.isEmpty == true { trimmed.removeLast() }
    return trimmed
  }

  @Test("issue 23: the docs show commands with their output (so this suite checks something)")
  func docsShowCommands() {
    #expect(Self.shownCommands.count >= 6, "shown commands: \(Self.shownCommands.map(\.testDescription))")
    #expect(
      Self.shownCommands.contains {
        $0.file == "README.md" && $0.arguments.first == "explain" && $0.arguments.contains("--change")
      })
  }

  @Test("issue 23: a shown command is split into words as a POSIX shell splits it")
  func splitsLikeAShell() {
    #expect(ShellWords.split(#"explain 'a b' "c \"d\" \.e" f\ g  h"#) == ["explain", "a b", #"c "d" \.e"#, "f g", "h"])
    #expect(
      Self.commandArguments(#"$ swift run viewgraph explain S.swift --change 'x = "y"'"#) == [
        "explain", "S.swift", "--change", #"x = "y""#,
      ])
    #expect(Self.commandArguments("$ ls -l") == nil)
  }

  @Test("issue 23: a shown command prints the output shown below it", arguments: shownCommands)
  func shownCommandPrintsItsOutput(_ shown: ShownCommand) throws {
    let run = try CommandLine.viewgraph(shown.arguments)
    var printed = Self.normalized(run.output.components(separatedBy: "\n"))
    var expected = Self.normalized(shown.output)
    // A last line `…` shows only the beginning of the output.
    if expected.last?.trimmingCharacters(in: .whitespaces) == "…" {
      expected.removeLast()
      printed = Array(printed.prefix(expected.count))
    }
    guard printed != expected else { return }
    let line =
      zip(printed, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(printed.count, expected.count)
    Issue.record(
      """
      \(shown.file):\(shown.line + 1 + line): the docs show a different output (first difference in output line \(line + 1))
        shown:   \(line < expected.count ? expected[line] : "(nothing)")
        printed: \(line < printed.count ? printed[line] : "(nothing)")
      the command printed:
      \(printed.joined(separator: "\n"))
      """)
  }
}

/// The words a POSIX shell makes of a command line: spaces separate, `'…'` keeps everything, in
/// `"…"` a backslash escapes only `"`, `\`, `$` and a backquote, and outside quotes a backslash keeps
/// the next character.
enum ShellWords {
  static func split(_ line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    var escapedInDoubleQuotes = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if escapedInDoubleQuotes {
        // Inside "…" a backslash escapes only these; before anything else it is itself.
        if !"\"\\$`".contains(character) { word.append("\\") }
        word.append(character)
        escapedInDoubleQuotes = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\", open == "\"" {
          escapedInDoubleQuotes = true
        } else {
          word.append(character)
        }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == "\\" {
        escaped = true
        inWord = true
      } else if character == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }
}
