#scenario("Начать expands the first onboarding page: the page and the views bound to its state run again") {
    tap("Начать")
    #expectUpdates(FirstOnboardingView.self, GeometryReaderView.self, TypingEffectView.self)
}
