import Foundation
import ViewGraph

/// `viewgraph advise` (issue 40, point 1): runs the program's scenarios (or, when it has none, the
/// default exploration), finds the costly patterns in what ran, and for each one makes the edit
/// that removes it on a copy of the source text held in memory, runs the same scenarios on the
/// edited program and keeps the edit only if it saves body runs and every scenario's other
/// expectations still hold. Nothing is written: the edits exist only in memory.
public struct Advisor {
  /// Reads the program with an overlay of texts in memory (the command line's loading options).
  public typealias Loader = (SourceOverlay) throws(ViewGraphError) -> Program

  private let load: Loader

  /// An advisor that reads the program, as written and as each edit makes it, with `load`.
  public init(load: @escaping Loader) {
    self.load = load
  }

  /// The advice for the program `load` reads (`written`, when it is already read): its findings
  /// measured and ranked.
  public func advise(_ written: Program? = nil) throws(ViewGraphError) -> Advice {
    var overlay = SourceOverlay()
    var program: Program
    if let written { program = written } else { program = try load(overlay) }
    var explored = false
    if program.scenarioNames.isEmpty, let exploration = program.explorationScenarios() {
      overlay.added.append(.init(path: Program.explorationPath, text: exploration))
      program = try load(overlay)
      explored = true
    }
    let traces = program.traces()
    let before = traces.map(ScenarioBodyRuns.init)
    var candidates = ObservableObjectAdvice.candidates(in: traces, sources: program.sources)
    candidates += SubviewExtractionAdvice.candidates(in: traces, sources: program.sources)
    candidates += EquatableChildAdvice.candidates(in: traces, sources: program.sources)
    candidates += EnvironmentReadAdvice.candidates(in: traces, sources: program.sources)
    candidates += RowsExtractionAdvice.candidates(in: traces, sources: program.sources)
    candidates += PassedFieldsAdvice.candidates(in: traces, sources: program.sources)
    var findings: [AdviceFinding] = []
    var dropped: [AdviceFinding] = []
    // Each edit measured is a load and a run of every scenario: those whose patterns cost most first.
    let kinds = AdviceFinding.Kind.allCases
    candidates.sort {
      (-$0.cost, kinds.firstIndex(of: $0.kind) ?? 0, $0.title) < (
        -$1.cost, kinds.firstIndex(of: $1.kind) ?? 0, $1.title
      )
    }
    for (index, var candidate) in candidates.enumerated() {
      if index >= Self.maximumMeasured, candidate.droppedBecause == nil {
        candidate.droppedBecause =
          "not measured: the \(Self.maximumMeasured) edits whose patterns cost the most runs were"
      }
      if candidate.droppedBecause == nil { measure(&candidate, before: before, overlay: overlay, written: program) }
      if candidate.droppedBecause == nil { findings.append(candidate) } else { dropped.append(candidate) }
    }
    findings.sort { ($0.totalAfter, $0.title) < ($1.totalAfter, $1.title) }  // the most saving first
    return Advice(before: before, explored: explored, findings: findings, dropped: dropped)
  }

  /// Runs the scenarios on the program as `finding`'s edit makes it, and says why the edit is not
  /// proposed when it is not.
  private func measure(
    _ finding: inout AdviceFinding, before: [ScenarioBodyRuns], overlay: SourceOverlay, written: Program
  ) {
    let sources = written.sources
    let edited = overlay.applying(Dictionary(finding.edits.map { ($0.path, $0.after) }, uniquingKeysWith: { $1 }))
    let program: Program
    do {
      program = try load(edited)
    } catch {
      let first = error.diagnostics.first.map { "\($0.message)" } ?? "\(error)"
      finding.droppedBecause = "the edited program does not load: \(first)"
      return
    }
    // A name the program as written resolves and the edited one does not (a property the edit left
    // behind) is an opaque value to the simulation, and an error to the compiler.
    let unresolved = Set(written.warnings.map(\.message))
    if let lost = program.warnings.first(where: { $0.kind == .notSimulated && !unresolved.contains($0.message) }) {
      finding.droppedBecause = "the edited program does not load: \(lost.message)"
      return
    }
    finding.after = program.bodyRunsPerScenario()
    for (written, after) in zip(before, finding.after) {
      let broken = Self.otherFailures(after, sources: program.sources).subtracting(
        Self.otherFailures(written, sources: sources))
      if let failure = broken.sorted().first {
        finding.droppedBecause = "it breaks an expectation of \"\(written.name)\": \(failure)"
        return
      }
    }
    let total = before.map(\.total).reduce(0, +)
    if finding.totalAfter >= total {
      finding.droppedBecause = "it saves no body run (\(total) → \(finding.totalAfter))"
    }
  }

  /// The failures of a scenario other than its update sets' (`#expectUpdates`, `#expectInserted`,
  /// …, which an edit that saves runs changes by design), by message.
  static func otherFailures(_ runs: ScenarioBodyRuns, sources: SourceFiles) -> Set<String> {
    var failures = Set(runs.failures.filter { _ in runs.diagnostics.isEmpty })
    for diagnostic in runs.diagnostics {
      let line = sources.files.indices.contains(diagnostic.location.file) ? sources.lineText(diagnostic.location) : ""
      let statement = line.trimmingCharacters(in: .whitespaces)
      if diagnostic.kind != .runtime, Self.updateSetExpectations.contains(where: { statement.hasPrefix("#\($0)(") }) {
        continue
      }
      failures.insert(diagnostic.message)
    }
    return failures
  }

  /// How many edits one advice measures at most (each is a load and a run of every scenario).
  static let maximumMeasured = 20

  /// The expectations of a step's update set.
  static let updateSetExpectations = [
    "expectUpdates", "expectInserted", "expectRemoved", "expectHidden", "expectShown",
  ]
}
