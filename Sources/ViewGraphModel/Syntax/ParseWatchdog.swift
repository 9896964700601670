import Foundation
import SwiftParser
import SwiftSyntax

/// Parses a file on a thread of its own and waits for it at most until the load's deadline
/// (`--max-seconds`; SPEC §3: never hang). swift-syntax's error recovery can take minutes on some
/// malformed text, and a parse cannot be interrupted: when the time is up, ViewGraph stops waiting,
/// reports it, and the abandoned parse finishes on its own. The shapes known to do that are refused
/// before parsing (`SourceLoader`); for any other, a long-lived process (the Swift Testing bridge,
/// an `AppSession`, the fuzzer) keeps at most one abandoned parse: a parse that begins while one
/// runs waits for it until its own deadline, then is refused, so abandoned parses never pile up.
enum ParseWatchdog {
  enum Outcome {
    case parsed(SourceFileSyntax)
    /// The parse did not finish by the deadline; it is left to finish on its own.
    case timedOut
    /// An earlier abandoned parse was still running at the deadline; this one did not start.
    case busy
  }

  /// The tree, or why there is none.
  static func parse(_ text: String, limits: EvaluationLimits, until deadline: DispatchTime) -> Outcome {
    guard abandoned.waitUntilFree(deadline: deadline) else { return .busy }
    let result = Result()
    let finished = DispatchSemaphore(value: 0)
    let maximumNestingLevel = limits.maxNestingLevel
    let thread = Thread {
      #if os(Linux)
        // Named, for a thread list or a profile; renamed `vg-abandoned` if it is given up on.
        try? "vg-parse".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
        let id = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"))?.split(
          separator: "/"
        ).last.map(String.init)
        if result.register(threadID: id) { markAbandoned(id) }  // given up on before it could say who it is
      #endif
      var text = text
      let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
      if result.store(tree) {
        // Renamed before the slot is freed, so a thread list never shows two given-up parses at once.
        #if os(Linux)
          try? "vg-parse-done".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
        #endif
        abandoned.finish()
      }
      finished.signal()
    }
    thread.stackSize = EvaluationThread.stackSize  // deep syntax recurses, as on the evaluation thread
    thread.start()
    guard finished.wait(timeout: deadline) == .success else {
      // Given up on: the slot stays taken until the thread finishes (unless it just did).
      let (running, id) = result.abandon(taking: abandoned)
      if running { markAbandoned(id) }
      return .timedOut
    }
    return result.tree.map(Outcome.parsed) ?? .timedOut
  }

  private static let abandoned = AbandonedParses()

  /// Renames a parsing thread given up on `vg-abandoned` (Linux), for a thread list, a profile and
  /// the test that none is left running.
  private static func markAbandoned(_ id: String?) {
    #if os(Linux)
      if let id { try? "vg-abandoned".write(toFile: "/proc/self/task/\(id)/comm", atomically: false, encoding: .utf8) }
    #endif
  }

  /// The one slot for a parse that was given up on and is still running.
  fileprivate final class AbandonedParses: @unchecked Sendable {
    private let condition = NSCondition()
    private var running = 0

    func take() { condition.withLock { running += 1 } }

    func finish() {
      condition.withLock {
        running -= 1
        condition.broadcast()
      }
    }

    /// Waits until no abandoned parse runs, at most until `deadline`; whether none does.
    func waitUntilFree(deadline: DispatchTime) -> Bool {
      condition.lock()
      defer { condition.unlock() }
      while running > 0 {
        let seconds = Double(Int64(deadline.uptimeNanoseconds) - Int64(DispatchTime.now().uptimeNanoseconds)) / 1e9
        if seconds <= 0 || !condition.wait(until: Date(timeIntervalSinceNow: seconds)) { return running == 0 }
      }
      return true
    }
  }

  /// The parsed tree, handed from the parsing thread to the one that waits for it, and whether
  /// the waiting one gave up first.
  private final class Result: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: SourceFileSyntax?
    private var isAbandoned = false
    private var isDone = false
    private var id: String?

    /// Keeps the parsing thread's id in `/proc/self/task` (Linux); whether it was given up on already.
    func register(threadID: String?) -> Bool {
      lock.withLock {
        id = threadID
        return isAbandoned
      }
    }

    /// Keeps the tree; whether the parse had been abandoned (so its slot is freed now).
    func store(_ tree: SourceFileSyntax) -> Bool {
      lock.withLock {
        stored = tree
        isDone = true
        return isAbandoned
      }
    }

    /// Gives up on the parse: whether it is still running, and its thread. A running parse takes
    /// the slot under this lock, so it cannot finish (and free the slot) before taking it.
    func abandon(taking slot: AbandonedParses) -> (running: Bool, threadID: String?) {
      lock.withLock {
        isAbandoned = !isDone
        if isAbandoned { slot.take() }
        return (isAbandoned, id)
      }
    }

    var tree: SourceFileSyntax? { lock.withLock { stored } }
  }
}
