// The Composable Architecture's effects: what a reducer returns for the store to run after it.
// `.none` does nothing; `.send(action)` sends the action at once, after the reducer; `.run { send
// in … }` runs its operation as a `Task` (after the update settles, SPEC rule 12), and each `await
// send(.x)` in it sends `.x` to the store then. Cancellation and timing operators are the same
// effect: nothing ViewGraph runs is ever in flight when another action comes.

/// One thing an effect does: send an action, or run an operation given the store's `Send`.
enum _EffectOperation {
    case action(Any)
    case work((Send<Any>) -> Void)
}

/// `Effect<Action>`, `EffectOf<Feature>`.
struct Effect<Action> {
    var _operations: [_EffectOperation]

    static var none: Effect<Action> {
        Effect<Action>(_operations: [])
    }

    static func send(_ action: Action) -> Effect<Action> {
        Effect<Action>(_operations: [_EffectOperation.action(action)])
    }

    static func send(_ action: Action, animation: Animation?) -> Effect<Action> {
        Effect<Action>(_operations: [_EffectOperation.action(action)])
    }

    static func run(priority: Any? = nil, operation: @escaping (Send<Action>) throws -> Void, catch handler: ((Error, Send<Action>) -> Void)? = nil, fileID: String = "", filePath: String = "", line: Int = 0, column: Int = 0) -> Effect<Action> {
        Effect<Action>(_operations: [_EffectOperation.work({ send in
            do {
                try operation(send)
            } catch {
                if let handler {
                    handler(error, send)
                }
            }
        })])
    }

    /// `.task { … return .loaded(value) }` (before TCA 1.0): the action the operation returns.
    static func task(priority: Any? = nil, operation: @escaping () throws -> Action, catch handler: ((Error) -> Action)? = nil) -> Effect<Action> {
        Effect<Action>(_operations: [_EffectOperation.work({ send in
            do {
                send(try operation())
            } catch {
                if let handler {
                    send(handler(error))
                }
            }
        })])
    }

    /// `.fireAndForget { … }` (before TCA 1.0): an operation that sends nothing.
    static func fireAndForget(priority: Any? = nil, _ work: @escaping () throws -> Void) -> Effect<Action> {
        Effect<Action>(_operations: [_EffectOperation.work({ _ in
            try? work()
        })])
    }

    static func merge(_ effects: Effect<Action>...) -> Effect<Action> {
        Effect<Action>(_operations: effects.flatMap { $0._operations })
    }

    static func concatenate(_ effects: Effect<Action>...) -> Effect<Action> {
        Effect<Action>(_operations: effects.flatMap { $0._operations })
    }

    func merge(with other: Effect<Action>) -> Effect<Action> {
        Effect<Action>(_operations: _operations + other._operations)
    }

    func concatenate(with other: Effect<Action>) -> Effect<Action> {
        Effect<Action>(_operations: _operations + other._operations)
    }

    /// The same effect, its actions made others (a child's, its parent's).
    func map<T>(_ transform: @escaping (Action) -> T) -> Effect<T> {
        Effect<T>(_operations: _operations.map { operation in
            switch operation {
            case .action(let action):
                return _EffectOperation.action(transform(action))
            case .work(let work):
                return _EffectOperation.work({ send in
                    work(Send<Any> { action in send(transform(action)) })
                })
            }
        })
    }

    static func cancel(id: Any) -> Effect<Action> {
        Effect<Action>(_operations: [])
    }

    func cancellable(id: Any, cancelInFlight: Bool = false) -> Effect<Action> {
        self
    }

    func debounce(id: Any, for dueTime: Any, scheduler: Any, options: Any? = nil) -> Effect<Action> {
        self
    }

    func throttle(id: Any, for interval: Any, scheduler: Any, latest: Bool) -> Effect<Action> {
        self
    }

    func animation(_ animation: Animation? = nil) -> Effect<Action> {
        self
    }

    func transaction(_ transaction: Any) -> Effect<Action> {
        self
    }

    func eraseToEffect() -> Effect<Action> {
        self
    }

    /// `.publisher { … }`: a Combine publisher's actions, which ViewGraph does not follow.
    static func publisher(_ createPublisher: () -> Any) -> Effect<Action> {
        __notSimulated("Effect.publisher")
        return Effect<Action>(_operations: [])
    }

    /// Runs the operations for `root`: sends now, runs later.
    func _start(_ root: _StoreRoot) {
        let send = Send<Any> { action in root.send(action) }
        for operation in _operations {
            switch operation {
            case .action(let action):
                root.send(action)
            case .work(let work):
                Task {
                    work(send)
                }
            }
        }
    }
}

typealias EffectOf<R> = Effect<Any>
typealias EffectTask<Action> = Effect<Action>

/// What a `.run` operation sends its actions with: `await send(.loaded(items))`.
struct Send<Action> {
    let send: (Any) -> Void

    init(send: @escaping (Any) -> Void) {
        self.send = send
    }

    func callAsFunction(_ action: Action) {
        send(action)
    }

    func callAsFunction(_ action: Action, animation: Animation?) {
        withAnimation(animation) {
            send(action)
        }
    }

    func callAsFunction(_ action: Action, transaction: Any) {
        send(action)
    }
}

/// `TaskResult { try await client.fetch() }` (before TCA 1.4): the value, or the error thrown.
enum TaskResult<Success> {
    case success(Success)
    case failure(Error)

    init(catching body: () throws -> Success) {
        do {
            self = .success(try body())
        } catch {
            self = .failure(error)
        }
    }
}
