import Foundation
import ViewGraph

/// One run of the `viewgraph` binary as a child process, as `viewgraph mcp` answers a tool
/// call: the child parses its arguments, loads and runs exactly as the command line does (the same
/// budgets, the same JSON and text), and whatever the input does to it — an error, a budget, a
/// crash — the server goes on answering.
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

  /// Runs the child to its end, calling `tick` with the seconds elapsed every half second while it
  /// runs (for progress notifications); past `limit` seconds the child is ended. It looks every
  /// tenth of a second (the child's end is not awaited in a way a task could be woken by).
  func run(limit: Double, tick: @Sendable (Double) async -> Void) async -> Outcome {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return Outcome(standardOutput: Data(), standardError: "", status: nil, stopped: "cannot start viewgraph: \(error)")
    }
    // Both pipes are read to their end on threads of their own (not the concurrency pool's, which
    // a blocking read would hold), so a child that writes a lot to either never blocks on a full pipe.
    let outputData = Self.readToEnd(output.fileHandleForReading)
    let errorData = Self.readToEnd(errors.fileHandleForReading)
    let start = DispatchTime.now()
    var stopped: String?
    var looks = 0
    while process.isRunning {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
      if elapsed > limit {
        process.terminate()
        stopped = "the call took longer than \(Int(limit)) seconds (viewgraph mcp --call-seconds) and was ended"
        break
      }
      if looks % 5 == 4 { await tick(elapsed) }
      looks += 1
      try? await Task.sleep(for: .milliseconds(100))
    }
    process.waitUntilExit()
    let outcome = Outcome(
      standardOutput: await outputData.value, standardError: String(decoding: await errorData.value, as: UTF8.self),
      status: process.terminationReason == .exit && stopped == nil ? process.terminationStatus : nil,
      stopped: stopped ?? (process.terminationReason == .uncaughtSignal ? "viewgraph stopped on signal \(process.terminationStatus)" : nil))
    return outcome
  }

  /// The `viewgraph` beside this server (`viewgraph-mcp`).
  static var executable: URL { ViewGraphVersion.programBesideThisOne("viewgraph") }

  private static func readToEnd(_ handle: FileHandle) -> Task<Data, Never> {
    Task {
      await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: (try? handle.readToEnd()) ?? Data()) }
      }
    }
  }
}
