extension GraphHost {
  /// After a unit ran: queue `onAppear`/`task` of modifiers that are new at their place,
  /// `onChange(of:)` whose value changed, and `onDisappear` of modifiers that are gone (SPEC rule 12).
  func scheduleLifecycleActions(_ unit: ViewInstance, _ output: [ViewNode]) {
    var seen: Set<String> = []
    var onDisappear: [String: FunctionValue] = [:]
    var onChangeValues: [String: Value] = [:]
    var readsPreference = false
    visitModifiers(output, path: "") { modifier, key in
      if modifier.preferenceKey != nil, case .preference(let role)? = program.modifiers[modifier.name], role == .onChange || role == .content {
        readsPreference = true
      }
      guard let action = modifier.action else { return }
      switch modifier.name {
      case "onAppear", "task":
        seen.insert(key)
        // A `.task` runs as a task of the unit's: it may sleep, and it is cancelled when the view goes.
        let owner = modifier.name == "task" ? TaskOwner(unit: unit.id, place: key) : nil
        if !unit.lifecycle.seen.contains(key) {
          queue(action, [], owner: owner, at: modifier.location)
        } else if modifier.name == "task", let id = modifier.value, let old = unit.lifecycle.onChangeValues[key], old != id {
          // `.task(id:)` with another id: the running task is cancelled (it wakes at once), then a
          // new one starts (SPEC rule 12; OpenSwiftUI `_TaskValueModifier`).
          let wakes = interpreter.library(TaskScheduler.self).cancelTasks(ownedBy: unit.id, at: key)
          for wake in wakes { queue(wake, [], at: modifier.location) }
          let change = "id changed (\(interpreter.describe(old)) → \(interpreter.describe(id)))"
          journal.events.append(
            UpdateEvent(
              .cancelled,
              wakes.isEmpty ? ".task of \(unit.name) restarted: \(change)" : ".task of \(unit.name) cancelled: \(change); a new one starts"))
          queue(action, [], owner: owner, at: modifier.location)
        }
        if let id = modifier.value { onChangeValues[key] = id }
      case "onDisappear":
        onDisappear[key] = action
      case "onChange":
        let value = modifier.value ?? .null
        onChangeValues[key] = value
        // The one-parameter form (before iOS 17) receives the new value; the two-parameter one both.
        let arguments = { (old: Value) in self.interpreter.arity(of: action) == 1 ? [value] : [old, value] }
        if let old = unit.lifecycle.onChangeValues[key] {
          if old != value { queue(action, arguments(old), at: modifier.location) }
        } else if modifier.initial {
          queue(action, arguments(value), at: modifier.location)
        }
      default:
        break
      }
    }
    for (key, action) in unit.lifecycle.onDisappear.sorted(by: { $0.key < $1.key }) where onDisappear[key] == nil {
      queue(action, [], at: unit.location)
    }
    unit.lifecycle = ViewInstance.Lifecycle(seen: seen, onDisappear: onDisappear, onChangeValues: onChangeValues)
    // Rule 12: the units whose output reads a preference key are refreshed after each pass.
    if readsPreference { preferenceReaders.insert(unit.id) } else { preferenceReaders.remove(unit.id) }
  }

  func queue(_ action: FunctionValue, _ arguments: [Value], owner: TaskOwner? = nil, at location: SourceLocation) {
    queuedActions.append(QueuedAction(action: action, arguments: arguments, location: location, isTask: owner != nil, owner: owner))
  }

  /// Every modifier in what a body built, keyed by its structural place (not crossing into child units).
  private func visitModifiers(_ nodes: [ViewNode], path: String, _ visit: (ViewNode.Modifier, String) -> Void) {
    for (position, node) in nodes.enumerated() {
      var place = "\(path)/\(position)"
      if let branch = node.branch { place += "b\(branch)" }
      if let id = node.explicitID { place += "#\(id.hashValue)" }
      for (index, modifier) in node.modifiers.enumerated() { visit(modifier, "\(place).\(modifier.name)\(index)") }
      visitModifiers(node.label, path: place + "L", visit)
      visitModifiers(node.children, path: place, visit)
    }
  }
}
