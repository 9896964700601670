/// SPEC rule 12: preferences flow up after each pass. A view that reads a key —
/// `.onPreferenceChange`, `.backgroundPreferenceValue`, `.overlayPreferenceValue` — gets the value
/// the content it modifies gives: `.preference(key:value:)` replaces what the content below it
/// gave, siblings' values are combined with the key's `reduce(value:nextValue:)` in tree order
/// (the first as it is), and a subtree that writes nothing gives nothing. OpenSwiftUI:
/// `_PreferenceWritingModifier` removes the key from its content's outputs and writes its own;
/// `PreferenceCombiner` starts from the first value; `PreferenceBinder` enqueues the action with
/// the first value and after each change.
extension GraphHost {
  /// After the units of a pass ran: each `.onPreferenceChange` whose value is new queues its
  /// action; each `…PreferenceValue` content whose value changed runs in the next pass.
  func refreshPreferences() throws {
    for id in preferenceReaders.sorted() {
      guard let unit = units[id], unit.isAlive else {
        preferenceReaders.remove(id)
        lastPreferences[id] = nil
        continue
      }
      try interpreter.untracked { try refreshPreferences(in: unit.output, path: "", of: unit) }
    }
  }

  private func refreshPreferences(in nodes: [ViewNode], path: String, of unit: ViewInstance) throws {
    for (position, node) in nodes.enumerated() {
      let place = "\(path)/\(position)"
      for (index, modifier) in node.modifiers.enumerated() {
        guard let key = modifier.preferenceKey, case .preference(let role)? = program.modifiers[modifier.name] else {
          continue
        }
        switch role {
        case .onChange:
          let values = try preferenceValues(key, of: node, modifiers: index, owner: unit)
          guard !values.isEmpty, let action = modifier.action else { continue }  // nothing below writes the key
          let value = try combined(values, key, at: modifier.location)
          let slot = "\(place).\(index)"
          guard lastPreferences[unit.id]?[slot] != value else { continue }
          lastPreferences[unit.id, default: [:]][slot] = value
          queue(action, [value], at: modifier.location)
        case .content:
          let values = try preferenceValues(key, of: node, modifiers: index, owner: unit)
          let value =
            values.isEmpty
            ? try interpreter.swiftUI.modifiers.preferenceDefault(of: key, at: modifier.location)
            : try combined(values, key, at: modifier.location)
          let holders = node.children.compactMap(\.rows).filter(\.elementFromGraph)
          for row in holders.flatMap({ units(runningContentOf: $0, owner: unit) }) {
            guard case .row(let content, let element) = row.kind, element != value else { continue }
            row.kind = .row(content: content, element: value)
            invalidate(row, .preference(key: key.name))
          }
        case .write, .transform, .anchor, .transformAnchor:
          break
        }
      }
      try refreshPreferences(in: node.label, path: place + "L", of: unit)
      try refreshPreferences(in: node.children, path: place, of: unit)
    }
  }

  /// The values of `key` that `node` gives up, after its first `count` modifiers: what its
  /// content gives (its children, its custom view's body, its rows), replaced or changed by its
  /// own preference modifiers in the order they were applied.
  private func preferenceValues(_ key: TypeDecl, of node: ViewNode, modifiers count: Int, owner: ViewInstance) throws
    -> [Value]
  {
    var values: [Value] = []
    for child in node.label + node.children where child.rows?.elementFromGraph != true {
      values += try preferenceValues(key, of: child, modifiers: child.modifiers.count, owner: owner)
    }
    if let unit = node.placedUnit as? ViewInstance, unit.isAlive { values += try preferenceValues(key, in: unit) }
    if let rows = node.rows {
      for row in units(runningContentOf: rows, owner: owner) { values += try preferenceValues(key, in: row) }
    }
    for modifier in node.modifiers.prefix(count) where modifier.preferenceKey === key {
      guard case .preference(let role)? = program.modifiers[modifier.name] else { continue }
      let anchor = Value.opaque(OpaqueValue(description: "Anchor", origin: modifier.location))
      switch role {
      case .write:
        values = [modifier.value ?? .null]
      case .transform, .transformAnchor:
        var value =
          values.isEmpty
          ? try interpreter.swiftUI.modifiers.preferenceDefault(of: key, at: modifier.location)
          : try combined(values, key, at: modifier.location)
        if let transform = modifier.action {
          value = try interpreter.callUpdating(
            transform, role == .transform ? [value] : [value, anchor], at: modifier.location)
        }
        values = [value]
      case .anchor:
        if let transform = modifier.action {
          values = [try interpreter.call(transform, [anchor], at: modifier.location)]
        }
      case .onChange, .content:
        break
      }
    }
    return values
  }

  private func preferenceValues(_ key: TypeDecl, in unit: ViewInstance) throws -> [Value] {
    guard !unit.isPresentation else { return [] }  // a sheet's preferences stay in its own hierarchy
    return try unit.output.flatMap { try preferenceValues(key, of: $0, modifiers: $0.modifiers.count, owner: unit) }
  }

  /// Siblings' values combined with the key's own `reduce(value:nextValue:)` (rule 12).
  private func combined(_ values: [Value], _ key: TypeDecl, at location: SourceLocation) throws -> Value {
    guard let reduce = key.methods["reduce"]?.first(where: \.isStatic) else { return values.last ?? .null }
    let function = interpreter.makeFunction(.declared(reduce, captured: nil, selfValue: .metatype(.declared(key))))
    return try UpdateModel.Transactions.combinedPreference(values) { value, next in
      let nextValue = interpreter.makeFunction(
        .autoclosure(Expr(.literal(next), at: location), Scope(size: 0, parent: nil)))
      return try interpreter.callUpdating(function, [value, .function(nextValue)], at: location)
    } ?? .null
  }

  /// The units a container's content closure runs in (its rows, or a preference's content).
  private func units(runningContentOf rows: ViewNode.LazyRows, owner: ViewInstance) -> [ViewInstance] {
    owner.children.filter { $0.runsContent(of: rows) }
  }
}
