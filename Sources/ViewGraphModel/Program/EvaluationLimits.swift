import Dispatch

/// The budgets that keep any input from running away (SPEC §3: ViewGraph never crashes, never
/// hangs): how much source it reads, how deep syntax may nest, how much work one body, action or
/// scenario step may do, and how large the values and view trees it builds may grow. Each limit,
/// when hit, is a located error that names it and the option that raises it. The defaults are far
/// beyond what a real app needs.
public struct EvaluationLimits: Sendable, Equatable {
  /// Expressions, statements, calls and loop passes one body, action or scenario statement may
  /// evaluate (`--max-steps`): every piece of work counts, so recursion and loops alike stop.
  public var maxSteps = 1_000_000
  /// Nested calls, initializers and stored-property defaults (infinite recursion).
  public var maxCallDepth = 1_000
  /// Arrays, dictionaries, tuples, structs and enum payloads a value built by the program may nest
  /// (`a = [a]` in a loop): equality, hashing, description and deinitialisation recurse on them.
  public var maxValueDepth = 256
  /// Arrays, dictionaries, tuples, structs and enum payloads inside one value built by a literal or
  /// appended (counted each time a part is shared: `a.append(a)` doubles them).
  public var maxNestedValues = 100_000
  /// Wall-clock seconds one body, action or scenario statement may run, one file's parse may take,
  /// and a load (parse, diagnostics and lowering) may take for each file it reads (`--max-seconds`). A watchdog: a real body runs for milliseconds and the step budget
  /// stops a runaway within about a second (debug build), and a real file parses in milliseconds,
  /// so the clock never decides a normal run's result.
  public var maxSeconds = 10.0
  /// Elements of one array, dictionary or materialised range (`--max-elements`).
  public var maxElements = 1_000_000
  /// UTF-8 bytes of one string (`--max-string-length`).
  public var maxStringLength = 4_000_000
  /// Megabytes the process may hold while a body, action or scenario statement runs
  /// (`--max-memory`): checked with the clock, and where a native builds a large value, so a
  /// runaway that allocates (each call encoding the last one's result) stops with a located error.
  public var maxMemoryMB = 4_096
  /// Units (view bodies and list rows) one launch may create (`--max-units`).
  public var maxUnits = 20_000
  /// Bytes of one source file (`--max-source-size`).
  public var maxSourceBytes = 10_000_000
  /// Where a host confines what may be read (the MCP server's folders, issue 34): each file read —
  /// a source file, a `Package.swift`, a `project.pbxproj` — must, its links resolved, lie in one of
  /// these real paths and be a `.swift` file or a project file, or it is refused unread. Nil: any.
  public var readableFolders: [String]?
  /// Brackets, braces and parentheses nested inside one another (swift-syntax's `maximumNestingLevel`).
  public var maxNestingLevel = 256
  /// Depth of one expression or statement tree after operators are folded and chains are
  /// formed (a chain of `+`, `.modifier()` calls or `else if`s).
  public var maxSyntaxDepth = 10_000

  public init() {}

  /// When work on `files` files begun now must be done: `maxSeconds` for each (at least one).
  package func deadline(forFiles files: Int) -> DispatchTime {
    guard maxSeconds.isFinite, maxSeconds > 0 else { return .distantFuture }
    return .now() + maxSeconds * Double(max(1, files))
  }
}
