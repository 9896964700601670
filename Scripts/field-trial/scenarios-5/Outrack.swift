#scenario("OK dismisses the first-launch warning: only the login view runs again") {
    tap("OK")
    #expectUpdates(LoginView.self)
}
