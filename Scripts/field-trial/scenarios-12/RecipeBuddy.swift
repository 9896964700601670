#scenario("after the splash's second, no session: the coordinator shows sign-in") {
    advance(seconds: 2)
    #expect(findAll(SplashView.self).isEmpty)
    #expect(findAll(AuthenticationView.self).count == 1)
}
