#scenario("Add card shows the card form over the control panel") {
    tap("カードを追加")
    // The form's three ForEach (parts of speech, sizes, colours) give a row unit per element
    // (UpdateModel, "Units and sources": "each row closure of a List or ForEach (one unit per
    // element)"), which this scenario left out when it was written.
    #expectInserted(AddCardView.self, Array(repeating: "ForEach row", count: 15))
    #expect(findAll(AddCardView.self).count == 1)
}

#scenario("All colours with no filter set still publishes the store: both views observing it run") {
    tap("全色")
    // MainMenuView builds its ForEach of the five colour buttons again, and each row reads the
    // selected filters: a row unit per element runs (UpdateModel, "Units and sources"), left out
    // when this scenario was written.
    #expectUpdates(ContentView.self, MainMenuView.self, Array(repeating: "ForEach row", count: 5))
}
