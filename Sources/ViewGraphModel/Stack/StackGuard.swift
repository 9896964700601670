import Foundation

/// Tells how much of the running thread's native stack is used, so that recursion over deep syntax
/// or deep values stops with a located error before the stack overflows (SPEC §3: ViewGraph never
/// crashes). On the evaluation thread it knows the stack's top and size; on any other thread it
/// allows a small amount below the first place it was asked from.
package struct StackGuard {
  private var thread: pthread_t?
  /// The lowest address recursion may reach on that thread.
  private var floor: UInt = 0

  /// A guard for the thread that first asks it.
  package init() {}

  /// At most this much of the evaluation thread's stack is used, leaving room for the work a deep
  /// frame calls into and keeping the memory that deep recursion touches modest.
  static let maxUse = 192 << 20
  /// What other threads (of unknown stack size) may use below the first check.
  static let maxUseElsewhere = 1 << 20

  /// The evaluation thread and the address near the top of its stack, recorded when it starts.
  nonisolated(unsafe) static var evaluationThread: (thread: pthread_t, top: UInt)?

  /// Records the calling thread as the evaluation thread, whose stack is `size` bytes.
  static func recordEvaluationThread() {
    var marker: UInt8 = 0
    let top = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    evaluationThread = (pthread_self(), top)
  }

  private static let taskStackKey = "ViewGraph.StackGuard.taskStackTop"

  /// The stack of a task's thread (`TaskCoroutine`): deep enough for any task's code; the guard
  /// keeps to three quarters of it.
  package static let taskStackSize = 64 << 20

  /// Records the calling thread as a task's (`TaskCoroutine`), with a stack of `taskStackSize`.
  package static func recordTaskThread() {
    var marker: UInt8 = 0
    let top = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    Thread.current.threadDictionary[taskStackKey] = NSNumber(value: top)
  }

  /// Whether the current thread has used as much of its stack as it may.
  package mutating func isExhausted() -> Bool {
    var marker: UInt8 = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    let current = pthread_self()
    if thread.map({ pthread_equal($0, current) == 0 }) ?? true {
      thread = current
      if let known = Self.evaluationThread, pthread_equal(known.thread, current) != 0 {
        let use = UInt(min(Self.maxUse, EvaluationThread.stackSize * 3 / 4))
        floor = known.top > use ? known.top - use : 0
      } else if let top = (Thread.current.threadDictionary[Self.taskStackKey] as? NSNumber)?.uintValue {
        let use = UInt(Self.taskStackSize * 3 / 4)
        floor = top > use ? top - use : 0
      } else {
        let use = UInt(Self.maxUseElsewhere)
        floor = here > use ? here - use : 0
      }
    }
    return here < floor
  }
}
