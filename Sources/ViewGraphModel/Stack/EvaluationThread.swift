import Foundation

/// Runs the interpreter on one long-lived thread with a large stack. Deeply nested programs (a view
/// that builds itself, runaway recursion) then reach ViewGraph's own limits and become diagnostics,
/// instead of overflowing a small test-runner or main-thread stack. The thread is made once: a new
/// thread per call cost more than the change being measured.
package enum EvaluationThread {
  /// 512 MiB of address space; pages are only committed as they are used.
  static let stackSize = 512 << 20

  private static let worker = Worker()

  package static func run<T>(_ body: () throws -> T) throws -> T {
    if Thread.current === worker.thread { return try body() }  // already on it: no hop, no deadlock
    return try withoutActuallyEscaping(body) { body in
      let box = Box(body)
      let done = DispatchSemaphore(value: 0)
      worker.submit {
        box.run()
        done.signal()
      }
      done.wait()
      return try box.result()
    }
  }

  /// Lets go of `object` on the evaluation thread after the work running now has handed back its
  /// result: taking apart a launch of 100,000 units costs a tenth of its time (issue 38), and
  /// nobody waits for it. The next work queued runs after it, as any work does.
  package static func releaseAfterwards(_ object: AnyObject) {
    worker.submit { withExtendedLifetime(object) {} }
  }

  /// `run` for work that throws only `ViewGraphError` (loading, parsing, lowering).
  static func runReportingErrors<T>(_ body: () throws(ViewGraphError) -> T) throws(ViewGraphError) -> T {
    do {
      return try run { try body() }
    } catch let error as ViewGraphError {
      throw error
    } catch {
      throw ViewGraphError([.error(.runtime("\(error)"), at: .unknown)])
    }
  }

  /// The thread and its queue of work; callers wait for their own item.
  private final class Worker: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [() -> Void] = []
    private(set) var thread: Thread?

    init() {
      let thread = Thread { [unowned self] in self.loop() }
      thread.stackSize = EvaluationThread.stackSize
      self.thread = thread
      thread.start()
    }

    func submit(_ job: @escaping () -> Void) {
      condition.lock()
      jobs.append(job)
      condition.signal()
      condition.unlock()
    }

    private func loop() {
      StackGuard.recordEvaluationThread()
      while true {
        condition.lock()
        while jobs.isEmpty { condition.wait() }
        let job = jobs.removeFirst()
        condition.unlock()
        job()
      }
    }
  }

  /// Hands the work and its outcome across the thread boundary; the caller waits, so only one
  /// thread touches it at a time.
  private final class Box<T>: @unchecked Sendable {
    private var body: (() throws -> T)?
    private var outcome: Result<T, Error>?

    init(_ body: @escaping () throws -> T) { self.body = body }

    /// Runs the work once and lets go of it at once, so it does not outlive the caller's frame.
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
