import Foundation
import SwiftParser
import SwiftSyntax

/// Parses a file on a thread of its own and waits for it at most the evaluation's wall-clock
/// budget (`--max-seconds`; SPEC §3: never hang). swift-syntax's error recovery can take minutes
/// on some malformed text (a class without a body, a long chain of members, then dozens of
/// unclosed `(`: the fuzzer found 4 KB of it that took 18 s in a release build), and a parse
/// cannot be interrupted: when the time is up, ViewGraph stops waiting, reports it, and the
/// abandoned parse finishes on its own.
enum ParseWatchdog {
  /// The tree, or nil when the parse did not finish in time.
  static func parse(_ text: String, limits: EvaluationLimits) -> SourceFileSyntax? {
    let outcome = Outcome()
    let finished = DispatchSemaphore(value: 0)
    let maximumNestingLevel = limits.maxNestingLevel
    let thread = Thread {
      var text = text
      let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
      outcome.store(tree)
      finished.signal()
    }
    thread.stackSize = EvaluationThread.stackSize  // deep syntax recurses, as on the evaluation thread
    thread.start()
    guard finished.wait(timeout: .now() + limits.maxSeconds) == .success else { return nil }
    return outcome.tree
  }

  /// The parsed tree, handed from the parsing thread to the one that waits for it.
  private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: SourceFileSyntax?

    func store(_ tree: SourceFileSyntax) { lock.withLock { stored = tree } }
    var tree: SourceFileSyntax? { lock.withLock { stored } }
  }
}
