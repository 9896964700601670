import Foundation
import Testing

/// The update model has one home in code: `Sources/ViewGraphEngine/UpdateModel/`, one file per numbered
/// rule, each opening with the rule's text as the catalog (`UpdateModel.md`) states it.
@Suite("The update model in one folder")
struct UpdateModelFolderTests {
  /// The rules of the catalog: number → the prose before the example and the source after it.
  private static func catalogRules() throws -> [Int: String] {
    let text = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("Sources/ViewGraph/ViewGraph.docc/UpdateModel.md"),
      encoding: .utf8)
    var rules: [Int: String] = [:]
    for section in text.components(separatedBy: "\n### Rule ").dropFirst() {
      let body = section.components(separatedBy: "\n## ").first ?? section
      guard let number = Int(body.prefix { $0.isNumber }) else { continue }
      let parts = body.components(separatedBy: "```")
      let prose = parts[0].split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
      let source = parts.count > 2 ? parts[parts.count - 1] : ""
      rules[number] = normalized(prose + " " + source)
    }
    return rules
  }

  /// A file's opening `///` comment (after its imports), without its title line.
  private static func openingText(of file: URL) throws -> (title: String, text: String) {
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0.hasPrefix("import ") || $0.isEmpty }
    let comment = lines.prefix { $0.hasPrefix("///") }.map { $0.dropFirst(3).trimmingCharacters(in: .whitespaces) }
    return (comment.first ?? "", normalized(comment.dropFirst().joined(separator: " ")))
  }

  private static func normalized(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test("each of the twelve rules has a file of its own, named by its number, opening with the catalog's text")
  func everyRuleHasItsFile() throws {
    let folder = PackagePaths.root.appendingPathComponent("Sources/ViewGraphEngine/UpdateModel")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("Rule") }
      .sorted()
    let rules = try Self.catalogRules()
    #expect(rules.count == 12)
    #expect(files.count == rules.count, "\(files)")
    for (number, text) in rules {
      let prefix = String(format: "Rule%02d-", number)
      guard let file = files.first(where: { $0.hasPrefix(prefix) }) else {
        Issue.record("no file \(prefix)… for rule \(number)")
        continue
      }
      let opening = try Self.openingText(of: folder.appendingPathComponent(file))
      #expect(opening.title.hasPrefix("Rule \(number): "), "\(file)")
      #expect(opening.text == text, "\(file) does not open with rule \(number)'s text as UpdateModel.md states it")
    }
  }

  @Test("no rule file is only a pointer (issue 39): each holds a decision, a function the engine or the graph calls")
  func everyRuleFileHoldsADecision() throws {
    // The rules are called by the engine and by the runtime: every source but the rules' own.
    let sources = PackagePaths.root.appendingPathComponent("Sources")
    let folder = sources.appendingPathComponent("ViewGraphEngine/UpdateModel")
    guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return }
    var callers = ""
    for case let url as URL in walker where url.pathExtension == "swift" && !url.path.hasPrefix(folder.path + "/") {
      callers += try String(contentsOf: url, encoding: .utf8)
    }
    let function = try Regex(#"static func (\w+)\("#)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("Rule") }
    #expect(files.count == 12)
    for file in files.sorted() {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let decisions = text.matches(of: function).compactMap { $0.output[1].substring.map(String.init) }
      #expect(
        decisions.contains { callers.contains(".\($0)(") },
        "\(file) declares no decision that code outside UpdateModel/ calls: \(decisions)")
    }
  }
}
