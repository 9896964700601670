#scenario("the sign-up switch runs only the sign-in screen, which reads it") {
    tap("Don't have an account? Sign Up")
    #expectUpdates(AuthView.self)
    #expect(find(AuthView.self).isSignUp == true)
}

#scenario("typing an email runs the sign-in screen: its button's disabled state reads the field") {
    type("me@example.com", into: "Email")
    #expectUpdates(AuthView.self)
    #expect(find(AuthView.self).email == "me@example.com")
}
