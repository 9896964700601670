import Foundation
import ViewGraphModel

/// What one body, action or scenario statement may spend (SPEC §3: never hang, never exhaust
/// memory): steps, seconds, call depth, native stack, and the size of the values it builds. Every
/// check throws a located error that names the budget and the option that raises it.
///
/// Every statement and call counts a step and checks the stack here, so the counters are
/// `@exclusivity(unchecked)`: each is changed in place by arithmetic or an append that calls
/// nothing back, and the runtime's check of each access cost more than the counting (issue 38).
package final class EvaluationBudget {
  let limits: EvaluationLimits
  /// Statements, calls and loop passes since `start()`.
  @exclusivity(unchecked) private(set) var steps = 0
  /// When the running work must stop (the watchdog of `maxSeconds`).
  @exclusivity(unchecked) private var deadline = DispatchTime.distantFuture
  /// When the memory the process holds was last read.
  private var memoryReadAt = DispatchTime(uptimeNanoseconds: 0)
  /// Bytes of strings and collections built since the clock was last read, and since the memory
  /// was: a few steps that each build megabytes are weighed by what they build, not counted as few.
  @exclusivity(unchecked) private var bytesSinceClock = 0
  @exclusivity(unchecked) private var bytesSinceMemoryRead = 0
  /// When the scenario statement under way must be done: the bodies and actions it runs each
  /// start a budget of their own, never past it (an `advance(seconds:)` that fires timers for ever).
  private var statementDeadline = DispatchTime.distantFuture
  /// Stops recursion over deep code before the native stack overflows.
  @exclusivity(unchecked) private var stackGuard = StackGuard()
  /// The calls under way.
  @exclusivity(unchecked) var calls = Calls()
  /// Whether a place is the program's (not the prelude's): a recursion is reported at the
  /// innermost call the program made.
  var isProgramPlace: (SourceLocation) -> Bool = { _ in true }

  /// The calls under way: how deep, and their call sites, innermost last.
  struct Calls {
    var depth = 0
    var sites: [SourceLocation] = []
  }

  init(limits: EvaluationLimits) { self.limits = limits }

  /// Starts the budget of one body, action or scenario statement, within the statement under way.
  package func start() {
    steps = 0
    deadline = min(limits.deadline(forFiles: 1), statementDeadline)
  }

  /// Starts the budget of one scenario statement: what it runs (bodies, actions, the firings of
  /// `advance(seconds:)`) ends within `--max-seconds` of now, until `endStatement()`.
  package func startStatement() {
    statementDeadline = .distantFuture
    start()
    statementDeadline = deadline
  }

  /// The scenario statements are over: bodies and actions get a whole budget each again.
  package func endStatement() {
    statementDeadline = .distantFuture
  }

  /// One statement, call or loop pass; stops runaway work with a located error naming the budget.
  func countStep(at location: SourceLocation) throws {
    steps += 1
    if steps > limits.maxSteps { throw ViewGraphDiagnostic.error(.stepLimit(limits.maxSteps), at: location) }
    // The clock and the memory are read rarely: they are watchdogs, not part of the result.
    if steps & 0x3FFF == 0 { try checkTimeAndMemory(at: location) }
  }

  /// Stops work that has run past `--max-seconds` or holds more than `--max-memory`: called between
  /// statements (rarely), and inside natives that loop or build large values (encoding JSON), where
  /// no statement runs for a long time.
  package func checkTimeAndMemory(at location: @autoclosure () -> SourceLocation) throws {
    try checkTimeAndMemory(before: 0, at: location())
  }

  /// As `checkTimeAndMemory(at:)`, before a value of `bytes` is built: one that does not fit in
  /// what `--max-memory` leaves is refused, not attempted (one allocation of gigabytes).
  private func checkTimeAndMemory(before bytes: Int, at location: @autoclosure () -> SourceLocation) throws {
    let now = DispatchTime.now()
    if now > deadline { throw ViewGraphDiagnostic.error(.timeLimit(limits.maxSeconds), at: location()) }
    // The system is asked at most every 10 ms (reading the resident set costs more than the
    // clock), or once as much as `bytesBetweenMemoryReadings` is to be built.
    guard
      bytesSinceMemoryRead >= Self.bytesBetweenMemoryReadings
        || now.uptimeNanoseconds &- memoryReadAt.uptimeNanoseconds > 10_000_000
    else { return }
    memoryReadAt = now
    bytesSinceMemoryRead = 0
    guard let resident = ProcessMemory.residentMegabytes() else { return }
    if resident > limits.maxMemoryMB {
      throw ViewGraphDiagnostic.error(.memoryLimit(resident, limit: limits.maxMemoryMB), at: location())
    }
    let needed = bytes / 1_048_576
    if needed > limits.maxMemoryMB - resident {
      throw ViewGraphDiagnostic.error(
        .memoryLimitBeforeBuilding(needed, holding: resident, limit: limits.maxMemoryMB), at: location())
    }
  }

  /// Bytes built between two readings of the clock, at most.
  static let bytesBetweenClockReadings = 1 << 20
  /// Bytes built between two readings of the memory, at most: a larger value is always measured
  /// against the budget before it is built.
  static let bytesBetweenMemoryReadings = 64 << 20

  /// Weighs a value of `bytes` about to be built (issue 34): a large one, or enough small ones
  /// since the last look, read the clock, and the memory in turn.
  private func checkBuilding(_ bytes: Int, at location: @autoclosure () -> SourceLocation) throws {
    func adding(_ total: Int) -> Int { total.addingReportingOverflow(bytes).overflow ? Int.max : total + bytes }
    bytesSinceClock = adding(bytesSinceClock)
    bytesSinceMemoryRead = adding(bytesSinceMemoryRead)
    guard bytesSinceClock >= Self.bytesBetweenClockReadings else { return }
    bytesSinceClock = 0
    try checkTimeAndMemory(before: bytes, at: location())
  }

  /// A call begins: it is a step, and recursion deeper than the budget stops.
  func enterCall(at location: SourceLocation) throws {
    try countStep(at: location)
    calls.depth += 1
    if calls.depth > limits.maxCallDepth {
      let place = isProgramPlace(location) ? location : calls.sites.last(where: isProgramPlace) ?? location
      calls = Calls()
      throw ViewGraphDiagnostic.error(.stackOverflow(), at: place)
    }
    calls.sites.append(location)
  }

  func leaveCall() {
    calls.depth -= 1
    _ = calls.sites.popLast()
  }

  /// Throws before deep recursion (nested code, nested calls) overflows the native stack.
  func checkStack(at location: SourceLocation) throws {
    if stackGuard.isExhausted() { throw ViewGraphDiagnostic.error(.stackExhausted(), at: location) }
  }

  /// Checks that a collection built by the program does not nest values deeper than the budget
  /// (`a = [a]` in a loop): equality, hashing, description and deinit recurse on them. With
  /// `chainOnly`, the look is short (a chain such as `box = Box(inner: box)` is one path) and a
  /// wide value that uses it up is let through rather than refused.
  func checkNesting(_ value: Value, chainOnly: Bool = false, at location: SourceLocation) throws -> Value {
    var visits = chainOnly ? 4 * limits.maxValueDepth : limits.maxNestedValues
    guard let depth = value.nestingDepth(upTo: limits.maxValueDepth, visits: &visits) else {
      if chainOnly { return value }
      throw ViewGraphDiagnostic.error(.tooManyNestedValues(limits.maxNestedValues), at: location)
    }
    if depth > limits.maxValueDepth {
      throw ViewGraphDiagnostic.error(.valueNestedTooDeeply(limits.maxValueDepth), at: location)
    }
    return value
  }

  /// Checks the element count of a collection about to be built (or grown by `growing` elements,
  /// in place); an overflowing count is too many.
  func checkCount(_ count: (partialValue: Int, overflow: Bool), growing added: Int? = nil, at location: SourceLocation)
    throws
  {
    if count.overflow || count.partialValue > limits.maxElements {
      let shown = count.overflow ? "more than \(Int.max)" : "\(count.partialValue)"
      throw ViewGraphDiagnostic.error(.tooManyElements(shown, limit: limits.maxElements), at: location)
    }
    let bytes = (added ?? count.partialValue).multipliedReportingOverflow(by: MemoryLayout<Value>.stride)
    try checkBuilding(bytes.overflow ? Int.max : bytes.partialValue, at: location)
  }

  func checkCount(_ count: Int, growing added: Int? = nil, at location: SourceLocation) throws {
    try checkCount((count, false), growing: added, at: location)
  }

  /// Checks a string about to be kept.
  func checkLength(_ text: String, at location: SourceLocation) throws -> Value {
    try checkLength(text.utf8.count, at: location)
    return .string(text)
  }

  /// Checks the length of a string about to be built (or grown by `growing` bytes, in place).
  func checkLength(_ length: Int, growing added: Int? = nil, at location: @autoclosure () -> SourceLocation) throws {
    if length > limits.maxStringLength {
      throw ViewGraphDiagnostic.error(.stringTooLong("\(length)", limit: limits.maxStringLength), at: location())
    }
    try checkBuilding(added ?? length, at: location())
  }
}

/// How much memory this process holds now (its resident set), read from the system: the measure of
/// `--max-memory`. Nil where the system does not say.
enum ProcessMemory {
  static func residentMegabytes() -> Int? {
    #if os(Linux)
      // `/proc/self/statm`: sizes in pages; the second is the resident set.
      guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
      let fields = statm.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * sysconf(Int32(_SC_PAGESIZE)) / 1_048_576
    #elseif canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let result = withUnsafeMutablePointer(to: &info) { pointer in
        pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
      }
      return result == KERN_SUCCESS ? Int(info.resident_size) / 1_048_576 : nil
    #else
      return nil
    #endif
  }
}
