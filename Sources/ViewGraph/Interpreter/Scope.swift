/// One level of local variables at run time, mirroring one scope of the resolver.
final class Scope {
  var slots: [Value]
  let parent: Scope?
  /// A generic function's scope: what its type parameters stand for in this call, which the
  /// closures it makes keep (a completion handler run later still decodes `T.self`).
  var genericTypes: [String: TypeReference]?
  /// An initializer's scope: there `self.init(…)` delegates, making the value `self` becomes.
  var isInitializer = false

  init(size: Int, parent: Scope?) {
    self.slots = Array(repeating: .void, count: size)
    self.parent = parent
  }

  /// The scope `depth` levels up.
  func ancestor(_ depth: Int) -> Scope {
    var scope = self
    for _ in 0..<depth {
      guard let parent = scope.parent else { return scope }
      scope = parent
    }
    return scope
  }

  /// The type parameters of the nearest generic function this scope is inside.
  var nearestGenericTypes: [String: TypeReference]? {
    var scope: Scope? = self
    while let current = scope {
      if let types = current.genericTypes { return types }
      scope = current.parent
    }
    return nil
  }

  func ensureSize(_ size: Int) {
    if slots.count < size { slots.append(contentsOf: Array(repeating: .void, count: size - slots.count)) }
  }
}
