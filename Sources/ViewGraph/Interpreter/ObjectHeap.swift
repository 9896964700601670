/// Every object of one launch, by id: objects live as long as the launch (a dependency names its
/// object by id), and each is numbered within its class (`Book#2`) for explanations.
final class ObjectHeap {
  private var objects: [Int: ObjectInstance] = [:]
  private var countsByType: [String: Int] = [:]
  private(set) var nextID = 1

  /// A new object of `type`, with no fields set.
  func make(_ type: TypeDecl) -> ObjectInstance {
    let serial = (countsByType[type.name] ?? 0) + 1
    countsByType[type.name] = serial
    defer { nextID += 1 }
    let object = ObjectInstance(type: type, serial: serial, id: nextID)
    objects[object.id] = object
    return object
  }

  func object(withID id: Int) -> ObjectInstance? { objects[id] }

  /// `Book#2`: how explanations name the object `id`.
  func name(ofID id: Int) -> String { objects[id]?.displayName ?? "object#\(id)" }
}
