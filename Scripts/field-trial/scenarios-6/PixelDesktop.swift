#scenario("the first-launch window shows the onboarding with its two rows of pictures") {
    #expect(findAll(OnboardingView.self).count == 1)
    #expect(findAll(Onboarding_ImageGridView.self).count == 2)
}

#scenario("Got It stores that the first launch is over") {
    tap("Got It")
    #expect(UserDefaults.standard.object(forKey: "isInitialLaunch") as? Bool == false)
}
