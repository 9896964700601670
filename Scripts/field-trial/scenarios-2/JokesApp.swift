#scenario("Let's go! leaves the onboarding for the home screen") {
    tap("Let's go!")
    #expect(findAll(OnboardingView.self).isEmpty)
    #expect(findAll(HomeView.self).count == 1)
}
