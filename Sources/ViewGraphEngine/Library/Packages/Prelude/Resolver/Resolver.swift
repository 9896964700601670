// Resolver (github.com/hmlongco/Resolver), as ViewGraph models it for a program that imports
// Resolver: services registered by type (and name) with `Resolver.register { … }` — the type
// written (`register(Service.self)`, `{ Service() as Protocol }`) or, as Swift infers it, the one
// the closure makes — resolved with `Resolver.resolve()` and the `@Injected` wrappers, kept as
// their scope says. `ResolverRegistering.registerAllServices()` runs before the first resolve.
//
// A service resolved that nothing registered stops the app in Resolver; here it is an opaque value
// with a warning where it is resolved, so the launch goes on.

/// How long a resolved service is kept: `application` and `cached` keep the first, `shared` too
/// (while something holds it, in Resolver); `graph` and `unique` make one at each resolve.
class ResolverScope {
    static let application: ResolverScope = ResolverScopeCache()
    static let cached: ResolverScope = ResolverScopeCache()
    static let shared: ResolverScope = ResolverScopeShare()
    static let graph: ResolverScope = ResolverScopeGraph()
    static let unique: ResolverScope = ResolverScopeUnique()
    static let container: ResolverScope = ResolverScopeCache()

    let keeps: Bool
    init(keeps: Bool) { self.keeps = keeps }
}

final class ResolverScopeCache: ResolverScope { init() { super.init(keeps: true) } }
final class ResolverScopeShare: ResolverScope { init() { super.init(keeps: true) } }
final class ResolverScopeGraph: ResolverScope { init() { super.init(keeps: false) } }
final class ResolverScopeUnique: ResolverScope { init() { super.init(keeps: false) } }

/// A program's `extension Resolver: ResolverRegistering { static func registerAllServices() }`.
protocol ResolverRegistering {
    static func registerAllServices()
}

/// The options of one registration: its scope, more names it answers to.
final class ResolverOptions<Service> {
    let resolver: Resolver
    let key: String
    var scope: ResolverScope
    var instance: Any? = nil
    /// Called with the resolver and the arguments (a factory that takes fewer ignores the rest).
    let factory: (Resolver, Any?) -> Any

    init(resolver: Resolver, key: String, scope: ResolverScope, factory: @escaping (Resolver, Any?) -> Any) {
        self.resolver = resolver
        self.key = key
        self.scope = scope
        self.factory = factory
    }

    @discardableResult
    func scope(_ scope: ResolverScope) -> ResolverOptions<Service> {
        self.scope = scope
        return self
    }

    /// Resolving `type` (a protocol the service implements) resolves this registration too.
    @discardableResult
    func implements<Protocol>(_ type: Protocol.Type, name: String? = nil) -> ResolverOptions<Service> {
        resolver.registrations[Resolver._key(type, name)] = self
        return self
    }

    @discardableResult
    func resolveProperties(_ block: @escaping (Resolver, Service) -> Void) -> ResolverOptions<Service> { self }
}

final class Resolver {
    static var main: Resolver = Resolver()
    static var root: Resolver = main
    static var defaultScope: ResolverScope = ResolverScope.graph

    let parent: Resolver?
    var registrations: [String: ResolverOptions<Any>] = [:]
    /// Registrations whose type is known only once their closure has made a service.
    var untyped: [ResolverOptions<Any>] = []
    static var registeredAllServices = false

    init(parent: Resolver? = nil) {
        self.parent = parent
    }

    static func _key(_ type: Any, _ name: String?) -> String {
        let written = String(describing: type)
        guard let name else { return written }
        return written + "#" + name
    }

    /// The program's `registerAllServices()`, once, before the first registration is looked up.
    static func _registerAllServicesOnce() {
        guard !registeredAllServices else { return }
        registeredAllServices = true
        if let registering = main as Any as? ResolverRegistering {
            type(of: registering).registerAllServices()
        }
    }

    // MARK: Registering

    /// `register { Service() }`: the type is the one Swift infers from what the closure makes.
    @discardableResult
    static func register<Service>(name: String? = nil, factory: @escaping () -> Service?) -> ResolverOptions<Service> {
        main.register(name: name, factory: factory)
    }

    @discardableResult
    static func register<Service>(_ type: Service.Type, name: String? = nil, factory: @escaping () -> Service?) -> ResolverOptions<Service> {
        main.register(type, name: name, factory: factory)
    }

    @discardableResult
    func register<Service>(name: String? = nil, factory: @escaping () -> Service?) -> ResolverOptions<Service> {
        _register(__closureResultType(factory), name, factory)
    }

    @discardableResult
    func register<Service>(_ type: Service.Type, name: String? = nil, factory: @escaping () -> Service?) -> ResolverOptions<Service> {
        _register(String(describing: type), name, factory)
    }

    func _register(_ written: String, _ name: String?, _ factory: @escaping (Resolver, Any?) -> Any) -> ResolverOptions<Any> {
        let options = ResolverOptions<Any>(resolver: self, key: written, scope: Resolver.defaultScope, factory: factory)
        if written.isEmpty {
            untyped.append(options)
        } else {
            registrations[name.map { written + "#" + $0 } ?? written] = options
        }
        return options
    }

    static func reset() {
        main = Resolver()
        root = main
        registeredAllServices = false
    }

    // MARK: Resolving

    // Each with the type written, or without it (the type Swift infers from where the result goes:
    // `let api: API = Resolver.resolve()`), as two overloads: a default argument is evaluated
    // before the call's generic parameters are known.

    static func resolve<Service>(_ type: Service.Type, name: String? = nil, args: Any? = nil) -> Service {
        root.resolve(type, name: name, args: args)
    }

    static func resolve<Service>(name: String? = nil, args: Any? = nil) -> Service {
        root.resolve(Service.self, name: name, args: args)
    }

    static func optional<Service>(_ type: Service.Type, name: String? = nil, args: Any? = nil) -> Service? {
        root.optional(type, name: name, args: args)
    }

    static func optional<Service>(name: String? = nil, args: Any? = nil) -> Service? {
        root.optional(Service.self, name: name, args: args)
    }

    func resolve<Service>(_ type: Service.Type, name: String? = nil, args: Any? = nil) -> Service {
        if let made = _resolve(type, name, args) { return made }
        return __unregistered(String(describing: type), "Resolver")
    }

    func resolve<Service>(name: String? = nil, args: Any? = nil) -> Service {
        resolve(Service.self, name: name, args: args)
    }

    func optional<Service>(_ type: Service.Type, name: String? = nil, args: Any? = nil) -> Service? {
        _resolve(type, name, args)
    }

    func optional<Service>(name: String? = nil, args: Any? = nil) -> Service? {
        _resolve(Service.self, name, args)
    }

    func _registration(_ key: String) -> ResolverOptions<Any>? {
        if let found = registrations[key] { return found }
        // A registration whose type Swift inferred and ViewGraph could not: its closure tells.
        while !untyped.isEmpty {
            let options = untyped.removeFirst()
            let made = options.factory(self, nil)
            let madeType = String(describing: type(of: made))
            registrations[madeType] = options
            if options.scope.keeps { options.instance = made }
            if madeType == key { return options }
        }
        return parent?._registration(key)
    }

    func _resolve(_ type: Any, _ name: String?, _ args: Any?) -> Any? {
        Resolver._registerAllServicesOnce()
        guard let options = _registration(Resolver._key(type, name)) else { return nil }
        if options.scope.keeps, let instance = options.instance { return instance }
        let made = options.factory(self, args)
        if options.scope.keeps { options.instance = made }
        return made
    }
}

/// `@Injected var service: Service`: resolved when the wrapper is made.
@propertyWrapper
struct Injected<Service> {
    private var service: Service

    init() {
        self.service = Resolver.resolve(Service.self)
    }

    init(name: String? = nil, container: Resolver? = nil) {
        self.service = (container ?? Resolver.root).resolve(Service.self, name: name)
    }

    var wrappedValue: Service {
        get { service }
        mutating set { service = newValue }
    }

    var projectedValue: Injected<Service> {
        get { self }
        mutating set { self = newValue }
    }
}

/// `@OptionalInjected var service: Service?`: nil when nothing is registered.
@propertyWrapper
struct OptionalInjected<Service> {
    private var service: Service?

    init() {
        self.service = Resolver.optional(Service.self)
    }

    init(name: String? = nil, container: Resolver? = nil) {
        self.service = (container ?? Resolver.root).optional(Service.self, name: name)
    }

    var wrappedValue: Service? {
        get { service }
        mutating set { service = newValue }
    }
}

/// `@LazyInjected var service: Service`: resolved the first time it is read.
@propertyWrapper
struct LazyInjected<Service> {
    private var service: Service? = nil
    var name: String? = nil
    var container: Resolver? = nil

    init() {}

    init(name: String? = nil, container: Resolver? = nil) {
        self.name = name
        self.container = container
    }

    var wrappedValue: Service {
        mutating get {
            if let service { return service }
            let made: Service = (container ?? Resolver.root).resolve(Service.self, name: name)
            service = made
            return made
        }
        mutating set { service = newValue }
    }
}

/// `@WeakLazyInjected var service: Service?`: as `@LazyInjected`; ViewGraph keeps the reference.
@propertyWrapper
struct WeakLazyInjected<Service> {
    private var service: Service? = nil

    init(name: String? = nil, container: Resolver? = nil) {}

    var wrappedValue: Service? {
        mutating get {
            if let service { return service }
            let made: Service? = Resolver.optional(Service.self)
            service = made
            return made
        }
        mutating set { service = newValue }
    }
}

/// `@InjectedObject var model: Model` in a view: the registered `ObservableObject`, observed as
/// `@ObservedObject` observes it (the view runs again when it changes).
@propertyWrapper
struct InjectedObject<Service>: DynamicProperty {
    @ObservedObject var service: Service

    init() {
        self.service = Resolver.resolve(Service.self)
    }

    init(name: String? = nil, container: Resolver? = nil) {
        self.service = (container ?? Resolver.root).resolve(Service.self, name: name)
    }

    var wrappedValue: Service { service }

    var projectedValue: ObservedObject<Service>.Wrapper { $service }
}
