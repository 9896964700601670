// Factory (github.com/hmlongco/Factory), as ViewGraph models it for a program that imports
// Factory (or FactoryKit): containers whose computed properties make factories (`self { … }`,
// `Factory(self) { … }`), what a factory makes kept as its scope says, `register { … }` replacing
// what it makes, and the property wrappers that resolve a factory where they are made.
//
// Factory keys a registration by the name of the property that makes the factory (`#function`);
// here the key is where the factory's closure is written (`__closureSite`), one place per property.
// A `ParameterFactory`'s closure takes the parameter; a factory without one ignores it.

/// How long what a factory makes is kept: made anew at each resolve (`unique`, the default), kept
/// for the process (`singleton`) or in its container until it is reset (`cached`, `shared`, a
/// scope of the program's). ViewGraph keeps `shared` (kept while something holds it) as `cached`,
/// and makes `graph` (one per resolution cycle) anew each time, as `unique`.
///
/// Factory calls it `Scope`; the model's own code names it `FactoryScope`, so that in a program
/// that also imports The Composable Architecture (whose reducer `Scope` wins the shared name)
/// `.scope(.singleton)` still finds Factory's scopes through the parameter's type.
typealias Scope = FactoryScope

class FactoryScope {
    static let singleton: FactoryScope = Singleton()
    static let cached: FactoryScope = Cached()
    static let shared: FactoryScope = Shared()
    static let graph: FactoryScope = Graph()
    static let unique: FactoryScope = Unique()

    /// Whether what the factory makes is kept.
    let keeps: Bool
    /// Whether it is kept once for every container (`singleton`).
    let isGlobal: Bool
    /// What this scope keeps, by container and key.
    var kept: [String: Any] = [:]

    init(keeps: Bool = true, isGlobal: Bool = false) {
        self.keeps = keeps
        self.isGlobal = isGlobal
    }

    /// Forgets what the scope keeps.
    func reset() { kept = [:] }

    final class Singleton: FactoryScope { init() { super.init(keeps: true, isGlobal: true) } }
    class Cached: FactoryScope { init() { super.init() } }
    final class Shared: FactoryScope { init() { super.init() } }
    final class Graph: FactoryScope { init() { super.init(keeps: false) } }
    final class Unique: FactoryScope { init() { super.init(keeps: false) } }
}

/// What a container remembers of its factories: closures registered over theirs, scopes, and
/// decorators, by key.
final class ContainerManager {
    var registrations: [String: Any] = [:]
    var scopes: [String: FactoryScope] = [:]
    var decorators: [String: Any] = [:]
    /// The scope of a factory that names none.
    var defaultScope: FactoryScope? = nil
    /// Whether the container's `autoRegister()` ran.
    var autoRegistered = false

    init() {}

    /// Forgets every registration, scope and what the scopes keep for this container.
    func reset() {
        registrations = [:]
        scopes = [:]
        decorators = [:]
        for scope in [FactoryScope.cached, FactoryScope.shared, FactoryScope.singleton] { scope.reset() }
    }

    func reset(options: Any) { reset() }

    func reset(scope: FactoryScope) { scope.reset() }

    func push() {}
    func pop() {}
}

/// `extension Container: AutoRegistering { func autoRegister() { … } }`: run once, before the
/// container's first resolve.
protocol AutoRegistering {
    func autoRegister()
}

protocol ManagedContainer: AnyObject {
    var manager: ContainerManager { get }
}

protocol SharedContainer: ManagedContainer {
    static var shared: Self { get }
}

extension ManagedContainer {
    /// `self { Service() }`: a factory of this container; `self { parameter in … }` (a
    /// `ParameterFactory`) is one too, whose calls pass the parameter.
    func callAsFunction<T>(_ factory: @escaping () -> T) -> Factory<T> {
        Factory(self, factory)
    }

    func reset() { manager.reset() }

    func reset(options: Any) { manager.reset() }

    func with(_ transform: (Self) -> Void) -> Self {
        transform(self)
        return self
    }
}

/// The container every `@Injected(\.name)` reads: the program's `extension Container` adds its
/// factories.
final class Container: SharedContainer {
    static var shared = Container()
    let manager = ContainerManager()
    init() {}
}

/// What makes a dependency: `Container.shared.service()` resolves it.
struct Factory<T> {
    let container: ManagedContainer
    let key: String
    let factory: () -> T

    init(_ container: ManagedContainer, key: String = "", _ factory: @escaping () -> T) {
        self.container = container
        self.key = key + __closureSite(factory)
        self.factory = factory
    }

    func callAsFunction() -> T { resolve() }

    /// A `ParameterFactory` written `self { parameter in … }`: the parameter is passed.
    func callAsFunction(_ parameter: Any) -> T { resolve(parameter) }

    func resolve() -> T { _FactoryResolution.resolve(container, key, factory, nil) }

    func resolve(_ parameter: Any) -> T { _FactoryResolution.resolve(container, key, factory, parameter) }

    /// Replaces what the factory makes (what `register` was given wins over the written closure),
    /// and forgets what its scope kept.
    @discardableResult
    func register(factory: @escaping () -> T) -> Factory<T> {
        container.manager.registrations[key] = factory
        _FactoryResolution.forget(container, key)
        return self
    }

    @discardableResult
    func scope(_ scope: FactoryScope) -> Factory<T> {
        container.manager.scopes[key] = scope
        return self
    }

    var singleton: Factory<T> { scope(.singleton) }
    var cached: Factory<T> { scope(.cached) }
    var shared: Factory<T> { scope(.shared) }
    var graph: Factory<T> { scope(.graph) }
    var unique: Factory<T> { scope(.unique) }

    /// Runs on what the factory makes, each time it makes one.
    @discardableResult
    func decorator(_ decorate: @escaping (T) -> Void) -> Factory<T> {
        container.manager.decorators[key] = decorate
        return self
    }

    /// Contexts (`onPreview`, `onTest`, `onDebug`, …) are not this launch's: what they make is not used.
    func onPreview(factory: @escaping () -> T) -> Factory<T> { self }
    func onTest(factory: @escaping () -> T) -> Factory<T> { self }
    func onDebug(factory: @escaping () -> T) -> Factory<T> { self }
    func onSimulator(factory: @escaping () -> T) -> Factory<T> { self }
    func onDevice(factory: @escaping () -> T) -> Factory<T> { self }
    func onArg(_ argument: String, factory: @escaping () -> T) -> Factory<T> { self }
    func onArgs(_ arguments: [String], factory: @escaping () -> T) -> Factory<T> { self }
    func context(_ contexts: Any..., factory: @escaping () -> T) -> Factory<T> { self }
    func timeToLive(_ seconds: Double) -> Factory<T> { self }
    func once() -> Factory<T> { self }

    @discardableResult
    func reset() -> Factory<T> {
        container.manager.registrations[key] = nil
        _FactoryResolution.forget(container, key)
        return self
    }

    @discardableResult
    func reset(_ options: Any) -> Factory<T> { reset() }
}

/// A factory that takes a parameter: `Container.shared.detail(id)`.
struct ParameterFactory<P, T> {
    let container: ManagedContainer
    let key: String
    let factory: (P) -> T

    init(_ container: ManagedContainer, key: String = "", _ factory: @escaping (P) -> T) {
        self.container = container
        self.key = key + __closureSite(factory)
        self.factory = factory
    }

    func callAsFunction(_ parameter: P) -> T { resolve(parameter) }

    func resolve(_ parameter: P) -> T { _FactoryResolution.resolve(container, key, factory, parameter) }

    @discardableResult
    func register(factory: @escaping (P) -> T) -> ParameterFactory<P, T> {
        container.manager.registrations[key] = factory
        _FactoryResolution.forget(container, key)
        return self
    }

    @discardableResult
    func scope(_ scope: FactoryScope) -> ParameterFactory<P, T> {
        container.manager.scopes[key] = scope
        return self
    }

    var singleton: ParameterFactory<P, T> { scope(.singleton) }
    var cached: ParameterFactory<P, T> { scope(.cached) }
    var shared: ParameterFactory<P, T> { scope(.shared) }
    var graph: ParameterFactory<P, T> { scope(.graph) }
    var unique: ParameterFactory<P, T> { scope(.unique) }
    func onPreview(factory: @escaping (P) -> T) -> ParameterFactory<P, T> { self }
    func onTest(factory: @escaping (P) -> T) -> ParameterFactory<P, T> { self }
    func onDebug(factory: @escaping (P) -> T) -> ParameterFactory<P, T> { self }
}

/// One resolution, shared by both kinds of factory: the registered closure if any, else the
/// written one; what the scope keeps, if it keeps it; then the decorator.
enum _FactoryResolution {
    static func place(_ container: ManagedContainer, _ key: String, _ scope: FactoryScope) -> String {
        scope.isGlobal ? key : "\(ObjectIdentifier(container))/\(key)"
    }

    /// What the factory's key resolves to (the factory's type, `T`, is the caller's: closures are
    /// called with the parameter, which one that takes none ignores).
    static func resolve(_ container: ManagedContainer, _ key: String, _ written: @escaping (Any?) -> Any, _ parameter: Any?) -> Any {
        let manager = container.manager
        if !manager.autoRegistered {
            manager.autoRegistered = true
            if let registering = container as? AutoRegistering { registering.autoRegister() }
        }
        let make = manager.registrations[key] ?? written
        let scope = manager.scopes[key] ?? manager.defaultScope
        if let scope, scope.keeps, let kept = scope.kept[place(container, key, scope)] { return kept }
        let made = make(parameter)
        if let scope, scope.keeps { scope.kept[place(container, key, scope)] = made }
        if let decorate = manager.decorators[key] { decorate(made) }
        return made
    }

    /// The shared container a wrapper's key path names a factory of: `Container.shared`, or the
    /// program's own `SharedContainer` (`@Injected(\AppContainer.api)`).
    static func container(for keyPath: Any) -> Any {
        __sharedContainer(keyPath) ?? Container.shared
    }

    static func forget(_ container: ManagedContainer, _ key: String) {
        for scope in [FactoryScope.cached, FactoryScope.shared, FactoryScope.singleton] { scope.kept[place(container, key, scope)] = nil }
        if let scope = container.manager.scopes[key] { scope.kept[place(container, key, scope)] = nil }
    }
}

/// `@Injected(\.service)`: the factory's value, resolved when the wrapper is made.
@propertyWrapper
struct Injected<T> {
    private var dependency: T

    init(_ keyPath: KeyPath<Container, Factory<T>>) {
        self.dependency = _FactoryResolution.container(for: keyPath)[keyPath: keyPath]()
    }

    var wrappedValue: T {
        get { dependency }
        mutating set { dependency = newValue }
    }

    var projectedValue: Injected<T> {
        get { self }
        mutating set { self = newValue }
    }

    mutating func resolve(reset: Any? = nil) {}
}

/// `@LazyInjected(\.service)`: resolved the first time it is read.
@propertyWrapper
struct LazyInjected<T> {
    private let keyPath: KeyPath<Container, Factory<T>>
    private var dependency: T? = nil

    init(_ keyPath: KeyPath<Container, Factory<T>>) {
        self.keyPath = keyPath
    }

    var wrappedValue: T {
        mutating get {
            if let dependency { return dependency }
            let made = _FactoryResolution.container(for: keyPath)[keyPath: keyPath]()
            dependency = made
            return made
        }
        mutating set { dependency = newValue }
    }

    var projectedValue: LazyInjected<T> {
        get { self }
        mutating set { self = newValue }
    }
}

/// `@WeakLazyInjected(\.service)`: as `@LazyInjected`; ViewGraph keeps the reference.
@propertyWrapper
struct WeakLazyInjected<T> {
    private let keyPath: KeyPath<Container, Factory<T>>
    private var dependency: T? = nil

    init(_ keyPath: KeyPath<Container, Factory<T>>) {
        self.keyPath = keyPath
    }

    var wrappedValue: T? {
        mutating get {
            if let dependency { return dependency }
            let made = _FactoryResolution.container(for: keyPath)[keyPath: keyPath]()
            dependency = made
            return made
        }
        mutating set { dependency = newValue }
    }
}

/// `@InjectedObject(\.model)` in a view: the factory's `ObservableObject`, observed as
/// `@ObservedObject` observes it (the view runs again when it changes).
@propertyWrapper
struct InjectedObject<T>: DynamicProperty {
    @ObservedObject var dependency: T

    init(_ keyPath: KeyPath<Container, Factory<T>>) {
        self.dependency = _FactoryResolution.container(for: keyPath)[keyPath: keyPath]()
    }

    var wrappedValue: T { dependency }

    var projectedValue: ObservedObject<T>.Wrapper { $dependency }
}

/// `@InjectedObservable(\.model)`: an `@Observable` model the factory makes, resolved once.
@propertyWrapper
struct InjectedObservable<T>: DynamicProperty {
    @State private var dependency: T

    init(_ keyPath: KeyPath<Container, Factory<T>>) {
        self._dependency = State(initialValue: _FactoryResolution.container(for: keyPath)[keyPath: keyPath]())
    }

    var wrappedValue: T { dependency }
}
