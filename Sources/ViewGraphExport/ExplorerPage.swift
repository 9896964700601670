import Foundation
import ViewGraph
import ViewGraphAdvice

/// The interactive explorer (`render --format html`): one self-contained HTML file — inline SVG,
/// CSS and script, nothing fetched — that steps through the launch and every step of one or more
/// scenarios. A step list with each statement and its place, previous/next buttons and the arrow
/// keys, the picture of the current step; clicking a view shows what it read on its last run, why
/// it ran or did not, and where it was built; clicking a source (in a view's or an object's
/// details) shows who reads it and what a change to it would run.
///
/// The pictures are the DOT pictures rendered to SVG by the caller (`svg`), so this library stays
/// free of Graphviz.
public struct ExplorerPage {
  /// The scenarios (or the one `--change`) to show; empty: the launch graph alone.
  public var traces: [ScenarioTrace]
  /// The graph after launch, shown when there is no trace.
  public var launch: GraphSnapshot?
  public var sources: SourceFiles
  /// Whether to draw every row instead of folding the quiet ones.
  public var expandRows: Bool
  /// What `advise` found for the program (`render --advise`), shown in the "what if" pane as its
  /// JSON document gives it: each finding's rule, views and diff, and each step's body runs before
  /// and after the edit.
  public var advice: Advice?

  /// A page for `traces` (or, with none, for `launch`), with `advice`'s pane when there is one.
  public init(
    traces: [ScenarioTrace], launch: GraphSnapshot?, sources: SourceFiles, expandRows: Bool = false,
    advice: Advice? = nil
  ) {
    self.traces = traces
    self.launch = launch
    self.sources = sources
    self.expandRows = expandRows
    self.advice = advice
  }

  /// The page, with each picture's DOT turned into SVG by `svg`.
  public func html(svg: (String) throws -> String) rethrows -> String {
    let files = PageFiles(sources)
    var scenarios: [Scenario] = []
    if traces.isEmpty, let launch {
      let names = InstanceNames([launch])
      let picture = try pictures(of: .graph(launch), svg: svg)[0]
      scenarios.append(
        Scenario(
          name: "after launch",
          steps: [
            step(
              title: "After launch", statements: [], location: "", graph: launch, picture: picture, names: names,
              verdicts: [:],
              lines: files.launchLines(launch))
          ]))
    }
    for trace in traces {
      let names = InstanceNames(trace.graphs)
      let inputs = trace.inputsAfterEachStep
      var steps = [
        step(
          title: "After launch", statements: [], location: "", graph: trace.launch,
          picture: try pictures(of: .graph(trace.launch), svg: svg)[0],
          names: names, verdicts: [:], inputs: inputs[0], lines: files.launchLines(trace.launch))
      ]
      let pictures = trace.steps.isEmpty ? [] : try pictures(of: .trace(trace), svg: svg)
      var before = trace.launch
      for (index, traced) in trace.steps.enumerated() {
        let marks = StepMarks(
          step: traced, number: index + 1, count: trace.steps.count, scenario: nil, before: before, sources: sources)
        var verdicts: [String: String] = [:]
        for unit in before.units + traced.graph.units {
          verdicts[unit.id] = WhyFormatter.verdict(
            of: unit.id, step: traced, marks: marks, sources: sources, inputs: (inputs[index], inputs[index + 1]))
        }
        let graph = DOTFormatter.picture(after: traced.graph, before: before, removed: marks.removed)
        var shown = step(
          title: "Step \(index + 1) of \(trace.steps.count)", statements: traced.statements, location: traced.location,
          graph: graph,
          picture: index < pictures.count ? pictures[index] : Picture(), names: names, verdicts: verdicts,
          inputs: inputs[index + 1],
          lines: files.stepLines(traced, marks: marks))
        shown.summary = Self.summary(marks.summary(in: graph), passes: marks.passes, names: names)
        shown.ran = marks.ranOrInserted.sorted()
        steps.append(shown)
        before = traced.graph
      }
      scenarios.append(Scenario(name: trace.name, steps: steps, failures: trace.failures))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data =
      (try? encoder.encode(Page(files: files.files, scenarios: scenarios)))
      ?? Data("{\"files\":[],\"scenarios\":[]}".utf8)
    let adviceJSON = advice.map {
      AdviceFormatter(renderer: DiagnosticRenderer(sources: sources, colorize: false)).json($0)
    }
    return ExplorerTemplate.page(data: String(decoding: data, as: UTF8.self), advice: adviceJSON)
  }

  /// The smallest text of the explorer's pictures, in points. The page zooms so that it is drawn at
  /// 12 px at least; the less the rest is larger, the more of a picture fits (issue 37).
  static let smallestFont = 10

  /// A step's picture as SVG, and, when it folds quiet rows, the same step with every row drawn
  /// (a click on a folded row opens them).
  struct Picture {
    var svg = ""
    var allRows: String?
    /// What the step ran and why, the views that took no part folded (`WhatRanFolding`): shown
    /// when what ran cannot all be read in `svg` at once; drawn to the right and downward, for the
    /// page to pick the one its pane shows larger.
    var whatRan: String?
    var whatRanDown: String?
  }

  /// The pictures of `subject`, one per step, without their heading: the page's bar says what the
  /// step is, and its legend says what the colours mean.
  private func pictures(of subject: GraphExport.Subject, svg: (String) throws -> String) rethrows -> [Picture] {
    var export = GraphExport(subject, sources: sources)
    export.expandRows = expandRows
    export.linksSources = true
    export.titled = false
    export.smallestFont = Self.smallestFont
    let folded = DOTFormatter().documents(for: export)
    var open: [String] = []
    if !expandRows, folded.contains(where: { $0.contains(RowCollapsing.nodeMarker) }) {
      export.expandRows = true
      open = DOTFormatter().documents(for: export)
    }
    var whatRan: [String] = []
    var whatRanDown: [String] = []
    if case .trace = subject {
      export.expandRows = false
      export.onlyWhatRan = true
      whatRan = DOTFormatter().documents(for: export)
      export.downward = true
      whatRanDown = DOTFormatter().documents(for: export)
    }
    return try folded.enumerated().map { index, dot in
      var picture = Picture(svg: try Self.inline(svg(dot)))
      if index < open.count, open[index] != dot { picture.allRows = try Self.inline(svg(open[index])) }
      if index < whatRan.count, whatRan[index] != dot, index < whatRanDown.count {
        picture.whatRan = try Self.inline(svg(whatRan[index]))
        picture.whatRanDown = try Self.inline(svg(whatRanDown[index]))
      }
      return picture
    }
  }

  /// `ran: BookView#2 · inputs equal: List row ×2 · inserted: — · removed: —`: the pictures'
  /// heading's groups (`StepMarks.Summary`), in plain words with instance names.
  private static func summary(_ summary: StepMarks.Summary, passes: Int, names: InstanceNames) -> String {
    func listed(_ ids: [String]) -> String {
      ids.isEmpty ? "—" : ids.map { names.name($0) }.sorted().joined(separator: ", ")
    }
    let swiftUIs = summary.swiftUIsRan.isEmpty ? [] : ["SwiftUI's views ran: " + listed(summary.swiftUIsRan)]
    return
      ([
        "ran: " + listed(summary.ran), "inputs equal: " + listed(summary.skipped),
        "inserted: " + listed(summary.inserted),
        "removed: " + listed(summary.removed),
      ] + swiftUIs + ["\(passes) pass\(passes == 1 ? "" : "es")"])
      .joined(separator: " · ")
  }

  /// The page's data: the program's files, shown in the source pane, and the scenarios.
  struct Page: Encodable {
    var files: [PageFiles.File]
    var scenarios: [Scenario]
  }

  /// One scenario of the page.
  struct Scenario: Encodable {
    var name: String
    var steps: [Step]
    var failures: [String] = []
  }

  /// One picture with what a click can show.
  struct Step: Encodable {
    var title: String
    var statements: [String]
    var location: String
    var svg: String
    /// The picture with every row drawn, when `svg` folds some.
    var svgAllRows: String?
    /// The picture of what ran and why alone, when `svg` draws more, drawn to the right and downward.
    var svgWhatRan: String?
    var svgWhatRanDown: String?
    /// What ran, was skipped, inserted and removed, in one line (empty after launch).
    var summary = ""
    /// The units that ran or were inserted: they flash when the step is shown.
    var ran: [String] = []
    /// The source pane's marks: the step's statement, and the lines the units that ran read and
    /// the lines that wrote what they read.
    var lines: [PageFiles.Mark]
    var units: [String: UnitDetail]
    var sources: [String: SourceDetail]
    /// Objects (their node ids) → the ids of their sources.
    var objects: [String: [String]]
  }

  /// What a click on a view shows.
  struct UnitDetail: Encodable {
    var name: String
    var element: String?
    var builtAt: String
    var verdict: String
    var reads: [Place]
    var state: [String]
    /// Its stored inputs on its last run up to this step (SPEC rule 6).
    var inputs: [String]
  }

  /// What a click on a source shows.
  struct SourceDetail: Encodable {
    var name: String
    var value: String
    var readers: [Place]
    /// Who would run if it changed now: its readers (rules 1, 4, 8, 9).
    var whatIf: [String]
  }

  /// A name at a place: `Book#2.title at LibraryView.swift:39:19`.
  struct Place: Encodable {
    var name: String
    var id: String
    var location: String
  }

  private func step(
    title: String, statements: [String], location: String, graph: GraphSnapshot, picture: Picture, names: InstanceNames,
    verdicts: [String: String], inputs: [String: [String]] = [:], lines: [PageFiles.Mark]
  ) -> Step {
    var units: [String: UnitDetail] = [:]
    let display = Dictionary(
      graph.sources.map { ($0.id, graph.displayName(of: $0)) }, uniquingKeysWith: { first, _ in first })
    for unit in graph.units {
      let reads = graph.reads.filter { $0.unit == unit.id }.map {
        Place(name: display[$0.source] ?? $0.source, id: $0.source, location: $0.location)
      }
      units[unit.id] = UnitDetail(
        name: names.name(unit.id), element: unit.element, builtAt: unit.location,
        verdict: verdicts[unit.id] ?? (title == "After launch" ? "built at launch" : "—"), reads: reads,
        state: unit.state,
        inputs: inputs[unit.id] ?? [])
    }
    var sourceDetails: [String: SourceDetail] = [:]
    for source in graph.sources {
      let readers = graph.reads.filter { $0.source == source.id }.map {
        Place(name: names.name($0.unit), id: $0.unit, location: $0.location)
      }
      var whatIf = readers.map(\.name)
      if source.kind == "property", let object = graph.objects.first(where: { $0.id == source.owner }),
        object.kind == "observableObject"
      {
        whatIf += graph.reads.filter { $0.source == "\(object.id).objectWillChange" }.map { names.name($0.unit) }
      }
      var seen: Set<String> = []
      sourceDetails[source.id] = SourceDetail(
        name: display[source.id] ?? source.id, value: source.value, readers: readers,
        whatIf: whatIf.filter { seen.insert($0).inserted })
    }
    let objects = Dictionary(graph.objects.map { ($0.id, $0.properties) }, uniquingKeysWith: { first, _ in first })
    return Step(
      title: title, statements: statements, location: location, svg: picture.svg, svgAllRows: picture.allRows,
      svgWhatRan: picture.whatRan, svgWhatRanDown: picture.whatRanDown, lines: lines, units: units,
      sources: sourceDetails, objects: objects)
  }

  /// An SVG document as an element to inline: without its XML prologue and doctype.
  static func inline(_ svg: String) -> String {
    guard let start = svg.range(of: "<svg") else { return svg }
    return String(svg[start.lowerBound...])
  }
}
