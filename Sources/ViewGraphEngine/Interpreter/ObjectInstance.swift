import ViewGraphModel

/// An instance of a class of the program. Identity is the object; fields are its stored properties.
package final class ObjectInstance {
  // Its stored properties are used at every member read: not checked for exclusive access at run
  // time (each use is a read, an assignment or a change in place that does not come back into it;
  // issue 38).
  package let type: TypeDecl
  /// Unique among all objects of this launch, for dependency sources.
  package let id: Int
  /// 1-based number among the instances of this class in this launch: `Book#2`.
  package var serial: Int { Int(storedSerial) }
  // The serial and the flag share a word: an object is 56 bytes, not 73 (a malloc block of 64, not
  // 96: each of 100,000 rows' items, issue 38).
  private let storedSerial: Int32
  /// Whether it is what a `deinit` runs on: the released instance's fields, under its identity.
  @exclusivity(unchecked) private var isReleased = false
  @exclusivity(unchecked) package var fields = StoredFields()
  /// What a generic class's parameters stand for in this instance (`Element` → `Comment`), where it
  /// was made with them written (`StateMap<Comment>()`).
  var typeArguments: [String: TypeReference]? {
    get { rare?.typeArguments }
    set { if rare != nil || newValue != nil { madeRare.typeArguments = newValue } }
  }
  /// Its `weak var` and `unowned let` properties: the objects they refer to, which they do not
  /// keep alive (a released one reads as nil).
  private var weakFields: [String: WeakObject] {
    get { rare?.weakFields ?? [:] }
    set { if rare != nil || !newValue.isEmpty { madeRare.weakFields = newValue } }
  }
  /// Where its class's `deinit` is queued once the program holds it no more: set for a class that
  /// declares one (`ObjectHeap.make`).
  var releasedTo: ObjectHeap? {
    get { rare?.releasedTo }
    set { if rare != nil || newValue != nil { madeRare.releasedTo = newValue } }
  }

  /// What most objects never have (type arguments, weak properties, a `deinit`), boxed on first use.
  private final class Rare {
    var typeArguments: [String: TypeReference]?
    var weakFields: [String: WeakObject] = [:]
    weak var releasedTo: ObjectHeap?
  }
  @exclusivity(unchecked) private var rare: Rare?
  private var madeRare: Rare {
    if let rare { return rare }
    let made = Rare()
    rare = made
    return made
  }

  init(type: TypeDecl, serial: Int, id: Int) {
    self.type = type
    self.storedSerial = Int32(clamping: serial)
    self.id = id
  }

  /// The program released its last strong reference: its `deinit` is queued, to run on an
  /// instance with the same identity and fields (a Swift object cannot outlive its own deinit),
  /// which releases what they hold when it is done.
  deinit {
    guard let heap = releasedTo, !isReleased else { return }
    let released = ObjectInstance(type: type, serial: serial, id: id)
    released.fields = fields
    released.weakFields = weakFields
    released.isReleased = true
    heap.queueDeinitializer(of: released)
  }

  /// A `weak`/`unowned` property's value: the object while something else keeps it, else nil.
  func weakReference(_ name: String) -> Value {
    weakFields[name]?.object.map(Value.object) ?? .null
  }

  /// Stores `value` in a `weak`/`unowned` property without keeping it alive.
  func setWeakReference(_ name: String, _ value: Value) {
    if case .object(let object) = value {
      weakFields[name] = WeakObject(object: object)
    } else {
      weakFields[name] = nil
    }
    fields[name] = nil
  }

  /// `Book#2`; state SwiftUI keeps for the program in an object of the prelude's, by the name
  /// SwiftUI gives it (`EnvironmentValues.editMode`, issue 23).
  package var displayName: String { frameworkState?.name ?? "\(type.name)#\(serial)" }

  /// Its type as users read it: the program's class, or SwiftUI's type for state it keeps.
  package var displayTypeName: String { frameworkState?.type ?? type.name }

  /// Whether it holds state SwiftUI keeps for the program (`PreludeContract.frameworkState`).
  package var isFrameworkState: Bool { frameworkState != nil }

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

/// A reference to an object that does not keep it alive.
struct WeakObject {
  weak var object: ObjectInstance?
}
