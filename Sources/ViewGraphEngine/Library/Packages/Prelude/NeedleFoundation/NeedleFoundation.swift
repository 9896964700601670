// Uber's Needle, active where a file imports NeedleFoundation: a tree of components, each one's
// `dependency` made by the provider factory the build's generated file (`NeedleGenerated.swift`,
// kept in the project) registers for the component's path (`^->AppComponent->RootComponent`),
// as Needle does at run time. `shared { … }` makes its value once per component and property.
// Without a provider for its path, a component's dependency is opaque, with a warning.

/// A component, as the generated providers see it: its parent and its path from the root.
protocol Scope: AnyObject {
    var parent: Scope { get }
    var path: [String] { get }
}

/// What a component needs from its ancestors, as a protocol of properties.
protocol Dependency: AnyObject {}

/// The dependency of a component that needs nothing.
protocol EmptyDependency: Dependency {}

/// A component's own registrations (the generated `registerItems()` of dynamic mode): kept, unused.
protocol Registration {
    func registerItems()
}

/// The provider made for a component that needs nothing.
class EmptyDependencyProvider: EmptyDependency {
    init(component: Scope) {}
}

/// The generated file's name of the registry.
typealias __DependencyProviderRegistry = NeedleDependencyProviderRegistry

/// The provider factories the generated file registers, by component path.
final class NeedleDependencyProviderRegistry {
    static let instance = NeedleDependencyProviderRegistry()
    var factories: [String: (Scope) -> AnyObject] = [:]

    func registerDependencyProviderFactory(for componentPath: String, _ factory: @escaping (Scope) -> AnyObject) {
        factories[componentPath] = factory
    }

    func dependencyProvider(for component: Scope) -> AnyObject? {
        guard let factory = factories[component.path.joined(separator: "->")] else { return nil }
        return factory(component)
    }
}

/// A node of the dependency tree: made with its parent; its `dependency` is its provider.
class Component<DependencyType>: Scope {
    /// Nil for a `BootstrapComponent`, the root (its subclass's `init` may not call `super.init()`).
    var parentScope: Scope?
    var sharedInstances: [String: Any] = [:]
    var localTable: [String: () -> Any] = [:]
    var keyPathToName: [AnyHashable: String] = [:]

    init(parent: Scope) {
        self.parentScope = parent
    }

    var parent: Scope { parentScope ?? NeedleRootScope() }

    var path: [String] { parent.path + [String(describing: type(of: self))] }

    var dependency: DependencyType {
        if let provider = NeedleDependencyProviderRegistry.instance.dependencyProvider(for: self) as? DependencyType {
            return provider
        }
        // No provider registered for this path (the generated file is missing or another target's):
        // Needle stops here; ViewGraph says so, and an opaque value stands for the dependency.
        return __unregistered(path.joined(separator: "->"), "Needle")
    }

    func shared<T>(function: String = #function, _ factory: () -> T) -> T {
        if let instance = sharedInstances[function] as? T { return instance }
        let instance = factory()
        sharedInstances[function] = instance
        return instance
    }
}

/// The root of the tree: a component with no parent, the start of every path.
class BootstrapComponent: Component<EmptyDependency> {
    init() {}
}

/// What is above the root: the path's start, `^`.
final class NeedleRootScope: Scope {
    var parent: Scope { self }
    var path: [String] { ["^"] }
}
