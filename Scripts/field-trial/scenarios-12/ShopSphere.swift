#scenario("after the splash's delay, a signed-out new user sees onboarding") {
    advance(seconds: 3)
    #expect(findAll(SplashView.self).isEmpty)
    #expect(findAll(OnboardView.self).count == 1)
}
