/// Rule 12: Transactions
///
/// Changes made by one scenario step, one tap or one action are batched. A flush runs the
/// invalidated units parents first, each at most once per pass; then runs `onChange(of:)` actions
/// whose value changed and `onAppear` of inserted views, and after them the pass's tasks (`task` of
/// inserted views, whatever the order its modifiers are written in; a `task(id:)` whose id changed
/// first cancels its running task, which wakes at once); their writes start another pass; it
/// repeats until nothing is invalid. A flush that has not settled after 100 passes stops with an
/// error ("update cycle"), naming the units involved. A write during a body is reported as a
/// warning ("Modifying state during view update").
///
/// *From "Model data", onChange(of:initial:_:):* the action runs after the value changed, on the
/// main actor, and may change state itself, which schedules another update. *From
/// View.task(id:priority:_:):* SwiftUI "cancels and recreates the task when a specified value
/// changes"; OpenSwiftUI's TaskModifier.swift starts a task from the appear action as a `Task` on
/// the main actor, so it begins once the update and its actions are done.
extension UpdateModel {
  /// Rule 12's decisions.
  enum Transactions {
    /// A flush that has not settled after this many passes is an update cycle.
    static let maxPasses = 100

    /// The order a pass's actions run in: `onAppear`, `onChange` and `onDisappear` actions as
    /// queued, then the tasks the pass started, which begin only once the update and its actions
    /// are done (a `.task` is started from the appear action as a `Task` on the main actor:
    /// OpenSwiftUI TaskModifier.swift).
    static func inRunningOrder(_ actions: [GraphHost.QueuedAction]) -> [GraphHost.QueuedAction] {
      actions.filter { !$0.isTask } + actions.filter(\.isTask)
    }

    /// The order a pass runs invalid units in: parents before children, siblings in builder order.
    static func runsBefore(_ a: ViewInstance, _ b: ViewInstance) -> Bool {
      let chainA = a.ancestry
      let chainB = b.ancestry
      for (x, y) in zip(chainA, chainB) where x !== y {
        return x.indexInParent < y.indexInParent
      }
      return chainA.count < chainB.count
    }
  }
}
