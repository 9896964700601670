#scenario("the gear presents Settings in a sheet; the timer home does not run again") {
    tap("gear")
    #expectUpdates()
    #expect(findAll(SettingsView.self).count == 1)
}

#scenario("plus opens the preset editor a moment later; the timer home does not run again") {
    tap("plus")
    advance(seconds: 1)
    #expectUpdates()
    #expect(findAll(PresetEditorView.self).count == 1)
}
