#scenario("a new user sees the sign-in form: its email field takes text") {
    type("reader@example.com", into: "enter your email")
}
