#scenario("the splash gives way to the root screen three seconds after launch") {
    #expect(findAll(SplashView.self).count == 1)
    advance(seconds: 3)
    #expect(findAll(RootView.self).count == 1)
    #expect(findAll(SplashView.self).isEmpty)
}
