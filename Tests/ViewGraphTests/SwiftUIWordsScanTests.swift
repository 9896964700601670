import Foundation
import GraphvizRenderer
import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphExport
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// Issue 23, point 2: what users read is in SwiftUI's words. Every Sample is traced through every
/// scenario and written in every format — the story, `--print-changes`, `--summary`, `--why` for
/// every view, JSON, Mermaid, DOT, SVG and the explorer — and its scenarios are run once more with
/// every `#expectUpdates`/`#expectInserted`/`#expectRemoved` emptied, so that they fail and their
/// failures and JUnit report are written too. None of it may name ViewGraph's prelude: a
/// `<prelude>` location, a `__` name, a type the prelude keeps to itself (`_EditModeStore`) or
/// holds SwiftUI's state in (`SwiftDataStore`, shown as `@Query Item`), a
/// binding described by how the prelude made it. What people read (text, the pictures' words, the
/// explorer's words, failures) may not show a unit or storage id (`u12`, `state5`) either; the
/// machine formats (JSON, DOT, Mermaid) keep ids as keys, which is what they are for.
@Suite("Every output in SwiftUI's words: no prelude names, locations or unit ids (issue 23)")
struct SwiftUIWordsScanTests {
  /// The patterns no output may hold, with what each one is.
  private static let anywhere: [(pattern: String, what: String)] =
    [
      (#"<prelude>"#, "a place in ViewGraph's prelude"),
      (#"(?<![A-Za-z0-9_])__[A-Za-z]"#, "a '__' name"),
      (#"Binding\(Binding\("#, "a binding described by how the prelude made it"),
    ]
    + (PreludeModel.shared.model.types.own.keys.filter { $0.hasPrefix("_") } + PreludeContract.frameworkState.keys)
    .sorted().map {
      (#"(?<![A-Za-z0-9_.])"# + NSRegularExpression.escapedPattern(for: $0) + #"\b"#, "the prelude's own type '\($0)'")
    }
  /// What people read may not show these either.
  private static let inWords: [(pattern: String, what: String)] =
    anywhere + [(#"\b(u|state)[0-9]+\b"#, "a unit or storage id")]

  /// Records an issue for each pattern `text` holds, naming where the text came from.
  private static func scan(
    _ text: String, _ patterns: [(pattern: String, what: String)], _ place: @autoclosure () -> String
  ) -> Int {
    for (pattern, what) in patterns {
      guard let range = text.range(of: pattern, options: .regularExpression) else { continue }
      let start = text.index(range.lowerBound, offsetBy: -60, limitedBy: text.startIndex) ?? text.startIndex
      let end = text.index(range.upperBound, offsetBy: 60, limitedBy: text.endIndex) ?? text.endIndex
      let around = text[start..<end]
      Issue.record("\(place()): \(what): …\(around)…")
    }
    return 1
  }

  /// The words of an SVG picture: the text of its `<text>` elements and its tooltips.
  private static func words(ofSVG svg: String) -> String {
    (try? NSRegularExpression(pattern: #"<text[^>]*>([^<]*)</text>|xlink:title="([^"]*)""#)).map { regex in
      regex.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).compactMap { match in
        (Range(match.range(at: 1), in: svg) ?? Range(match.range(at: 2), in: svg)).map { String(svg[$0]) }
      }
      .joined(separator: "\n")
    } ?? svg
  }

  /// The words of the explorer: the values of its data's fields that it shows as text.
  private static func words(ofExplorer html: String) -> String {
    let fields =
      #""(name|verdict|summary|builtAt|location|value|title|statements|inputs|failures|whatIf)":("[^"]*"|\[[^\]]*\])"#
    return (try? NSRegularExpression(pattern: fields)).map { regex in
      regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap {
        Range($0.range(at: 2), in: html).map { String(html[$0]) }
      }
      .joined(separator: "\n")
    } ?? html
  }

  /// Each program of `Samples/` (a file or a folder).
  private static func samples() throws -> [URL] {
    let folder = PackagePaths.root.appendingPathComponent("Samples")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  @Test(
    "issue 23: every Sample in every format — text, --print-changes, --summary, --why, JSON, Mermaid, DOT, SVG, the explorer — names nothing of the prelude and shows no unit id in words"
  )
  func everyFormatOfEverySample() throws {
    let renderer = GraphvizRenderer()
    var scanned = 0
    for sample in try Self.samples() {
      let program = try Program.load(paths: [sample.path])
      let name = sample.lastPathComponent
      var traces: [ScenarioTrace] = []
      if let launch = try? program.launch().snapshot() {
        let export = GraphExport(.graph(launch), sources: program.sources)
        for text in ExplanationFormatter().documents(for: export) {
          scanned += Self.scan(text, Self.inWords, "\(name): explain after launch")
        }
        for dot in DOTFormatter().documents(for: export) {
          scanned += Self.scan(dot, Self.anywhere, "\(name): DOT after launch")
          let svg = String(decoding: try renderer.render(dot: dot, as: .svg), as: UTF8.self)
          scanned += Self.scan(Self.words(ofSVG: svg), Self.inWords, "\(name): SVG after launch")
        }
      }
      for scenario in program.scenarioNames {
        let trace = try program.trace(scenario: scenario)
        traces.append(trace)
        let place = "\(name), \"\(scenario)\""
        let export = GraphExport(.trace(trace), sources: program.sources)
        for text in ExplanationFormatter().documents(for: export) {
          scanned += Self.scan(text, Self.inWords, "\(place): explain")
        }
        for text in PrintChangesFormatter().documents(for: export) {
          scanned += Self.scan(text, Self.inWords, "\(place): --print-changes")
        }
        for text in SummaryFormatter().documents(for: export) {
          scanned += Self.scan(text, Self.inWords, "\(place): --summary")
        }
        for text in SummaryFormatter(json: true).documents(for: export) {
          scanned += Self.scan(text, Self.anywhere, "\(place): --summary JSON")
        }
        for target in WhyFormatter.names(in: trace) {
          for text in WhyFormatter(target: target).documents(for: export) {
            scanned += Self.scan(text, Self.inWords, "\(place): --why \(target)")
          }
        }
        for json in JSONFormatter().documents(for: export) {
          scanned += Self.scan(json, Self.anywhere, "\(place): JSON")
        }
        for mermaid in MermaidFormatter().documents(for: export) {
          scanned += Self.scan(mermaid, Self.anywhere, "\(place): Mermaid")
        }
        for (step, dot) in DOTFormatter().documents(for: export).enumerated() {
          scanned += Self.scan(dot, Self.anywhere, "\(place): DOT of step \(step + 1)")
          let svg = String(decoding: try renderer.render(dot: dot, as: .svg), as: UTF8.self)
          scanned += Self.scan(Self.words(ofSVG: svg), Self.inWords, "\(place): SVG of step \(step + 1)")
        }
      }
      let launch = traces.isEmpty ? try? program.launch().snapshot() : nil
      let page = try ExplorerPage(traces: traces, launch: launch, sources: program.sources).html { dot in
        String(decoding: try renderer.render(dot: dot, as: .svg), as: UTF8.self)
      }
      scanned += Self.scan(page, Self.anywhere, "\(name): the explorer")
      scanned += Self.scan(Self.words(ofExplorer: page), Self.inWords, "\(name): the explorer's words")
    }
    #expect(scanned > 2_000, "\(scanned) documents scanned")
  }

  @Test(
    "issue 23: every Sample's scenarios, made to fail (every update-set expectation emptied), fail in SwiftUI's words, in the terminal and in JUnit"
  )
  func failuresOfEverySample() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-failing-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var failures = 0
    var suites: [TestRun.Suite] = []
    for sample in try Self.samples() {
      let copy = folder.appendingPathComponent(sample.lastPathComponent)
      try FileManager.default.copyItem(at: sample, to: copy)
      let files =
        (FileManager.default.enumerator(at: copy, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []) + [
          copy
        ]
      for file in files where file.pathExtension == "swift" && !file.hasDirectoryPath {
        let text = try String(contentsOf: file, encoding: .utf8)
        let emptied = text.replacingOccurrences(
          of: #"#expect(Updates|Inserted|Removed)\((?:[^()\n]|\([^()\n]*\))*\)"#, with: "#expect$1()",
          options: .regularExpression)
        try emptied.write(to: file, atomically: true, encoding: .utf8)
      }
      let program = try Program.load(paths: [copy.path])
      let report = program.runScenarios()
      let renderer = DiagnosticRenderer(sources: program.sources)
      for result in report.results {
        for failure in result.failures {
          failures += 1
          _ = Self.scan(
            renderer.render(failure.diagnostic), Self.inWords,
            "\(sample.lastPathComponent), \"\(result.name)\": its failure")
        }
      }
      suites.append(
        TestRun.Suite(name: sample.lastPathComponent, sources: program.sources, report: report, warnings: []))
    }
    _ = Self.scan(JUnitFormatter().document(for: TestRun(suites: suites)), Self.inWords, "the JUnit report")
    #expect(failures > 150, "\(failures) failures scanned")
  }
}
