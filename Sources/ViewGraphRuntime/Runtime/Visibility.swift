import ViewGraphEngine
import ViewGraphModel

/// Rule 7: appearance follows visibility, not only identity. A view can stay in the graph, with its
/// state, while it is off screen: in a tab that is not selected, or on a screen that a pushed
/// navigation destination covers. Hiding it runs its `onDisappear` and cancels its `.task`s;
/// showing it again runs its `onAppear` and starts its `.task`s, as for a view that appears. The
/// update set says "hidden" and "shown", never removed or inserted.
final class Visibility {
  /// The units hidden now: in a tab not selected, or on a screen a pushed destination covers (rule 7).
  @exclusivity(unchecked) private var hiddenUnits: Set<Int> = []
  /// The presentation units that decide what is hidden: tabs' pages and navigation destinations.
  @exclusivity(unchecked) private var visibilityUnits: Set<Int> = []
  /// The paths of the stacks whose root a pushed destination covers, with the unit whose body
  /// built the stack: the modifiers of the root that body built are off screen (rule 7).
  private var coveredStacks: [Value: Int] = [:]

  /// Whether units of `kind` decide what is hidden: a tab's page, a navigation destination.
  static func decidesVisibility(_ kind: ViewInstance.Kind) -> Bool {
    guard case .presentation(let presentation) = kind else { return false }
    return presentation.tab != nil || presentation.isNavigationDestination
  }

  /// A new unit: one that decides what is hidden is kept track of, and one built inside a hidden
  /// view is off screen too; it appears when that is shown (rule 7).
  func inserted(_ unit: ViewInstance, under parent: ViewInstance?) {
    if Self.decidesVisibility(unit.kind) { visibilityUnits.insert(unit.id) }
    if let parent, parent.isHidden {
      unit.isHidden = true
      hiddenUnits.insert(unit.id)
    }
  }

  /// A unit gone from the graph (rule 7).
  func removed(_ unit: ViewInstance) {
    hiddenUnits.remove(unit.id)
    visibilityUnits.remove(unit.id)
  }

  /// Whether a pushed destination covers the root of the stack whose path is `stack` (rule 7).
  func isCovered(_ stack: Value) -> Bool { coveredStacks[stack] != nil }

  /// A tab page's body: nothing until its tab is first selected, then its content, kept while
  /// another tab is selected (Ole Begemann's study of view lifecycles: "State of offscreen tabs
  /// is kept alive"). The page reads the selection in its own place (SPEC rule 5).
  func tabPage(
    _ page: ViewNode.TabPage, of unit: ViewInstance, at location: SourceLocation, in interpreter: Interpreter
  ) throws -> [ViewNode] {
    let selected = try interpreter.library(SwiftUIRuntime.self).isSelected(page, at: location)
    unit.hidesItsContent = !selected
    return selected || !unit.output.isEmpty ? [page.content] : []
  }

  /// After a pass's bodies: hides what went off screen and shows what came back (rule 7), parents
  /// first, queuing their `onDisappear` and `onAppear` actions for the end of the pass (rule 12).
  func refresh(_ host: GraphHost) {
    guard !visibilityUnits.isEmpty || !hiddenUnits.isEmpty else { return }
    var reasons: [Int: String] = [:]
    var covered: [Value: Int] = [:]
    for id in visibilityUnits.sorted() {
      guard let unit = host.units[id], unit.isAlive, !unit.output.isEmpty,
        case .presentation(let presentation) = unit.kind
      else { continue }
      if presentation.tab != nil {
        if unit.hidesItsContent { hide(unit.subtree, "its tab is not selected", in: &reasons) }
      } else {
        cover(by: unit, presentation, reasons: &reasons, stacks: &covered)
      }
    }
    let toShow = hiddenUnits.filter { reasons[$0] == nil }.compactMap { host.units[$0] }.sorted(
      by: UpdateModel.Transactions.runsBefore)
    let toHide = reasons.keys.compactMap { host.units[$0] }.filter { !$0.isHidden }.sorted(
      by: UpdateModel.Transactions.runsBefore)
    let inserted = toShow.isEmpty ? [] : Set(host.insertedSinceJournal.map(\.id))
    for unit in toShow { show(unit, new: inserted.contains(unit.id), in: host) }
    for unit in toHide { hide(unit, because: reasons[unit.id] ?? "", in: host) }
    guard covered != coveredStacks else { return }
    // The stack's own body built its root: its modifiers disappear and appear with it.
    let owners = Set(covered.values).union(coveredStacks.values).sorted()
    coveredStacks = covered
    for id in owners {
      guard let owner = host.units[id], owner.isAlive else { continue }
      host.scheduler.scheduleLifecycleActions(owner, owner.output, in: host)
    }
  }

  /// Marks `units` hidden for `reason`, unless something hid them already.
  private func hide(_ units: [ViewInstance], _ reason: String, in reasons: inout [Int: String]) {
    for unit in units where reasons[unit.id] == nil { reasons[unit.id] = reason }
  }

  /// The screen a presented navigation destination covers: the destination it was pushed from,
  /// else the root of its stack (the views the stack's body shows there), but not the destination
  /// itself. Of the destinations a stack's path presents, each covers the ones before it.
  private func cover(
    by destination: ViewInstance, _ presentation: ViewNode.Presentation, reasons: inout [Int: String],
    stacks: inout [Value: Int]
  ) {
    let reason = "covered by a pushed \(destination.children.last?.name ?? "destination")"
    if presentation.forType != nil, destination.output.count > 1 {
      let last = ViewInstance.KeyComponent.position(destination.output.count - 1)
      for earlier in destination.children where earlier.key.first != last {
        hide(earlier.subtree, reason, in: &reasons)
      }
    }
    let kept = Set(destination.subtree.map(\.id))
    var unit: ViewInstance? = destination
    while let current = unit {
      if current !== destination, case .presentation(let pusher) = current.kind, pusher.isNavigationDestination,
        !current.output.isEmpty
      {
        hide(current.subtree.filter { !kept.contains($0.id) }, reason, in: &reasons)
        return
      }
      if let stack = current.localEnvironment[ViewNode.navigationPathKey], let owner = current.parent {
        stacks[stack] = owner.id
        for root in owner.children where root.localEnvironment[ViewNode.navigationPathKey] == stack {
          hide(root.subtree.filter { !kept.contains($0.id) }, reason, in: &reasons)
        }
        return
      }
      unit = current.parent
    }
  }

  /// Takes a view off screen: its `onDisappear` actions run and its `.task`s are cancelled, its
  /// state and dependencies stay.
  private func hide(_ unit: ViewInstance, because reason: String, in host: GraphHost) {
    for (_, action) in unit.lifecycle.onDisappear.sorted(by: { $0.key < $1.key }) {
      host.scheduler.queue(action, [], at: unit.location)
    }
    host.scheduler.cancelTasks(of: unit, because: "the view was hidden", in: host)
    unit.lifecycle.seen = []
    unit.lifecycle.tasks = []
    unit.lifecycle.onDisappear = [:]
    unit.isHidden = true
    hiddenUnits.insert(unit.id)
    if !unit.isPresentation, !unit.isSwiftUIs {
      host.journal.events.append(UpdateEvent(.hidden, "\(reason); state and dependencies kept", unit: unit.record))
    }
  }

  /// Puts a view back on screen: its `onAppear` actions and `.task`s run again. A view built while
  /// its parent was hidden (`new`) only appears: it was inserted, not shown again.
  private func show(_ unit: ViewInstance, new: Bool, in host: GraphHost) {
    unit.isHidden = false
    hiddenUnits.remove(unit.id)
    host.scheduler.scheduleLifecycleActions(unit, unit.output, in: host)
    if !new, !unit.isPresentation, !unit.isSwiftUIs {
      host.journal.events.append(UpdateEvent(.shown, "back on screen, with the state it kept", unit: unit.record))
    }
  }
}

extension ViewNode.Presentation {
  /// A `NavigationLink`'s destination or a `navigationDestination`: pushed onto a stack, it covers
  /// the screen below it (rule 7).
  var isNavigationDestination: Bool { name == "NavigationLink" || name == "navigationDestination" }
}
