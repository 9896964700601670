import ViewGraphModel

/// Rule 2: Observation writes
///
/// A write to such a property invalidates every unit that depends on it — unless the new value equals
/// the old (`==` for `Equatable` values, identity `===` for objects), as the `@Observable` macro of
/// Swift 6.2 and later does. The check is in the setter only: an in-place mutation (`+=`, `toggle()`,
/// `append`, a mutating method, `books[0] = books[0]`) goes through `_modify` and notifies even when
/// the value ends up equal, as the real runtime does.
///
/// An initializer's own stores do not notify: nothing can depend on an object still being made, and
/// the macro's init accessors set the storage without `withMutation`, as Swift calls no `willSet` or
/// `didSet` there. What an initializer does to other objects notifies as any write does (a SwiftData
/// model given an inserted model in its `init` joins that model's context and its other side, and
/// the `@Query`s of its type run).
///
/// *From "Managing model data in your app", Observe model data in a view:* when a tracked property
/// changes, SwiftUI updates the view; when a property the body did not read changes, the view is
/// unaffected. The equality check is the Observation macro's own, observed in the runtime.
///
/// *From The Swift Programming Language, Properties:* "The `willSet` and `didSet` observers of
/// superclass properties are called when a property is set in a subclass initializer" — and not for
/// the class's own properties set in its own initializer. *From the `@Observable` macro's expansion:*
/// each tracked property has an `init` accessor (`@storageRestrictions(initializes: _title)`) that
/// sets the storage directly, where its `set` calls `withMutation(keyPath:)`.
extension UpdateModel {
  /// Rule 2's decisions.
  enum ObservationWrites {
    /// Whether writing `new` over `old` notifies the readers: always in place (`_modify` does not
    /// compare); otherwise unless the values are equal (`==` for `Equatable` values, `===` for
    /// objects). An `Optional` of a class that is not `Equatable` cannot be compared at all.
    static func notifies(writing new: Value, over old: Value, inPlace: Bool, declaredOptional: Bool) -> Bool {
      if inPlace || (declaredOptional && new.isNonEquatableObject) { return true }
      return !isUnchanged(new, comparedTo: old)
    }

    /// Whether a write to `object` notifies (and runs its observers) while the initializers of
    /// `objectsBeingMade` run: not when it is one of them, whose own stores set its storage.
    static func notifies(writingTo object: ObjectInstance, whileMaking objectsBeingMade: [ObjectInstance]) -> Bool {
      !objectsBeingMade.contains { $0 === object }
    }

    /// Observation's and State's check before notifying: `==` where the value's type is
    /// Equatable, `===` for objects; values of other types always count as changed.
    static func isUnchanged(_ new: Value, comparedTo old: Value) -> Bool {
      guard isComparable(new), isComparable(old) else {
        if case .object(let a) = new, case .object(let b) = old { return a === b }
        return false
      }
      return new == old
    }

    /// Whether Swift would find `==` for this value's type.
    static func isComparable(_ value: Value) -> Bool {
      switch value {
      case .void, .null, .bool, .int, .double, .string, .range, .keyPath, .symbol, .metatype: true
      case .array(let items): items.allSatisfy(isComparable)
      case .dictionary(let d): d.values.allSatisfy(isComparable)
      case .tuple(let items): items.allSatisfy(isComparable)
      case .structure(let s): s.type.isEquatable
      case .enumCase(let e): e.type?.isEquatable ?? true
      case .object(let o): o.type.isEquatable
      case .function, .binding, .view, .stateCell, .opaque: false
      }
    }
  }
}
