#scenario("Continue turns the onboarding's page: the onboarding runs again, and its action button, handed a new closure") {
    tap("Continue")
    #expectUpdates(OnboardingView.self, ActionButton.self)
    #expect(findAll(OnboardingView.self).count == 1)
}
