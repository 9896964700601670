#scenario("the Pomodoro card pushes its timer; the home scroll view does not run again") {
    tap("Pomodoro \nTimer")
    #expectUpdates()
    #expect(findAll(TimerView.self).count == 1)
    #expect(findAll(PomodoroTimer.self).count == 1)
}
