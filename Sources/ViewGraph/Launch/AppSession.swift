import ViewGraphEngine
import ViewGraphModel
import ViewGraphRuntime

/// One launched app, driven from Swift code: perform statements or UI actions and read what ran.
public final class AppSession {
  let host: GraphHost
  let program: Program
  /// What the launch itself did: every unit inserted by the initial render.
  public let launchUpdate: UpdateSet
  private var snippetCount = 0
  /// Statements already lowered, by their text: performing the same step again parses nothing.
  private var lowered: [String: FunctionDecl] = [:]

  init(host: GraphHost, program: Program) {
    self.host = host
    self.program = program
    self.launchUpdate = host.takeJournal()
  }

  deinit {
    // Tasks still sleeping on the launch's clock unwind: no thread is left waiting for it.
    let host = host
    try? EvaluationThread.run { host.endTasks() }
  }

  /// Runs Swift statements in the scenario context (the file's globals, `root`, `find(T.self)`,
  /// `tap`, …), then flushes; returns the update set of that step.
  public func perform(_ statements: String) throws(ViewGraphError) -> UpdateSet {
    let body: FunctionDecl
    if let cached = lowered[statements] {
      body = cached
    } else {
      snippetCount += 1
      body = try Lowerer.lowerStatements(statements, name: "<perform \(snippetCount)>", into: program.model)
      lowered[statements] = body
    }
    let execution = ScenarioExecution(host: host, sources: program.sources)
    try? EvaluationThread.run { execution.run(body) }
    if let failure = execution.failures.first {
      throw ViewGraphError([failure.diagnostic], sources: program.sources)
    }
    return execution.takeSpan()
  }

  /// Taps the one button labelled `label`, then flushes.
  public func tap(_ label: String) throws(ViewGraphError) -> UpdateSet {
    try perform("tap(\(quoted(label)))")
  }

  /// Flips the one toggle labelled `label`, then flushes.
  public func toggle(_ label: String) throws(ViewGraphError) -> UpdateSet {
    try perform("toggle(\(quoted(label)))")
  }

  /// Types `text` into the one text field titled `title`, then flushes.
  public func type(_ text: String, into title: String) throws(ViewGraphError) -> UpdateSet {
    try perform("type(\(quoted(text)), into: \(quoted(title)))")
  }

  private func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// The dependency graph as it stands now.
  public func snapshot() -> GraphSnapshot { host.snapshot() }

  /// The live units, in tree order.
  public var units: [UnitRecord] { host.liveUnits.map(\.record) }

  /// What the live instance(s) of `viewType` read on their last run, as `Book#1.title`,
  /// `PlayerView.isPlaying`; sorted.
  public func dependencies(of viewType: String) -> [String] {
    host.liveUnits.filter { $0.name == viewType }.flatMap { unit in
      host.reads(of: unit).map { host.describe($0.source) }
    }.sorted()
  }
}
