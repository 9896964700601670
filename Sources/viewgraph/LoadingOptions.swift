import ArgumentParser
import Foundation
import ViewGraph

/// How a program is read: the platform `#if` is decided for, custom conditions, and whether what
/// ViewGraph does not simulate is an error (`--strict`, for CI runs that want the whole app).
struct LoadingOptions: ParsableArguments {
  /// The platforms `--os` accepts.
  enum OperatingSystem: String, CaseIterable, ExpressibleByArgument {
    case ios, macos, watchos, tvos, visionos
  }

  @Option(
    help:
      "The platform '#if os(…)' and 'canImport(…)' are decided for (default: the one the project builds for, else ios)."
  )
  var os: OperatingSystem?

  @Option(
    name: .customLong("define"),
    help: ArgumentHelp("A custom '#if' condition that is set (DEBUG is set by default).", valueName: "name"))
  var defines: [String] = []

  @Option(
    help: ArgumentHelp(
      "The target of an Xcode project to read (by default the app the project is named after, else its first app).",
      valueName: "name"))
  var target: String?

  @Option(
    name: .customLong("packages"),
    help: ArgumentHelp(
      "A folder of remote packages' checkouts (as SwiftPM's '.build/checkouts' or Xcode's 'SourcePackages'), read as the packages' sources.",
      valueName: "folder"))
  var packageFolders: [String] = []

  @Flag(help: "Treat what ViewGraph does not simulate as errors, not warnings.")
  var strict = false

  @Option(
    help: ArgumentHelp(
      "The seed of the program's random numbers; the same seed gives the same answers.", valueName: "n"))
  var seed: UInt64?

  @Option(
    help: ArgumentHelp(
      "'Now' at every launch, an ISO 8601 date and time; the clock moves only when a scenario says 'advance(seconds:)'.",
      valueName: "date"))
  var now: String = "2025-06-01T09:00:00Z"

  @Option(
    help: ArgumentHelp(
      "How many rows a lazy container (List, LazyVStack, LazyVGrid, …) builds from where it is scrolled to: the rows on screen.",
      valueName: "n"))
  var viewportRows = Program.defaultViewportRows

  @Flag(
    help: "Build every row of a lazy container, on screen or not (for teaching and for pictures of the whole list).")
  var allRows = false

  @Flag(
    help:
      "Count SwiftUI's own views (EditButton, AsyncImage, DisclosureGroup, …) as units of update sets, #expectUpdates and --summary, as the program's views are."
  )
  var frameworkUnits = false

  /// `--now` as seconds since 2001-01-01T00:00:00Z; nil when it is not an ISO 8601 date and time.
  /// (Read with Foundation's format style, not `ISO8601DateFormatter`, whose first use starts ICU:
  /// a tenth of a one-screen program's start.)
  var launchDate: Double? {
    (try? Date(now, strategy: .iso8601))?.timeIntervalSinceReferenceDate
  }

  func validate() throws {
    if launchDate == nil {
      throw ValidationError("'--now' takes an ISO 8601 date and time, as in '2025-06-01T09:00:00Z'; got '\(now)'")
    }
    if viewportRows < 1 {
      throw ValidationError("'--viewport-rows' takes a number of rows of at least 1; got \(viewportRows)")
    }
  }

  /// The build configuration `#if` clauses are chosen for.
  var configuration: AppBuildConfiguration {
    AppBuildConfiguration(
      os: os.map { AppBuildConfiguration.operatingSystems[$0.rawValue] ?? "iOS" },
      defines: Set(defines).union(["DEBUG"]))
  }

  /// Reads the program at `paths` with these options and the given budgets (migrated to
  /// `@Observable` as `Program.load` says, for `compare --as-observable`; with `overlay`'s texts in
  /// memory, for `advise`).
  func load(
    _ paths: [String], limits: EvaluationLimits, migratingToObservable: Set<String>? = nil,
    overlay: SourceOverlay = .init()
  ) throws(ViewGraphError) -> Program {
    let program = try Program.load(
      paths: paths, target: target, limits: limits, configuration: configuration, strict: strict,
      packages: packageFolders,
      migratingToObservable: migratingToObservable, overlay: overlay)
    if let seed { program.randomSeed = seed }
    if let launchDate { program.launchDate = launchDate }
    program.viewportRows = allRows ? nil : viewportRows
    program.frameworkUnits = frameworkUnits
    return program
  }

  /// Whether a warning is about something ViewGraph does not simulate.
  static func isNotSimulated(_ warning: ViewGraphDiagnostic) -> Bool {
    warning.kind == .notSimulated
  }

  /// `loaded 25 files (1,497 lines); 3 not simulated (warnings above)`.
  static func summary(of program: Program) -> String {
    let files = program.sources.programFiles.count
    let lines = program.sources.lineCount.formatted()
    let notSimulated = program.warnings.filter(isNotSimulated).count
    var text = "loaded \(files) \(files == 1 ? "file" : "files") (\(lines) lines)"
    if !program.sources.readAs.isEmpty { text += " of " + program.sources.readAs.joined(separator: ", ") }
    if notSimulated > 0 { text += "; \(notSimulated) not simulated (warnings above)" }
    return text
  }
}
