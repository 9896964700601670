#scenario("Add to your list only prints: nothing runs again") {
    tap("Add to your list")
    #expectUpdates()
    #expect(findAll(TeaSelectionCardView.self).count == 1)
}
