import Dispatch
import SwiftParser
import ViewGraphEngine
import ViewGraphModel
import ViewGraphRuntime

/// A loaded program: SwiftUI-style source, parsed, resolved and ready to launch. The entry point
/// of `import ViewGraph`.
public struct Program: @unchecked Sendable {
  let model: ProgramModel

  init(model: ProgramModel) {
    self.model = model
    model.sources.viewTypes = model.typeOrder.compactMap { model.types[$0] }.filter {
      $0.isView && !$0.isApp && !$0.isPrelude
    }.map(\.name)
    if model.sources.projectSwiftFiles == 0 {
      // A program parsed from text: its files are the project.
      model.sources.projectSwiftFiles = model.sources.programFiles.count
      model.sources.projectFilesLoaded = model.sources.programFiles.count
    }
  }

  /// What the launch in `graphs` reached of the program (issue 36).
  public func reach(of graphs: [GraphSnapshot]) -> LaunchReach { LaunchReach(sources: sources, graphs: graphs) }

  /// The files the program was read from, for rendering diagnostics.
  public var sources: SourceFiles { model.sources }
  /// Warnings found while reading (ignored imports, …).
  public var warnings: [ViewGraphDiagnostic] { model.warnings }
  /// The names of its `#scenario` blocks, in order.
  public var scenarioNames: [String] { model.scenarios.map(\.name) }
  /// Each `#scenario`'s name and place, in order.
  public var scenarioPlaces: [(name: String, location: SourceLocation)] {
    model.scenarios.map { ($0.name, $0.location) }
  }
  /// The names of its own view and App types (not SwiftUI's), in declaration order (what `--root`
  /// is for).
  public var viewTypeNames: [String] {
    model.typeOrder.compactMap { model.types[$0] }.filter { ($0.isView || $0.isApp) && !$0.isPrelude }.map(\.name)
  }

  /// The budgets its evaluation runs under (SPEC §3).
  public var limits: EvaluationLimits { model.limits }

  /// The seed every launch's random numbers start from (`Int.random(in:)`, `shuffled()`).
  public var randomSeed: UInt64 {
    get { model.randomSeed }
    nonmutating set { model.randomSeed = newValue }
  }

  /// "Now" at every launch, in seconds since 2001-01-01T00:00:00Z (Foundation's reference date); by
  /// default 2025-06-01T09:00:00Z. Only `advance(seconds:)` in a scenario moves it.
  public var launchDate: Double {
    get { model.launchDate }
    nonmutating set { model.launchDate = newValue }
  }

  /// How many rows a lazy container (`List`, `LazyVStack`, `LazyVGrid`, …) builds from where it
  /// is scrolled to, by default the rows a phone shows (rule 11); nil builds every row.
  public var viewportRows: Int? {
    get { model.viewportRows }
    nonmutating set { model.viewportRows = newValue }
  }

  /// Whether SwiftUI's own views (`EditButton`, `AsyncImage`, `DisclosureGroup`, …, which ViewGraph
  /// writes in Swift) count as units of update sets, `#expectUpdates` and summaries. By default they
  /// do not: they run, and pictures draw them muted as SwiftUI's, but a test of the program's views
  /// does not change when ViewGraph's vocabulary does (`--framework-units`).
  public var frameworkUnits: Bool {
    get { model.frameworkUnits }
    nonmutating set { model.frameworkUnits = newValue }
  }

  /// The rows a phone shows, which lazy containers build unless told otherwise (rule 11).
  public static let defaultViewportRows = UpdateModel.LazyRows.rowsOnScreen

  /// Reads files and folders (every `.swift` file below a folder) as one program. Syntax errors and
  /// what cannot be lowered are reported together; what ViewGraph does not simulate is a warning
  /// (an error with `strict`), and `#if` is decided for `configuration`. With `runsTopLevelCode`
  /// the files are read as a script: their top-level statements are its code (`runTopLevelCode`).
  /// With `migratingToObservable`, the program is read as if the named `ObservableObject` classes
  /// (all of them, for an empty set) were `@Observable` (issue 40's migration what-if). With
  /// `overlay`, texts held in memory stand in for files or are added to them (`advise`'s edits).
  public static func load(
    paths: [String], target: String? = nil, limits: EvaluationLimits = .init(),
    configuration: AppBuildConfiguration = .init(),
    strict: Bool = false, runsTopLevelCode: Bool = false, packages: [String] = [],
    migratingToObservable: Set<String>? = nil,
    overlay: SourceOverlay = .init()
  ) throws(ViewGraphError) -> Program {
    let prelude = PreludeModel.shared
    let model = try Lowerer.lower(
      SourceLoader.load(
        paths: paths, after: prelude, target: target, packages: packages, limits: limits, overlay: overlay),
      after: prelude, limits: limits, configuration: configuration, strict: strict,
      runsTopLevelCode: runsTopLevelCode)
    return try launchable(model, migratingToObservable: migratingToObservable)
  }

  /// Starts building ViewGraph's prelude (parsing, declaring and checking SwiftUI's vocabulary) on
  /// another thread, so that the first `load` or `parse` finds it ready: a command line calls this
  /// before it parses its arguments. Calling it again, or loading meanwhile, waits for the one build.
  public static func prepareInBackground() {
    DispatchQueue.global(qos: .userInitiated).async { _ = PreludeModel.shared }
  }

  /// Reads one program from source text (as a script with `runsTopLevelCode`; migrated to
  /// `@Observable` as `load` does).
  public static func parse(
    source: String, fileName: String = "input.swift", limits: EvaluationLimits = .init(),
    configuration: AppBuildConfiguration = .init(), strict: Bool = false, runsTopLevelCode: Bool = false,
    migratingToObservable: Set<String>? = nil
  ) throws(ViewGraphError) -> Program {
    let prelude = PreludeModel.shared
    let model = try Lowerer.lower(
      SourceLoader.parse([(fileName, source)], after: prelude, limits: limits, deferringErrors: true),
      after: prelude, limits: limits, configuration: configuration, strict: strict,
      runsTopLevelCode: runsTopLevelCode)
    return try launchable(model, migratingToObservable: migratingToObservable)
  }

  /// A lowered program as a launch starts it: lazy containers build the rows a phone shows (rule
  /// 11), and the classes `migratingToObservable` names are read as `@Observable`.
  private static func launchable(_ model: ProgramModel, migratingToObservable: Set<String>?) throws(ViewGraphError)
    -> Program
  {
    model.viewportRows = UpdateModel.LazyRows.rowsOnScreen
    if let migratingToObservable { try model.migrateToObservable(migratingToObservable) }
    return Program(model: model)
  }

  /// The `ObservableObject` classes the program was read as `@Observable` (`migratingToObservable`),
  /// in declaration order; empty when it was read as written.
  public var migratedToObservable: [String] {
    model.typeOrder.filter(model.migratedToObservable.contains)
  }

  /// Launches the program: creates the root (by type name, or the default of SPEC §2), runs the
  /// initial render and settles.
  public func launch(root: String? = nil) throws(ViewGraphError) -> AppSession {
    let host = GraphHost(program: model)
    do {
      try EvaluationThread.run {
        do {
          try host.launch(try rootContent(named: root, in: host), at: .unknown)
        } catch {
          host.endTasks()  // no session will end them
          throw error
        }
      }
    } catch {
      // What was not simulated on the way (`'Calendar.firstWeekday' is not simulated`) is said
      // with the error it led to: the error is then not read as the program's own (issue 36).
      var failure = reported(error, at: .unknown)
      failure.warnings = host.journal.warnings
      throw failure
    }
    return AppSession(host: host, program: self)
  }

  /// An error evaluation threw, as the located diagnostics a command shows (`location` where it
  /// has none of its own).
  func reported(_ error: any Error, at location: SourceLocation) -> ViewGraphError {
    switch error {
    case let diagnostic as ViewGraphDiagnostic: ViewGraphError([diagnostic], sources: sources)
    case let error as ViewGraphError: error
    default: ViewGraphError([.error(.runtime("\(error)"), at: location)], sources: sources)
    }
  }

  /// Runs every `#scenario` (or those whose name contains `filter`), each in a fresh launch.
  public func runScenarios(matching filter: String? = nil) -> TestReport {
    var report = TestReport()
    for scenario in model.scenarios where filter.map({ scenario.name.contains($0) }) ?? true {
      report.results.append(timed(scenario))
    }
    return report
  }

  /// Runs the `#scenario` named exactly `name` in a fresh launch; nil if there is none.
  public func runScenario(named name: String) -> ScenarioResult? {
    model.scenarios.first { $0.name == name }.map { timed($0) }
  }

  /// Runs one scenario on the evaluation thread and measures it; `recording`, keeping what its
  /// spans held (issue 40).
  func timed(_ scenario: ScenarioDecl, recording: Bool = false) -> ScenarioResult {
    let clock = ContinuousClock()
    let start = clock.now
    var result =
      (try? EvaluationThread.run { run(scenario, recording: recording) })
      ?? ScenarioResult(
        name: scenario.name, location: scenario.location,
        failures: [
          ScenarioFailure(
            message: "the scenario's evaluation did not finish", location: scenario.location, kind: .error)
        ], warnings: [])
    result.duration = clock.now - start
    return result
  }

  /// Runs the named scenario step by step, keeping the graph after launch and after each step.
  public func trace(scenario name: String) throws(ViewGraphError) -> ScenarioTrace {
    guard let scenario = model.scenarios.first(where: { $0.name == name }) else {
      let known = model.scenarios.map { "'\($0.name)'" }.joined(separator: ", ")
      throw ViewGraphError([
        .error(.runtime("no scenario named '\(name)'; the program has \(known.isEmpty ? "none" : known)"), at: .unknown)
      ])
    }
    return (try? EvaluationThread.run { trace(scenario) })
      ?? ScenarioTrace(name: name, launch: .empty, steps: [], failures: ["the scenario's evaluation did not finish"])
  }

  /// Launches `root` (or the default root), then traces one step made of `statements`.
  public func trace(change statements: String, root: String? = nil) throws(ViewGraphError) -> ScenarioTrace {
    let body = try Lowerer.lowerStatements(statements, name: "<change>", into: model)
    let scenario = ScenarioDecl(name: statements, root: nil, body: body, location: body.location)
    return (try? EvaluationThread.run { trace(scenario, rootName: root) })
      ?? ScenarioTrace(
        name: statements, launch: .empty, steps: [], failures: ["the change's evaluation did not finish"])
  }

  func trace(_ scenario: ScenarioDecl, rootName: String? = nil) -> ScenarioTrace {
    let (execution, host) = prepare(scenario, rootName: rootName, tracing: true)
    defer { host.endTasks() }
    let launch = host.snapshot()
    execution.isTracing = true
    execution.run(scenario.body)
    return ScenarioTrace(
      name: scenario.name, launch: launch, launchUpdate: execution.launchUpdate, steps: execution.steps,
      failures: execution.failures.map { "\(sources.describe($0.location)): \($0.message)" },
      diagnostics: execution.failures.map(\.diagnostic))
  }

  private func run(_ scenario: ScenarioDecl, recording: Bool) -> ScenarioResult {
    let (execution, host) = prepare(scenario)
    defer {
      host.endTasks()
      EvaluationThread.releaseAfterwards(host)
    }
    if recording { execution.recording = SpanRecording() }
    execution.run(scenario.body)
    var result = ScenarioResult(
      name: scenario.name, location: scenario.location, failures: execution.failures, warnings: execution.warnings)
    result.recording = execution.recording
    result.viewTypesBuilt = host.viewTypesBuilt
    return result
  }

  /// A fresh launch for a scenario: its own root, or the program's (SPEC §2).
  private func prepare(_ scenario: ScenarioDecl, rootName: String? = nil, tracing: Bool = false) -> (
    ScenarioExecution, GraphHost
  ) {
    let host = GraphHost(program: model)
    host.recordsInputs = tracing
    host.recordsBodyRuns = tracing
    let execution = ScenarioExecution(host: host, sources: sources)
    if let setUp = scenario.beforeLaunch {
      execution.runBeforeLaunch(setUp)
      if execution.pendingError != nil { return (execution, host) }
    }
    do {
      let content: GraphHost.RootContent
      if let rootExpr = scenario.root {
        content = try rootContent(evaluating: rootExpr, in: host)
      } else {
        content = try rootContent(named: rootName, in: host)
      }
      try host.launch(content, at: scenario.location)
    } catch let diagnostic as ViewGraphDiagnostic {
      execution.pendingError = diagnostic
    } catch let error as ViewGraphError {
      execution.pendingError = error.diagnostics.first.map { first in
        var diagnostic = first
        if diagnostic.location.file < 0, diagnostic.location.path == nil { diagnostic.location = scenario.location }
        return diagnostic
      }
    } catch {
      execution.pendingError = .error(.runtime("\(error)"), at: scenario.location)
    }
    execution.noteLaunch(host.takeJournal(keepingInserted: tracing), keeping: tracing)
    return (execution, host)
  }

  // MARK: - Roots (SPEC §2)

  func rootContent(named name: String?, in host: GraphHost) throws -> GraphHost.RootContent {
    if let name {
      guard let type = model.types[name], type.isView || type.isApp else {
        throw ViewGraphError([.error(.unknownRoot(name), at: .unknown)], sources: sources)
      }
      host.rootReason = "named with --root"
      return try instantiate(type, in: host)
    }
    // SPEC rule 8: the program chose its `@main` App and its `#Preview`s as roots; only where
    // ViewGraph chooses one may the app provide what is missing in code ViewGraph does not run.
    if let main = model.mainApp, let type = model.types[main], type.isApp {
      host.rootReason = "the @main App"
      return try instantiate(type, in: host)
    }
    if model.previews.count == 1 {
      host.rootReason = "the program's one #Preview"
      return try previewContent(model.previews[0], in: host)
    }
    host.rootChosenByViewGraph = true
    // No `@main App`: a launcher's `static func main()` that starts one, or UIKit or AppKit code
    // that hosts a SwiftUI view, or the view no other builds. A launch never refuses for a choice.
    let apps = model.typeOrder.compactMap { model.types[$0] }.filter(\.isApp)
    if let app = apps.first {
      if let main = model.mainApp { host.warn(.warning(.rootStartedBy(app.name, main), at: app.location)) }
      host.rootReason = model.mainApp.map { "the App that \($0).main() starts" } ?? "the program's App"
      return try instantiate(app, in: host)
    }
    for hosted in model.hostedRoots {
      if let content = try? hostedContent(hosted.text, hostedBy: hosted.host, in: host) {
        host.warn(.warning(.hostedRoot(sources.describe(hosted.location)), at: hosted.location))
        host.rootReason = "the view UIKit or AppKit code hosts at \(sources.describe(hosted.location))"
        return content
      }
    }
    if let first = model.previews.first {
      let others = model.previews.dropFirst().map { "#Preview at \(sources.describe($0.location))" }
      host.warn(.warning(.chosenRoot("the first #Preview", others: others), at: first.location))
      host.rootChosenByViewGraph = false  // a #Preview runs alone in Xcode's canvas too
      host.rootReason = "the first of \(model.previews.count) #Previews"
      return try previewContent(first, in: host)
    }
    let built = model.builtViews.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    // the prelude's views are never the app
    let candidates = model.viewTypes.filter { !built.contains($0.name) && !$0.isPrelude }
    guard !candidates.isEmpty else { throw ViewGraphError([.error(.noRoot(), at: .unknown)], sources: sources) }
    if candidates.count == 1 {
      host.rootReason = "the one view no other view builds"
      return try instantiate(candidates[0], in: host)
    }
    // The most likely root: `ContentView`, else the first that needs no arguments.
    let ordered = candidates.filter { $0.name == "ContentView" } + candidates.filter { $0.name != "ContentView" }
    for candidate in ordered {
      guard let content = try? instantiate(candidate, in: host) else { continue }
      let others = candidates.filter { $0 !== candidate }.map(\.name)
      host.warn(.warning(.chosenRoot("'\(candidate.name)'", others: others), at: candidate.location))
      host.rootReason =
        candidate.name == "ContentView"
        ? "of \(candidates.count) views no other view builds, the one named ContentView"
        : "of \(candidates.count) views no other view builds, the first that needs no arguments"
      return content
    }
    return try instantiate(ordered[0], in: host)
  }

  /// The view UIKit or AppKit code hosts, run as the root of the launch: its text (with the locals
  /// it names written out) as a root expression, else the first of the program's views it names.
  private func hostedContent(_ text: String, hostedBy hostName: String, in host: GraphHost) throws
    -> GraphHost.RootContent
  {
    let decl =
      model.loweredHostedRoots[text] ?? (try? Lowerer.lowerStatements(text, name: "<hosted root>", into: model))
    model.loweredHostedRoots[text] = decl
    if let decl, case .expression(let expr)? = decl.body.statements.first?.kind,
      let content = try? rootContent(evaluating: expr, named: hostName, in: host)
    {
      return content
    }
    let named = Parser.parse(source: text).tokens(viewMode: .sourceAccurate).compactMap { model.types[$0.text] }.first {
      $0.isView
    }
    guard let named else { throw ViewGraphError([.error(.noRoot(), at: .unknown)], sources: sources) }
    return try instantiate(named, in: host)
  }

  private func instantiate(_ type: TypeDecl, in host: GraphHost) throws -> GraphHost.RootContent {
    let value = try host.interpreter.construct(type, [], Scope(size: 0, parent: nil), at: type.location)
    guard case .structure(let s) = value else {
      throw ViewGraphDiagnostic.error(.notAView(type.name), at: type.location)
    }
    return .view(s)
  }

  /// A `#Preview` that builds exactly one custom view is that view; anything else is a preview unit.
  private func previewContent(_ decl: FunctionDecl, in host: GraphHost) throws -> GraphHost.RootContent {
    if decl.body.statements.count == 1, case .expression(let expr) = decl.body.statements[0].kind,
      case .call = expr.kind
    {
      let value = try host.interpreter.evaluate(expr, Scope(size: decl.body.scopeSize, parent: nil))
      if case .structure(let s) = value, s.type.isView { return .view(s) }
    }
    return .content(decl)
  }

  private func rootContent(evaluating expr: Expr, named name: String = "#Preview", in host: GraphHost) throws
    -> GraphHost.RootContent
  {
    let value = try host.interpreter.evaluate(expr, Scope(size: 8, parent: nil))
    if case .structure(let s) = value, s.type.isView || s.type.isApp { return .view(s) }
    let decl = FunctionDecl(
      name: "root", kind: .closure, parameters: [],
      body: Block(statements: [Stmt(.expression(expr), at: expr.location)], scopeSize: 8), location: expr.location)
    decl.isSingleExpression = true
    return .content(decl, name: name)
  }
}
