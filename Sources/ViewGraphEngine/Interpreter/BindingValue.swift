import ViewGraphModel

/// A `Binding`: the location it reads and writes, a path of fields inside it, and the value it
/// stored when it was made, as SwiftUI's `Binding` keeps `_value` (SPEC rules 5 and 6).
package struct BindingValue {
  /// Where a binding's value lives.
  package enum Location: Equatable {
    /// A `@State` of one view identity (reached through the cell a view value holds).
    case state(StateCell)
    /// A stored property of one object.
    case property(ObjectInstance, String)
    /// `Binding(get:set:)`. Boxed: two closures would make every binding (and every view node
    /// that may hold one) five times larger.
    indirect case computed(get: FunctionValue, set: FunctionValue)
    /// `.constant(value)`, and the root of `$object` for `@Bindable`.
    case constant(Value)

    package static func == (lhs: Location, rhs: Location) -> Bool {
      switch (lhs, rhs) {
      case (.state(let a), .state(let b)): a === b || (a.storage != nil && a.storage === b.storage)
      case (.property(let a, let p), .property(let b, let q)): a === b && p == q
      case (.computed(let g1, let s1), .computed(let g2, let s2)):
        g1.identity == g2.identity && s1.identity == s2.identity
      case (.constant(let a), .constant(let b)): a == b
      default: false
      }
    }
  }

  /// A step inside the bound value: a field of a struct or an element of a collection.
  package enum PathComponent: Hashable {
    case field(String)
    case index(Value)
  }

  package var location: Location
  var path: [PathComponent] = []
  /// The value at the location when the binding was made: what input comparison looks at (SPEC
  /// rule 6: bindings compare by location and value), since the location only holds the value now.
  var storedValue: Value = .null

  /// A path as Swift writes it after the root: `.isFavorite`, `[0].name`.
  package static func describe(_ path: [PathComponent]) -> String {
    path.map { component in
      switch component {
      case .field(let name): ".\(name)"
      case .index(.int(let i)): "[\(i)]"
      case .index(let other): "[\(other)]"
      }
    }.joined()
  }

  /// How the location reads in messages: `PlayerView.isPlaying`, `Book#1.title`.
  var description: String {
    let root: String
    switch location {
    case .state(let cell): root = cell.storage?.displayName ?? "State"
    case .property(let object, let name): root = "\(object.displayName).\(name)"
    case .computed: root = "Binding(get:set:)"
    case .constant: root = "constant"
    }
    return path.reduce(root) { text, component in
      switch component {
      case .field(let name): "\(text).\(name)"
      case .index(let index): "\(text)[\(index)]"
      }
    }
  }
}
