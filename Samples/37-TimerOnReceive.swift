// 37 — A timer with `onReceive`, on the simulated clock.
//
// Seeds (model-data-state-binding-stateobject.md, `onReceive(_:perform:)` — Chinese prose,
// English code): "假设你有一个定时器作为数据源，它每秒发出当前的日期和时间。你可以这样使用
// `onReceive` 来更新你的视图" (suppose a timer is your data source, emitting the current date and
// time every second; you can use `onReceive` like this to update your view). Code: ContentView
// with `@State private var currentTime = Date()` and `.onReceive(Timer.publish(every: 1, on:
// .main, in: .common).autoconnect(), perform: { time in self.currentTime = time })` — below as
// CurrentTimeView (renamed, so that the sample has one root).
// - SPEC rule 1: the action is a stored closure; what it writes is a change like a tap's (rule 12).
// - The clock is ViewGraph's: "now" is 2025-06-01T09:00:00Z at every launch (`--now` changes it)
//   and moves only when a scenario says `advance(seconds:)`, which fires what is due, in order,
//   each firing one step.
// - `Timer.publish(every:on:in:).autoconnect()` kept in a view's `let`: every instance of the view
//   has its own publisher; one no view receives from any more stops.
//
// Countdown and its parts are ours.

import SwiftUI

@Observable
final class Session {
    var remaining = 3
    var log: [String] = []
}

struct Countdown: View {
    @State private var session = Session()
    @State private var isRunning = true
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            RemainingView(session: session)
            LogView(session: session)
            Button(isRunning ? "Pause" : "Resume") { isRunning.toggle() }
        }
        .onReceive(timer) { now in
            guard isRunning, session.remaining > 0 else { return }
            session.remaining -= 1
            session.log.append(now.formatted(date: .omitted, time: .standard))
        }
    }
}

struct RemainingView: View {
    let session: Session

    var body: some View {
        Text(session.remaining == 0 ? "Done" : "\(session.remaining) s left")
    }
}

struct LogView: View {
    let session: Session

    var body: some View {
        Text(session.log.last ?? "not started")
    }
}

struct CurrentTimeView: View {
    @State private var currentTime = Date()

    var body: some View {
        Text("Current time: \(currentTime)")
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect(), perform: { time in
                self.currentTime = time
            })
    }
}

#Preview {
    Countdown()
}

#scenario("the seed's clock: each second the view shows the time it received", root: CurrentTimeView()) {
    #expect(find(CurrentTimeView.self).currentTime == Date(timeIntervalSince1970: 1748768400))
    advance(seconds: 2)
    #expectUpdates(CurrentTimeView.self, CurrentTimeView.self)
    #expect(find(CurrentTimeView.self).currentTime == Date(timeIntervalSince1970: 1748768402))
}

#scenario("nothing fires before its time") {
    advance(seconds: 0.5)
    #expectUpdates()
    #expect(find(Countdown.self).session.remaining == 3)
}

#scenario("each second is one firing: the views that read what it writes run") {
    advance(seconds: 1)
    #expectUpdates(RemainingView.self, LogView.self)
    #expect(find(Countdown.self).session.log == ["9:00:01 AM"])
    advance(seconds: 2)
    #expectUpdates(RemainingView.self, LogView.self, RemainingView.self, LogView.self)
    #expect(find(Countdown.self).session.remaining == 0)
    #expect(find(Countdown.self).session.log == ["9:00:01 AM", "9:00:02 AM", "9:00:03 AM"])
}

#scenario("a firing that writes nothing runs nothing") {
    advance(seconds: 3)
    #expectUpdates(RemainingView.self, LogView.self, RemainingView.self, LogView.self, RemainingView.self, LogView.self)
    advance(seconds: 10)
    #expectUpdates()
}

#scenario("paused, the timer still fires but the action changes nothing") {
    tap("Pause")
    #expectUpdates(Countdown.self)
    advance(seconds: 2)
    #expectUpdates()
    tap("Resume")
    advance(seconds: 1)
    #expectUpdates(Countdown.self, RemainingView.self, LogView.self)
    #expect(find(Countdown.self).session.log == ["9:00:03 AM"])
}
