// SummaryAndWhyTests.swift
//
// What this checks: issue 10's counts over a scenario (`explain --summary`: runs, compared,
// inserted, removed and redundant runs per view type and instance, most runs first, also as JSON)
// and "why (not)" (`explain --why VIEW|VIEW#N|SOURCE`).

import Foundation
import Testing
import ViewGraph
import ViewGraphExport

@Suite("Explain: --summary and --why (issue 10)")
struct SummaryAndWhyTests {
  @Test(
    "issue 10: a run that builds the same views as the run before is counted redundant; rows only compared are counted as such"
  )
  func redundantRuns() throws {
    let export = try ExportTestSupport.scenarioExport(
      "40-HundredRowLibrary.swift",
      "opening the library twice runs LibraryView twice; the second run builds the same views")
    guard case .trace(let trace) = export.subject else {
      Issue.record("not a trace")
      return
    }
    let summary = ScenarioSummary(trace)
    #expect(summary.steps == 2)
    let library = try #require(summary.types.first { $0.name == "LibraryView" })
    #expect((library.runs, library.redundant, library.skipped) == (2, 1, 0))
    #expect(library.mainCause == "reads Library#1.lastOpened")
    // Rule 11: the 15 rows on screen run again each time (their List was rebuilt) and build the
    // same ItemRows, which are compared and skipped.
    let rows = try #require(summary.types.first { $0.name == "List row" })
    #expect((rows.instances, rows.runs, rows.skipped, rows.redundant) == (15, 30, 0, 30))
    #expect(rows.mainCause == "its List was rebuilt")
    let items = try #require(summary.types.first { $0.name == "ItemRow" })
    #expect((items.instances, items.runs, items.skipped) == (15, 0, 30))
    // The first run (lastOpened 0 → 1) changed the greeting: not redundant.
    let steps = trace.steps.map { $0.update.bodyRuns.filter { $0.unit.name == "LibraryView" }.map(\.isRedundant) }
    #expect(steps == [[false], [true]])
  }

  @Test("issue 10: the text table is sorted by runs and names the main cause; the JSON has every instance")
  func tableAndJSON() throws {
    let export = try ExportTestSupport.scenarioExport(
      "05-ListRowsShareBook.swift", "appending a book runs LibraryView and inserts a row with its BookView")
    let text = SummaryFormatter().documents(for: export).joined()
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "Summary of \"appending a book runs LibraryView and inserts a row with its BookView\" — 1 step after launch")
    let header = try #require(lines.firstIndex { $0.hasPrefix("view type") })
    // Rule 11: the three kept rows run again (their List was rebuilt): the most runs, first.
    #expect(lines[header + 1].hasPrefix("List row"), "\(text)")
    #expect(lines[header + 1].hasSuffix("its List was rebuilt (3 of 3)"), "\(text)")
    #expect(
      lines[header + 2].hasPrefix("LibraryView") && lines[header + 2].hasSuffix("reads LibraryView.books (1 of 1)"),
      "\(text)")
    let json = SummaryFormatter(json: true).documents(for: export).joined()
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["kind"] as? String == "summary")
    #expect(object?["schemaVersion"] as? Int == 1)
    let instances = (object?["summary"] as? [String: Any])?["instances"] as? [[String: Any]] ?? []
    #expect(instances.contains { $0["name"] as? String == "BookView#4" && $0["inserted"] as? Int == 1 }, "\(json)")
  }

  @Test(
    "issue 10: --why BookView tells each instance: the one that ran with its cause chain, the others read nothing that changed"
  )
  func whyAType() throws {
    let export = try ExportTestSupport.scenarioExport(
      "05-ListRowsShareBook.swift",
      "a title change updates only the BookView that shows it: not its row, not LibraryView")
    let text = WhyFormatter(target: "BookView").documents(for: export).joined()
    #expect(text.contains("  BookView#1  not run — read nothing that changed (it reads Book#1.title :39)"), "\(text)")
    #expect(
      text.contains(
        "  BookView#2  ran — its body read Book#2.title at Samples/05-ListRowsShareBook.swift:39:19, written at Samples/05-ListRowsShareBook.swift:48:19"
      ), "\(text)")
    let one = WhyFormatter(target: "BookView#3").documents(for: export).joined()
    #expect(one.contains("BookView#3  not run") && !one.contains("BookView#2"), "\(one)")
  }

  @Test("issue 23: --why accepts Type#1 for a type with one instance, and nothing that is not there")
  func whyFirstInstanceOfASingleType() throws {
    let export = try ExportTestSupport.scenarioExport(
      "10-PodcasterBindings.swift", "tapping Play then Pause: two passes, each running PlayerView and PlayButton once")
    guard case .trace(let trace) = export.subject else {
      Issue.record("no trace")
      return
    }
    #expect(WhyFormatter.name("PlayerView#1", in: trace) == "PlayerView")
    #expect(WhyFormatter.name("PlayerView", in: trace) == "PlayerView")
    #expect(WhyFormatter.name("PlayerView#2", in: trace) == nil)
    let multiple = try ExportTestSupport.scenarioExport(
      "05-ListRowsShareBook.swift",
      "a title change updates only the BookView that shows it: not its row, not LibraryView")
    guard case .trace(let rows) = multiple.subject else {
      Issue.record("no trace")
      return
    }
    #expect(WhyFormatter.name("BookView#1", in: rows) == "BookView#1")
  }

  @Test(
    "issue 10 (SPEC rules 6, 7): --why says 'inputs equal', 'inserted', 'removed', and 'not built' where they apply")
  func whyOtherVerdicts() throws {
    let delete = try ExportTestSupport.scenarioExport(
      "05-ListRowsShareBook.swift",
      "deleting a book removes its row and BookView; the deleted book's title is no longer watched")
    let removed = WhyFormatter(target: "BookView").documents(for: delete).joined()
    #expect(removed.contains("BookView#1  removed — its identity is gone"), "\(removed)")
    let favorite = try ExportTestSupport.scenarioExport(
      "10-PodcasterBindings.swift",
      "toggling Favorite changes Podcaster's episode: Podcaster and PlayerView (new episode value) run; PlayButton's binding is unchanged"
    )
    let skipped = WhyFormatter(target: "PlayButton").documents(for: favorite).joined()
    #expect(skipped.contains("PlayButton  not run — its parent ran, but its inputs were equal (rule 6)"), "\(skipped)")
    let absent = WhyFormatter(target: "NoSuchView").documents(for: favorite).joined()
    #expect(absent.contains("not built — no instance in the tree"), "\(absent)")
  }

  @Test("issue 10: --why Book#2.title tells who read it, how it was written, and what the write ran")
  func whyASource() throws {
    let export = try ExportTestSupport.scenarioExport(
      "05-ListRowsShareBook.swift",
      "a title change updates only the BookView that shows it: not its row, not LibraryView")
    let text = WhyFormatter(target: "Book#2.title").documents(for: export).joined()
    #expect(text.contains("  read by   BookView#2 at Samples/05-ListRowsShareBook.swift:39:19"), "\(text)")
    #expect(
      text.contains("  written   Sample Book Title → A New Title at Samples/05-ListRowsShareBook.swift:48:19"),
      "\(text)")
    #expect(text.contains("  ran       BookView#2"), "\(text)")
  }

  @Test("issue 10: an unknown --why target is a one-line error with a suggestion and exit status 2")
  func unknownTarget() throws {
    let run = try CommandLine.viewgraph([
      "explain", "Samples/05-ListRowsShareBook.swift", "--scenario", "a title change updates", "--why", "BookVeiw",
    ])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "viewgraph: error: no view, instance or source named 'BookVeiw' in the scenario; did you mean 'BookView'?\n",
      "\(run.errors)")
    let missing = try CommandLine.viewgraph(["explain", "Samples/05-ListRowsShareBook.swift", "--summary"])
    #expect(missing.status == 2)
    #expect(
      missing.errors.contains("--summary counts steps: give --scenario NAME or --change 'STATEMENT'"),
      "\(missing.errors)")
  }
}
