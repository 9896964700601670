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

/// The main actor. A launch runs on one thread, the main one: `await MainActor.run { … }` runs its
/// body at once, and its writes are made there.
enum MainActor {
    static func run<T>(resultType: T.Type = T.self, body: () throws -> T) rethrows -> T {
        try body()
    }

    static func assumeIsolated<T>(_ operation: () throws -> T) rethrows -> T {
        try operation()
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

/// `withTaskGroup(of:) { group in … }`: the child tasks run in the order they are added, one at
/// a time (SPEC §3: one thread, one order), and `for await` over the group gets their results.
final class TaskGroup {
    var results: [Any] = []

    func addTask(priority: Any? = nil, operation: @escaping () throws -> Any) {
        if let value = try? operation() { results.append(value) }
    }

    func addTaskUnlessCancelled(priority: Any? = nil, operation: @escaping () throws -> Any) -> Bool {
        addTask(operation: operation)
        return true
    }

    func next() -> Any? { results.isEmpty ? nil : results.removeFirst() }
    func waitForAll() {}
    func cancelAll() {}
    var isEmpty: Bool { results.isEmpty }
    var isCancelled: Bool { false }
    func makeAsyncIterator() -> TaskGroup { self }
    /// What `for await result in group` walks.
    var elements: [Any] { results }
}

/// The child tasks' result type may be left to inference (SE-0442, Swift 6.1:
/// `withTaskGroup { group in … }`), and the isolation is the caller's.
func withTaskGroup(
    of childTaskResultType: Any? = nil, returning returnType: Any? = nil, isolation: Any? = nil,
    body: (TaskGroup) -> Any
) -> Any {
    body(TaskGroup())
}

func withThrowingTaskGroup(
    of childTaskResultType: Any? = nil, returning returnType: Any? = nil, isolation: Any? = nil,
    body: (TaskGroup) throws -> Any
) throws -> Any {
    try body(TaskGroup())
}

func withDiscardingTaskGroup(returning returnType: Any? = nil, isolation: Any? = nil, body: (TaskGroup) -> Any) -> Any {
    body(TaskGroup())
}

func withThrowingDiscardingTaskGroup(
    returning returnType: Any? = nil, isolation: Any? = nil, body: (TaskGroup) throws -> Any
) throws -> Any {
    try body(TaskGroup())
}

/// A continuation resumed at once by the code it is given: its value is the result.
final class CheckedContinuation {
    var value: Any? = nil
    var failure: Error? = nil
    func resume(returning value: Any) { self.value = value }
    func resume() { self.value = () }
    func resume(throwing error: Error) { failure = error }
    func resume(with result: Any) {
        if case .success(let value) = result { self.value = value }
    }
}

func withCheckedContinuation(function: String = "", _ body: (CheckedContinuation) -> Void) -> Any {
    let continuation = CheckedContinuation()
    body(continuation)
    return continuation.value
}

func withCheckedThrowingContinuation(function: String = "", _ body: (CheckedContinuation) -> Void) throws -> Any {
    let continuation = CheckedContinuation()
    body(continuation)
    if let failure = continuation.failure { throw failure }
    return continuation.value
}

func withUnsafeContinuation(_ body: (CheckedContinuation) -> Void) -> Any { withCheckedContinuation(body) }
func withUnsafeThrowingContinuation(_ body: (CheckedContinuation) -> Void) throws -> Any { try withCheckedThrowingContinuation(body) }
