import ArgumentParser
import ViewGraph

/// The budgets every command runs under (SPEC §3: never hang, never exhaust memory); the defaults
/// are far beyond what a real app needs.
struct LimitOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Statements, calls and loop passes one body, action or scenario statement may run.", valueName: "n"))
  var maxSteps: Int?

  @Option(help: ArgumentHelp("Seconds one body, action, scenario statement or file's parse and load may run (a watchdog).", valueName: "seconds"))
  var maxSeconds: Double?

  @Option(help: ArgumentHelp("Elements of one array, dictionary or range the program may build.", valueName: "n"))
  var maxElements: Int?

  @Option(help: ArgumentHelp("Bytes of one string the program may build.", valueName: "n"))
  var maxStringLength: Int?

  @Option(help: ArgumentHelp("Megabytes ViewGraph may hold while one body, action or scenario statement runs.", valueName: "MB"))
  var maxMemory: Int?

  @Option(help: ArgumentHelp("View bodies and list rows one launch may create.", valueName: "n"))
  var maxUnits: Int?

  @Option(help: ArgumentHelp("Bytes of one source file.", valueName: "n"))
  var maxSourceSize: Int?

  func validate() throws {
    for (name, value) in [("--max-steps", maxSteps), ("--max-elements", maxElements), ("--max-string-length", maxStringLength),
      ("--max-units", maxUnits), ("--max-source-size", maxSourceSize), ("--max-memory", maxMemory)]
    where (value ?? 1) < 1 {
      throw ValidationError("\(name) must be at least 1")
    }
    if let maxSeconds, !(maxSeconds > 0) { throw ValidationError("--max-seconds must be more than 0") }
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
    return limits
  }
}
