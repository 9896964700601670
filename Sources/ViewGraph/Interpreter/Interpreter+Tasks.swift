import Foundation

/// Tasks on the simulated clock: `Task { … }` and `.task { … }` run as `TaskCoroutine`s, so that
/// `Task.sleep` suspends the operation until `advance(seconds:)` reaches its wake-up time (SPEC
/// rule 12; SPEC §3: no real time passes, and the order is the same on every run).
extension Interpreter {
  /// The clock item that wakes a sleeping task: a builtin whose receiver is the task's id.
  static let wakeTask = "__wakeTask"

  /// Runs an operation that may sleep: until it finishes or first sleeps.
  func runTask(_ action: FunctionValue, _ arguments: [Value], owner: Int?, at location: SourceLocation) throws {
    taskCount += 1
    let task = TaskCoroutine(id: taskCount, owner: owner) { [unowned self] in
      _ = try call(action, arguments, at: location)
    }
    try drive(task)
  }

  /// `Task.sleep(for:)`: the running task sleeps until the clock is `seconds` later; false when it
  /// was cancelled meanwhile (the prelude then throws `CancellationError`). Outside a task — code
  /// that is not asynchronous in the app — sleeping takes no time.
  func sleepTask(seconds: Double, at location: SourceLocation) throws -> Bool {
    guard let task = runningTask, task.state == .running else { return true }
    if task.isEnded { throw fail(.runtime("the launch ended while this task was sleeping"), at: location) }
    if task.isCancelled { return false }
    clock.schedule(after: seconds, owner: -task.id, makeFunction(.builtin(Self.wakeTask, receiver: .int(task.id))))
    sleepingTasks[task.id] = task
    let mine = callState
    task.sleep()
    callState = mine
    runningTask = task
    if task.isEnded { throw fail(.runtime("the launch ended while this task was sleeping"), at: location) }
    return !task.isCancelled
  }

  /// Wakes a sleeping task (its time came, or it was cancelled) and runs it until it finishes or
  /// sleeps again.
  func wakeTask(_ id: Int) throws {
    guard let task = sleepingTasks.removeValue(forKey: id) else { return }
    clock.cancel(owner: -id)
    try drive(task)
  }

  /// `.task` of a view that went away: SwiftUI cancels it, so its sleep ends at once.
  func cancelTasks(ownedBy unit: Int) -> [FunctionValue] {
    sleepingTasks.values.filter { $0.owner == unit && !$0.isCancelled }.sorted { $0.id < $1.id }.map { task in
      task.isCancelled = true
      return makeFunction(.builtin(Self.wakeTask, receiver: .int(task.id)))
    }
  }

  /// The launch is over: every sleeping task unwinds, running none of the program's code after
  /// its sleep, so that no thread is left waiting.
  func endTasks() {
    while let task = sleepingTasks.values.min(by: { $0.id < $1.id }) {
      sleepingTasks.removeValue(forKey: task.id)
      task.isEnded = true
      try? drive(task)
    }
  }

  private func drive(_ task: TaskCoroutine) throws {
    let saved = (callState, runningTask)
    runningTask = task
    defer { (callState, runningTask) = saved }
    try task.drive()
  }
}
