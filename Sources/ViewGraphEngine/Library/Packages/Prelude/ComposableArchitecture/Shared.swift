// The Composable Architecture's shared state (swift-sharing): `@Shared var token: Token?` is a
// value several features hold by reference, handed on as `$token` (a `Shared<Token?>`); a write
// through one holder is seen by every other. A persisted one (`@Shared(.appStorage("token"))`,
// `.fileStorage(url)`, `.inMemory("key")`) starts from its default, as on a fresh install.

/// The place a `Shared` value lives, which every holder reads and writes.
final class _SharedReference<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

@propertyWrapper
struct Shared<Value> {
    let _reference: _SharedReference<Value>

    /// `Shared(nil)`, `.init(value)`, `Shared(value: value)`.
    init(_ value: Value) {
        _reference = _SharedReference(value)
    }

    init(value: Value) {
        _reference = _SharedReference(value)
    }

    /// `@Shared(.appStorage("count")) var count = 0`: the default. (There is no `init(wrappedValue:)`
    /// without a key, so a memberwise initializer takes a `Shared<Value>`, as swift-sharing's does.)
    init(wrappedValue: Value, _ key: Any) {
        _reference = _SharedReference(wrappedValue)
    }

    /// `self._token = token`, `Session(token: $token)`: the same place.
    init(projectedValue: Shared<Value>) {
        _reference = projectedValue._reference
    }

    var wrappedValue: Value {
        get { _reference.value }
        nonmutating set { _reference.value = newValue }
    }

    var projectedValue: Shared<Value> { self }

    /// `$token.withLock { $0 = newToken }`.
    func withLock(_ operation: (inout Value) -> Void) {
        var value = _reference.value
        operation(&value)
        _reference.value = value
    }

    static func == (lhs: Shared<Value>, rhs: Shared<Value>) -> Bool {
        lhs._reference === rhs._reference
    }
}

/// `@SharedReader`: a `Shared` that its holder only reads.
typealias SharedReader<Value> = Shared<Value>

/// The persistence keys a `@Shared` names: a fresh install has none of their values yet.
struct _SharedKey {
    let name: String
}

extension _SharedKey {
    static func appStorage(_ key: String, store: Any? = nil) -> _SharedKey { _SharedKey(name: key) }
    static func inMemory(_ key: String) -> _SharedKey { _SharedKey(name: key) }
    static func fileStorage(_ url: Any, decoder: Any? = nil, encoder: Any? = nil) -> _SharedKey {
        _SharedKey(name: "\(url)")
    }
}
