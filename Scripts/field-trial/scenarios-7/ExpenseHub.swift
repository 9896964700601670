#scenario("the Expenses tab shows the expense list") {
    tap("Expenses")
    #expect(findAll(ExpenseListView.self).count == 1)
}
