import ViewGraphModel

/// The labels of the standard library's pairs: `enumerated()`'s `(offset, element)` and a
/// dictionary's `(key, value)` (a tuple's positions, `.0`, are the language's).
extension StandardLibrary {
  static let tuples = NativeRegistry.Library(
    properties: [
      label("offset", 0), label("element", 1), label("key", 0), label("value", 1),
    ].map { (.tuple, $0) })

  private static func label(_ name: String, _ index: Int) -> Native {
    Native(name, accepts: { receiver, _ in receiver?.tupleItems?.count == 2 }) { call in
      call.receiver?.tupleItems?[index] ?? .void
    }
  }
}
