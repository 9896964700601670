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

  /// `Book#2`; state SwiftUI keeps for the program in an object of the prelude's, by the name
  /// SwiftUI gives it (`EnvironmentValues.editMode`, issue 23).
  var displayName: String { frameworkState?.name ?? "\(type.name)#\(serial)" }

  /// Its type as users read it: the program's class, or SwiftUI's type for state it keeps.
  var displayTypeName: String { frameworkState?.type ?? type.name }

  /// Whether it holds state SwiftUI keeps for the program (`PreludeContract.frameworkState`).
  var isFrameworkState: Bool { frameworkState != nil }

  private var frameworkState: (name: String, type: String)? {
    guard type.isPrelude, let state = PreludeContract.frameworkState[type.name] else { return nil }
    func filled(_ text: String) -> String {
      fields.reduce(text) { text, field in
        guard case .string(let value) = field.value else { return text }
        return text.replacingOccurrences(of: "{\(field.key)}", with: value)
      }
    }
    return (filled(state.name), filled(state.type))
  }
}
