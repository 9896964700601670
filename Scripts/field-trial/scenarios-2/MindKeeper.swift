#scenario("Sign Up Now opens the sign-up form") {
    tap("Sign Up Now")
    #expect(findAll(SignUpView.self).count == 1)
}
