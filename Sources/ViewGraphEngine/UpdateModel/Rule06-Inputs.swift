import ViewGraphModel

/// Rule 6: Inputs
///
/// When a unit runs again, each child view it builds is matched to the child at the same structural
/// place (position in the view builder, `if`/`else` branch, `ForEach` element id, explicit
/// `.id(_:)`). A matched child runs again only if its stored inputs changed: values compare field
/// by field, objects by identity, bindings by location and current value, and closures by identity:
/// the same closure value handed on again (one a view stored in its `init`, a method reference it
/// keeps in a property) is equal, one made anew (a closure the body writes, a method reference
/// taken again) never is. *(Amended for issue 41.)* Storage the framework owns (`@State`,
/// `@StateObject`, `@Environment`, `@EnvironmentObject`) is not an input; what `@Binding`,
/// `@ObservedObject` and `@Bindable` wrap is — and so is the initial value a view passes to
/// `State(initialValue:)` in its `init`: a different one runs the child, whose state keeps its
/// stored value. A view type that conforms to `Equatable` is compared with its own `==` when its
/// value is not plain data (it holds a `String`, an array, an object or a closure); `.equatable()`
/// (`EquatableView`) always uses `==`. Rows of a `List`/`ForEach` follow the same rule with the
/// element as their input.
///
/// A custom `ViewModifier`'s `body(content:)` and a style's `makeBody(configuration:)` run as units
/// whose inputs are the modifier's or style's own stored properties. The view they wrap (`content`,
/// `configuration.label`) is not one of them: it is a placeholder the graph fills (SwiftUI's
/// `_ViewModifier_Content`). When the view that applies the modifier builds the wrapped view again,
/// the modifier's body does not run; the new view takes the placeholder's place and is matched there
/// (OpenSwiftUI `CustomViewModifier.swift`: `ModifierBodyAccessor.updateBody` calls
/// `body(content:)` only when the modifier value changed).
///
/// *From "Managing model data in your app", Observe model data in a view:* a view that stores a
/// reference to an observable object updates when the reference changes, because the reference is
/// part of the view's value — not because the object is observable. *From OpenAttributeGraph's
/// `compareValues(_:_:mode:)` (`Runtime/CompareValues.swift`):* SwiftUI compares a view's new value
/// with the last through AttributeGraph, field by field as the value is laid out; a closure field
/// is its function and the context it captured, the same for a closure value handed on, new for one
/// made again.
extension UpdateModel {
  /// Rule 6's decisions.
  package enum Inputs {
    /// The inputs of a matched child that changed: each stored property the framework does not own
    /// (`@State`, `@Environment`, …), compared as `equal` compares, and the initial value passed to
    /// `State(initialValue:)` (the state keeps what it stores). The view a modifier or a style
    /// wraps is not one of them (`wrappedContentChanged`).
    package static func changed(from old: StructValue, to new: StructValue) -> [String] {
      var changed: [String] = []
      for property in new.type.storedProperties {
        if property.isFrameworkOwned {
          if case .stateCell(let passed)? = new.fields[property.name], passed.isPassedIn,
            case .stateCell(let kept)? = old.fields[property.name], !equal(passed.initialValue, kept.initialValue)
          {
            changed.append(property.name)
          }
          continue
        }
        if !equal(new.fields[property.name] ?? .null, old.fields[property.name] ?? .null) {
          changed.append(property.name)
        }
      }
      return changed
    }

    /// Whether the view a `ViewModifier` or a style wraps changed. It is not the modifier's input:
    /// its body gets a placeholder for it (`_ViewModifier_Content`, a style's `configuration.label`)
    /// and runs only when the modifier's own inputs changed or what it read did; the new view is
    /// put in the placeholder's place and matched there.
    package static func wrappedContentChanged(from old: Value?, to new: Value) -> Bool {
      !equal(new, old ?? .null)
    }

    /// How SwiftUI compares a child's stored inputs: values field by field, objects by identity,
    /// bindings by location and the value each stored when it was made, closures by identity (one
    /// made anew is never equal).
    static func equal(_ a: Value, _ b: Value) -> Bool {
      switch (a, b) {
      case (.function(let x), .function(let y)): return x.identity == y.identity  // the same closure value is equal
      case (.binding(let x), .binding(let y)):
        return x.location == y.location && x.path == y.path && equal(x.storedValue, y.storedValue)
      case (.structure(let x), .structure(let y)):
        guard x.type === y.type, x.fields.count == y.fields.count else { return false }
        // Storage the framework owns (`@State`, …) is not part of a view value's identity as an input.
        for property in x.type.storedProperties where !property.isFrameworkOwned {
          guard equal(x.fields[property.name] ?? .null, y.fields[property.name] ?? .null) else { return false }
        }
        return true
      case (.array(let x), .array(let y)), (.tuple(let x), .tuple(let y)):
        return x.count == y.count && zip(x, y).allSatisfy(equal)
      case (.enumCase(let x), .enumCase(let y)):
        return x.type === y.type && x.name == y.name && x.payload.count == y.payload.count
          && zip(x.payload, y.payload).allSatisfy(equal)
      case (.view(let x), .view(let y)):
        return x.isEqualInput(to: y)
      default:
        return a == b
      }
    }

    /// Whether a view is compared with its own `==` and nothing else: its type is `Equatable` and
    /// its value is not plain data, or `.equatable()` / `EquatableView` asks for it.
    static func usesEquatable(_ view: StructValue, forced: Bool) -> Bool {
      view.type.isEquatable && (forced || !isPlainData(.structure(view)))
    }

    /// Plain data in SwiftUI's sense (a POD type: `Int`, `Double`, `Bool`, payload-free enums and
    /// structs of those), which SwiftUI compares bit by bit even when the type is Equatable. A
    /// `String`, a collection, an object, a closure or a property wrapper is not.
    static func isPlainData(_ value: Value) -> Bool {
      switch value {
      case .null, .int, .double, .bool: true
      case .enumCase(let e): e.payload.isEmpty
      case .structure(let s): s.fields.values.allSatisfy(isPlainData)
      default: false
      }
    }
  }
}
