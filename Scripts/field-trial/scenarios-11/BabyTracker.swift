#scenario("after the splash's 1.5 s, a new user sees onboarding: the App reads the splash flag and runs again") {
    advance(seconds: 2)
    #expectUpdates(BabyTracker.self)
    #expect(findAll(SplashView.self).count == 0)
    #expect(findAll(OnboardingView.self).count == 1)
}
