import ViewGraph

/// Answers "why did this view (not) run?" step by step (`viewgraph explain --why TARGET`). The
/// target is a view type (`BookView`: each of its instances), one instance as `--summary` names
/// it (`BookView#2`, `List row (Book#3)`), or a source (`Book#2.title`, `PlayerView.isPlaying`):
/// who read it, who wrote it, and what each write ran. The answer is a `Story`, written plain or,
/// on a terminal, `colored` by the kind of each of its spans.
public struct WhyFormatter: GraphFormatter {
  /// What was asked about, as typed.
  public var target: String
  /// Whether the answer is written in a terminal's colours.
  public var colored: Bool

  /// A formatter answering for `target`.
  public init(target: String, colored: Bool = false) {
    self.target = target
    self.colored = colored
  }

  /// Every name `--why` offers for `trace`: types, instances and sources as people read them
  /// (`PlayerView.isPlaying`, not its id), sorted.
  public static func names(in trace: ScenarioTrace) -> [String] {
    let instances = InstanceNames(trace.graphs)
    var names = Set(instances.names.values).union(instances.types.values)
    for graph in trace.graphs { for source in graph.sources { names.insert(graph.displayName(of: source)) } }
    return names.sorted()
  }

  /// What `target` names in the trace: itself; a source given by its id in the JSON (`u1.isPlaying`)
  /// under the name people read (`PlayerView.isPlaying`); or `PlayerView` for `PlayerView#1` when the
  /// type has one instance (the name `--summary` and the pictures may use); nil if nothing.
  public static func name(_ target: String, in trace: ScenarioTrace) -> String? {
    let known = names(in: trace)
    if known.contains(target) { return target }
    for graph in trace.graphs {
      if let source = graph.sources.first(where: { $0.id == target }) { return graph.displayName(of: source) }
    }
    let single = String(target.dropLast(2))
    return target.hasSuffix("#1") && known.contains(single) ? single : nil
  }

  public func documents(for export: GraphExport) -> [String] {
    story(for: export).map { [$0.text(colored: colored)] } ?? []
  }

  /// The answer, step by step; nil for a graph without steps.
  public func story(for export: GraphExport) -> Story? {
    guard case .trace(let trace) = export.subject else { return nil }
    let instances = InstanceNames(trace.graphs)
    var lines: [Story.Line] = [Story.Line([.text("Why "), .view(target), .text(" — \"\(trace.name)\"")])]
    if trace.steps.isEmpty { lines.append("No step changed anything.") }
    var before = trace.launch
    let inputs = trace.inputsAfterEachStep
    let sourceID = Self.sourceID(target, in: trace)
    for (index, step) in trace.steps.enumerated() {
      let marks = StepMarks(
        step: step, number: index + 1, count: trace.steps.count, scenario: nil, before: before, sources: export.sources)
      lines.append("")
      lines.append(
        Story.Line("Step \(index + 1) of \(trace.steps.count)" + (step.location.isEmpty ? "" : " — \(step.location)")))
      lines += step.statements.map { Story.Line("    " + $0) }
      if let sourceID {
        lines += explainSource(
          sourceID, step: step, marks: marks, before: before, names: instances, sources: export.sources)
      } else {
        lines += explainUnits(
          step: step, marks: marks, before: before, names: instances, sources: export.sources,
          inputs: (inputs[index], inputs[index + 1]))
      }
      before = step.graph
    }
    return Story(lines + [""])
  }

  // MARK: - Views

  private func explainUnits(
    step: ScenarioTrace.Step, marks: StepMarks, before: GraphSnapshot, names: InstanceNames, sources: SourceFiles,
    inputs: (before: [String: [String]], after: [String: [String]])
  ) -> [Story.Line] {
    let alive = Set(before.units.map(\.id)).union(step.graph.units.map(\.id))
    let ids = names.order.filter { (names.name($0) == target || names.type($0) == target) && alive.contains($0) }
    guard !ids.isEmpty else {
      return [
        Story.Line([
          .text("  "), .view(target),
          .text(
            "  not built — no instance in the tree before or after this step (a branch not taken, or a lazy row not shown)"
          ),
        ])
      ]
    }
    let width = ids.map { names.name($0).count }.max() ?? 0
    return ids.map { id in
      let name = names.name(id)
      return Story.Line(
        [.text("  "), .view(name), .text(String(repeating: " ", count: width - name.count) + "  ")]
          + Self.verdictSpans(of: id, step: step, marks: marks, sources: sources, inputs: inputs))
    }
  }

  /// Why unit `id` ran, appeared, went, was compared, or did nothing in this step, in words.
  static func verdict(
    of id: String, step: ScenarioTrace.Step, marks: StepMarks, sources: SourceFiles,
    inputs: (before: [String: [String]], after: [String: [String]]) = ([:], [:])
  ) -> String {
    Story.Line(verdictSpans(of: id, step: step, marks: marks, sources: sources, inputs: inputs)).text(colored: false)
  }

  /// Why unit `id` ran, appeared, went, was compared, or did nothing in this step; a changed input
  /// is shown old → new from the inputs each unit last ran with, before and after the step.
  static func verdictSpans(
    of id: String, step: ScenarioTrace.Step, marks: StepMarks, sources: SourceFiles,
    inputs: (before: [String: [String]], after: [String: [String]])
  ) -> [Story.Span] {
    if let causes = marks.ran[id] {
      let said = causes.map { cause in
        guard case .input(let name) = cause, let old = input(name, of: inputs.before[id]),
          let new = input(name, of: inputs.after[id]), old != new
        else { return cause.explained(sources) }
        let (was, now) = Self.aroundDifference(old, new)
        return cause.explained(sources) + ": \(was) → \(now)"
      }
      return [.verdict(.ran), .text(" — "), .cause(causes.isEmpty ? "invalidated" : said.joined(separator: "; "))]
    }
    if marks.inserted.contains(id) {
      return [
        .verdict(.inserted), .text(" — a new identity: its body ran for the first time, with fresh state "), .rule(7),
      ]
    }
    if marks.removed.contains(id) {
      return [.verdict(.removed), .text(" — its identity is gone: state and dependencies discarded "), .rule(7)]
    }
    if marks.skipped.contains(id) {
      if let by = marks.comparedWithEquals[id] {
        return [.verdict(.notRun), .text(" — its parent ran; \(by) found its new value equal "), .rule(6)]
      }
      return [.verdict(.notRun), .text(" — its parent ran, but its inputs were equal "), .rule(6)]
    }
    guard let unit = step.graph.units.first(where: { $0.id == id }) else { return [.text("not built in this step")] }
    let reads = step.graph.reads.filter { $0.unit == id }
    let named = step.graph.displayName(ofSource:)
    if unit.kind == "presentation" {
      // SwiftUI's own unit (a sheet, an alert, a tab): it follows its flag, never a body of the app's.
      let followed = reads.filter { marks.changed[$0.source] != nil }.map { named($0.source) }
      return [
        .text(
          followed.isEmpty
            ? "SwiftUI's own, not a view of yours — what it follows did not change"
            : "SwiftUI's own, not a view of yours — it follows \(followed.joined(separator: ", ")), which changed: it shows or hides its content"
        )
      ]
    }
    let handedOn = step.graph.bindings.filter { $0.unit == id && marks.changed[$0.source] != nil }
    if let binding = handedOn.first {
      return [
        .verdict(.notRun),
        .text(
          " — it made a binding to \(named(binding.source)) for \(binding.control); the control reads it in its own place, not its body "
        ), .rule(5),
      ]
    }
    if reads.isEmpty {
      return [.verdict(.notRun), .text(" — its body read nothing that can change "), Story.Span("(rules 1, 4)", .rule)]
    }
    let listed =
      reads.prefix(4).map { "\(named($0.source)) :\($0.line)" }.joined(separator: ", ") + (reads.count > 4 ? ", …" : "")
    return [.verdict(.notRun), .text(" — read nothing that changed (it reads \(listed))")]
  }

  /// Two long values shown from just before where they first differ (`…isFavorite: false)` →
  /// `…isFavorite: true)`), each at most 60 characters; short ones whole.
  static func aroundDifference(_ old: String, _ new: String, width: Int = 60) -> (String, String) {
    guard old.count > width || new.count > width else { return (old, new) }
    let common = zip(old, new).prefix { $0 == $1 }.count
    // Back to the start of the field or element that differs.
    let head = old.prefix(common)
    let start =
      [head.range(of: ", ", options: .backwards)?.upperBound, head.range(of: "(", options: .backwards)?.upperBound]
      .compactMap { $0 }.max().map { head.distance(from: head.startIndex, to: $0) } ?? 0
    func cut(_ text: String) -> String {
      let tail = text.dropFirst(start)
      return (start > 0 ? "…" : "") + (tail.count > width ? tail.prefix(width - 1) + "…" : tail)
    }
    return (cut(old), cut(new))
  }

  /// The value of input `name` in a body run's inputs (`episode: Episode(…)`).
  private static func input(_ name: String, of inputs: [String]?) -> String? {
    inputs?.first { $0.hasPrefix(name + ": ") }.map { String($0.dropFirst(name.count + 2)) }
  }

  // MARK: - Sources

  private func explainSource(
    _ id: String, step: ScenarioTrace.Step, marks: StepMarks, before: GraphSnapshot, names: InstanceNames,
    sources: SourceFiles
  ) -> [Story.Line] {
    var lines: [Story.Line] = []
    let readers = before.reads.filter { $0.source == id }
    if readers.isEmpty {
      lines.append(Story.Line("  read by   nobody before this step"))
    } else {
      let text = readers.map { "\(names.name($0.unit)) at \($0.location)" }
      lines.append(Story.Line("  read by   " + text.joined(separator: ", ")))
    }
    let old = before.sources.first { $0.id == id }?.value
    let new = step.graph.sources.first { $0.id == id }?.value
    var writtenAt: Set<String> = []
    var ran: [String] = []
    for run in step.update.ran {
      for cause in run.causes {
        switch cause {
        case .dependency(_, let sourceID, _, let at, _) where sourceID == id:
          writtenAt.insert(sources.describe(at))
          ran.append(names.name(run.unit.graphID))
        case .objectWillChange(_, let objectID, let property, let at)
        where "\(objectID).\(property ?? "objectWillChange")" == id:
          writtenAt.insert(sources.describe(at))
          ran.append(names.name(run.unit.graphID))
        default: break
        }
      }
    }
    if marks.equalWrites.contains(id) {
      lines.append(Story.Line([.text("  written   with an equal value, so nobody was told "), .rule(2)]))
    } else if let old, let new, old != new {
      lines.append(
        Story.Line(
          "  written   \(old) → \(new)" + (writtenAt.isEmpty ? "" : " at " + writtenAt.sorted().joined(separator: ", "))
        ))
    } else if !writtenAt.isEmpty {
      lines.append(Story.Line("  written   at " + writtenAt.sorted().joined(separator: ", ")))
    } else {
      lines.append(Story.Line("  written   not in this step"))
    }
    if !ran.isEmpty { lines.append(.verdict(.ran, [.view(ran.joined(separator: ", "))])) }
    return lines
  }

  /// The source `typed` names, by id (`Book#2.title`, `u3.isPlaying`) or as people read it (`PlayerView.isPlaying`).
  static func sourceID(_ typed: String, in trace: ScenarioTrace) -> String? {
    for graph in trace.graphs {
      if let source = graph.sources.first(where: { $0.id == typed || graph.displayName(of: $0) == typed }) {
        return source.id
      }
    }
    return nil
  }

}
