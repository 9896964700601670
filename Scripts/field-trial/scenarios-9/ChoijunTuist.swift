#scenario("Continue pushes the reminder set-up screen; the welcome screen only passes its binding and does not run again") {
    tap("Continue")
    #expectUpdates()
    #expect(findAll(ReminderSetUpScreen.self).count == 1)
}
