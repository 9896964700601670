extension Prelude {
  /// Swift concurrency as apps use it, run in order with no scheduler: a `Task`'s operation runs
  /// once the update in progress has settled (SPEC rule 12), or earlier when its `value` is
  /// awaited; sleeping takes no time. `__deferTask` is the native.
  static let concurrency = #"""
    final class Task {
        var operation: () -> Any
        var result: Any? = nil
        var finished = false

        init(priority: Any? = nil, operation: @escaping () -> Any) {
            self.operation = operation
            __deferTask(self)
        }

        var value: Any? { run() }
        var isCancelled: Bool { false }

        func run() -> Any? {
            if !finished {
                finished = true
                result = operation()
            }
            return result
        }

        func cancel() {}

        static var isCancelled: Bool { false }
        static func sleep(nanoseconds: Int) {}
        static func sleep(for duration: Any) {}
        static func checkCancellation() {}
        static func yield() {}

        static func detached(priority: Any? = nil, operation: @escaping () -> Any) -> Task {
            Task(operation: operation)
        }
    }
    """#
}
