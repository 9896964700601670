// ReadablePicturesTests.swift
//
// What this checks: issue 10's "pictures that stay readable on real apps" — rows that took no part
// in a step fold into one node (and `--expand-rows` draws them), siblings are drawn in builder
// order (checked on the laid-out SVG, not on hope), values are cut on element boundaries, line
// labels name the file when a program has several, `--focus` takes an instance or a substring, the
// header names units in people's words, and a 100-row sample's step renders to PNG in under 1 s.

import Foundation
import GraphvizRenderer
import Testing
import ViewGraph
import ViewGraphExport

@Suite("Render: pictures that stay readable (issue 10)")
struct ReadablePicturesTests {
  private let rename = "renaming one of the first fifteen books, on screen, runs only the ItemRow that shows it"

  // The pictures of all 100 rows (`--all-rows`): a List builds only the rows on screen (rule 11).
  @Test(
    "issue 10: the 99 rows that took no part fold into 'List row ×9' and 'List row ×90'; --expand-rows draws all 100")
  func foldsQuietRows() throws {
    var export = try ExportTestSupport.scenarioExport("40-HundredRowLibrary.swift", rename, allRows: true)
    let folded = try #require(DOTFormatter().documents(for: export).first)
    #expect(folded.contains("List row ×9") && folded.contains("List row ×90"))
    #expect(folded.contains("Book#1 … Book#9") && folded.contains("Book#11 … Book#100"))
    #expect(
      folded.components(separatedBy: "<FONT POINT-SIZE=\"9\">List row</FONT>").count - 1 == 1,
      "only the row that took part is drawn alone")
    #expect(!folded.contains("\"Book#7\""), "an object only folded rows read is not drawn")
    #expect(!folded.contains("u10, u100"), "the header names units, not ids")
    export.expandRows = true
    let expanded = try #require(DOTFormatter().documents(for: export).first)
    #expect(expanded.components(separatedBy: "<FONT POINT-SIZE=\"9\">List row</FONT>").count - 1 == 100)
  }

  // Issue 37: a step whose views that ran cannot all be read in the whole picture gets a second
  // picture in the explorer, of what ran and why alone. The three AddButtons that ran sit under rows
  // and ItemRows that did not: those are folded, and every fold says which units it holds.
  @Test(
    "issue 37: the picture of what ran keeps the views that ran and the changed source; what took no part is folded, each fold listing its units"
  )
  func foldsWhatTookNoPart() throws {
    let program = try Program.load(paths: [PackagePaths.root.appendingPathComponent("Samples/52-BundledMenu").path])
    let trace = try program.trace(
      scenario:
        "adding an item runs every subscriber of the order: the app that owns it, the badge and each add button, not the rows"
    )
    var export = GraphExport(.trace(trace), sources: program.sources)
    let whole = try #require(DOTFormatter().documents(for: export).first)
    export.onlyWhatRan = true
    let whatRan = try #require(DOTFormatter().documents(for: export).first)
    let bold = { (dot: String, name: String) in dot.components(separatedBy: "<B>\(name)</B>").count - 1 }
    #expect(bold(whatRan, "AddButton") == 3 && bold(whatRan, "OrderBadge") == 1 && bold(whatRan, "MenuApp") == 1)
    #expect(bold(whole, "ItemRow") == 3 && bold(whatRan, "ItemRow") == 0, "the ItemRows on the way are folded")
    #expect(whatRan.contains("other views") && whatRan.contains("did not run"))
    #expect(whatRan.contains("Order#1"), "the object whose change made them run is drawn")
    // A fold's SVG classes are the units it holds: the explorer finds the box of a unit that ran in it.
    let classes = whatRan.components(separatedBy: "class=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
    #expect(!classes.isEmpty && classes.allSatisfy { $0.split(separator: " ").allSatisfy { $0.hasPrefix("u") } })
    #expect(whatRan.count < whole.count)
  }

  // Rule 11 changed what runs: the rows run again (their List was rebuilt) and the ItemRows in them
  // are compared and skipped; such rows fold into one node, as rows only compared did before.
  @Test(
    "issue 10 (SPEC rules 6 and 11): rows that ran only because their List was rebuilt, building equal views, fold into one node"
  )
  func foldsComparedRows() throws {
    let export = try ExportTestSupport.scenarioExport(
      "40-HundredRowLibrary.swift",
      "adding a book runs LibraryView and the fifteen rows on screen; the new row, at the end, is off screen and not built",
      allRows: true)
    let dot = try #require(DOTFormatter().documents(for: export).first)
    #expect(dot.contains("List row ×100"))
    #expect(dot.contains("body ran: rebuilt; the views in them: inputs equal"))
    #expect(dot.contains("<B>inputs equal:</B>&#160;ItemRow ×100"), "the header counts them by name")
  }

  @Test("issue 10: rows are laid out in builder order, top to bottom (Book#1, #2, #3), in the rendered SVG")
  func builderOrder() throws {
    for export in [
      try ExportTestSupport.graphExport("05-ListRowsShareBook.swift"),
      try ExportTestSupport.scenarioExport(
        "05-ListRowsShareBook.swift",
        "a title change updates only the BookView that shows it: not its row, not LibraryView"),
    ] {
      let dot = try #require(DOTFormatter().documents(for: export).first)
      let svg = String(decoding: try GraphvizRenderer().render(dot: dot, as: .svg), as: UTF8.self)
      // The y of each row's element label: Graphviz's SVG y grows downwards.
      var ys: [Double] = []
      for book in ["Book#1", "Book#2", "Book#3"] {
        let pattern = #"y="(-?[0-9.]+)"[^>]*>"# + book + "</text>"
        let range = try #require(svg.range(of: pattern, options: .regularExpression), "no row label \(book)")
        let match = String(svg[range])
        let value = match.dropFirst(3).prefix { $0 != "\"" }
        ys.append(try #require(Double(value)))
      }
      #expect(ys == ys.sorted(), "rows out of builder order: \(ys)")
    }
  }

  @Test("issue 10: values are cut on element boundaries, never mid-value")
  func valuesOnElementBoundaries() throws {
    let export = try ExportTestSupport.graphExport("40-HundredRowLibrary.swift", allRows: true)
    let dot = try #require(DOTFormatter().documents(for: export).first)
    #expect(dot.contains("<B>books</B>&#160;= [Book#1, Book#2, … 98 more]"))
    // The graph's own value (JSON) ends on an element, with the rest counted.
    guard case .graph(let graph) = export.subject else {
      Issue.record("not a graph")
      return
    }
    let books = try #require(graph.sources.first { $0.id == "Library#1.books" })
    #expect(
      books.value.range(of: #"^\[Book#1, Book#2, .*, Book#[0-9]+, … [0-9]+ more\]$"#, options: .regularExpression)
        != nil, "\(books.value)")
  }

  @Test("issue 23: the picture after launch counts every unit, as explain does, and says how many are in folded rows")
  func launchPictureCountsFoldedUnits() throws {
    let export = try ExportTestSupport.graphExport("40-HundredRowLibrary.swift", allRows: true)
    let dot = try #require(DOTFormatter().documents(for: export).first)
    let explained = ExplanationFormatter().documents(for: export).joined()
    guard case .graph(let graph) = export.subject else {
      Issue.record("not a graph")
      return
    }
    #expect(graph.units.count == 201)
    #expect(explained.contains("after launch, 201 units"))
    // LibraryView and the first two rows with their ItemRows are drawn; the other 98 rows and ItemRows fold.
    #expect(dot.contains("201 units (196 in folded rows) · "), "the picture's count: \(dot.prefix(900))")
    // Nothing folded: the count is the nodes'.
    let small = try #require(
      DOTFormatter().documents(for: try ExportTestSupport.graphExport("05-ListRowsShareBook.swift")).first)
    #expect(small.contains(">7 units · "))
  }

  @Test("issue 10: with several files, read labels say which file ('Views.swift:5')")
  func fileNamesInLabels() throws {
    let folder = try ExportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "import Observation\n@Observable class Book {\n    var title = \"A\"\n}\nlet shared = Book()\n".write(
      to: folder.appendingPathComponent("Models.swift"), atomically: true, encoding: .utf8)
    try
      "import SwiftUI\nstruct BookView: View {\n    var body: some View {\n        Text(\n            shared.title)\n    }\n}\n"
      .write(
        to: folder.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
    let program = try Program.load(paths: [folder.path])
    let export = GraphExport(.graph(try program.launch().snapshot()), sources: program.sources)
    let dot = try #require(DOTFormatter().documents(for: export).first)
    #expect(dot.contains("label=\"reads Views.swift:5\""), "\(dot)")
  }

  @Test("issue 10: --focus takes an instance (BookView#2) or a substring (title)")
  func focus() throws {
    let second = try ExportTestSupport.graphExport("05-ListRowsShareBook.swift", focus: "BookView#2")
    let dot = try #require(DOTFormatter().documents(for: second).first)
    #expect(dot.contains("Book#2") && !dot.contains("\"Book#1\"") && !dot.contains("\"Book#3\""), "\(dot)")
    let substring = try ExportTestSupport.graphExport("05-ListRowsShareBook.swift", focus: "itle")
    guard case .graph(let graph) = substring.subject, let focus = substring.focus else {
      Issue.record("no focus")
      return
    }
    let narrowed = focus.narrow(graph)
    #expect(Set(narrowed.sources.map(\.id)) == ["Book#1.title", "Book#2.title", "Book#3.title"])
  }

  // Its time is measured by the `render-100-rows` benchmark (Benchmarks/), not here: a timed test
  // fails on a busy machine and proves nothing on a quiet one.
  @Test("issue 10: a step of the 100-row sample lays out and renders to PNG at a slide's size")
  func hundredRowsFitASlide() throws {
    let export = try ExportTestSupport.scenarioExport("40-HundredRowLibrary.swift", rename, allRows: true)
    let dot = try #require(DOTFormatter().documents(for: export).first)
    let png = try GraphvizRenderer().render(dot: dot, as: .png)
    // PNG's IHDR: width and height, big-endian, at bytes 16–23.
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width < 2000 && height < 1200, "\(width)×\(height)")
  }

  @Test("issue 10: no picture's header names a unit by its internal id (u20) or a state by its storage (state5)")
  func headersInPeoplesWords() throws {
    let samples = try FileManager.default.contentsOfDirectory(
      atPath: PackagePaths.root.appendingPathComponent("Samples").path
    )
    .filter { $0.hasSuffix(".swift") }.sorted()
    for file in samples {
      let program = try ExportTestSupport.sample(file)
      for name in program.scenarioNames {
        let export = GraphExport(.trace(try program.trace(scenario: name)), sources: program.sources)
        for dot in DOTFormatter().documents(for: export) {
          let header = dot.split(separator: "\n").first { $0.contains("graph [") }.map(String.init) ?? ""
          let ids = header.matches(of: /[ >,:](u[0-9]+|state[0-9]+)[ <,.]/).map { String($0.output.1) }
          #expect(ids.isEmpty, "\(file) — \(name): \(ids)")
        }
      }
    }
  }

  @Test(
    "issue 10: a cell the framework keeps (a link's isActive), bound but read by no body, is drawn by its name, not its storage (state5)"
  )
  func frameworkCellsByName() throws {
    let program = try Program.parse(
      source: """
        struct Home: View {
            var body: some View {
                NavigationStack {
                    NavigationLink(destination: Text("Detail")) { Text("Open") }
                }
            }
        }
        """, fileName: "Home.swift")
    let export = GraphExport(.graph(try program.launch().snapshot()), sources: program.sources)
    let dot = try #require(DOTFormatter().documents(for: export).first)
    let labels = dot.matches(of: /label="([^"]*)"/).map { String($0.output.1) }
    #expect(labels.contains { $0.hasPrefix("NavigationLink.isActive") }, "\(labels)")
    #expect(!labels.contains { $0.range(of: #"^state[0-9]+"#, options: .regularExpression) != nil }, "\(labels)")
  }
}
