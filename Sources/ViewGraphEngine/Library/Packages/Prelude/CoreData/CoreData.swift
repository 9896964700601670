// Core Data as ViewGraph models it for a program that imports CoreData: a fresh install's store,
// empty, kept in memory for the launch (SPEC §3: nothing is read from or written to disk). Every
// container and context of the launch shares it: a fetch gives the objects the launch inserted of
// the entity it names (its predicate is not simulated, its sort descriptors are not applied), and a
// `@FetchRequest` gives what the store holds when the view's body reads it; an insertion or a
// deletion in any context runs the views whose `@FetchRequest` read the store again, as the
// request's fetched-results controller tells SwiftUI once the context processes its changes (a
// change of an object's attribute does not: the object itself is observed, where it is).
// Entity classes Xcode generates from a `.xcdatamodeld` are not in the sources: their names are
// opaque; a program's own `NSManagedObject` subclasses are simulated.

/// The launch's store: the objects inserted and not deleted, in insertion order.
@Observable
final class _CoreDataStore {
    static let shared = _CoreDataStore()
    @ObservationIgnored var objects: [NSManagedObject] = []
    /// Counts insertions and deletions: what a `@FetchRequest` reads, so that its view runs again.
    var changes = 0

    /// The entity of results written `FetchedResults<Book>` or `[Book]`: `Book`; nil for another.
    static func entity(ofResults written: String) -> String? {
        var name = written
        if name.hasPrefix("FetchedResults<") && name.hasSuffix(">") {
            name = String(name.dropFirst("FetchedResults<".count).dropLast())
        } else if name.hasPrefix("[") && name.hasSuffix("]") {
            name = String(name.dropFirst().dropLast())
        } else {
            return nil
        }
        return name.isEmpty ? nil : name
    }
}

class NSManagedObject: Hashable, Identifiable, ObservableObject {
    weak var managedObjectContext: NSManagedObjectContext?
    var isDeleted = false
    var isInserted = false
    var hasChanges = false

    init() {}

    init(context: NSManagedObjectContext) {
        context.insert(self)
    }

    init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        context?.insert(self)
    }

    /// The entity a fetch names: the class's name, as Xcode names a class after its entity.
    var _entityName: String { "\(type(of: self))" }

    var objectID: NSManagedObjectID { NSManagedObjectID(object: self) }

    static func == (lhs: NSManagedObject, rhs: NSManagedObject) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    func willSave() {}
    func didSave() {}
    func awakeFromInsert() {}
    func awakeFromFetch() {}
    func willChangeValue(forKey key: String) {}
    func didChangeValue(forKey key: String) {}
}

struct NSManagedObjectID: Hashable {
    let object: NSManagedObject
}

final class NSEntityDescription {
    var name: String?

    init() {}

    static func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        let entity = NSEntityDescription()
        entity.name = entityName
        return entity
    }

    static func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        __notSimulated("NSEntityDescription.insertNewObject(forEntityName: \"" + entityName + "\")")
        return NSManagedObject(context: context)
    }
}

final class NSManagedObjectModel {
    init() {}
    init?(contentsOf url: URL) {}
}

final class NSManagedObjectContext: ObservableObject {
    enum ConcurrencyType { case mainQueueConcurrencyType, privateQueueConcurrencyType }

    var automaticallyMergesChangesFromParent = false
    var mergePolicy: Any = NSMergePolicy.error
    var name: String?
    var undoManager: Any?
    var parent: NSManagedObjectContext?
    var hasChanges = false
    var persistentStoreCoordinator: NSPersistentStoreCoordinator?

    init() {}

    init(concurrencyType: ConcurrencyType) {}

    var insertedObjects: Set<NSManagedObject> { Set(_CoreDataStore.shared.objects.filter { $0.isInserted }) }
    var registeredObjects: Set<NSManagedObject> { Set(_CoreDataStore.shared.objects) }

    func insert(_ object: NSManagedObject) {
        object.managedObjectContext = self
        object.isInserted = true
        _CoreDataStore.shared.objects.append(object)
        _CoreDataStore.shared.changes += 1
        hasChanges = true
    }

    func delete(_ object: NSManagedObject) {
        object.isDeleted = true
        _CoreDataStore.shared.objects.removeAll { $0 === object }
        _CoreDataStore.shared.changes += 1
        hasChanges = true
    }

    func save() throws {
        for object in _CoreDataStore.shared.objects { object.isInserted = false }
        hasChanges = false
    }

    func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        request._fetched()
    }

    func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        request._fetched().count
    }

    func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject { objectID.object }

    func object(with objectID: NSManagedObjectID) -> NSManagedObject { objectID.object }

    func perform(_ block: @escaping () -> Void) { block() }

    func performAndWait(_ block: () -> Void) { block() }

    func rollback() { hasChanges = false }

    func reset() {}

    func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}

    func refreshAllObjects() {}

    func execute(_ request: Any) throws -> Any {
        __notSimulated("NSManagedObjectContext.execute")
        return request
    }
}

enum NSMergePolicy {
    case error, mergeByPropertyStoreTrump, mergeByPropertyObjectTrump, overwrite, rollback
}

let NSMergeByPropertyObjectTrumpMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
let NSMergeByPropertyStoreTrumpMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump

/// A store of a coordinator, by type.
final class NSPersistentStore {
    struct StoreType: Hashable {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        static let sqlite = StoreType(rawValue: "SQLite")
        static let inMemory = StoreType(rawValue: "InMemory")
        static let binary = StoreType(rawValue: "Binary")
    }

    var url: URL?
    var type: String

    init(type: String, url: URL?) {
        self.type = type
        self.url = url
    }
}

let NSSQLiteStoreType = "SQLite"
let NSInMemoryStoreType = "InMemory"

/// The launch's one store, empty on a fresh install: destroying it and adding it again (a manager
/// that starts each launch from an empty store) leaves it as it is.
final class NSPersistentStoreCoordinator {
    var persistentStores: [NSPersistentStore] = []

    init(managedObjectModel model: NSManagedObjectModel) {}

    func destroyPersistentStore(at url: URL, type storeType: NSPersistentStore.StoreType, options: [String: Any]? = nil) throws {}

    func destroyPersistentStore(at url: URL, ofType storeType: String, options: [String: Any]? = nil) throws {}

    @discardableResult
    func addPersistentStore(type storeType: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL, options: [String: Any]? = nil) throws -> NSPersistentStore {
        let store = NSPersistentStore(type: storeType.rawValue, url: storeURL)
        persistentStores.append(store)
        return store
    }

    @discardableResult
    func addPersistentStore(ofType storeType: String, configurationName: String?, at storeURL: URL?, options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let store = NSPersistentStore(type: storeType, url: storeURL)
        persistentStores.append(store)
        return store
    }
}

final class NSPersistentStoreDescription {
    var url: URL?
    var type = "SQLite"
    var configuration: String?
    var shouldMigrateStoreAutomatically = true
    var shouldInferMappingModelAutomatically = true
    var cloudKitContainerOptions: Any?

    init() {}

    init(url: URL) {
        self.url = url
    }

    func setOption(_ option: Any?, forKey key: String) {}
}

class NSPersistentContainer {
    let name: String
    let viewContext = NSManagedObjectContext()
    var persistentStoreDescriptions: [NSPersistentStoreDescription] = [NSPersistentStoreDescription()]
    var managedObjectModel = NSManagedObjectModel()
    var persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())

    /// Its one store is `name.sqlite` in the default folder, as Core Data names it.
    init(name: String) {
        self.name = name
        persistentStoreDescriptions[0].url = NSPersistentContainer.defaultDirectoryURL().appendingPathComponent(name + ".sqlite")
    }

    init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        persistentStoreDescriptions[0].url = NSPersistentContainer.defaultDirectoryURL().appendingPathComponent(name + ".sqlite")
    }

    /// The store loads: a fresh install's, empty, without an error.
    func loadPersistentStores(completionHandler block: (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// One store for the launch: a background context sees what the view context does.
    func newBackgroundContext() -> NSManagedObjectContext { viewContext }

    func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(viewContext) }

    static func defaultDirectoryURL() -> URL { URL(fileURLWithPath: "/Library/Application Support") }
}

class NSPersistentCloudKitContainer: NSPersistentContainer {}

final class NSPersistentCloudKitContainerOptions {
    init(containerIdentifier: String) {}
}

/// `NSFetchRequest<Item>(entityName: "Item")`, `Item.fetchRequest()`.
final class NSFetchRequest<ResultType> {
    var entityName: String?
    var sortDescriptors: [NSSortDescriptor]?
    var predicate: NSPredicate?
    var fetchLimit = 0
    var fetchOffset = 0
    var fetchBatchSize = 0
    var returnsObjectsAsFaults = true
    var relationshipKeyPathsForPrefetching: [String]?
    var includesPropertyValues = true

    init() {}

    init(entityName: String) {
        self.entityName = entityName
    }

    /// The store's objects of the entity named, up to the limit.
    func _fetched() -> [Any] {
        var found = _CoreDataStore.shared.objects.filter { entityName == nil || $0._entityName == entityName }
        if predicate != nil, !found.isEmpty {
            __notSimulated("NSFetchRequest.predicate")
        }
        if fetchLimit > 0, found.count > fetchLimit {
            found = Array(found.prefix(fetchLimit))
        }
        return found
    }
}

final class NSSortDescriptor {
    let key: String?
    let ascending: Bool

    init(key: String?, ascending: Bool) {
        self.key = key
        self.ascending = ascending
    }

    init(key: String?, ascending: Bool, selector: Any?) {
        self.key = key
        self.ascending = ascending
    }

    init(keyPath: Any, ascending: Bool) {
        self.key = nil
        self.ascending = ascending
    }
}

class NSPredicate {
    init(format predicateFormat: String, _ args: Any...) {}
    init(format predicateFormat: String, argumentArray arguments: [Any]?) {}
    init(value: Bool) {}
}

final class NSCompoundPredicate: NSPredicate {
    init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) {
        super.init(value: true)
    }

    init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) {
        super.init(value: true)
    }

    init(notPredicateWithSubpredicate predicate: NSPredicate) {
        super.init(value: true)
    }
}

/// `@FetchRequest(sortDescriptors: […]) var items: FetchedResults<Item>`: what the store holds of
/// the entity when the body reads it (a fresh install's: nothing), read again after each insertion
/// or deletion.
@propertyWrapper
struct FetchRequest<ResultType> {
    let _request: NSFetchRequest<ResultType>

    init(sortDescriptors: [Any], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        _request = NSFetchRequest<ResultType>()
        _request.predicate = predicate
        // The entity is the class the results are of: `ResultType` is the property's type here
        // (`FetchedResults<Book>`, an array of books).
        _request.entityName = _CoreDataStore.entity(ofResults: "\(ResultType.self)")
    }

    init(entity: NSEntityDescription, sortDescriptors: [Any], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        _request = NSFetchRequest<ResultType>()
        _request.entityName = entity.name
        _request.predicate = predicate
    }

    init(fetchRequest: NSFetchRequest<ResultType>, animation: Animation? = nil) {
        _request = fetchRequest
    }

    init(fetchRequest: NSFetchRequest<ResultType>, transaction: Transaction) {
        _request = fetchRequest
    }

    var wrappedValue: FetchedResults<ResultType> {
        _ = _CoreDataStore.shared.changes
        if _request.entityName == nil, !_CoreDataStore.shared.objects.isEmpty {
            // The entity is the wrapped type's name, which ViewGraph does not keep here.
            __notSimulated("@FetchRequest of a store that holds objects")
            return []
        }
        return _request._fetched()
    }
}

typealias FetchedResults<Result> = [Result]

/// `@SectionedFetchRequest`: no sections on a fresh install.
@propertyWrapper
struct SectionedFetchRequest<SectionIdentifier, Result> {
    init(sectionIdentifier: Any, sortDescriptors: [Any], predicate: NSPredicate? = nil, animation: Animation? = nil) {}

    init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: Any, animation: Animation? = nil) {}

    var wrappedValue: [Any] { [] }
}

typealias SectionedFetchResults<SectionIdentifier, Result> = [Any]

extension EnvironmentValues {
    /// The context views fetch from: the launch's one store, whichever context is set.
    @Entry var managedObjectContext: NSManagedObjectContext = NSManagedObjectContext()
}
