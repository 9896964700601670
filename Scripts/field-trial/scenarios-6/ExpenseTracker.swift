#scenario("Add transactions pushes the new-expense screen") {
    tap("Add transactions")
    #expect(findAll(AddNewExpenseView.self).count == 1)
}

#scenario("choosing Weekly in the period picker stores the period in the screen's view model") {
    select("Weekly", in: "Options")
    #expect(find(RecentTransactionsView.self).recentTransactionsViewModel.selectedDuration == .weekly)
}
