import ViewGraphModel

/// Rule 12: Transactions
///
/// Changes made by one scenario step, one tap or one action are batched. A flush runs the
/// invalidated units parents first, each at most once per pass; then runs `onChange(of:)` actions
/// whose value changed and `onAppear` of inserted views, and after them the pass's tasks (`task` of
/// inserted views, whatever the order its modifiers are written in; a `task(id:)` whose id changed
/// first cancels its running task, which wakes at once); their writes start another pass; it
/// repeats until nothing is invalid. A flush that has not settled after 100 passes stops with an
/// error ("update cycle"), naming the units involved. A write during a body is reported as a
/// warning ("Modifying state during view update") — except a write to an object that same run of
/// the body made (an App body's computed `static var preview: ModelContainer` that inserts sample
/// rows): it neither warns nor makes that body invalid, since Observation installs a body's
/// observers only once the body has returned (`withObservationTracking` collects the access list
/// while `apply` runs and installs tracking after it: swiftlang/swift,
/// `stdlib/public/Observation/Sources/Observation/ObservationTracking.swift`) and nothing else
/// could have read an object that did not exist. *(Amended for issue 36: a launch that made a new
/// container in its App body looped until the 100-pass limit.)* Before a pass's actions run,
/// preferences flow up: a view that reads a key (`onPreferenceChange`, `backgroundPreferenceValue`,
/// `overlayPreferenceValue`) gets the value the content it modifies gives.
/// `.preference(key:value:)` replaces what the content below it gave, siblings' values are combined
/// with the key's `reduce(value:nextValue:)` in tree order (the first as it is), and a subtree that
/// writes nothing gives nothing (the reader's content sees `defaultValue`; no action runs).
/// `onPreferenceChange` queues its action with the first value and whenever the value changes; a
/// `…PreferenceValue` content is a unit of its own that runs with the new value. `withAnimation`,
/// `withTransaction` and `MainActor.run` run their bodies at once, their writes batched with the
/// caller's; a transaction changes nothing in an update set. A `.transaction { }` transform runs
/// with the body that applies it, so a write in it is a write during a body. *(Amended for issue
/// 41.)*
///
/// A modifier on a `Group` applies to each of its members (looking through `if` and `switch` inside
/// it): `.onAppear` runs as each member appears, and again when an `if` in the group flips;
/// `.onDisappear` as each goes; `.task` starts per member and is cancelled with its member. A
/// `.task` whose view leaves its body's output (an `if` flipped) is cancelled, as when its unit
/// goes, and a body's `onDisappear` actions run before its new `onAppear` ones. *(Amended for issue
/// 41.)*
///
/// *From "Model data", onChange(of:initial:_:):* the action runs after the value changed, on the
/// main actor, and may change state itself, which schedules another update. *From
/// View.task(id:priority:_:):* SwiftUI "cancels and recreates the task when a specified value
/// changes"; OpenSwiftUI's TaskModifier.swift starts a task from the appear action as a `Task` on
/// the main actor, so it begins once the update and its actions are done. *From OpenSwiftUI's
/// PreferenceWritingModifier.swift, PreferenceCombiner.swift and PreferenceActionModifier.swift:* a
/// written preference removes the key from its content's outputs and writes its own value; a
/// combiner starts from the first child's value and reduces the rest into it; the action's binder
/// enqueues the action with the first value and after each change. *From Apple's `Group`:* "The
/// modifier applies to all members of the group — and not to the group itself. For example, if you
/// apply `onAppear(perform:)` to the above group, it applies to all of the views produced by the
/// `if isLoggedIn` conditional, and it executes every time `isLoggedIn` changes." *From
/// withTransaction(_:_:):* "Executes a closure with the specified transaction and returns the
/// result." *From MainActor.run(resultType:body:):* "Execute the given body closure on the main
/// actor."
extension UpdateModel {
  /// Rule 12's decisions.
  package enum Transactions {
    /// An action a pass queued (the graph's `QueuedAction`): whether it runs as a task.
    package protocol QueuedAction {
      /// A `Task { … }` or `.task { … }` operation.
      var isTask: Bool { get }
    }

    /// A unit as the graph places it (the graph's `ViewInstance`): its chain from the root and its
    /// position among its parent's children.
    package protocol PlacedUnit: AnyObject {
      /// The unit's ancestors from the root, then the unit.
      var ancestry: [Self] { get }
      /// Position among the parent's children, for tree order.
      var indexInParent: Int { get }
    }

    /// A flush that has not settled after this many passes is an update cycle.
    package static let maxPasses = 100

    /// Siblings' values of a preference key combined: the first as it is, then each next one
    /// reduced into it (`Key.reduce(value: &value) { next }`); nil when none wrote the key.
    package static func combinedPreference(_ values: [Value], reduce: (Value, Value) throws -> Value) rethrows -> Value?
    {
      guard var value = values.first else { return nil }
      for next in values.dropFirst() { value = try reduce(value, next) }
      return value
    }

    /// The order a pass's actions run in: `onAppear`, `onChange` and `onDisappear` actions as
    /// queued, then the tasks the pass started, which begin only once the update and its actions
    /// are done (a `.task` is started from the appear action as a `Task` on the main actor:
    /// OpenSwiftUI TaskModifier.swift).
    package static func inRunningOrder<Action: QueuedAction>(_ actions: [Action]) -> [Action] {
      actions.filter { !$0.isTask } + actions.filter(\.isTask)
    }

    /// The order a pass runs invalid units in: parents before children, siblings in builder order.
    package static func runsBefore<Unit: PlacedUnit>(_ a: Unit, _ b: Unit) -> Bool {
      let chainA = a.ancestry
      let chainB = b.ancestry
      for (x, y) in zip(chainA, chainB) where x !== y {
        return x.indexInParent < y.indexInParent
      }
      return chainA.count < chainB.count
    }
  }
}
