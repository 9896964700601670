// 64 — `TimelineView` builds its content at once and again at every date of its schedule, on the
//      simulated clock.
//
// - Apple, `TimelineView`: "A timeline view acts as a container with no appearance of its own.
//   Instead, it redraws the content it contains at scheduled points in time." Its content closure
//   receives a context whose `date` is the one "that triggered the update".
// - Apple, `PeriodicTimelineSchedule.entries(from:mode:)`: for a start date of 10:09:30 and an
//   interval of 60 seconds, "the schedule prepares to issue dates half past each minute"; the first
//   entry is "the beginning of the interval that the start date overlaps".
//   `EveryMinuteTimelineSchedule`: "a sequence of dates, one per minute". `ExplicitTimelineSchedule`:
//   "an explicit sequence of dates".
// - OpenSwiftUI `TimelineView.swift`: the content is called in a rule of the timeline's own, with the
//   context, so what it reads is the content's (SPEC rule 11), not the body's that made the timeline.
// - ViewGraph's clock moves only with `advance(seconds:)`; `.animation` ticks 60 times a second, at
//   most 60 frames in one `advance` (issue 41 point 3).
//
// Clock, Ticker, MinuteClock, Countdown, Animated, Slow, Typed and Face are ours.

import SwiftUI
import Observation

@Observable class Ticker {
    var label = "tick"
}

struct Face: View {
    var date: Date

    var body: some View {
        Text(date, style: .time)
    }
}

struct Clock: View {
    @State private var ticker = Ticker()

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Text(ticker.label)
            Face(date: context.date)
        }
    }
}

struct MinuteClock: View {
    var body: some View {
        TimelineView(.everyMinute) { context in
            Face(date: context.date)
        }
    }
}

struct Countdown: View {
    var body: some View {
        TimelineView(.explicit([Date.now.addingTimeInterval(10), Date.now.addingTimeInterval(20)])) { context in
            Face(date: context.date)
        }
    }
}

struct Animated: View {
    var body: some View {
        TimelineView(.animation) { context in
            Face(date: context.date)
        }
    }
}

struct Slow: View {
    var body: some View {
        TimelineView(.animation(minimumInterval: 0.5, paused: false)) { context in
            Face(date: context.date)
        }
    }
}

struct Typed: View {
    var body: some View {
        TimelineView(EveryMinuteTimelineSchedule()) { context in
            Face(date: context.date)
        }
    }
}

#scenario("the content is built at once, with the schedule's first date", root: Clock()) {
    #expect(find(Face.self).date == Date.now)
    #expect(findAll(Face.self).count == 1)
}

#scenario("each tick of a periodic schedule runs the content with the new date; the body that made the timeline does not run", root: Clock()) {
    advance(seconds: 1)
    #expectUpdates("TimelineView content", Face.self)
    #expect(find(Face.self).date == Date.now)
    advance(seconds: 3)
    #expectUpdates(Array(repeating: "TimelineView content", count: 3) + [Face.self, Face.self, Face.self])
}

#scenario("what the content reads is the content's: a change runs it, not the view that made the timeline", root: Clock()) {
    root.ticker.label = "tock"
    #expectUpdates("TimelineView content")
}

#scenario("every minute: the content runs at the start of each minute", root: MinuteClock()) {
    advance(seconds: 59)
    #expectUpdates()
    advance(seconds: 1)
    #expectUpdates("TimelineView content", Face.self)
    advance(seconds: 120)
    #expectUpdates("TimelineView content", "TimelineView content", Face.self, Face.self)
}

#scenario("explicit dates: the content runs at each of them, and then no more", root: Countdown()) {
    advance(seconds: 10)
    #expectUpdates("TimelineView content", Face.self)
    advance(seconds: 100)
    #expectUpdates("TimelineView content", Face.self)
}

#scenario("an animation schedule ticks 60 times a second, at most 60 frames in one advance", root: Animated()) {
    advance(seconds: 0.5)
    #expectUpdates(Array(repeating: "TimelineView content", count: 30) + Array(repeating: Face.self, count: 30))
    advance(seconds: 5)
    #expectUpdates(Array(repeating: "TimelineView content", count: 60) + Array(repeating: Face.self, count: 60))
}

#scenario("an animation schedule with a minimum interval ticks that often", root: Slow()) {
    advance(seconds: 2)
    #expectUpdates(Array(repeating: "TimelineView content", count: 4) + Array(repeating: Face.self, count: 4))
}

#scenario("a schedule given by its type runs as its short name does", root: Typed()) {
    advance(seconds: 60)
    #expectUpdates("TimelineView content", Face.self)
}
