import ViewGraphModel

/// The launch's clock (SPEC §3: no clock is read): "now" starts at the program's launch date and
/// moves only when a scenario says `advance(seconds:)`, which fires what is due, in order. It also
/// counts the launch's `UUID()`s, so that they too are the same on every run.
package final class SimulatedClock {
  /// One timer, `asyncAfter` or sleeping task waiting for its time.
  package struct Scheduled {
    var due: Double
    /// Breaks ties between items due at the same time: the one scheduled first fires first.
    var order: Int
    package var action: FunctionValue
    /// Seconds between firings for a repeating timer; nil fires once.
    var interval: Double?
    /// The timer that owns a repeating item, so that `invalidate()` can cancel it.
    var owner: Int?
    /// How many times a repeating item fires in one `advance(seconds:)` at most (a timeline's
    /// animation frames); the firings past it are dropped.
    var budget: Int?
  }

  /// Seconds since 2001-01-01T00:00:00Z (Foundation's reference date).
  package private(set) var now: Double
  private(set) var scheduled: [Scheduled] = []
  private var nextOrder = 0
  private(set) var uuidCount = 0
  /// Firings of items with a budget since the current `advance(seconds:)` began, by owner.
  private var firedThisAdvance: [Int: Int] = [:]
  /// Two times this close are the same time: repeated intervals (1/60 s) add up with rounding.
  private static let tolerance = 1e-9

  init(now: Double) {
    self.now = now
  }

  func schedule(
    after delay: Double, repeating interval: Double? = nil, owner: Int? = nil, budget: Int? = nil,
    _ action: FunctionValue
  ) {
    nextOrder += 1
    scheduled.append(
      Scheduled(
        due: now + max(0, delay), order: nextOrder, action: action, interval: interval, owner: owner, budget: budget))
  }

  /// An `advance(seconds:)` begins: items with a budget may fire that many times again.
  package func beginAdvance() {
    firedThisAdvance = [:]
  }

  /// Stops every item of a timer (`timer.invalidate()`, `upstream.connect().cancel()`).
  func cancel(owner: Int) {
    scheduled.removeAll { $0.owner == owner }
  }

  /// The next item due no later than `deadline`, removed (a repeating one is scheduled again), with
  /// the clock moved to its time; nil when nothing is due, the clock then moved to `deadline`.
  package func nextDue(until deadline: Double) -> Scheduled? {
    while let index = scheduled.indices.filter({ scheduled[$0].due <= deadline + Self.tolerance })
      .min(by: { (scheduled[$0].due, scheduled[$0].order) < (scheduled[$1].due, scheduled[$1].order) })
    {
      let item = scheduled[index]
      if let budget = item.budget, let owner = item.owner, let interval = item.interval, interval > 0,
        firedThisAdvance[owner, default: 0] >= budget
      {
        // Past its budget: the rest of this advance's firings are dropped; the next is after it.
        scheduled[index].due += ((deadline + Self.tolerance - item.due) / interval).rounded(.down) * interval + interval
        continue
      }
      scheduled.remove(at: index)
      now = max(now, min(item.due, deadline))
      if let owner = item.owner, item.budget != nil { firedThisAdvance[owner, default: 0] += 1 }
      if let interval = item.interval, interval > 0 {
        nextOrder += 1
        scheduled.append(
          Scheduled(
            due: item.due + interval, order: nextOrder, action: item.action, interval: interval, owner: item.owner,
            budget: item.budget))
      }
      return item
    }
    now = max(now, deadline)
    return nil
  }

  /// The next UUID of the launch: `00000000-0000-4000-8000-000000000001`, then `…002`, ….
  func nextUUID() -> String {
    uuidCount += 1
    let digits = String(uuidCount, radix: 16, uppercase: true)
    return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
  }
}
