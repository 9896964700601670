// ExportDrawingTests.swift
//
// What this checks: the content issue 4 asks of the two pictures, independent of layout —
// the dependency graph labels every read with its line and draws bindings; a step's picture
// marks the changed source, the units that ran with their cause, "inputs equal" for skipped
// units, inserted and removed units, and carries a legend; JSON uses stable ids and sorted keys;
// `--focus` keeps only what is connected. Assertions read the DOT text, so a failure names the
// missing piece.

import Foundation
import Testing
import ViewGraph
import ViewGraphExport

/// What the DOT and JSON say, read from the text: reads, bindings, causes, marks, focus.
@Suite("Export: what the pictures say (issue 4)")
struct ExportDrawingTests {
  private func dot(_ export: GraphExport) -> [String] { DOTFormatter().documents(for: export) }

  @Test(
    "issue 4: every read is an edge labelled with its line; @State sits in its view; objects are in the data region")
  func dependencyGraph() throws {
    let text = try dot(ExportTestSupport.graphExport("05-ListRowsShareBook.swift")).joined()
    #expect(text.contains("subgraph \"cluster_views\""))
    #expect(text.contains("subgraph \"cluster_data\""))
    // BookView (u5) reads Book#1.title at line 39: an edge into the title row, labelled ":39".
    #expect(text.contains("\"u5\" -> \"Book#1\":\"p_title\":w [style=dashed"))
    #expect(text.contains("label=\"reads :39\""))
    // LibraryView's @State books is a row (a port) of LibraryView itself, with its own read line.
    #expect(text.contains("PORT=\"s_books\""))
    #expect(text.contains("read :29"))
  }

  @Test("issue 4 / SPEC rule 5: a binding is an edge from the control to the location it writes")
  func bindings() throws {
    let text = try dot(ExportTestSupport.graphExport("10-PodcasterBindings.swift")).joined()
    #expect(text.contains("label=\"Toggle \\\"Favorite\\\"\""))
    #expect(text.contains("\"u1 control 0\" -> \"u1\":\"s_episode\""))
  }

  @Test("issue 4 / SPEC rules 1, 2: the changed source is marked and joined to the unit that ran")
  func changedSourceAndCause() throws {
    let text = try dot(
      ExportTestSupport.scenarioExport(
        "05-ListRowsShareBook.swift",
        "a title change updates only the BookView that shows it: not its row, not LibraryView")
    ).joined()
    #expect(text.contains("Sample Book Title → A New Title"))
    #expect(text.contains("\"u6\" -> \"Book#2\":\"p_title\":w [dir=back, color=\"#d11f1f\""))
    #expect(text.contains("<B>invalidates</B>&#160;(read :39)"))
    #expect(text.contains("<B>body ran</B>: Book#2.title changed (read :39)"))
    #expect(text.contains("not invalidated: reads nothing that changed"))
    #expect(text.contains("legend") == false || text.contains("not invalidated"))
  }

  @Test("issue 4 / SPEC rule 6: skipped units say 'inputs equal'; an input cause is drawn on the tree edge")
  func inputsEqualAndInputChanged() throws {
    let text = try dot(
      ExportTestSupport.scenarioExport(
        "10-PodcasterBindings.swift",
        "toggling Favorite changes Podcaster's episode: Podcaster and PlayerView (new episode value) run; PlayButton's binding is unchanged"
      )
    ).joined()
    #expect(text.contains("inputs equal: body skipped"))
    #expect(text.contains("label=<<B>input 'episode' changed</B>>"))
    #expect(text.contains("…isFavorite: false → true…"))
  }

  @Test("issue 4 / SPEC rule 7: inserted and removed units are marked; a removed unit's reads are kept, dotted")
  func insertedAndRemoved() throws {
    let appended = try dot(
      ExportTestSupport.scenarioExport(
        "05-ListRowsShareBook.swift", "appending a book runs LibraryView and inserts a row with its BookView")
    ).joined()
    #expect(appended.contains(">inserted</FONT>"))
    #expect(appended.contains("<B>new</B>"))
    let deleted = try dot(
      ExportTestSupport.scenarioExport(
        "05-ListRowsShareBook.swift",
        "deleting a book removes its row and BookView; the deleted book's title is no longer watched")
    ).joined()
    #expect(deleted.contains(">removed</FONT>"))
    #expect(deleted.contains("no longer in the graph"))
    #expect(deleted.contains("\"u5\" -> \"Book#1\":\"p_title\":w [style=dotted"))
  }

  @Test("issue 4: a scenario of N steps is N pictures, each titled 'Step i of N' with a legend")
  func onePicturePerStep() throws {
    let pictures = try dot(
      ExportTestSupport.scenarioExport(
        "10-PodcasterBindings.swift", "tapping Play then Pause: two passes, each running PlayerView and PlayButton once"
      ))
    #expect(pictures.count == 2)
    for (index, picture) in pictures.enumerated() {
      #expect(picture.contains("<B>Step \(index + 1) of 2</B>"))
      #expect(picture.contains("inputs equal: skipped"))  // the legend's swatch
      #expect(picture.contains(">not invalidated</FONT>"))
    }
  }

  @Test("issue 4: JSON has stable ids, sorted keys and causes as data")
  func json() throws {
    let text = try JSONFormatter().documents(
      for: ExportTestSupport.scenarioExport(
        "05-ListRowsShareBook.swift",
        "a title change updates only the BookView that shows it: not its row, not LibraryView")
    ).joined()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["kind"] as? String == "scenario")
    let steps = try #require(object["steps"] as? [[String: Any]])
    let update = try #require(steps.first?["update"] as? [String: Any])
    let ran = try #require(update["ran"] as? [[String: Any]])
    let unit = try #require(ran.first?["unit"] as? [String: Any])
    #expect(unit["id"] as? String == "u6")
    let cause = try #require((ran.first?["causes"] as? [[String: Any]])?.first)
    #expect(cause["kind"] as? String == "dependency")
    #expect(cause["source"] as? String == "Book#2.title")
    #expect(cause["readAt"] as? String == "Samples/05-ListRowsShareBook.swift:39:19")
    // Sorted keys: "failures" < "kind" < "launch" < "scenario" < "steps".
    let keys = ["failures", "kind", "launch", "scenario", "steps"].compactMap {
      text.range(of: "\n  \"\($0)\"")?.lowerBound
    }
    #expect(keys.count == 5)
    #expect(keys == keys.sorted())
  }

  @Test("issue 4: --focus keeps a view with its ancestors, subtree and sources; a source with its readers")
  func focus() throws {
    let program = try ExportTestSupport.sample("05-ListRowsShareBook.swift")
    let graph = try program.launch().snapshot()
    let onBook2 = GraphFocus("Book#2.title").narrow(graph)
    #expect(onBook2.units.map(\.name) == ["LibraryView", "List row", "BookView"])
    #expect(onBook2.sources.map(\.id) == ["Book#2.title"])
    let onLibrary = GraphFocus("LibraryView").narrow(graph)
    #expect(onLibrary.units.count == graph.units.count)
    #expect(GraphFocus("NoSuchView").matches(graph) == false)
    #expect(GraphFocus("Book").matches(graph))
  }
}
