import Foundation
import ViewGraphModel

/// Tasks on the simulated clock: `Task { … }` and `.task { … }` run as `TaskCoroutine`s, so that
/// `Task.sleep` suspends the operation until `advance(seconds:)` reaches its wake-up time (SPEC
/// rule 12; SPEC §3: no real time passes, and the order is the same on every run).
package final class TaskScheduler: LibraryState {
  private unowned let interpreter: Interpreter
  /// The task whose thread runs now, if any.
  private(set) var runningTask: TaskCoroutine?
  /// The tasks sleeping on the clock, by id, until it wakes them, they are cancelled or the launch ends.
  private var sleepingTasks: [Int: TaskCoroutine] = [:]
  private var taskCount = 0

  package init(_ interpreter: Interpreter) { self.interpreter = interpreter }

  private var clock: SimulatedClock { interpreter.library(SimulatedWorld.self).clock }

  /// Runs an operation that may sleep: until it finishes or first sleeps.
  package func run(_ action: FunctionValue, _ arguments: [Value], owner: TaskOwner?, at location: SourceLocation) throws
  {
    taskCount += 1
    let task = TaskCoroutine(id: taskCount, owner: owner) { [unowned interpreter] in
      _ = try interpreter.call(action, arguments, at: location)
    }
    try drive(task)
  }

  /// `Task.sleep(for:)`: the running task sleeps until the clock is `seconds` later; false when it
  /// was cancelled meanwhile (the prelude then throws `CancellationError`). Outside a task — code
  /// that is not asynchronous in the app — sleeping takes no time.
  func sleep(seconds: Double, at location: SourceLocation) throws -> Bool {
    guard let task = runningTask, task.state == .running else { return true }
    if task.isEnded {
      throw ViewGraphDiagnostic.error(.runtime("the launch ended while this task was sleeping"), at: location)
    }
    if task.isCancelled { return false }
    clock.schedule(after: seconds, owner: -task.id, waking(task))
    sleepingTasks[task.id] = task
    let mine = interpreter.callState
    task.sleep()
    interpreter.callState = mine
    runningTask = task
    if task.isEnded {
      throw ViewGraphDiagnostic.error(.runtime("the launch ended while this task was sleeping"), at: location)
    }
    return !task.isCancelled
  }

  /// The function that wakes a sleeping task: the clock calls it when its time comes, a flush
  /// when its view goes.
  private func waking(_ task: TaskCoroutine) -> FunctionValue {
    interpreter.makeFunction(.native(Self.wake, receiver: .int(task.id)))
  }

  private static let wake = Native("wakeTask", arity: 0) { call in
    guard case .int(let id)? = call.receiver else { return .void }
    try call.interpreter.library(TaskScheduler.self).wake(id)
    return .void
  }

  /// Wakes a sleeping task (its time came, or it was cancelled) and runs it until it finishes or
  /// sleeps again.
  private func wake(_ id: Int) throws {
    guard let task = sleepingTasks.removeValue(forKey: id) else { return }
    clock.cancel(owner: -id)
    try drive(task)
  }

  /// `.task` of a view that went away (every place of the unit), or a `.task(id:)` whose id
  /// changed (one place): SwiftUI cancels it, so its sleep ends at once. Returns the functions
  /// that wake them.
  package func cancelTasks(ownedBy unit: Int, at place: String? = nil) -> [FunctionValue] {
    let cancelled = sleepingTasks.values.filter { task in
      guard let owner = task.owner, owner.unit == unit, !task.isCancelled else { return false }
      return place == nil || owner.place == place
    }
    return cancelled.sorted { $0.id < $1.id }.map { task in
      task.isCancelled = true
      return waking(task)
    }
  }

  /// The launch is over: every sleeping task unwinds, running none of the program's code after
  /// its sleep, so that no thread is left waiting.
  package func endTasks() {
    while let task = sleepingTasks.values.min(by: { $0.id < $1.id }) {
      sleepingTasks.removeValue(forKey: task.id)
      task.isEnded = true
      try? drive(task)
    }
  }

  private func drive(_ task: TaskCoroutine) throws {
    let saved = (interpreter.callState, runningTask)
    runningTask = task
    defer { (interpreter.callState, runningTask) = saved }
    try task.drive()
  }
}

/// The prelude's concurrency natives: `Task { … }` after the flush, `Task.sleep`, `Task.isCancelled`.
enum ConcurrencyNatives {
  static let library = NativeRegistry.Library(functions: [
    Native("__deferTask", arity: 1) { call in
      // The prelude's `Task` runs its operation once everything else has settled (SPEC rule 12).
      guard case .object(let handle)? = call[0], let run = handle.type.methods["run"]?.first else { return .void }
      // Where the program made the task (`task.resume()`, `Task { … }`): what its errors point at.
      let operation = call.interpreter.makeFunction(.declared(run, captured: nil, selfValue: .object(handle)))
      call.interpreter.viewHost?.deferTask(operation, at: call.interpreter.programLocation(call.location))
      return .void
    },
    Native("__sleep", arity: 1) { call in
      // `Task.sleep`: the running task sleeps on the clock; false when it was cancelled.
      .bool(try call.interpreter.library(TaskScheduler.self).sleep(seconds: call.number(0), at: call.location))
    },
    Native("__taskIsCancelled", arity: 0) { call in
      .bool(call.interpreter.library(TaskScheduler.self).runningTask?.isCancelled ?? false)
    },
  ])
}
