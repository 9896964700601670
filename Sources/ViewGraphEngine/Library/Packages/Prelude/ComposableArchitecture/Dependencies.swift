// The Composable Architecture's dependencies (swift-dependencies): `@Dependency(\.apiClient)` is
// the dependency's `liveValue`, as a launched app has it, read when the reducer reads it. One the
// program declares (`extension DependencyValues { var apiClient: APIClient { get { self[APIClient.self] } … } }`
// with `extension APIClient: DependencyKey { static let liveValue = … }`) is its own; of the library's
// own, `\.uuid` and `\.date` are their live values on the launch's clock (`UUID()` counted per
// launch, the launch's now), the others (`\.continuousClock`, `\.dismiss`) opaque, said once where
// they are read.

/// The dependencies a feature reads, by key path.
struct DependencyValues {
    init() {}

    /// `self[APIClient.self]`: the key's `liveValue`.
    subscript(_ key: Any) -> Any {
        get { key.liveValue }
        set {}
    }

    static var _current: DependencyValues {
        DependencyValues()
    }
}

extension DependencyValues {
    /// The live generator: `uuid()` is `UUID()`, as the launch counts them (SPEC §3).
    var uuid: UUIDGenerator { UUIDGenerator() }
    /// The live date: `date.now` and `date()` are the launch's now.
    var date: DateGenerator { DateGenerator() }
}

/// swift-dependencies' `UUIDGenerator`, live.
struct UUIDGenerator {
    func callAsFunction() -> UUID { UUID() }
}

/// swift-dependencies' `DateGenerator`, live.
struct DateGenerator {
    var now: Date { Date() }
    func callAsFunction() -> Date { Date() }
}

/// `@Dependency(\.apiClient) var apiClient`, `@Dependency(APIClient.self) var apiClient`.
@propertyWrapper
struct Dependency<Value> {
    let _key: Any

    init(_ key: Any, fileID: String = "", filePath: String = "", line: Int = 0, column: Int = 0) {
        _key = key
    }

    var wrappedValue: Value {
        if __pathName(_key).isEmpty {
            return _key.liveValue
        }
        return DependencyValues()[keyPath: _key]
    }
}

/// A dependency's key: `liveValue` is what a launched app uses.
protocol DependencyKey {}

protocol TestDependencyKey {}

/// `withDependencies { $0.apiClient = .mock } operation: { … }`: the operation, with the live
/// dependencies (overriding them is not simulated).
func withDependencies<R>(_ updateValuesForOperation: (inout DependencyValues) throws -> Void, operation: () throws -> R) rethrows -> R {
    try operation()
}

func prepareDependencies(_ prepare: (inout DependencyValues) -> Void) {}

/// `unimplemented("APIClient.fetch")`: a placeholder that is never the live value.
func unimplemented(_ description: String = "", placeholder: Any? = nil, fileID: String = "", filePath: String = "", function: String = "", line: Int = 0, column: Int = 0) -> Any {
    __notSimulated("unimplemented(\"" + description + "\")")
    return placeholder
}

/// `reportIssue("…")`: nothing to report to in a launch.
func reportIssue(_ message: String = "", fileID: String = "", filePath: String = "", line: Int = 0, column: Int = 0) {}
