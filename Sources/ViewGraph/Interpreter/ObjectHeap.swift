/// Every object of one launch, by id: objects live as long as the launch (a dependency names its
/// object by id), and each is numbered within its class (`Book#2`) for explanations.
final class ObjectHeap {
  /// By id: ids are 1, 2, 3, … and objects are never dropped, so a position is an id.
  private var objects: [ObjectInstance] = []
  private var countsByType: [String: Int] = [:]
  private var nextID = 1

  /// A new object of `type`, with no fields set.
  func make(_ type: TypeDecl) -> ObjectInstance {
    let serial = (countsByType[type.name] ?? 0) + 1
    countsByType[type.name] = serial
    defer { nextID += 1 }
    let object = ObjectInstance(type: type, serial: serial, id: nextID)
    objects.append(object)
    return object
  }

  func object(withID id: Int) -> ObjectInstance? { objects.indices.contains(id - 1) ? objects[id - 1] : nil }

  /// `Book#2`: how explanations name the object `id`.
  func name(ofID id: Int) -> String { object(withID: id)?.displayName ?? "object#\(id)" }
}
