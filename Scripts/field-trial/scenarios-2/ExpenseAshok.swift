#scenario("Continue as Guest signs in and shows the main tabs") {
    tap("Continue as Guest")
    #expect(findAll(LoginView.self).isEmpty)
    #expect(findAll(MainTabView.self).count == 1)
}
