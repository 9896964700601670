import Foundation
import ViewGraph

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of the `viewgraph` binary as a child process, as `viewgraph mcp` answers a tool
/// call: the child parses its arguments, loads and runs exactly as the command line does (the same
/// budgets, the same JSON and text), and whatever the input does to it — an error, a budget, a
/// crash, a hang — the server goes on answering.
///
/// The child starts with every signal unblocked and at its default (the server's threads may block
/// some, and a child inherits its parent's mask: issue 34 saw children deaf to SIGTERM), in a
/// process group of its own, so that ending a call ends everything the child started: SIGTERM to
/// the group, SIGKILL after a grace period. Its end is awaited by a thread of its own, never by a
/// thread of the concurrency pool, which the server needs to go on answering.
struct AgentChildRun: Sendable {
  /// What the child wrote and how it ended.
  struct Outcome: Sendable {
    var standardOutput: Data
    var standardError: String
    /// The exit status (0 ran, 1 an expectation failed, 2 the input could not be run, SPEC §3),
    /// or nil when the child was stopped by a signal or by the server's time limit.
    var status: Int32?
    /// Why the child did not end by itself, for the tool's error.
    var stopped: String?

    var text: String { String(decoding: standardOutput, as: UTF8.self) }
  }

  /// The `viewgraph` arguments, after the executable.
  var arguments: [String]
  /// What the child reads on its standard input (a change, which may be longer than the 128 KB one
  /// argument may be), or nothing.
  var input: Data?

  /// Seconds between SIGTERM and SIGKILL when a call is ended.
  static let grace = 1.0
  /// Bytes of each output kept: a child that writes more is read to its end, the rest dropped.
  static let outputLimit = 32 << 20

  init(arguments: [String], input: Data? = nil) {
    self.arguments = arguments
    self.input = input
  }

  /// Runs the child to its end, calling `tick` with the seconds elapsed about once a second while
  /// it runs (for progress notifications); at `deadline` the child is ended. When the calling task
  /// is cancelled (the client's `notifications/cancelled`), the child is ended and the call throws.
  func run(until deadline: ContinuousClock.Instant, limit: Double, tick: @Sendable (Double) async -> Void)
    async throws(CancellationError)
    -> Outcome
  {
    let child: ChildProcess
    do {
      child = try ChildProcess(executable: Self.executable.path, arguments: arguments, input: input)
    } catch {
      return Outcome(
        standardOutput: Data(), standardError: "", status: nil, stopped: "cannot start viewgraph: \(error)")
    }
    let start = ContinuousClock.now
    var stopped: String?
    var ticked = 0
    while !child.hasExited {
      if Task.isCancelled {
        await child.end()
        _ = child.reap()
        throw CancellationError()
      }
      if ContinuousClock.now >= deadline {
        stopped =
          "the call took longer than \(String(format: "%g", limit)) seconds (viewgraph mcp --call-seconds) and was ended"
        await child.end()
        break
      }
      let elapsed = (ContinuousClock.now - start) / .seconds(1)
      if Int(elapsed) > ticked {
        ticked = Int(elapsed)
        await tick(elapsed)
      }
      await ChildProcess.pause(seconds: 0.05)
    }
    let ending = child.reap()
    let standardError = String(decoding: await child.errors.value, as: UTF8.self)
    let standardOutput = await child.output.value
    switch ending {
    case .exited(let status):
      return Outcome(
        standardOutput: standardOutput, standardError: standardError, status: stopped == nil ? status : nil,
        stopped: stopped)
    case .signalled(let signal):
      return Outcome(
        standardOutput: standardOutput, standardError: standardError, status: nil,
        stopped: stopped ?? "viewgraph stopped on signal \(signal)")
    }
  }

  /// The `viewgraph` beside this server (`viewgraph-mcp`).
  static var executable: URL { ViewGraphVersion.programBesideThisOne("viewgraph") }
}
