// `TimelineView` and its schedules on the launch's simulated clock. The timeline is SwiftUI's view;
// its content runs in a unit of its own ("TimelineView content", rule 11), at once with the
// schedule's date for now, and again at every later date of the schedule that `advance(seconds:)`
// reaches: the timeline's clock writes the date, the timeline runs, and its content with it.
// Hidden or gone, the timeline stops (its `onDisappear`). `__timelineContent`, `__schedule`,
// `__scheduleFrames` and `__cancelSchedule` are the natives.

/// When a timeline updates: a sequence of dates.
protocol TimelineSchedule {
    /// The entry the content shows at `now`: the last date of the schedule not after it.
    func _entry(at now: Double) -> Double
    /// Starts `ticker` firing at the schedule's later dates.
    func _start(_ ticker: _TimelineTicker)
}

/// Dates `interval` seconds apart, in phase with `startDate`: the first entry is the start of the
/// interval `now` is in (Apple, `PeriodicTimelineSchedule.entries(from:mode:)`).
struct PeriodicTimelineSchedule: TimelineSchedule {
    var startDate: Date
    var interval: Double

    init(from startDate: Date, by interval: Double) {
        self.startDate = startDate
        self.interval = interval
    }

    func _entry(at now: Double) -> Double {
        let start = startDate.timeIntervalSinceReferenceDate
        guard interval > 0 else { return start }
        return start + floor((now - start) / interval) * interval
    }

    func _start(_ ticker: _TimelineTicker) {
        guard interval > 0 else { return }
        let now = __now()
        __schedule(_entry(at: now) + interval - now, interval, ticker)
    }
}

/// A date at the start of every minute.
struct EveryMinuteTimelineSchedule: TimelineSchedule {
    init() {}

    func _entry(at now: Double) -> Double {
        floor(now / 60) * 60
    }

    func _start(_ ticker: _TimelineTicker) {
        let now = __now()
        __schedule(_entry(at: now) + 60 - now, 60, ticker)
    }
}

/// The dates given, in order; after the last, no more updates.
struct ExplicitTimelineSchedule: TimelineSchedule {
    var dates: [Date]

    init(_ dates: [Date]) {
        self.dates = dates
    }

    func _entry(at now: Double) -> Double {
        var entry = now
        for date in dates where date.timeIntervalSinceReferenceDate <= now {
            entry = date.timeIntervalSinceReferenceDate
        }
        return entry
    }

    func _start(_ ticker: _TimelineTicker) {
        let now = __now()
        for date in dates where date.timeIntervalSinceReferenceDate > now {
            __schedule(date.timeIntervalSinceReferenceDate - now, 0, ticker)
        }
    }
}

/// A date for every frame: 60 a second (or `minimumInterval` apart), at most 60 frames in one
/// `advance(seconds:)`, so a long advance costs a second of frames, not thousands.
struct AnimationTimelineSchedule: TimelineSchedule {
    var minimumInterval: Double?
    var paused: Bool

    init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    func _entry(at now: Double) -> Double {
        now
    }

    func _start(_ ticker: _TimelineTicker) {
        guard !paused else { return }
        __scheduleFrames(max(minimumInterval ?? 0, 1.0 / 60), 60, ticker)
    }
}

/// The schedules by the names a `TimelineView` is given them: `.periodic(from:by:)`,
/// `.everyMinute`, `.explicit(_:)`, `.animation` and `.animation(minimumInterval:paused:)` (in
/// SwiftUI, static members of `TimelineSchedule` where `Self` is each schedule's type).
struct _TimelineSchedules {
    static func periodic(from startDate: Date, by interval: Double) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }

    static let everyMinute = EveryMinuteTimelineSchedule()

    static func explicit(_ dates: [Date]) -> ExplicitTimelineSchedule {
        ExplicitTimelineSchedule(dates)
    }

    static let animation = AnimationTimelineSchedule()

    static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// What a timeline's content is built for: the date of the update and how often updates come.
struct TimelineViewDefaultContext {
    enum Cadence: Comparable {
        case live, seconds, minutes
    }

    var date: Date
    var cadence: Cadence = .live
}

/// A timeline's clock: the date its content shows, written at each date of its schedule.
@Observable
final class _TimelineTicker {
    var date: Date
    var schedule: Any

    init(schedule: Any) {
        self.schedule = schedule
        self.date = Date(timeIntervalSinceReferenceDate: schedule._entry(at: __now()))
    }

    /// On screen: the content shows the entry for now, and the schedule's later dates fire.
    func start() {
        date = Date(timeIntervalSinceReferenceDate: schedule._entry(at: __now()))
        schedule._start(self)
    }

    func stop() {
        __cancelSchedule(self)
    }

    func fire() {
        date = Date()
    }
}

/// A view that builds its content again at each date of its schedule (Apple, `TimelineView`: "it
/// redraws the content it contains at scheduled points in time"). The content runs in a unit of
/// its own, with the context (OpenSwiftUI `TimelineView.swift`), so what it reads is its own.
struct TimelineView: View {
    var schedule: Any
    var content: (TimelineViewDefaultContext) -> Any
    @State private var ticker: _TimelineTicker

    // `.periodic(from:by:)` and the other short names are found in `_TimelineSchedules`; a
    // schedule's own type (`EveryMinuteTimelineSchedule()`) is taken as it is.
    init(_ schedule: _TimelineSchedules, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> some View) {
        self.schedule = schedule
        self.content = content
        _ticker = State(initialValue: _TimelineTicker(schedule: schedule))
    }

    var body: some View {
        __timelineContent(TimelineViewDefaultContext(date: ticker.date), content)
            .onAppear { ticker.start() }
            .onDisappear { ticker.stop() }
    }
}
