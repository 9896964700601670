import ViewGraphModel

/// SwiftUI's storage as bodies see it: `@State` (SPEC rule 4) and bindings to a state, an object's
/// property, a `get`/`set` pair or a constant, with a path into the value there (rule 5). Reads are
/// reported to the tracker as dependencies; writes as invalidations, unless the value is equal.
extension SwiftUIRuntime {
  /// Reading a `@State` in a body is a dependency (SPEC rule 4).
  func readState(_ cell: StateCell, at location: SourceLocation) throws -> Value {
    guard let storage = cell.storage else { return try UpdateModel.StateObject.initialValue(of: cell) }
    guard UpdateModel.State.readIsDependency(of: cell) else { return cell.value(in: storage) }
    interpreter.tracker.recordRead(.state(storageID: storage.id), at: location)
    return cell.value(in: storage)
  }

  /// Writing a `@State` invalidates its readers unless the value is equal (SPEC rules 2 and 4).
  package func writeState(_ cell: StateCell, _ value: Value, at location: SourceLocation) {
    guard let storage = cell.storage else {
      cell.initialValue = value
      return
    }
    let shown = cell.value(in: storage)
    let value = value.coerced(like: shown)
    if UpdateModel.ObservationWrites.isUnchanged(value, comparedTo: shown) {  // rules 2 and 4
      storage.value = value
      interpreter.tracker.recordEqualWrite(storage.displayName, at: location)
      return
    }
    let old = storage.value
    storage.value = value
    interpreter.tracker.recordWrite(.state(storageID: storage.id), named: storage.displayName, at: location)
    interpreter.tracker.recordPathWrites(inState: storage.id, from: old, to: value, at: location)
  }

  /// A binding reads the location it was made from (SPEC rule 5).
  package func readBinding(_ binding: BindingValue, at location: SourceLocation) throws -> Value {
    // SPEC rule 5: a binding made from a field path inside a state depends on that path only. One
    // made inside an `@Observable` object's property reads the whole property (below): its getter
    // is `model[keyPath: \.items[1].title]`, and Observation tracks `items`, not the element.
    if !binding.path.isEmpty, case .state(let cell) = binding.location, let storage = cell.storage, !cell.isStateObject
    {
      let value = try interpreter.untracked { try walk(cell.value(in: storage), binding.path[...], at: location) }
      interpreter.tracker.recordPathRead(inState: storage.id, binding.path, at: location)
      return value
    }
    var value: Value
    switch binding.location {
    case .state(let cell): value = try readState(cell, at: location)
    case .property(let object, let name): value = try interpreter.member(of: .object(object), name, at: location)
    case .computed(let get, _): value = try interpreter.call(get, [], at: location)
    case .constant(let constant): value = constant
    }
    for component in binding.path {
      switch component {
      case .field(let name): value = try interpreter.member(of: value, name, at: location)
      case .index(let index): value = try interpreter.subscriptGet(value, [index], labels: [nil], at: location)
      }
    }
    return value
  }

  /// The value at a path inside a value.
  package func walk(_ root: Value, _ path: ArraySlice<BindingValue.PathComponent>, at location: SourceLocation) throws
    -> Value
  {
    var value = root
    for component in path {
      switch component {
      case .field(let name): value = try interpreter.member(of: value, name, at: location)
      case .index(let index): value = try interpreter.subscriptGet(value, [index], labels: [nil], at: location)
      }
    }
    return value
  }

  /// Writes through a binding to its location.
  package func writeBinding(_ binding: BindingValue, _ value: Value, at location: SourceLocation) throws {
    var newRoot = value
    if !binding.path.isEmpty {
      let root = try interpreter.untracked { try readBinding(BindingValue(location: binding.location), at: location) }
      newRoot = try setPath(root, binding.path[...], value, at: location)
    }
    switch binding.location {
    case .state(let cell): writeState(cell, newRoot, at: location)
    case .property(let object, let name):
      try interpreter.setStoredProperty(object, name, newRoot, inPlace: !binding.path.isEmpty, at: location)
    case .computed(_, let set): _ = try interpreter.call(set, [newRoot], at: location)
    case .constant: break
    }
  }

  func setPath(
    _ root: Value, _ path: ArraySlice<BindingValue.PathComponent>, _ value: Value, at location: SourceLocation
  ) throws -> Value {
    guard let first = path.first else { return value }
    switch first {
    case .field(let name):
      let inner = try interpreter.untracked { try interpreter.member(of: root, name, at: location) }
      var copy = root
      try interpreter.setMember(
        &copy, name, try setPath(inner, path.dropFirst(), value, at: location), access: .plain, inPlace: true,
        at: location)
      return copy
    case .index(let index):
      let inner = try interpreter.untracked { try interpreter.subscriptGet(root, [index], labels: [nil], at: location) }
      return try interpreter.subscriptSet(
        root, index, try setPath(inner, path.dropFirst(), value, at: location), at: location)
    }
  }

  /// A binding to `place`, storing the value there now, as SwiftUI's `Binding` does when it is made
  /// (SPEC rule 5): projecting a state is no read (rule 4); a property of an observable object, and
  /// the `get` of `Binding(get:set:)`, are read by the unit that makes the binding.
  package func makeBinding(_ place: BindingValue.Location, at location: SourceLocation) throws -> BindingValue {
    let interpreter = self.interpreter
    let current: () throws -> Value
    let made: String
    switch place {
    case .state(let cell): (current, made) = ({ cell.storage.map(cell.value(in:)) ?? cell.initialValue }, "State")
    case .property(let object, let name):
      (current, made) = (
        { try interpreter.member(of: .object(object), name, at: location) }, "\(object.displayName).\(name)"
      )
    case .computed(let get, _): (current, made) = ({ try interpreter.call(get, [], at: location) }, "Binding(get:set:)")
    case .constant(let constant): (current, made) = ({ constant }, "constant")
    }
    let value =
      UpdateModel.Bindings.makingReads(place)
      ? try interpreter.tracker.makingBinding(made, current) : try interpreter.untracked(current)
    return BindingValue(location: place, storedValue: value)
  }

  /// `$x.field`: a binding one step further in; an object on the way becomes the new location,
  /// whose property the making unit reads (SPEC rule 5). Inside a value, the binding projects the
  /// value it stores, as SwiftUI's `Binding` subscript does, reading nothing.
  func derivedBinding(_ binding: BindingValue, _ component: BindingValue.PathComponent, at location: SourceLocation)
    throws -> BindingValue
  {
    let current = try interpreter.untracked { try readBinding(binding, at: location) }
    if case .object(let object) = current, case .field(let name) = component, object.type.storedProperty(name) != nil {
      return try makeBinding(.property(object, name), at: location)
    }
    // An element that is not there yet (a row being deleted) stores nothing; reading it fails later.
    let value = (try? interpreter.untracked { try walk(current, [component], at: location) }) ?? .null
    return BindingValue(location: binding.location, path: binding.path + [component], storedValue: value)
  }
}
