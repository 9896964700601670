import ViewGraphEngine
import ViewGraphModel

/// Scheduling and flush (SPEC rule 12): the units a transaction made invalid and why, the actions
/// its passes queued, and the flush that runs them, parents first, until nothing is left.
final class UpdateScheduler {
  /// Invalid units of the current transaction and why (SPEC rule 12).
  @exclusivity(unchecked) private var invalid: [Int: [Invalidation.Cause]] = [:]
  /// Lifecycle actions queued by this pass, run after its units (SPEC rule 12).
  @exclusivity(unchecked) var queuedActions: [QueuedAction] = []
  /// `Task { … }` bodies: they run once everything else has settled.
  @exclusivity(unchecked) private var deferredTasks: [QueuedAction] = []

  /// An `onAppear`/`task`/`onChange`/`onDisappear` action waiting for the end of the pass.
  struct QueuedAction: UpdateModel.Transactions.QueuedAction {
    var action: FunctionValue
    var arguments: [Value]
    var location: SourceLocation
    /// A `Task { … }` or `.task { … }` operation: it runs as a task, which may sleep on the clock.
    var isTask = false
    /// The view's `.task` this is: when it goes, the task is cancelled.
    var owner: TaskOwner? = nil
  }

  /// `unit` runs again in this transaction, for `cause` among others.
  func invalidate(_ unit: ViewInstance, _ cause: Invalidation.Cause) {
    if invalid[unit.id]?.contains(cause) == true { return }
    invalid[unit.id, default: []].append(cause)
  }

  /// A unit gone: it does not run (rule 7).
  func removed(_ unit: ViewInstance) {
    invalid.removeValue(forKey: unit.id)
  }

  func queue(_ action: FunctionValue, _ arguments: [Value], owner: TaskOwner? = nil, at location: SourceLocation) {
    queuedActions.append(
      QueuedAction(action: action, arguments: arguments, location: location, isTask: owner != nil, owner: owner))
  }

  /// Keeps a `Task { … }` body for the end of the flush.
  func deferTask(_ body: FunctionValue, at location: SourceLocation) {
    deferredTasks.append(QueuedAction(action: body, arguments: [], location: location, isTask: true))
  }

  /// Runs invalid units parents first, each at most once per pass, until nothing is invalid
  /// (SPEC rule 12). A flush that has not settled after 100 passes is an update cycle.
  func flush(_ host: GraphHost) throws {
    let interpreter = host.interpreter
    var passes = 0
    var ranInLastPass: [ViewInstance] = []
    defer { host.journal.passes += passes }
    // The launch's bodies ran before the flush: what they hid is off screen (rule 7), and their
    // preferences flow up first (rule 12).
    host.visibility.refresh(host)
    try host.preferences.refresh(host)
    while !invalid.isEmpty || !queuedActions.isEmpty || !deferredTasks.isEmpty || host.viewport.hasScrolled {
      passes += 1
      if passes > UpdateModel.Transactions.maxPasses {
        var involved = ranInLastPass
        for unit in invalid.keys.compactMap({ host.units[$0] }) where !involved.contains(where: { $0 === unit }) {
          involved.append(unit)
        }
        let names = involved.sorted(by: UpdateModel.Transactions.runsBefore).map(\.name)
        let location = invalid.values.flatMap { $0 }.compactMap(\.writtenAt).first ?? .unknown
        invalid = [:]
        throw ViewGraphDiagnostic.error(.updateCycle(names), at: location)
      }
      var ranThisPass: Set<Int> = []
      ranInLastPass = []
      // Rows scrolled into view are inserted and those scrolled out removed; no body runs (rule 11).
      for id in host.viewport.scrolledUnitsInOrder {
        guard let unit = host.units[id], unit.isAlive else { continue }
        try host.reconciler.reconcile(unit, unit.output, rebuilt: false, in: host)
      }
      host.viewport.forgetScrolls()
      while let unit = nextInvalid(excluding: ranThisPass, in: host.units) {
        ranInLastPass.append(unit)
        let causes = invalid.removeValue(forKey: unit.id) ?? []
        ranThisPass.insert(unit.id)
        if !unit.isPresentation {
          host.journal.ran.append(UnitUpdate(unit: unit.record, causes: causes, pass: passes))
        }
        try host.evaluate(unit, causes: causes)
      }
      for id in invalid.keys where host.units[id] == nil { invalid.removeValue(forKey: id) }
      // What the pass's bodies hid or showed again disappears or appears (rule 7).
      host.visibility.refresh(host)
      // Preferences flow up once the pass's bodies have run (SPEC rule 12).
      try host.preferences.refresh(host)
      // Then the actions of this pass; their writes start the next one (SPEC rule 12). Tasks
      // wait until nothing else is left.
      var actions = UpdateModel.Transactions.inRunningOrder(queuedActions)
      queuedActions = []
      if actions.isEmpty, invalid.isEmpty {
        actions = deferredTasks
        deferredTasks = []
      }
      for queued in actions {
        interpreter.budget.start()
        do {
          if queued.isTask {
            try interpreter.library(TaskScheduler.self).run(
              queued.action, queued.arguments, owner: queued.owner, at: queued.location)
          } else {
            _ = try interpreter.call(queued.action, queued.arguments, at: queued.location)
          }
        } catch {
          // An `onAppear`, `onChange` or `.task` of the app that ViewGraph misread stops there,
          // with a warning (SPEC §3).
          guard let diagnostic = ViewGraphDiagnostic.degradable(error) else { throw error }
          interpreter.warnOnce(.degradedAction(diagnostic.message), at: diagnostic.location)
        }
      }
    }
  }

  private func nextInvalid(excluding ran: Set<Int>, in units: UnitTable) -> ViewInstance? {
    var best: ViewInstance?
    for id in invalid.keys where !ran.contains(id) {
      guard let unit = units[id], unit.isAlive else { continue }
      if let current = best, !UpdateModel.Transactions.runsBefore(unit, current) { continue }
      best = unit
    }
    return best
  }
}
