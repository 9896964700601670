#scenario("a fresh install saves to the Desktop, as the menu's first line says") {
    #expect(find(MenuBarView.self).saveFolderPath.hasSuffix("Desktop"))
}
