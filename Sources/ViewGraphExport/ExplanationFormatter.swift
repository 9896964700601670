import ViewGraph

/// Tells the story in words (`viewgraph explain`): the view tree with what each unit reads, then
/// for each step what changed, what ran and why, what was compared and skipped, and what appeared
/// and disappeared. The story is a `Story`, written plain or, on a terminal, `colored` by the
/// kind of each of its spans.
public struct ExplanationFormatter: GraphFormatter {
  /// Whether the story ends with the scenario's failures. The command line leaves them out and
  /// writes them on stderr, so `explain … > story.txt` still shows them (issue 23).
  public var includesFailures: Bool
  /// Whether the story is written in a terminal's colours.
  public var colored: Bool

  public init(includesFailures: Bool = true, colored: Bool = false) {
    self.includesFailures = includesFailures
    self.colored = colored
  }

  public func documents(for export: GraphExport) -> [String] {
    [story(for: export).text(colored: colored)]
  }

  /// The story, line by line: the tree after launch, then each step; each block's lines end with
  /// an empty one (a newline), and blocks are a blank line apart.
  public func story(for export: GraphExport) -> Story {
    switch export.subject {
    case .graph(let graph):
      return Story(tree(graph, title: "after launch") + [""])
    case .trace(let trace):
      var lines = tree(trace.launch, title: "after launch")
      var before = trace.launch
      for (index, step) in trace.steps.enumerated() {
        lines += [""] + explain(step, number: index + 1, count: trace.steps.count, before: before, export: export)
        before = step.graph
      }
      if trace.steps.isEmpty { lines += ["", "No step changed anything."] }
      // Failures in the compiler's form, at column 0, so problem matchers find them.
      if includesFailures, !trace.diagnostics.isEmpty {
        let rendered = DiagnosticRenderer(sources: export.sources).render(trace.diagnostics)
        return Story(
          lines + [""]
            + rendered.split(separator: "\n", omittingEmptySubsequences: false).map { Story.Line(String($0)) })
      }
      if includesFailures {
        for failure in trace.failures {
          lines += ["", Story.Line([.error("viewgraph: error:"), .text(" \(failure)")])]
        }
      }
      return Story(lines + [""])
    }
  }

  /// The view tree, each unit with the sources it reads (and on which line).
  private func tree(_ graph: GraphSnapshot, title: String) -> [Story.Line] {
    let units = Dictionary(graph.units.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let reads = Dictionary(grouping: graph.reads, by: \.unit)
    let count = graph.units.count == 1 ? "1 unit" : "\(graph.units.count) units"
    // Why this root, where ViewGraph chose it (issue 36 point 4): "(root: the @main App)".
    let reason = graph.rootReason.map { " (root: \($0))" } ?? ""
    var lines: [Story.Line] = [
      Story.Line([
        .view(graph.root.flatMap { units[$0]?.name } ?? "The app"), .text(" — \(title), \(count)\(reason)"),
      ])
    ]
    func visit(_ id: String, prefix: String, isLast: Bool, isRoot: Bool) {
      guard let unit = units[id] else { return }
      let branch = isRoot ? "" : (isLast ? "└─ " : "├─ ")
      var line: [Story.Span] = [.text("  " + prefix + branch), .view(unit.name)]
      if let element = unit.element { line.append(.text(" (\(element))")) }
      let sources = (reads[id] ?? []).map { "\(graph.displayName(ofSource: $0.source)) :\($0.line)" }
      if !sources.isEmpty { line.append(.text("  reads " + sources.joined(separator: ", "))) }
      lines.append(Story.Line(line))
      let childPrefix = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
      for (index, child) in unit.children.enumerated() {
        visit(child, prefix: childPrefix, isLast: index == unit.children.count - 1, isRoot: false)
      }
    }
    if let root = graph.root { visit(root, prefix: "", isLast: true, isRoot: true) }
    return lines
  }

  /// One step's lines: what changed, what ran and why, what was compared, inserted, removed, not run.
  private func explain(_ step: ScenarioTrace.Step, number: Int, count: Int, before: GraphSnapshot, export: GraphExport)
    -> [Story.Line]
  {
    let marks = StepMarks(
      step: step, number: number, count: count, scenario: nil, before: before, sources: export.sources)
    var names: [String: String] = [:]
    var rowNames: [String: String] = [:]  // rows that appear or go are named with their element
    for unit in before.units + step.graph.units {
      names[unit.id] = unit.name
      rowNames[unit.id] = unit.element.map { "\(unit.name) (\($0))" } ?? unit.name
    }
    let values = Dictionary(step.graph.sources.map { ($0.id, $0.value) }, uniquingKeysWith: { first, _ in first })
    var lines: [Story.Line] = [
      Story.Line("Step \(number) of \(count)" + (step.location.isEmpty ? "" : " — \(step.location)"))
    ]
    lines += step.statements.map { Story.Line("    " + $0) }
    lines += step.update.events.said.map {
      Story.Line(
        [.text("  " + $0.kind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))]
          + ($0.views.map { [.view($0), .text(" — ")] } ?? []) + [.text($0.text)])
    }

    for (id, change) in marks.changed.sorted(by: { $0.key < $1.key }) {
      let after = values[id] ?? ""
      let name = step.graph.displayName(ofSource: id)
      if let old = change.before, !old.isEmpty, old != after {
        lines.append(Story.Line("  changed   \(name): \(old) → \(after)"))
      } else {
        lines.append(Story.Line("  changed   \(name)"))
      }
    }
    for write in step.update.equalWrites {
      lines.append(
        Story.Line([
          .text("  unchanged \(write): the value written equals the old one, so nobody is told "), .rule(2),
        ]))
    }
    let passes = Set(step.update.ran.map(\.pass)).count > 1
    // Units that ran for the same reason are one line (`List row ×15`: its List was rebuilt).
    var ran: [(name: String, said: String, why: String, count: Int)] = []
    for run in step.update.ran where !marks.inserted.contains(run.unit.graphID) {
      let causes = run.causes.map { $0.explained(export.sources) }
      // SwiftUI's own views run too; they are said as SwiftUI's, and update sets leave them out.
      let said =
        (run.unit.isProgramUnit ? "" : " (SwiftUI's view, not counted)") + (passes ? " (pass \(run.pass))" : "")
      let why = causes.isEmpty ? "invalidated" : causes.joined(separator: "; ")
      if let same = ran.firstIndex(where: { $0.name == run.unit.name && $0.said == said && $0.why == why }) {
        ran[same].count += 1
      } else {
        ran.append((run.unit.name, said, why, 1))
      }
    }
    for line in ran {
      lines.append(
        .verdict(
          .ran,
          [
            .view(line.name), .text(line.said + (line.count > 1 ? " ×\(line.count)" : "") + " — "), .cause(line.why),
          ]))
    }
    let byEquals = marks.skipped.filter { step.update.comparedWithEquals[$0] != nil }
    let byFields = marks.skipped.subtracting(byEquals)
    if !byFields.isEmpty {
      lines.append(
        .verdict(.compared, [.view(counted(byFields, names)), .text(" — inputs equal, so not run "), .rule(6)]))
    }
    for id in byEquals.sorted() {
      let by = step.update.comparedWithEquals[id] ?? "=="
      lines.append(
        .verdict(.compared, [.view(names[id] ?? id), .text(" — inputs equal by \(by), so not run "), .rule(6)]))
    }
    let scrolled = step.update.events.contains { $0.kind == .scrolled }
    if !marks.inserted.isEmpty {
      lines.append(
        .verdict(
          .inserted,
          [.view(counted(marks.inserted, rowNames))] + (scrolled ? [.text(" — scrolled into view "), .rule(11)] : [])))
    }
    if !marks.removed.isEmpty {
      lines.append(
        .verdict(
          .removed,
          [
            .view(counted(marks.removed, rowNames)),
            .text(" — " + (scrolled ? "scrolled out of view; " : "") + "state and dependencies discarded"),
          ]))
    }
    // A presentation's or a tab's own unit is SwiftUI's, never in an update set: it is not said
    // to have "read nothing that changed" when what it read did change (issue 23).
    let untouched = Set(step.graph.units.filter { $0.kind != "presentation" }.map(\.id))
      .subtracting(marks.ran.keys).subtracting(marks.inserted).subtracting(marks.skipped)
    if !untouched.isEmpty {
      lines.append(.verdict(.notRun, [.view(counted(untouched, names)), .text(" — read nothing that changed")]))
    }
    if step.update.ran.isEmpty, marks.inserted.isEmpty, marks.removed.isEmpty {
      lines.append("  no body ran")
    }
    lines.append(
      Story.Line(
        "  \(step.update.passes) \(step.update.passes == 1 ? "pass" : "passes")"
          + (step.update.animated ? ", animated" : "")))
    for warning in marks.warnings { lines.append(Story.Line("  warning   \(warning)")) }
    return lines
  }

  /// `List row ×2, LibraryView`.
  private func counted(_ ids: Set<String>, _ names: [String: String]) -> String {
    let counts = Dictionary(grouping: ids.compactMap { names[$0] }, by: { $0 }).mapValues(\.count)
    return counts.keys.sorted().map { counts[$0] == 1 ? $0 : "\($0) ×\(counts[$0] ?? 0)" }.joined(separator: ", ")
  }
}
