#scenario("Add card shows the card form over the control panel") {
    tap("カードを追加")
    #expectInserted(AddCardView.self)
    #expect(findAll(AddCardView.self).count == 1)
}

#scenario("All colours with no filter set still publishes the store: both views observing it run") {
    tap("全色")
    #expectUpdates(ContentView.self, MainMenuView.self)
}
