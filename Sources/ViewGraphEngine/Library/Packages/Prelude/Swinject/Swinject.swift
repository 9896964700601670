// Swinject (github.com/Swinject/Swinject), as ViewGraph models it for a program that imports
// Swinject: a `Container` of factories registered by service type (and name), resolved with
// their arguments, kept as their object scope says; `Assembly`s an `Assembler` applies.
//
// A service resolved that nothing registered is nil in Swinject (and `resolve(…)!` stops the
// app); here it is an opaque value with a warning where it is resolved, so the launch goes on.

/// How long a resolved instance is kept: `transient` and `graph` make one at each resolve
/// (ViewGraph resolves no object graphs of cycles), `container` and `weak` keep the first.
final class ObjectScope {
    static let transient = ObjectScope(keeps: false)
    static let graph = ObjectScope(keeps: false)
    static let container = ObjectScope(keeps: true)
    static let weak = ObjectScope(keeps: true)

    let keeps: Bool

    init(keeps: Bool) { self.keeps = keeps }
}

/// What each registered factory is given to resolve what it needs: the container. (Named
/// `Resolver` in Swinject; an app's own `Resolver` shadows that name, never this protocol.)
protocol _SwinjectResolver: AnyObject {}
typealias Resolver = _SwinjectResolver

/// One registration: its factory, its scope, and what it keeps.
final class ServiceEntry<Service> {
    /// Called with the container and up to three arguments (a factory that takes fewer ignores the rest).
    let factory: (Container, Any?, Any?, Any?) -> Any
    var objectScope: ObjectScope
    var instance: Any? = nil
    var completions: [(Container, Any) -> Void] = []

    init(factory: @escaping (Container, Any?, Any?, Any?) -> Any, objectScope: ObjectScope) {
        self.factory = factory
        self.objectScope = objectScope
    }

    @discardableResult
    func inObjectScope(_ objectScope: ObjectScope) -> ServiceEntry<Service> {
        self.objectScope = objectScope
        return self
    }

    /// Runs after the entry makes its service, with the container and the service.
    @discardableResult
    func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> ServiceEntry<Service> {
        completions.append(completed)
        return self
    }

    @discardableResult
    func implements(_ types: Any...) -> ServiceEntry<Service> { self }
}

final class Container: _SwinjectResolver {
    let parent: Container?
    let defaultObjectScope: ObjectScope
    private var entries: [String: ServiceEntry<Any>] = [:]

    init(parent: Container? = nil, defaultObjectScope: ObjectScope = .graph) {
        self.parent = parent
        self.defaultObjectScope = defaultObjectScope
    }

    init(parent: Container? = nil, defaultObjectScope: ObjectScope = .graph, registeringClosure: (Container) -> Void) {
        self.parent = parent
        self.defaultObjectScope = defaultObjectScope
        registeringClosure(self)
    }

    /// A registration's key: the service type as Swift names it, and the name if any.
    static func _key(_ serviceType: Any, _ name: String?) -> String {
        let type = String(describing: serviceType)
        guard let name else { return type }
        return type + "#" + name
    }

    /// `register(Service.self) { resolver in … }`; a factory that takes arguments after the
    /// resolver is resolved with them (`resolve(Service.self, argument: x)`).
    @discardableResult
    func register<Service>(_ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver) -> Service) -> ServiceEntry<Service> {
        let entry = ServiceEntry<Service>(factory: factory, objectScope: defaultObjectScope)
        entries[Container._key(serviceType, name)] = entry
        return entry
    }

    @discardableResult
    func autoregister<Service>(_ serviceType: Service.Type, name: String? = nil, initializer: @escaping () -> Service) -> ServiceEntry<Service> {
        register(serviceType, name: name) { _ in initializer() }
    }

    /// The service registered for `serviceType` (and `name`), made with the arguments given; nil
    /// in Swinject when none is, an opaque value with a warning here.
    func resolve<Service>(_ serviceType: Service.Type, name: String? = nil) -> Service? {
        _resolve(serviceType, name, [])
    }

    func resolve<Service>(_ serviceType: Service.Type, name: String? = nil, argument: Any) -> Service? {
        _resolve(serviceType, name, [argument])
    }

    func resolve<Service>(_ serviceType: Service.Type, name: String? = nil, arguments first: Any, _ second: Any) -> Service? {
        _resolve(serviceType, name, [first, second])
    }

    func resolve<Service>(_ serviceType: Service.Type, name: String? = nil, arguments first: Any, _ second: Any, _ third: Any) -> Service? {
        _resolve(serviceType, name, [first, second, third])
    }

    func _entry(_ key: String) -> ServiceEntry<Any>? {
        entries[key] ?? parent?._entry(key)
    }

    func _resolve(_ serviceType: Any, _ name: String?, _ arguments: [Any]) -> Any? {
        guard let entry = _entry(Container._key(serviceType, name)) else {
            return __unregistered(String(describing: serviceType), "Swinject's Container")
        }
        if entry.objectScope.keeps, let instance = entry.instance { return instance }
        let made = entry.factory(self, arguments.count > 0 ? arguments[0] : nil, arguments.count > 1 ? arguments[1] : nil, arguments.count > 2 ? arguments[2] : nil)
        if entry.objectScope.keeps { entry.instance = made }
        for complete in entry.completions { complete(self, made) }
        return made
    }

    func removeAll() { entries = [:] }

    func resetObjectScope(_ objectScope: ObjectScope) {
        for entry in entries.values where entry.objectScope === objectScope { entry.instance = nil }
    }

    func synchronize() -> Resolver { self }
}

/// A group of registrations an `Assembler` applies to its container.
protocol Assembly {
    func assemble(container: Container)
    func loaded(resolver: Resolver)
}

extension Assembly {
    func loaded(resolver: Resolver) {}
}

final class Assembler {
    let container: Container

    var resolver: Resolver { container }

    init(container: Container = Container()) {
        self.container = container
    }

    init(_ assemblies: [Assembly], container: Container = Container()) {
        self.container = container
        apply(assemblies: assemblies)
    }

    init(_ assemblies: [Assembly], parent: Assembler?) {
        self.container = Container(parent: parent?.container)
        apply(assemblies: assemblies)
    }

    func apply(assembly: Assembly) { apply(assemblies: [assembly]) }

    func apply(assemblies: [Assembly]) {
        for assembly in assemblies { assembly.assemble(container: container) }
        for assembly in assemblies { assembly.loaded(resolver: container) }
    }
}
