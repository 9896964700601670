#scenario("Настройки pushes the settings list with its one section") {
    tap("Настройки")
    #expect(findAll(SettingsListView.self).count == 1)
    #expect(findAll(SettingSectionCell.self).count == 1)
}
