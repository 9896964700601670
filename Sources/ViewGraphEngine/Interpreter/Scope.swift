import ViewGraphModel

/// One level of local variables at run time, mirroring one scope of the resolver.
package final class Scope {
  // Its stored properties are used at every variable read: not checked for exclusive access at run
  // time (each use is a read, an assignment or a change in place that does not come back into it;
  // issue 38).
  @exclusivity(unchecked) var slots: [Value]
  let parent: Scope?
  /// A generic function's scope: what its type parameters stand for in this call, which the
  /// closures it makes keep (a completion handler run later still decodes `T.self`).
  @exclusivity(unchecked) var genericTypes: [String: TypeReference]?
  /// An initializer's scope: there `self.init(…)` delegates, making the value `self` becomes.
  @exclusivity(unchecked) var isInitializer = false
  /// A method's, initializer's or accessor's scope: its first slot is `self`.
  @exclusivity(unchecked) var holdsSelf = false
  /// `self` as a `[weak self]` closure holds it: the object while something else keeps it.
  /// (Read wherever `self` is: not checked for exclusive access, as it is set only as the scope is
  /// made, issue 38.)
  @exclusivity(unchecked) private var weakSelf: WeakObject?

  package init(size: Int, parent: Scope?) {
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

  /// `self` where this scope holds it.
  var selfValue: Value {
    if let weakSelf { return weakSelf.object.map(Value.object) ?? .null }
    return slots.first ?? .void
  }

  /// What a `[weak self]` or `[unowned self]` closure made in this scope captures: this scope
  /// and those up to the one holding `self`, with `self` held weakly. Only where those scopes
  /// hold nothing else (a lazy property's initial value), since a copy of a scope would not see
  /// its variables change; nil elsewhere, and the closure keeps `self` as other closures do.
  func withWeakSelf() -> Scope? {
    var path: [Scope] = []
    var current: Scope? = self
    while let scope = current, !scope.holdsSelf {
      guard scope.slots.allSatisfy({ if case .void = $0 { true } else { false } }) else { return nil }
      path.append(scope)
      current = scope.parent
    }
    guard let holder = current, holder.slots.count == 1, case .object(let object) = holder.slots[0] else { return nil }
    let weakHolder = Scope(size: 1, parent: holder.parent)
    weakHolder.holdsSelf = true
    weakHolder.genericTypes = holder.genericTypes
    weakHolder.weakSelf = WeakObject(object: object)
    var copy = weakHolder
    for scope in path.reversed() {
      let inner = Scope(size: scope.slots.count, parent: copy)
      inner.genericTypes = scope.genericTypes
      copy = inner
    }
    return copy
  }

  func ensureSize(_ size: Int) {
    if slots.count < size { slots.append(contentsOf: Array(repeating: .void, count: size - slots.count)) }
  }
}
