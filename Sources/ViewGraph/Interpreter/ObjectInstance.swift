/// An instance of a class of the program. Identity is the object; fields are its stored properties.
final class ObjectInstance {
  let type: TypeDecl
  /// 1-based number among the instances of this class in this launch: `Book#2`.
  let serial: Int
  /// Unique among all objects of this launch, for dependency sources.
  let id: Int
  var fields: [String: Value] = [:]

  init(type: TypeDecl, serial: Int, id: Int) {
    self.type = type
    self.serial = serial
    self.id = id
  }

  var displayName: String { "\(type.name)#\(serial)" }
}
