#scenario("start game dispatches to the store: the device shows the game page instead of the main page") {
    tap("start game")
    #expect(findAll(GamePage.self).count == 1)
    #expect(findAll(MainPage.self).isEmpty)
}

#scenario("setting dispatches to the store: the device shows the settings page") {
    tap("setting")
    #expect(findAll(SettingPage.self).count == 1)
    #expect(findAll(MainPage.self).isEmpty)
}
