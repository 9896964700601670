import Foundation

/// Runs the interpreter on a thread with a large stack. Deeply nested programs (a view that builds
/// itself, runaway recursion) then reach ViewGraph's own limits and become diagnostics, instead
/// of overflowing a small test-runner or main-thread stack.
enum EvaluationThread {
  /// 512 MiB of address space; pages are only committed as they are used.
  static let stackSize = 512 << 20

  static func run<T>(_ body: () throws -> T) throws -> T {
    try withoutActuallyEscaping(body) { body in
      let box = Box(body)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        box.run()
        done.signal()
      }
      thread.stackSize = stackSize
      thread.start()
      done.wait()
      return try box.result()
    }
  }

  /// Hands the work and its outcome across the thread boundary; the caller waits, so only one
  /// thread touches it at a time.
  private final class Box<T>: @unchecked Sendable {
    private var body: (() throws -> T)?
    private var outcome: Result<T, Error>?

    init(_ body: @escaping () throws -> T) { self.body = body }

    /// Runs the work once and lets go of it at once, so it does not outlive the caller's frame
    /// (the thread itself may linger a moment after signalling).
    func run() {
      guard let body else { return }
      self.body = nil
      outcome = Result { try body() }
    }

    func result() throws -> T {
      guard let outcome else { throw ViewGraphDiagnostic.error(.runtime("evaluation did not finish"), at: .unknown) }
      return try outcome.get()
    }
  }
}
