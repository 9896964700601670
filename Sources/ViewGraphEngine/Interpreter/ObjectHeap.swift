import Foundation
import ViewGraphModel

/// Every object of one launch, by id: objects live as long as the launch (a dependency names its
/// object by id), and each is numbered within its class (`Book#2`) for explanations. An instance
/// of a class that declares a `deinit` lives only as long as the program holds it: its deinit is
/// queued when the program releases it, and the interpreter runs it after the statement.
package final class ObjectHeap {
  // Its stored properties are used at every object made: not checked for exclusive access at run
  // time (each use is a read, an assignment or a change in place that does not come back into it;
  // issue 38).
  /// By id: ids are 1, 2, 3, … and a position is an id. An instance whose class declares a
  /// `deinit` is not held here (nil at its position), only weakly in `releasable`.
  @exclusivity(unchecked) private var objects: [ObjectInstance?] = []
  @exclusivity(unchecked) private var releasable: [Int: WeakObject] = [:]
  /// Released instances whose `deinit` has not run yet, in the order they were released. Locked:
  /// the last reference to an object may go on whichever thread drops it.
  private var released: [ObjectInstance] = []
  private let releasedLock = NSLock()
  @exclusivity(unchecked) private var countsByType: [String: Int] = [:]
  @exclusivity(unchecked) package private(set) var nextID = 1

  /// A new object of `type`, with no fields set.
  func make(_ type: TypeDecl) -> ObjectInstance {
    // One look-up of the class's count (its name hashed once): 100,000 rows' items are made here.
    let serial: Int
    if let index = countsByType.index(forKey: type.name) {
      countsByType.values[index] += 1
      serial = countsByType.values[index]
    } else {
      countsByType[type.name] = 1
      serial = 1
    }
    defer { nextID += 1 }
    let object = ObjectInstance(type: type, serial: serial, id: nextID)
    if type.deinitializers.isEmpty {
      objects.append(object)
    } else {
      objects.append(nil)
      object.releasedTo = self
      releasable[object.id] = WeakObject(object: object)
    }
    return object
  }

  package func object(withID id: Int) -> ObjectInstance? {
    guard objects.indices.contains(id - 1) else { return nil }
    return objects[id - 1] ?? releasable[id]?.object
  }

  /// `Book#2`: how explanations name the object `id`.
  package func name(ofID id: Int) -> String { object(withID: id)?.displayName ?? "object#\(id)" }

  /// Whether a released instance's `deinit` waits to run.
  var hasReleased: Bool { releasedLock.withLock { !released.isEmpty } }

  func queueDeinitializer(of object: ObjectInstance) {
    releasedLock.withLock { released.append(object) }
  }

  /// The next released instance, for its `deinit` to run on: removing it releases nothing while
  /// the queue is being changed (its release may queue another).
  func nextReleased() -> ObjectInstance? {
    releasedLock.withLock { released.isEmpty ? nil : released.removeFirst() }
  }
}
