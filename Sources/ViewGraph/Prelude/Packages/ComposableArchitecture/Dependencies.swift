// The Composable Architecture's dependencies (swift-dependencies): `@Dependency(\.apiClient)` is
// the dependency's `liveValue`, as a launched app has it, read when the reducer reads it. One the
// program declares (`extension DependencyValues { var apiClient: APIClient { get { self[APIClient.self] } … } }`
// with `extension APIClient: DependencyKey { static let liveValue = … }`) is its own; the library's
// own (`\.continuousClock`, `\.uuid`, `\.dismiss`) are opaque, said once where they are read.

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
