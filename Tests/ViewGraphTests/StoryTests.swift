import Foundation
import Testing
import ViewGraph
import ViewGraphExport

/// Issue 39, point 3 (type facts as types): `explain`'s story is a `Story`, lines of spans each of
/// a kind (a verdict, a view's name, a cause, a rule, an error). The formatter writes it plain or
/// in a terminal's colours by kind; nothing searches the printed text for the words to colour.
@Suite("Issue 39: the story is a structured value, coloured by kind, not by searching its text")
struct StoryTests {
  /// A program whose global is named like a verdict: a change that assigns it prints a statement
  /// line that starts with "removed".
  static let verdictNamedGlobal = """
    import SwiftUI
    import Observation

    @Observable class Book {
      var title = "A"
    }

    var removed = Book()

    struct ContentView: View {
      var body: some View {
        Text(removed.title)
      }
    }
    """

  static func changeExport() throws -> GraphExport {
    let program = try Program.parse(source: verdictNamedGlobal, fileName: "Removed.swift")
    let trace = try program.trace(change: "removed.title = \"B\"\nremoved = Book()")
    return GraphExport(.trace(trace), sources: program.sources)
  }

  /// The story's text without a terminal's colour codes.
  static func uncoloured(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  @Test("issue 39: what ran is a verdict span followed by the view's name and the cause, in the story's lines")
  func ranIsAVerdictWithTheViewAndItsCause() throws {
    let story = ExplanationFormatter(includesFailures: false).story(for: try Self.changeExport())
    let ran = try #require(story.lines.first { $0.spans.contains(.verdict(.ran)) })
    #expect(ran.spans.contains(.view("ContentView")), "\(ran)")
    let cause = try #require(ran.spans.first { $0.kind == .cause })
    #expect(cause.text.hasPrefix("its body read Book#1.title at Removed.swift:12:"), "\(cause.text)")
    #expect(ran.text(colored: false).hasPrefix("  ran       ContentView — its body read Book#1.title"))
  }

  @Test("issue 39 (issue 10's colours): on a terminal the verdict spans are coloured, and only they")
  func colouredByKind() throws {
    let export = try Self.changeExport()
    let plain = ExplanationFormatter(includesFailures: false).documents(for: export).joined()
    let coloured = ExplanationFormatter(includesFailures: false, colored: true).documents(for: export).joined()
    #expect(coloured.contains("  \u{1B}[33mran\u{1B}[0m       ContentView — "), "\(coloured)")
    #expect(Self.uncoloured(coloured) == plain, "colour adds codes around spans and changes no text")
    #expect(!plain.contains("\u{1B}["))
  }

  @Test("issue 39: a statement that starts with a verdict's word ('removed = Book()') is not coloured as one")
  func aStatementIsNotAVerdict() throws {
    let coloured = ExplanationFormatter(includesFailures: false, colored: true).documents(for: try Self.changeExport())
      .joined()
    #expect(coloured.contains("\n    removed = Book()\n"), "\(coloured)")
  }

  @Test("issue 39: --why's verdicts are spans too: 'ran' coloured after the instance's name, the rule a rule span")
  func whyVerdictsAreSpans() throws {
    let export = try ExportTestSupport.scenarioExport(
      "05-ListRowsShareBook.swift",
      "a title change updates only the BookView that shows it: not its row, not LibraryView")
    let story = try #require(WhyFormatter(target: "BookView").story(for: export))
    let ran = try #require(story.lines.first { $0.spans.contains(.view("BookView#2")) })
    #expect(ran.spans.contains(.verdict(.ran)), "\(ran)")
    let coloured = WhyFormatter(target: "BookView", colored: true).documents(for: export).joined()
    #expect(coloured.contains("BookView#2  \u{1B}[33mran\u{1B}[0m — "), "\(coloured)")
    #expect(coloured.contains("BookView#1  \u{1B}[2mnot run\u{1B}[0m — "), "\(coloured)")
    #expect(Self.uncoloured(coloured) == WhyFormatter(target: "BookView").documents(for: export).joined())
  }

  @Test("issue 39: a failure in the story starts with an error span, coloured bold red")
  func failuresAreErrorSpans() throws {
    let line = Story.Line([.error("viewgraph: error:"), .text(" the title was not B")])
    #expect(line.text(colored: false) == "viewgraph: error: the title was not B")
    #expect(line.text(colored: true) == "\u{1B}[1;31mviewgraph: error:\u{1B}[0m the title was not B")
  }
}
