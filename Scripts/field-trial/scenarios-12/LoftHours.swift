#scenario("Continue as a guest moves the welcome to the name step: only the onboarding runs again") {
    tap("Continue as a guest")
    #expectUpdates(OnboardingView.self)
    #expect(findAll(OnboardingView.self).count == 1)
}
