#scenario("Add presents the memo editor full screen") {
    tap("Add")
    #expect(findAll(EditMemoView.self).count == 1)
}

#scenario("Settings presents the settings sheet") {
    tap("Settings")
    #expect(findAll(SettingsView.self).count == 1)
}
