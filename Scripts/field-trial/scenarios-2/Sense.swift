#scenario("Hi on the welcome page opens the API key tutorial") {
    tap("Hi")
    #expect(findAll(ApiKeyTutorialView.self).count == 1)
}
