#scenario("typing the email writes the @Observable view model through a binding: the login view made that binding, so it runs again") {
    type("ada@example.com", into: "Enter your email")
    // Corrected in session 11 (was: nothing runs): UpdateModel rule 5 — a binding to a property of
    // an @Observable object held in @State ($viewModel.email) reads that property in the unit that
    // makes it, since SwiftUI's Binding stores the current value.
    #expectUpdates(LoginView.self)
}
#scenario("Sing Up pushes the registration form; the login view does not run again") {
    tap("Sing Up")
    #expectUpdates()
    #expect(findAll(RegistrationView.self).count == 1)
}
