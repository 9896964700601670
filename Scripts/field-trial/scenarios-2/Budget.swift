#scenario("the Budgets tab shows the budgets") {
    tap("Budgets")
    #expect(findAll(BudgetsView.self).count == 1)
}
