#scenario("Login with GitHub opens the authorization URL outside the app: nothing runs again") {
    tap("Login with GitHub")
    #expectUpdates()
    #expect(findAll(LoginView.self).count == 1)
}
