// The migration what-if on ExpenseAshok (issue 40): Continue as Guest writes
// AuthenticationManager.currentUser and .isAuthenticated, which the app and the login screen
// observe.

#scenario("Continue as Guest signs in and leaves the login screen") {
    tap("Continue as Guest")
    #expectUpdates(ExpenseApp.self)
    #expectInserted(AccountsView.self, AddAccountMenu.self, BalanceSummarySection.self, MainTabView.self, SummaryRow.self, SummaryRow.self, SummaryRow.self)
    #expectRemoved(LoginView.self)
}
