// The migration what-if on Posts (issue 40): Sign In, with no server to answer, writes
// LoginViewModel.hasError and .errorMessage, which no view on the sign-in form reads. (Typing
// into the form is left out: its email field and its password field share the title
// "enter your email", so `type(_:into:)` cannot tell them apart.)

#scenario("Sign In with no server to answer") {
    tap("Sign In")
    advance(seconds: 1)
    #expectUpdates(ContentView.self)
}
