#scenario("Settings pushes the settings list; the home summary does not run again") {
    tap("Settings")
    #expectUpdates()
    #expect(findAll(SettingsView.self).count == 1)
}
