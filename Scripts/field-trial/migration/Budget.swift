// The migration what-if on Budget (issue 40): adding an expense through the + sheet's Done writes
// DataStore.dataModel, which the expenses list and the sheet's editor read.

#scenario("adding an expense of 12 for lunch") {
    tap("plus")
    #expectUpdates()
    #expectInserted(EditExpenseView.self, "ForEach row", "ForEach row", "ForEach row")
    #expect(findAll(EditExpenseView.self).count == 1)
    type("12", into: "Amount")
    type("Lunch", into: "Label")
    #expectUpdates(EditExpenseView.self, EditExpenseView.self, Array(repeating: "ForEach row", count: 6))
    #expect(findAll(EditExpenseView.self).count == 1)
    tap("Done")
    // No update set here: Done dismisses the sheet through `presentationMode`, which ViewGraph does
    // not simulate, so the sheet stays and its EditExpenseView runs again instead of going away.
    #expect(findAll(ExpenseListItemView.self).count == 1)
}
