import ViewGraphEngine
import ViewGraphModel

/// SPEC rule 12: preferences flow up after each pass. A view that reads a key —
/// `.onPreferenceChange`, `.backgroundPreferenceValue`, `.overlayPreferenceValue` — gets the value
/// the content it modifies gives: `.preference(key:value:)` replaces what the content below it
/// gave, siblings' values are combined with the key's `reduce(value:nextValue:)` in tree order
/// (the first as it is), and a subtree that writes nothing gives nothing. OpenSwiftUI:
/// `_PreferenceWritingModifier` removes the key from its content's outputs and writes its own;
/// `PreferenceCombiner` starts from the first value; `PreferenceBinder` enqueues the action with
/// the first value and after each change.
final class PreferenceFlow {
  /// The units whose output reads a preference key (`.onPreferenceChange`, `…PreferenceValue`).
  @exclusivity(unchecked) private var readers: Set<Int> = []
  /// The value each `.onPreferenceChange` last saw, by unit and place (SPEC rule 12).
  private var lastPreferences: [Int: [String: Value]] = [:]

  /// Whether `unit`'s output reads a preference key, as its lifecycle modifiers were visited: the
  /// units that do are refreshed after each pass (rule 12).
  func unit(_ unit: ViewInstance, readsPreferences reads: Bool) {
    if reads {
      readers.insert(unit.id)
    } else if !readers.isEmpty {
      readers.remove(unit.id)
    }
  }

  /// After the units of a pass ran: each `.onPreferenceChange` whose value is new queues its
  /// action; each `…PreferenceValue` content whose value changed runs in the next pass.
  func refresh(_ host: GraphHost) throws {
    for id in readers.sorted() {
      guard let unit = host.units[id], unit.isAlive else {
        readers.remove(id)
        lastPreferences[id] = nil
        continue
      }
      try host.interpreter.untracked { try refresh(in: unit.output, path: "", of: unit, host) }
    }
  }

  private func refresh(in nodes: [ViewNode], path: String, of unit: ViewInstance, _ host: GraphHost) throws {
    let program = host.program
    let interpreter = host.interpreter
    for (position, node) in nodes.enumerated() {
      let place = "\(path)/\(position)"
      for (index, modifier) in node.modifiers.enumerated() {
        guard let key = modifier.preferenceKey, case .preference(let role)? = program.modifiers[modifier.name] else {
          continue
        }
        switch role {
        case .onChange:
          let values = try preferenceValues(key, of: node, modifiers: index, owner: unit, host)
          guard !values.isEmpty, let action = modifier.action else { continue }  // nothing below writes the key
          let value = try combined(values, key, at: modifier.location, interpreter)
          let slot = "\(place).\(index)"
          guard lastPreferences[unit.id]?[slot] != value else { continue }
          lastPreferences[unit.id, default: [:]][slot] = value
          host.scheduler.queue(action, [value], at: modifier.location)
        case .content:
          let values = try preferenceValues(key, of: node, modifiers: index, owner: unit, host)
          let value =
            values.isEmpty
            ? try interpreter.swiftUI.modifiers.preferenceDefault(of: key, at: modifier.location)
            : try combined(values, key, at: modifier.location, interpreter)
          let holders = node.children.compactMap(\.rows).filter(\.elementFromGraph)
          for row in holders.flatMap({ units(runningContentOf: $0, owner: unit) }) {
            guard case .row(let content, let element) = row.kind, element != value else { continue }
            row.kind = .row(content: content, element: value)
            host.scheduler.invalidate(row, .preference(key: key.name))
          }
        case .write, .transform, .anchor, .transformAnchor:
          break
        }
      }
      try refresh(in: node.label, path: place + "L", of: unit, host)
      try refresh(in: node.children, path: place, of: unit, host)
    }
  }

  /// The values of `key` that `node` gives up, after its first `count` modifiers: what its
  /// content gives (its children, its custom view's body, its rows), replaced or changed by its
  /// own preference modifiers in the order they were applied.
  private func preferenceValues(
    _ key: TypeDecl, of node: ViewNode, modifiers count: Int, owner: ViewInstance, _ host: GraphHost
  ) throws -> [Value] {
    let interpreter = host.interpreter
    var values: [Value] = []
    for child in node.label + node.children where child.rows?.elementFromGraph != true {
      values += try preferenceValues(key, of: child, modifiers: child.modifiers.count, owner: owner, host)
    }
    if let unit = node.placedUnit as? ViewInstance, unit.isAlive { values += try preferenceValues(key, in: unit, host) }
    if let rows = node.rows {
      for row in units(runningContentOf: rows, owner: owner) { values += try preferenceValues(key, in: row, host) }
    }
    for modifier in node.modifiers.prefix(count) where modifier.preferenceKey === key {
      guard case .preference(let role)? = host.program.modifiers[modifier.name] else { continue }
      let anchor = Value.opaque(OpaqueValue(description: "Anchor", origin: modifier.location))
      switch role {
      case .write:
        values = [modifier.value ?? .null]
      case .transform, .transformAnchor:
        var value =
          values.isEmpty
          ? try interpreter.swiftUI.modifiers.preferenceDefault(of: key, at: modifier.location)
          : try combined(values, key, at: modifier.location, interpreter)
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

  private func preferenceValues(_ key: TypeDecl, in unit: ViewInstance, _ host: GraphHost) throws -> [Value] {
    guard !unit.isPresentation else { return [] }  // a sheet's preferences stay in its own hierarchy
    return try unit.output.flatMap {
      try preferenceValues(key, of: $0, modifiers: $0.modifiers.count, owner: unit, host)
    }
  }

  /// Siblings' values combined with the key's own `reduce(value:nextValue:)` (rule 12).
  private func combined(_ values: [Value], _ key: TypeDecl, at location: SourceLocation, _ interpreter: Interpreter)
    throws -> Value
  {
    guard let reduce = key.methods["reduce"]?.first(where: \.isStatic) else { return values.last ?? .null }
    let function = interpreter.makeFunction(.declared(reduce, captured: nil, selfValue: .metatype(.declared(key))))
    return try UpdateModel.Transactions.combinedPreference(values) { value, next in
      let nextValue = interpreter.makeFunction(
        .autoclosure(Expr(.evaluated(next), at: location), Scope(size: 0, parent: nil)))
      return try interpreter.callUpdating(function, [value, .function(nextValue)], at: location)
    } ?? .null
  }

  /// The units a container's content closure runs in (its rows, or a preference's content).
  private func units(runningContentOf rows: ViewNode.LazyRows, owner: ViewInstance) -> [ViewInstance] {
    owner.children.filter { $0.runsContent(of: rows) }
  }
}
