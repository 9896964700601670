#scenario("the Overview tab shows the spending overview") {
    tap("Overview")
    #expect(findAll(OverviewView.self).count == 1)
}

#scenario("the Settings tab shows the settings") {
    tap("Settings")
    #expect(findAll(SettingsView.self).count == 1)
}
