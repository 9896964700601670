#scenario("Начать expands the first onboarding page: the page, the views bound to its state and the circle's geometry content run again") {
    tap("Начать")
    #expectUpdates(FirstOnboardingView.self, GeometryReaderView.self, "GeometryReader content", TypingEffectView.self)
}
