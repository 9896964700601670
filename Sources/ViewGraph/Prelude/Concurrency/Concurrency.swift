// Swift concurrency as apps use it, on the launch's simulated clock: a `Task`'s operation runs
// once the update in progress has settled (SPEC rule 12), or earlier when its `value` is
// awaited. `Task.sleep` in a task (a `Task { … }` or a view's `.task { … }`) suspends it until
// `advance(seconds:)` reaches its wake-up time; a view's `.task` is cancelled when the view goes,
// and its sleep then throws `CancellationError`. `__deferTask`, `__sleep` and
// `__taskIsCancelled` are the natives.

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

    static var isCancelled: Bool { __taskIsCancelled() }

    static func sleep(nanoseconds: Int) throws {
        if !__sleep(Double(nanoseconds) / 1_000_000_000) { throw CancellationError() }
    }

    static func sleep(for duration: Duration, tolerance: Duration? = nil) throws {
        if !__sleep(__seconds(duration)) { throw CancellationError() }
    }

    static func checkCancellation() throws {
        if __taskIsCancelled() { throw CancellationError() }
    }

    static func yield() {}

    static func detached(priority: Any? = nil, operation: @escaping () -> Any) -> Task {
        Task(operation: operation)
    }
}

/// What `Task.sleep` and `Task.checkCancellation()` throw in a cancelled task.
struct CancellationError: Error, Equatable {}

/// `.seconds(2)`, `.milliseconds(500)`: a length of time, as `Task.sleep(for:)` takes it.
struct Duration: Hashable, Comparable {
    var seconds: Double

    static func seconds(_ value: Double) -> Duration { Duration(seconds: Double(value)) }
    static func milliseconds(_ value: Double) -> Duration { Duration(seconds: Double(value) / 1_000) }
    static func microseconds(_ value: Double) -> Duration { Duration(seconds: Double(value) / 1_000_000) }
    static func nanoseconds(_ value: Double) -> Duration { Duration(seconds: Double(value) / 1_000_000_000) }

    static func < (lhs: Duration, rhs: Duration) -> Bool { lhs.seconds < rhs.seconds }
}
