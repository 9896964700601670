/// One level of local variables at run time, mirroring one scope of the resolver.
final class Scope {
  var slots: [Value]
  let parent: Scope?

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

  func ensureSize(_ size: Int) {
    if slots.count < size { slots.append(contentsOf: Array(repeating: .void, count: size - slots.count)) }
  }
}
