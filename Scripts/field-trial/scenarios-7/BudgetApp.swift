#scenario("Add presents the add-category sheet: the list passes a binding and does not run again") {
    tap("Add")
    #expectUpdates()
    #expect(findAll(AddBudgetCategoryView.self).count == 1)
}
