#scenario("a returning user (onboarding done) starts on the tab view's Home tab, not the onboarding", beforeLaunch: {
    UserDefaults.standard.set(false, forKey: "isOnboarding")
}) {
    #expect(findAll(OnboardingView.self).count == 0)
    #expect(findAll(FocusAssistantTabs.self).count == 1)
    #expect(findAll(HomeView.self).count == 1)
}
#scenario("a returning user selects the Tasks tab: the task list is built and the Home tab is hidden with its state", beforeLaunch: {
    UserDefaults.standard.set(false, forKey: "isOnboarding")
}) {
    tap("Tasks")
    #expectHidden(HomeView.self)
    #expect(findAll(TaskView.self).count == 1)
}
