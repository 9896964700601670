import Foundation
import ViewGraphModel

/// One `Task { … }` or `.task { … }` operation, which may sleep on the launch's simulated clock.
/// It runs on a thread of its own, but never beside another: whoever drives it waits until it
/// finishes or sleeps, so the program still runs one statement at a time, in one order, every run
/// (SPEC §3). Sleeping hands control back to the flush; the clock's `advance(seconds:)` drives it
/// again when its time comes (SPEC rule 12: each wake-up is a step of its own).
/// A view's `.task`: the unit that applied it and the modifier's place in what its body built.
package struct TaskOwner: Equatable {
  var unit: Int
  var place: String

  package init(unit: Int, place: String) {
    self.unit = unit
    self.place = place
  }
}

final class TaskCoroutine: @unchecked Sendable {
  /// Where the operation is.
  enum State { case notStarted, running, sleeping, finished }

  /// Deep enough for any task's code; the stack guard keeps to three quarters of it.
  static let stackSize = StackGuard.taskStackSize

  let id: Int
  /// The view's `.task` that started it: when that view goes, or its `.task(id:)` gets another
  /// id, the task is cancelled.
  let owner: TaskOwner?
  private(set) var state = State.notStarted
  /// `Task.isCancelled`: its view went away; sleeping then ends at once with `CancellationError`.
  var isCancelled = false
  /// The launch ended while it slept: it unwinds without running more of the program.
  var isEnded = false
  private let operation: () throws -> Void
  private var failure: Error?
  private let resumed = DispatchSemaphore(value: 0)
  private let yielded = DispatchSemaphore(value: 0)

  init(id: Int, owner: TaskOwner?, operation: @escaping () throws -> Void) {
    self.id = id
    self.owner = owner
    self.operation = operation
  }

  /// Runs the operation until it finishes or sleeps (called by the thread that drives it, which
  /// waits); an error the operation did not catch is thrown here once it finishes.
  func drive() throws {
    switch state {
    case .notStarted:
      state = .running
      let thread = Thread { [self] in
        StackGuard.recordTaskThread()
        do { try operation() } catch { failure = error }
        state = .finished
        yielded.signal()
      }
      thread.stackSize = Self.stackSize
      thread.start()
    case .sleeping:
      state = .running
      resumed.signal()
    case .running, .finished:
      return
    }
    yielded.wait()
    if state == .finished, let failure {
      self.failure = nil
      throw failure
    }
  }

  /// Hands control back to the driver and waits to be driven again (called on the task's thread).
  func sleep() {
    state = .sleeping
    yielded.signal()
    resumed.wait()
  }
}
