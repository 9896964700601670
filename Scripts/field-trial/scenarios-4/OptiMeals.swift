#scenario("go to tabs runs the splash, which observes the whole state, and pushes the tabs with Home") {
    tap("go to tabs")
    #expectUpdates(SplashView.self)
    #expect(findAll(TabsView.self).count == 1)
    #expect(findAll(HomeView.self).count == 1)
}
