import Foundation

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

  /// A page for `traces` (or, with none, for `launch`).
  public init(traces: [ScenarioTrace], launch: GraphSnapshot?, sources: SourceFiles, expandRows: Bool = false) {
    self.traces = traces
    self.launch = launch
    self.sources = sources
    self.expandRows = expandRows
  }

  /// The page, with each picture's DOT turned into SVG by `svg`.
  public func html(svg: (String) throws -> String) rethrows -> String {
    var scenarios: [Scenario] = []
    if traces.isEmpty, let launch {
      var export = GraphExport(.graph(launch), sources: sources)
      export.linksSources = true
      let dot = DOTFormatter().documents(for: export).first ?? ""
      let names = InstanceNames([launch])
      scenarios.append(
        Scenario(
          name: "after launch",
          steps: [step(title: "After launch", statements: [], location: "", graph: launch, svg: try Self.inline(svg(dot)), names: names, verdicts: [:])]))
    }
    for trace in traces {
      var export = GraphExport(.trace(trace), sources: sources)
      export.expandRows = expandRows
      export.linksSources = true
      var launchExport = GraphExport(.graph(trace.launch), sources: sources)
      launchExport.expandRows = expandRows
      launchExport.linksSources = true
      let names = InstanceNames(trace.graphs)
      let launchDot = DOTFormatter().documents(for: launchExport).first ?? ""
      let inputs = trace.inputsAfterEachStep
      var steps = [
        step(
          title: "After launch", statements: [], location: "", graph: trace.launch, svg: try Self.inline(svg(launchDot)), names: names,
          verdicts: [:], inputs: inputs[0])
      ]
      let dots = trace.steps.isEmpty ? [] : DOTFormatter().documents(for: export)
      var before = trace.launch
      for (index, traced) in trace.steps.enumerated() {
        let marks = StepMarks(step: traced, number: index + 1, count: trace.steps.count, scenario: nil, before: before, sources: sources)
        var verdicts: [String: String] = [:]
        for unit in before.units + traced.graph.units {
          verdicts[unit.id] = WhyFormatter.verdict(of: unit.id, step: traced, marks: marks, sources: sources, inputs: (inputs[index], inputs[index + 1]))
        }
        let picture = index < dots.count ? try Self.inline(svg(dots[index])) : ""
        let graph = DOTFormatter.picture(after: traced.graph, before: before, removed: marks.removed)
        steps.append(
          step(
            title: "Step \(index + 1) of \(trace.steps.count)", statements: traced.statements, location: traced.location, graph: graph,
            svg: picture, names: names, verdicts: verdicts, inputs: inputs[index + 1]))
        before = traced.graph
      }
      scenarios.append(Scenario(name: trace.name, steps: steps, failures: trace.failures))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(scenarios)) ?? Data("[]".utf8)
    // `</` would end the script element early; `\u2028`/`\u2029` are fine in JSON, not in older JS.
    let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
      .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    return Self.template.replacingOccurrences(of: "/*DATA*/[]", with: json)
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
    title: String, statements: [String], location: String, graph: GraphSnapshot, svg: String, names: InstanceNames, verdicts: [String: String],
    inputs: [String: [String]] = [:]
  ) -> Step {
    var units: [String: UnitDetail] = [:]
    let display = Dictionary(graph.sources.map { ($0.id, graph.displayName(of: $0)) }, uniquingKeysWith: { first, _ in first })
    for unit in graph.units {
      let reads = graph.reads.filter { $0.unit == unit.id }.map { Place(name: display[$0.source] ?? $0.source, id: $0.source, location: $0.location) }
      units[unit.id] = UnitDetail(
        name: names.name(unit.id), element: unit.element, builtAt: unit.location,
        verdict: verdicts[unit.id] ?? (title == "After launch" ? "built at launch" : "—"), reads: reads, state: unit.state,
        inputs: inputs[unit.id] ?? [])
    }
    var sourceDetails: [String: SourceDetail] = [:]
    for source in graph.sources {
      let readers = graph.reads.filter { $0.source == source.id }.map { Place(name: names.name($0.unit), id: $0.unit, location: $0.location) }
      var whatIf = readers.map(\.name)
      if source.kind == "property", let object = graph.objects.first(where: { $0.id == source.owner }), object.kind == "observableObject" {
        whatIf += graph.reads.filter { $0.source == "\(object.id).objectWillChange" }.map { names.name($0.unit) }
      }
      var seen: Set<String> = []
      sourceDetails[source.id] = SourceDetail(
        name: display[source.id] ?? source.id, value: source.value, readers: readers, whatIf: whatIf.filter { seen.insert($0).inserted })
    }
    let objects = Dictionary(graph.objects.map { ($0.id, $0.properties) }, uniquingKeysWith: { first, _ in first })
    return Step(title: title, statements: statements, location: location, svg: svg, units: units, sources: sourceDetails, objects: objects)
  }


  /// An SVG document as an element to inline: without its XML prologue and doctype.
  static func inline(_ svg: String) -> String {
    guard let start = svg.range(of: "<svg") else { return svg }
    return String(svg[start.lowerBound...])
  }
}
