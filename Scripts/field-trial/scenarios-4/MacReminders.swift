#scenario("Add List presents the new-list sheet; the sidebar does not run again") {
    tap("Add List")
    #expectUpdates()
    #expect(findAll(AddNewListView.self).count == 1)
}
