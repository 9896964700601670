// The migration what-if on SlokinTimer (issue 40): スロ禁開始 (start) writes TimeHolder.timer,
// then the timer writes TimeHolder.current sixty times a second. ViewGraph fires it once in the
// second: it reads the interval `1/60` as integer division (0), where Swift, given a
// TimeInterval, divides Doubles; the step is one tick.

#scenario("スロ禁開始 (start) starts the timer") {
    tap("スロ禁開始")
    #expectUpdates(ContentView.self, SlokinTimerApp.self, TimerView.self, "GeometryReader content")
}

#scenario("the running timer, advanced a second") {
    tap("スロ禁開始")
    #expectUpdates(ContentView.self, SlokinTimerApp.self, TimerView.self, "GeometryReader content")
    #expect(findAll(TimerView.self).count == 1)
    advance(seconds: 1)
    #expectUpdates(ContentView.self, SlokinTimerApp.self, TimerView.self, "GeometryReader content")
}
