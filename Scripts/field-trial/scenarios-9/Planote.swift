#scenario("tapping today's card collapses it: only the card runs again, the home view just passes the binding") {
    tap("今日の予定")
    #expectUpdates(TodayScheduleCard.self)
}
#scenario("the settings quick action presents the settings full-screen; the content view passes a binding and does not run again") {
    tap("設定")
    #expectUpdates()
    #expect(findAll(SettingsView.self).count == 1)
}
