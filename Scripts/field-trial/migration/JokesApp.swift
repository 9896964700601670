// The migration what-if on JokesApp (issue 40): each step writes one @Published property of
// UserModel or JokesViewModel through the app's own buttons.

#scenario("Let's go! sets the onboarding flag: the home screen replaces the onboarding") {
    tap("Let's go!")
    #expectUpdates(MainView.self)
    #expectInserted(HomeView.self, JokesButton.self, JokesButton.self)
    #expectRemoved(JokesButton.self, OnboardingView.self)
}

#scenario("a dad joke from the server opens the joke sheet", beforeLaunch: {
    stubNetwork("https://icanhazdadjoke.com/", json: #"{"id": "j1", "joke": "A joke of our own.", "status": 200}"#)
    UserDefaults.standard.set(true, forKey: "userSawOnboarding")
}) {
    tap("Get random Dad joke")
    advance(seconds: 1)
    #expectUpdates(HomeView.self, JokesButton.self, JokesButton.self)
    #expectInserted(JokeView.self)
}

#scenario("offline, a dad joke sets only the error message, which no view shows", beforeLaunch: {
    UserDefaults.standard.set(true, forKey: "userSawOnboarding")
}) {
    tap("Get random Dad joke")
    advance(seconds: 1)
    #expectUpdates(HomeView.self, JokesButton.self, JokesButton.self)
}
