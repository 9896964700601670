#scenario("finishing the onboarding shows the login page") {
    tap("Let's get started!")
    #expect(findAll(OnboardingView.self).isEmpty)
    #expect(findAll(LoginView.self).count == 1)
}
