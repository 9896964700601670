/// The launch's clock (SPEC §3: no clock is read): "now" starts at the program's launch date and
/// moves only when a scenario says `advance(seconds:)`, which fires what is due, in order. It also
/// counts the launch's `UUID()`s, so that they too are the same on every run.
final class SimulatedClock {
  /// One timer, `asyncAfter` or sleeping task waiting for its time.
  struct Scheduled {
    var due: Double
    /// Breaks ties between items due at the same time: the one scheduled first fires first.
    var order: Int
    var action: FunctionValue
    /// Seconds between firings for a repeating timer; nil fires once.
    var interval: Double?
    /// The timer that owns a repeating item, so that `invalidate()` can cancel it.
    var owner: Int?
  }

  /// Seconds since 2001-01-01T00:00:00Z (Foundation's reference date).
  private(set) var now: Double
  private(set) var scheduled: [Scheduled] = []
  private var nextOrder = 0
  private(set) var uuidCount = 0

  init(now: Double) {
    self.now = now
  }

  func schedule(after delay: Double, repeating interval: Double? = nil, owner: Int? = nil, _ action: FunctionValue) {
    nextOrder += 1
    scheduled.append(Scheduled(due: now + max(0, delay), order: nextOrder, action: action, interval: interval, owner: owner))
  }

  /// Stops every item of a timer (`timer.invalidate()`, `upstream.connect().cancel()`).
  func cancel(owner: Int) {
    scheduled.removeAll { $0.owner == owner }
  }

  /// The next item due no later than `deadline`, removed (a repeating one is scheduled again), with
  /// the clock moved to its time; nil when nothing is due, the clock then moved to `deadline`.
  func nextDue(until deadline: Double) -> Scheduled? {
    guard let index = scheduled.indices.filter({ scheduled[$0].due <= deadline })
      .min(by: { (scheduled[$0].due, scheduled[$0].order) < (scheduled[$1].due, scheduled[$1].order) })
    else {
      now = max(now, deadline)
      return nil
    }
    let item = scheduled.remove(at: index)
    now = max(now, item.due)
    if let interval = item.interval, interval > 0 {
      nextOrder += 1
      scheduled.append(Scheduled(due: item.due + interval, order: nextOrder, action: item.action, interval: interval, owner: item.owner))
    }
    return item
  }

  /// The next UUID of the launch: `00000000-0000-4000-8000-000000000001`, then `…002`, ….
  func nextUUID() -> String {
    uuidCount += 1
    let digits = String(uuidCount, radix: 16, uppercase: true)
    return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
  }
}
