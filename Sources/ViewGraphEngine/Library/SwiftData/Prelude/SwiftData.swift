// SwiftData as apps use it, always in memory and fresh at every launch: a container keeps, for
// each model type, one observable `SwiftDataStore` whose `models` are that type's contents. A
// `@Query` fetches from it while its view's body runs, so the view depends on the store of its
// model type and on the properties its filter and sort read (SPEC rule 1); `insert` and
// `delete` write the store (rules 2–3). `@Model` classes are tracked like `@Observable` ones.

protocol PersistentModel {}

extension PersistentModel {
    var persistentModelID: ObjectIdentifier { ObjectIdentifier(self) }
    var hasChanges: Bool { false }
    var isDeleted: Bool { false }
}

struct Schema {
    var types: [Any]

    init(_ types: [Any] = [], version: Any? = nil) {
        self.types = types
    }
}

struct ModelConfiguration {
    var name: String?
    var schema: Schema?
    var isStoredInMemoryOnly: Bool

    init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true, groupContainer: Any? = nil, cloudKitDatabase: Any? = nil) {
        self.name = name
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }

    /// A store at a file: ViewGraph keeps every store in memory (SPEC §3), so `url` is not used.
    init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: Any? = nil) {
        self.name = name
        self.schema = schema
        self.isStoredInMemoryOnly = true
    }

    init(for types: Any..., isStoredInMemoryOnly: Bool = false) {
        self.name = nil
        self.schema = Schema(types)
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }
}

/// The models of one type in a container: what a `@Query` of that type depends on.
@Observable
final class SwiftDataStore {
    let modelType: String
    var models: [Any] = []

    init(modelType: String) {
        self.modelType = modelType
    }
}

final class ModelContainer {
    var schema: Schema
    var configurations: [Any]
    @ObservationIgnored var stores: [String: SwiftDataStore] = [:]
    lazy var mainContext: ModelContext = ModelContext(self)

    init(for types: Any..., configurations: Any...) throws {
        var all: [Any] = []
        for type in types {
            if let schema = type as? Schema {
                all += schema.types
            } else {
                all.append(type)
            }
        }
        self.schema = Schema(all)
        // `configurations: config` (variadic) and `configurations: [config]` (an array) both.
        var given: [Any] = []
        for configuration in configurations {
            if let list = configuration as? [Any] { given += list } else { given.append(configuration) }
        }
        self.configurations = given
        var inMemory = false
        var name = "default"
        for configuration in given {
            if let configuration = configuration as? ModelConfiguration {
                inMemory = inMemory || configuration.isStoredInMemoryOnly
                if let named = configuration.name { name = named }
            }
        }
        self.storeFile = inMemory ? nil : name
    }

    /// The store file the container opens ("default" unless a configuration names one), nil when
    /// it is in memory only. Containers on one file share its models, as on disk: an App body that
    /// makes its container again still shows what the first one inserted. Every launch starts with
    /// no file (SPEC §3).
    let storeFile: String?
    static var files: [String: SwiftDataStore] = [:]

    /// A container with a migration plan: every launch starts with no store (SPEC §3), so there is
    /// nothing to migrate and the plan is not run.
    convenience init(for schema: Schema, migrationPlan: Any?, configurations: Any...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// The one container a launch keeps for a `.modelContainer(for:)` of these types: the view
    /// that declares the modifier may run again, its store stays.
    static var launchContainers: [String: ModelContainer] = [:]

    static func shared(for types: [Any]) -> ModelContainer {
        let key = "\(types)"
        if let container = launchContainers[key] { return container }
        let container = try! ModelContainer(for: Schema(types))
        launchContainers[key] = container
        return container
    }

    func store(for modelType: String) -> SwiftDataStore {
        if let store = stores[modelType] { return store }
        guard let storeFile else {
            let store = SwiftDataStore(modelType: modelType)
            stores[modelType] = store
            return store
        }
        let key = "\(storeFile)/\(modelType)"
        let store = ModelContainer.files[key] ?? SwiftDataStore(modelType: modelType)
        stores[modelType] = store
        ModelContainer.files[key] = store
        return store
    }

    func deleteAllData() {
        for store in stores.values { store.models = [] }
    }
}

/// What SwiftData's `@ModelActor` macro adds to an actor: it is this class's subclass here.
class _ModelActor {
    let modelContainer: ModelContainer
    let modelContext: ModelContext

    init(modelContainer: ModelContainer) {
        self.modelContainer = modelContainer
        self.modelContext = ModelContext(modelContainer)
    }
}

/// An actor that conforms to `ModelActor` itself, keeping the executor it makes
/// (`DefaultSerialModelExecutor(modelContext: context)`): its `modelContext` is the executor's.
protocol ModelActor {}

extension ModelActor {
    var modelContext: ModelContext { modelExecutor.modelContext }
}

protocol ModelExecutor {}

/// The executor an actor makes for its context: it runs the actor's work with that context.
struct DefaultSerialModelExecutor: ModelExecutor {
    let modelContext: ModelContext

    init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }
}

final class ModelContext {
    let container: ModelContainer
    var autosaveEnabled = true
    var hasChanges = false

    init(_ container: ModelContainer) {
        self.container = container
    }

    /// Inserts the model and, as SwiftData does, the models it relates to; a model related
    /// later (`list.reminders.append(reminder)`) joins the context when it is set.
    func insert(_ model: Any) {
        let store = container.store(for: "\(type(of: model))")
        if store.models.contains(where: { $0 === model }) { return }
        store.models.append(model)
        __adoptModel(model, self)
        for related in __relatedModels(model, false) {
            insert(related)
        }
    }

    /// Deletes the model and what its `@Relationship(deleteRule: .cascade)` properties hold.
    func delete(_ model: Any) {
        let store = container.store(for: "\(type(of: model))")
        guard store.models.contains(where: { $0 === model }) else { return }
        store.models.removeAll { $0 === model }
        for related in __relatedModels(model, true) {
            delete(related)
        }
    }

    func delete(model: Any, where predicate: ((Any) -> Bool)? = nil, includeSubclasses: Bool = true) throws {
        let store = container.store(for: "\(model)")
        if let predicate {
            store.models.removeAll { predicate($0) }
        } else {
            store.models = []
        }
    }

    func save() throws {}
    func rollback() {}
    func processPendingChanges() {}

    func transaction(block: () throws -> Void) throws {
        try block()
    }

    func fetch(_ descriptor: FetchDescriptor) throws -> [Any] {
        guard let modelType = descriptor.modelType else {
            __missingModelType()
            return []
        }
        var models = container.store(for: "\(modelType)").models
        if let predicate = descriptor.predicate {
            models = models.filter { predicate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models = models.sorted(using: descriptor.sortBy)
        }
        if let offset = descriptor.fetchOffset {
            models = Array(models.dropFirst(offset))
        }
        if let limit = descriptor.fetchLimit {
            models = Array(models.prefix(limit))
        }
        return models
    }

    func fetchCount(_ descriptor: FetchDescriptor) throws -> Int {
        try fetch(descriptor).count
    }
}

struct FetchDescriptor {
    var predicate: ((Any) -> Bool)?
    var sortBy: [SortDescriptor]
    var fetchLimit: Int? = nil
    var fetchOffset: Int? = nil
    var includePendingChanges = true
    var modelType: Any? = nil

    init(predicate: ((Any) -> Bool)? = nil, sortBy: [SortDescriptor] = [], of modelType: Any? = nil) {
        self.predicate = predicate
        self.sortBy = sortBy
        self.modelType = modelType
    }
}

/// `@Query`: ViewGraph sets `context` (the view's `\.modelContext`) and `modelType` (from the
/// property's type) before the body runs; reading the property fetches.
struct Query {
    var descriptor: FetchDescriptor
    var context: ModelContext? = nil

    init(filter: ((Any) -> Bool)? = nil, sort: Any? = nil, order: SortOrder = .forward, transaction: Any? = nil, animation: Any? = nil, of modelType: Any? = nil) {
        var sortBy: [SortDescriptor] = []
        if let sort {
            if let one = sort as? SortDescriptor {
                sortBy = [one]
            } else if let many = sort as? [Any] {
                for item in many {
                    if let one = item as? SortDescriptor {
                        sortBy.append(one)
                    } else {
                        sortBy.append(SortDescriptor(item, order: order))
                    }
                }
            } else {
                sortBy = [SortDescriptor(sort, order: order)]
            }
        }
        self.descriptor = FetchDescriptor(predicate: filter, sortBy: sortBy, of: modelType)
    }

    init(_ descriptor: FetchDescriptor, transaction: Any? = nil, animation: Any? = nil, of modelType: Any? = nil) {
        self.descriptor = descriptor
        if descriptor.modelType == nil {
            self.descriptor.modelType = modelType
        }
    }

    var wrappedValue: [Any] {
        guard let context else { return [] }
        return (try? context.fetch(descriptor)) ?? []
    }
}

extension View {
    func modelContainer(for modelType: Any..., inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: Any? = nil) -> some View {
        environment(\.modelContext, ModelContainer.shared(for: modelType).mainContext)
    }

    func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}
