import ViewGraphEngine
import ViewGraphModel

extension UpdateScheduler {
  /// After a unit ran: queue `onAppear`/`task` of modifiers that are new at their place,
  /// `onChange(of:)` whose value changed, and `onDisappear` of modifiers that are gone (SPEC rule 12).
  func scheduleLifecycleActions(_ unit: ViewInstance, _ output: [ViewNode], in host: GraphHost) {
    // Off screen, nothing appears: what it shows appears when it is shown again (rule 7).
    guard !unit.isHidden else { return }
    // A unit that remembers no lifecycle modifier and whose output has none (a row, a `Cell`: most
    // of 200,000 units, issue 38) has nothing to queue, cancel or remember, and reads no preference.
    if unit.lifecycle.isEmpty, !Self.holdsModifiers(output) {
      host.preferences.unit(unit, readsPreferences: false)
      return
    }
    let program = host.program
    let interpreter = host.interpreter
    var seen: Set<String> = []
    var tasks: Set<String> = []
    var onDisappear: [String: FunctionValue] = [:]
    var onChangeValues: [String: Value] = [:]
    var readsPreference = false
    // What the visit queues runs after the `onDisappear` of what went, as when a unit goes (rule 12).
    let queuedBefore = queuedActions
    queuedActions = []
    visitModifiers(output, path: "", host.visibility) { modifier, key in
      if modifier.preferenceKey != nil, case .preference(let role)? = program.modifiers[modifier.name],
        role == .onChange || role == .content
      {
        readsPreference = true
      }
      guard let action = modifier.action else { return }
      switch modifier.name {
      case "onAppear", "task":
        seen.insert(key)
        // A `.task` runs as a task of the unit's: it may sleep, and it is cancelled when the view goes.
        let owner = modifier.name == "task" ? TaskOwner(unit: unit.id, place: key) : nil
        if owner != nil { tasks.insert(key) }
        if !unit.lifecycle.seen.contains(key) {
          queue(action, [], owner: owner, at: modifier.location)
        } else if modifier.name == "task", let id = modifier.value, let old = unit.lifecycle.onChangeValues[key],
          old != id
        {
          // `.task(id:)` with another id: the running task is cancelled (it wakes at once), then a
          // new one starts (SPEC rule 12; OpenSwiftUI `_TaskValueModifier`).
          let wakes = interpreter.library(TaskScheduler.self).cancelTasks(ownedBy: unit.id, at: key)
          for wake in wakes { queue(wake, [], at: modifier.location) }
          let change = "id changed (\(interpreter.describe(old)) → \(interpreter.describe(id)))"
          host.journal.events.append(
            UpdateEvent(
              .cancelled,
              wakes.isEmpty
                ? ".task of \(unit.name) restarted: \(change)"
                : ".task of \(unit.name) cancelled: \(change); a new one starts"))
          queue(action, [], owner: owner, at: modifier.location)
        }
        if let id = modifier.value { onChangeValues[key] = id }
      case "onDisappear":
        onDisappear[key] = action
      case "onChange":
        let value = modifier.value ?? .null
        onChangeValues[key] = value
        // The one-parameter form (before iOS 17) receives the new value; the two-parameter one both.
        let arguments = { (old: Value) in interpreter.arity(of: action) == 1 ? [value] : [old, value] }
        if let old = unit.lifecycle.onChangeValues[key] {
          if old != value { queue(action, arguments(old), at: modifier.location) }
        } else if modifier.initial {
          queue(action, arguments(value), at: modifier.location)
        }
      default:
        break
      }
    }
    let visited = queuedActions
    queuedActions = queuedBefore
    for (key, action) in unit.lifecycle.onDisappear.sorted(by: { $0.key < $1.key }) where onDisappear[key] == nil {
      queue(action, [], at: unit.location)
    }
    queuedActions += visited
    // A `.task` whose view went from this body's output (an `if` flipped, a group's member went)
    // is cancelled with it, as when its unit goes (rule 12).
    for key in unit.lifecycle.tasks.subtracting(tasks).sorted() {
      cancelTasks(of: unit, at: key, because: "the view went away", in: host)
    }
    unit.lifecycle = ViewInstance.Lifecycle(
      seen: seen, tasks: tasks, onDisappear: onDisappear, onChangeValues: onChangeValues)
    // Rule 12: the units whose output reads a preference key are refreshed after each pass.
    host.preferences.unit(unit, readsPreferences: readsPreference)
  }

  /// Cancels the `.task`s `unit` started at `key` (all of them without one): a sleeping one wakes
  /// at once to `CancellationError` (rule 12).
  func cancelTasks(of unit: ViewInstance, at key: String? = nil, because reason: String, in host: GraphHost) {
    let scheduler = host.interpreter.library(TaskScheduler.self)
    let wakes = key.map { scheduler.cancelTasks(ownedBy: unit.id, at: $0) } ?? scheduler.cancelTasks(ownedBy: unit.id)
    for wake in wakes {
      queuedActions.append(QueuedAction(action: wake, arguments: [], location: unit.location))
    }
    if !wakes.isEmpty {
      host.journal.events.append(UpdateEvent(.cancelled, ".task of \(unit.name) cancelled: \(reason)"))
    }
  }

  /// Every modifier in what a body built, keyed by its structural place (not crossing into child
  /// units). A modifier on a `Group` is keyed by each member's place; the root of a stack that a
  /// pushed destination covers is off screen, and its modifiers are not visited (rule 7).
  private func visitModifiers(
    _ nodes: [ViewNode], path: String, _ visibility: Visibility, _ visit: (ViewNode.Modifier, String) -> Void
  ) {
    for (position, node) in nodes.enumerated() {
      // A node with no modifier, label or content has nothing to visit: no place is spelled for
      // it (a row's view and a `Cell`'s `Text`, 200,000 strings at 100,000 cells, issue 38).
      if node.modifiers.isEmpty, node.children.isEmpty, node.label.isEmpty { continue }
      let place = Self.place(of: node, at: position, under: path)
      // Apple, `Group`: "The modifier applies to all members of the group — and not to the group
      // itself", so `.onAppear` on one runs as each member appears, again when an `if` in it flips.
      let members =
        node.kind == "Group" && node.customView == nil ? Self.memberPlaces(of: node.children, under: place) : [place]
      for (index, modifier) in node.modifiers.enumerated() {
        for member in members { visit(modifier, "\(member).\(modifier.name)\(index)") }
      }
      visitModifiers(node.label, path: place + "L", visibility, visit)
      if let stack = node.environment[ViewNode.navigationPathKey], visibility.isCovered(stack) { continue }
      visitModifiers(node.children, path: place, visibility, visit)
    }
  }

  /// Whether any node of `nodes`, their labels or their content carries a modifier.
  private static func holdsModifiers(_ nodes: [ViewNode]) -> Bool {
    nodes.contains { !$0.modifiers.isEmpty || holdsModifiers($0.label) || holdsModifiers($0.children) }
  }

  /// A node's structural place in a body's output: its position, `if` branch and explicit id.
  private static func place(of node: ViewNode, at position: Int, under path: String) -> String {
    var place = "\(path)/\(position)"
    if let branch = node.branch { place += "b\(branch)" }
    if let id = node.explicitID { place += "#\(id.hashValue)" }
    return place
  }

  /// The places of a group's members: its views, looking through `if`/`switch` branches and plain
  /// groups inside it; a branch that built nothing has no member.
  private static func memberPlaces(of nodes: [ViewNode], under path: String) -> [String] {
    nodes.enumerated().flatMap { position, node in
      let place = place(of: node, at: position, under: path)
      let isPlainGroup = node.kind == "Group" && node.customView == nil && node.modifiers.isEmpty
      return node.kind == "if" || isPlainGroup ? memberPlaces(of: node.children, under: place) : [place]
    }
  }
}
