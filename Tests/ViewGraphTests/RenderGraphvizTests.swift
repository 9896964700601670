// RenderGraphvizTests.swift
//
// What this checks: issue 4's "done when" for the in-process renderer — PNG and PDF are real
// files of that type (magic bytes; a scenario's PDF has one page per step), SVG is well-formed
// XML that names every view, DOT is accepted by Graphviz (`agmemread`), Graphviz failures are
// errors rather than crashes, and concurrent renders are safe (Graphviz is not thread-safe; the
// renderer serialises every call).

import Foundation
import GraphvizRenderer
import Testing
import ViewGraph
import ViewGraphExport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The in-process Graphviz renderer: file types, well-formed SVG, failures, concurrency.
@Suite("Render: Graphviz in-process (issue 4)")
struct RenderGraphvizTests {
  private let renderer = GraphvizRenderer()

  private func dot(_ file: String, scenario: String? = nil) throws -> [String] {
    let export =
      try scenario.map { try ExportTestSupport.scenarioExport(file, $0) } ?? ExportTestSupport.graphExport(file)
    return DOTFormatter().documents(for: export)
  }

  @Test("issue 4: PNG output starts with the PNG signature and has a size")
  func png() throws {
    let bytes = try renderer.render(dot: try #require(dot("05-ListRowsShareBook.swift").first), as: .png)
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    #expect(width > 200)
  }

  @Test("issue 4: PDF output is a PDF; a scenario's steps are the pages of one document")
  func pdf() throws {
    let single = try renderer.render(dot: try #require(dot("10-PodcasterBindings.swift").first), as: .pdf)
    #expect(String(decoding: single.prefix(5), as: UTF8.self) == "%PDF-")
    let steps = try dot(
      "10-PodcasterBindings.swift",
      scenario: "tapping Play then Pause: two passes, each running PlayerView and PlayButton once")
    #expect(steps.count == 2)
    let documents = try renderer.render(documents: steps, as: .pdf)
    #expect(documents.count == 1)
    let text = String(decoding: try #require(documents.first), as: UTF8.self)
    #expect(text.hasPrefix("%PDF-"))
    #expect(text.contains("/Type /Pages /Kids [ ") && text.contains("/Count 2 >>"))
    #expect(text.hasSuffix("%%EOF\n"))
  }

  @Test("issue 4: SVG is well-formed XML and names every view of the graph")
  func svg() throws {
    let program = try ExportTestSupport.sample("23-EnvironmentObjectLibrary.swift")
    let graph = try program.launch().snapshot()
    let dot = try #require(DOTFormatter().documents(for: GraphExport(.graph(graph), sources: program.sources)).first)
    let bytes = try renderer.render(dot: dot, as: .svg)
    let document = try XMLDocument(data: Data(bytes))
    #expect(document.rootElement()?.name == "svg")
    let texts = Set(try document.nodes(forXPath: "//*[local-name()='text']").compactMap { $0.stringValue })
    for unit in graph.units {
      #expect(texts.contains(unit.name), "no <text> names \(unit.name) (\(unit.id))")
    }
    // Each unit is an SVG element with its graph id, for tools that post-process the picture.
    let ids = Set(try document.nodes(forXPath: "//@id").compactMap(\.stringValue))
    #expect(graph.units.allSatisfy { ids.contains($0.id) })
  }

  @Test(
    "issue 23: in SVG, the space after bold text is kept: no text that follows a bold one starts with a plain space, which browsers drop ('ran:BookView')"
  )
  func spaceAfterBoldText() throws {
    let program = try ExportTestSupport.sample("05-ListRowsShareBook.swift")
    let export = GraphExport(.trace(try program.trace(change: "root.books[1].title = \"X\"")), sources: program.sources)
    let dot = try #require(DOTFormatter().documents(for: export).first)
    let svg = String(decoding: try renderer.render(dot: dot, as: .svg), as: UTF8.self)
    let texts = try XMLDocument(data: Data(svg.utf8)).nodes(forXPath: "//*[local-name()='text']").compactMap {
      $0 as? XMLElement
    }
    #expect(
      texts.contains { $0.stringValue == "\u{00A0}BookView" }, "the header's 'ran:' is followed by a no-break space")
    for (bold, next) in zip(texts, texts.dropFirst())
    where bold.attribute(forName: "font-weight")?.stringValue == "bold" {
      #expect(
        next.stringValue?.hasPrefix(" ") != true,
        "'\(bold.stringValue ?? "")' is followed by '\(next.stringValue ?? "")'")
    }
  }

  @Test("issue 4: every sample's dependency graph is DOT that Graphviz reads, lays out and renders without an error")
  func everySampleRenders() throws {
    let folder = ExportTestSupport.repositoryRoot.appendingPathComponent("Samples")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      .sorted()
    #expect(files.count >= 3)
    for file in files {
      // A sample with several candidate roots draws nothing by default (SPEC §2): not this test's concern.
      guard let export = try? ExportTestSupport.graphExport(file) else { continue }
      for document in DOTFormatter().documents(for: export) {
        #expect(throws: Never.self, "\(file)") { try GraphvizRenderer.validate(dot: document) }
        #expect(throws: Never.self, "\(file)") { _ = try renderer.render(dot: document, as: .svg) }
      }
    }
  }

  @Test("issue 4: every step of every scenario of three samples renders without a Graphviz error")
  func everyStepRenders() throws {
    for file in ["05-ListRowsShareBook.swift", "10-PodcasterBindings.swift", "17-EntryTheme.swift"] {
      let program = try ExportTestSupport.sample(file)
      for name in program.scenarioNames {
        let export = GraphExport(.trace(try program.trace(scenario: name)), sources: program.sources)
        for document in DOTFormatter().documents(for: export) {
          #expect(throws: Never.self, "\(file): \(name)") { _ = try renderer.render(dot: document, as: .svg) }
        }
      }
    }
  }

  @Test(
    "SPEC §3: the same DOT renders to the same SVG every time, also after other pictures were rendered in the same process (clusters in order, not in the order their names were allocated)"
  )
  func sameDOTSameSVG() throws {
    let documents =
      try dot("05-ListRowsShareBook.swift") + dot("10-PodcasterBindings.swift") + dot("17-EntryTheme.swift")
    let first = try renderer.render(dot: documents[0], as: .svg)
    for document in documents.dropFirst() { _ = try renderer.render(dot: document, as: .svg) }
    for _ in 0..<3 { #expect(try renderer.render(dot: documents[0], as: .svg) == first) }
    let svg = String(decoding: first, as: UTF8.self)
    let views = try #require(svg.range(of: "<title>cluster_views</title>"))
    let data = try #require(svg.range(of: "<title>cluster_data</title>"))
    #expect(views.lowerBound < data.lowerBound, "the views' cluster, written first in the DOT, comes first")
  }

  @Test("issue 4: a Graphviz failure is an error with Graphviz's message, not a crash")
  func failures() {
    #expect(throws: GraphvizError.self) { try GraphvizRenderer.validate(dot: "digraph { a -> }") }
    #expect { _ = try renderer.render(dot: "digraph { layout=nosuchengine; a -> b }", as: .svg) } throws: { error in
      guard let error = error as? GraphvizError else { return false }
      return error.stage == "layout" && error.message.contains("nosuchengine")
    }
    #expect(throws: GraphvizError.self) {
      _ = try renderer.render(dot: "digraph { a [label=<<B>unclosed>] }", as: .png)
    }
  }

  @Test("issue 4: renders running at once all succeed (every Graphviz call is behind one lock)")
  func concurrent() async throws {
    let document = try #require(dot("05-ListRowsShareBook.swift").first)
    let renderer = self.renderer
    let outputs = try await withThrowingTaskGroup(of: [UInt8].self) { group in
      for index in 0..<8 {
        group.addTask { try renderer.render(dot: document, as: RenderFormat.allCases[index % 3]) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(outputs.count == 8)
    #expect(outputs.allSatisfy { $0.count > 100 })
  }
}
