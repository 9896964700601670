#scenario("the eye button shows the password in clear") {
    tap("eye.slash")
    #expect(find(LogInView.self).isSecure == false)
}
