// The migration what-if on RemindersMenuBar (issue 40): the settings window's Reduce
// transparency toggle writes UserPreferences.preferTransparentBackground.

#scenario("Reduce transparency in the general settings") {
    toggle("Reduce transparency")
    #expectUpdates(GeneralSettingsTab.self, SettingsSection.self, SettingsSection.self, SettingsSection.self)
}
