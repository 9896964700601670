#scenario("typing the email writes the @Observable view model through a binding: the login view never read the email, so nothing runs again") {
    type("ada@example.com", into: "Enter your email")
    #expectUpdates()
}
#scenario("Sing Up pushes the registration form; the login view does not run again") {
    tap("Sing Up")
    #expectUpdates()
    #expect(findAll(RegistrationView.self).count == 1)
}
