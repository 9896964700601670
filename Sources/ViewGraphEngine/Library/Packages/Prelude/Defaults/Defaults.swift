// Defaults (github.com/sindresorhus/Defaults), as ViewGraph models it for a program that imports
// Defaults: keys the program declares in `extension Defaults.Keys`, each with a name and the
// value it has before anything is stored (what a fresh install reads); `Defaults[.key]` reads and
// writes `UserDefaults.standard`, the launch's in-memory defaults `@AppStorage` shares; and
// `@Default(.key)` in a view is a dependency of its body, as `@AppStorage` is (SPEC rule 4).

enum Defaults {
    /// What `extension Defaults.Keys { static let name = Key<Value>("name", default: …) }` extends.
    class Keys {
        let name: String
        /// The key's default (`Key<Value>` sets it): what it reads while nothing is stored.
        var defaultValue: Any? { nil }

        init(name: String) {
            self.name = name
        }
    }

    /// A key: the name it is stored under, and the value it has while none is stored.
    final class Key<Value>: Keys {
        let value: Value
        override var defaultValue: Any? { value }

        init(_ name: String, default defaultValue: Value, suite: UserDefaults = .standard, iCloud: Bool = false) {
            self.value = defaultValue
            super.init(name: name)
        }

        /// `Key<String?>("name")`: an optional key, nil while none is stored.
        init(_ name: String, suite: UserDefaults = .standard, iCloud: Bool = false) {
            self.value = nil
            super.init(name: name)
        }

        /// The value a fresh install reads; ViewGraph's defaults start empty.
        var isDefaultValue: Bool { UserDefaults.standard.object(forKey: name) == nil }

        func reset() { UserDefaults.standard.removeObject(forKey: name) }
    }

    // `Defaults.Serializable` and the other protocols a value conforms to for Defaults to store
    // it are names only: ViewGraph keeps any value as it is.

    /// `Defaults[.key]`: what is stored for the key, else its default. Reading it is no
    /// dependency of a body (UserDefaults is no observable source); `@Default` is one.
    static subscript(key: Keys) -> Any {
        get {
            if let stored = UserDefaults.standard.object(forKey: key.name) { return stored }
            return key.defaultValue
        }
        set {
            UserDefaults.standard.set(newValue, forKey: key.name)
        }
    }

    static func reset(_ keys: Keys...) {
        for key in keys { UserDefaults.standard.removeObject(forKey: key.name) }
    }

    static func reset(_ keys: [Keys]) {
        for key in keys { UserDefaults.standard.removeObject(forKey: key.name) }
    }

    static func removeAll(suite: UserDefaults = .standard) {}

    /// `for await value in Defaults.updates(.key)`: Defaults' initial event, the key's value now;
    /// the changes after it are not delivered here (the loop ends after it).
    static func updates(_ key: Keys, initial: Bool = true) -> [Any] {
        initial ? [Defaults[key]] : []
    }

    static func updates(_ keys: [Keys], initial: Bool = true) -> [Any] {
        initial ? [()] : []
    }

    /// The key's value now (changes after it are not published here).
    static func publisher(_ key: Keys, options: Any? = nil) -> _Publisher {
        Just(Defaults[key])
    }
}

/// `@Default(.key) var value`: the key's value, a dependency of the body that reads it; writing
/// it stores the value, and every view that reads the key runs again.
@propertyWrapper
struct Default<Value>: DynamicProperty {
    let key: Defaults.Keys

    init(_ key: Defaults.Keys) {
        self.key = key
    }

    var wrappedValue: Value {
        get {
            if let stored = __observedDefault(key.name) { return stored }
            return key.defaultValue
        }
        nonmutating set {
            Defaults[key] = newValue
        }
    }

    var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { Defaults[key] = $0 })
    }

    func reset() {
        UserDefaults.standard.removeObject(forKey: key.name)
    }
}
