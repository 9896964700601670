import ArgumentParser
import Foundation
import ViewGraph

/// The budgets every command runs under (SPEC §3: never hang, never exhaust memory); the defaults
/// are far beyond what a real app needs.
struct LimitOptions: ParsableArguments {
  /// The budgets without options, shown in each option's help (`viewgraph help test`).
  private static let defaults = EvaluationLimits()

  @Option(
    help: ArgumentHelp(
      "Statements, calls and loop passes one body, action or scenario statement may run (default: \(shown(defaults.maxSteps))).",
      valueName: "n"))
  var maxSteps: Int?

  @Option(
    help: ArgumentHelp(
      "Seconds one body, action, scenario statement or file's parse and load may run (a watchdog; default: \(shown(defaults.maxSeconds))).",
      valueName: "seconds"))
  var maxSeconds: Double?

  @Option(
    help: ArgumentHelp(
      "Elements of one array, dictionary or range the program may build (default: \(shown(defaults.maxElements))).",
      valueName: "n"))
  var maxElements: Int?

  @Option(
    help: ArgumentHelp(
      "Bytes of one string the program may build (default: \(shown(defaults.maxStringLength))).", valueName: "n"))
  var maxStringLength: Int?

  @Option(
    help: ArgumentHelp(
      "Megabytes ViewGraph may hold while one body, action or scenario statement runs (default: \(shown(defaults.maxMemoryMB))).",
      valueName: "MB"))
  var maxMemory: Int?

  @Option(
    help: ArgumentHelp(
      "View bodies and list rows one launch may create (default: \(shown(defaults.maxUnits))).", valueName: "n"))
  var maxUnits: Int?

  @Option(help: ArgumentHelp("Bytes of one source file (default: \(shown(defaults.maxSourceBytes))).", valueName: "n"))
  var maxSourceSize: Int?

  /// `1000000` → `1,000,000`; `10.0` → `10`.
  private static func shown(_ number: Int) -> String {
    let digits = Array(String(number))
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return grouped
  }

  private static func shown(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? shown(Int(number)) : String(number)
  }

  @Option(
    help: ArgumentHelp(
      "Fail a launch that built less than this percent of the program's view types (a hollow launch, for CI; default: none).",
      valueName: "percent"))
  var requireDepth: Int?

  /// Checks a launch's reach against `--require-depth`: under it, an error naming what was
  /// reached, and exit status 2, as a budget exceeded is (issue 36).
  func checkDepth(_ reach: LaunchReach) throws {
    guard let requireDepth, reach.depth < requireDepth else { return }
    printCommandError(
      "the launch reached \(reach.depth)% of the program's view types, under --require-depth \(requireDepth): \(reach.summary)"
    )
    throw ExitCode(2)
  }

  /// For hosts that confine what may be read (`viewgraph mcp` passes its folders): every file read
  /// must, its links resolved, be a Swift or project file inside one of these folders.
  @Option(name: .customLong("confine-to"), help: .hidden)
  var readableFolders: [String] = []

  func validate() throws {
    for (name, value) in [
      ("--max-steps", maxSteps), ("--max-elements", maxElements), ("--max-string-length", maxStringLength),
      ("--max-units", maxUnits), ("--max-source-size", maxSourceSize), ("--max-memory", maxMemory),
    ]
    where (value ?? 1) < 1 {
      throw ValidationError("\(name) must be at least 1")
    }
    if let maxSeconds, !(maxSeconds > 0) { throw ValidationError("--max-seconds must be more than 0") }
    if let requireDepth, !(0...100).contains(requireDepth) {
      throw ValidationError("--require-depth takes a percent from 0 to 100")
    }
  }

  /// The defaults, with what was given on the command line.
  var limits: EvaluationLimits {
    var limits = EvaluationLimits()
    if let maxSteps { limits.maxSteps = maxSteps }
    if let maxSeconds { limits.maxSeconds = maxSeconds }
    if let maxElements { limits.maxElements = maxElements }
    if let maxStringLength { limits.maxStringLength = maxStringLength }
    if let maxUnits { limits.maxUnits = maxUnits }
    if let maxMemory { limits.maxMemoryMB = maxMemory }
    if let maxSourceSize { limits.maxSourceBytes = maxSourceSize }
    if !readableFolders.isEmpty {
      // A folder that does not resolve confines to nothing: it must not widen what may be read.
      limits.readableFolders = readableFolders.map { folder in
        guard let real = realpath(folder, nil) else { return "/nonexistent/\u{0}" }
        defer { free(real) }
        return String(cString: real)
      }
    }
    return limits
  }
}
