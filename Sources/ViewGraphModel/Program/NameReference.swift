/// A resolved name: the resolver decides, before anything runs, what each identifier means.
package struct NameReference {
  package var name: String
  package var resolution: Resolution
  /// How the name was written: plain, `$name` (projected value) or `_name` (the wrapper itself).
  package var access: Access = .plain
  /// `EntityStore<Comment>`: the generic arguments written after a type's name.
  package var typeArguments: [WrittenType] = []

  /// Where the value lives.
  package enum Resolution {
    /// A local variable: `depth` scopes up, slot `slot`.
    case local(depth: Int, slot: Int)
    /// A member of `self`; `self` lives in slot 0 of the scope `depth` up.
    case selfMember(depth: Int)
    /// `self`.
    case selfValue(depth: Int)
    case global
    case type
    case builtin
    /// A static member of the enclosing type, used unqualified where there is no `self`
    /// (`static let all = [classic, glazed]`).
    case staticMember(typeName: String)
  }

  /// For `self`: how many scopes up it lives (it is slot 0 there).
  package var selfDepth: Int? {
    switch resolution {
    case .selfValue(let depth): depth
    case .local(let depth, 0) where name == "self": depth
    default: nil
    }
  }

  /// How a wrapped property is reached.
  package enum Access {
    case plain, projected, wrapper
    /// `item` inside `{ $item in … }`: the value of the binding the closure received.
    case bindingValue
  }
}
