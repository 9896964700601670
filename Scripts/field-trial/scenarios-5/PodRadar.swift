#scenario("Continue moves the onboarding to its second page: only the onboarding view runs again") {
    tap("Continue")
    #expectUpdates(OnboardingView.self)
    #expect(findAll(OnboardingView.self).count == 1)
}
