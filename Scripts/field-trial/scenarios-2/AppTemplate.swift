#scenario("tapping Show menu sheet presents the menu pane in a sheet") {
    tap("Show menu sheet")
    #expect(findAll(MenuPane.self).count == 1)
}
