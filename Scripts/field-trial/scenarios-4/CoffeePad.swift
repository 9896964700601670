#scenario("when the splash has played, the home screen replaces it") {
    advance(seconds: 60)
    #expect(findAll(HomeView.self).count == 1)
    #expect(findAll(CustomVideoPlayer.self).isEmpty)
}
