#scenario("Add presents the add-category sheet over the empty list") {
    tap("Add")
    #expectUpdates(BudgetListView.self)
    #expect(findAll(AddBudgetCategoryView.self).count == 1)
}
