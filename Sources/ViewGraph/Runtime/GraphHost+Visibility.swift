/// Rule 7: appearance follows visibility, not only identity. A view can stay in the graph, with its
/// state, while it is off screen: in a tab that is not selected, or on a screen that a pushed
/// navigation destination covers. Hiding it runs its `onDisappear` and cancels its `.task`s;
/// showing it again runs its `onAppear` and starts its `.task`s, as for a view that appears. The
/// update set says "hidden" and "shown", never removed or inserted.
extension GraphHost {
  /// Whether units of `kind` decide what is hidden: a tab's page, a navigation destination.
  static func decidesVisibility(_ kind: ViewInstance.Kind) -> Bool {
    guard case .presentation(let presentation) = kind else { return false }
    return presentation.tab != nil || presentation.isNavigationDestination
  }

  /// The views on screen: the live ones that are not hidden.
  var shownUnits: [ViewInstance] { liveUnits.filter { !$0.isHidden } }

  /// A tab page's body: nothing until its tab is first selected, then its content, kept while
  /// another tab is selected (Ole Begemann's study of view lifecycles: "State of offscreen tabs
  /// is kept alive"). The page reads the selection in its own place (SPEC rule 5).
  func tabPage(_ page: ViewNode.TabPage, of unit: ViewInstance, at location: SourceLocation) throws -> [ViewNode] {
    let selected = try interpreter.library(SwiftUIRuntime.self).isSelected(page, at: location)
    unit.hidesItsContent = !selected
    return selected || !unit.output.isEmpty ? [page.content] : []
  }

  /// After a pass's bodies: hides what went off screen and shows what came back (rule 7), parents
  /// first, queuing their `onDisappear` and `onAppear` actions for the end of the pass (rule 12).
  func refreshVisibility() {
    guard !visibilityUnits.isEmpty || !hiddenUnits.isEmpty else { return }
    var reasons: [Int: String] = [:]
    var covered: [Value: Int] = [:]
    for id in visibilityUnits.sorted() {
      guard let unit = units[id], unit.isAlive, !unit.output.isEmpty, case .presentation(let presentation) = unit.kind
      else { continue }
      if presentation.tab != nil {
        if unit.hidesItsContent { hide(unit.subtree, "its tab is not selected", in: &reasons) }
      } else {
        cover(by: unit, presentation, reasons: &reasons, stacks: &covered)
      }
    }
    let toShow = hiddenUnits.filter { reasons[$0] == nil }.compactMap { units[$0] }.sorted(
      by: UpdateModel.Transactions.runsBefore)
    let toHide = reasons.keys.compactMap { units[$0] }.filter { !$0.isHidden }.sorted(
      by: UpdateModel.Transactions.runsBefore)
    let inserted = toShow.isEmpty ? [] : Set(insertedSinceJournal.map(\.id))
    for unit in toShow { show(unit, new: inserted.contains(unit.id)) }
    for unit in toHide { hide(unit, because: reasons[unit.id] ?? "") }
    guard covered != coveredStacks else { return }
    // The stack's own body built its root: its modifiers disappear and appear with it.
    let owners = Set(covered.values).union(coveredStacks.values).sorted()
    coveredStacks = covered
    for id in owners {
      guard let owner = units[id], owner.isAlive else { continue }
      scheduleLifecycleActions(owner, owner.output)
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
  private func hide(_ unit: ViewInstance, because reason: String) {
    for (_, action) in unit.lifecycle.onDisappear.sorted(by: { $0.key < $1.key }) {
      queuedActions.append(QueuedAction(action: action, arguments: [], location: unit.location))
    }
    cancelTasks(of: unit, because: "the view was hidden")
    unit.lifecycle.seen = []
    unit.lifecycle.tasks = []
    unit.lifecycle.onDisappear = [:]
    unit.isHidden = true
    hiddenUnits.insert(unit.id)
    if !unit.isPresentation, !unit.isSwiftUIs {
      journal.events.append(UpdateEvent(.hidden, "\(reason); state and dependencies kept", unit: unit.record))
    }
  }

  /// Puts a view back on screen: its `onAppear` actions and `.task`s run again. A view built while
  /// its parent was hidden (`new`) only appears: it was inserted, not shown again.
  private func show(_ unit: ViewInstance, new: Bool) {
    unit.isHidden = false
    hiddenUnits.remove(unit.id)
    scheduleLifecycleActions(unit, unit.output)
    if !new, !unit.isPresentation, !unit.isSwiftUIs {
      journal.events.append(UpdateEvent(.shown, "back on screen, with the state it kept", unit: unit.record))
    }
  }
}

extension ViewNode.Presentation {
  /// A `NavigationLink`'s destination or a `navigationDestination`: pushed onto a stack, it covers
  /// the screen below it (rule 7).
  var isNavigationDestination: Bool { name == "NavigationLink" || name == "navigationDestination" }
}
