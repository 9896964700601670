#scenario("the splash shows the home screen two seconds after launch") {
    #expect(findAll(SplashView.self).count == 1)
    advance(seconds: 2)
    #expect(findAll(HomeView.self).count == 1)
    #expect(findAll(SplashView.self).isEmpty)
}
