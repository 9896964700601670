// The migration what-if on Sense (issue 40): the setup's buttons push screens by writing
// SetupViewModel.path; typing the key writes SetupViewModel.apiKey.

#scenario("hi pushes the API key tutorial") {
    tap("hi")
    #expectUpdates(ContentView.self, FilledButton.self, SetupView.self)
    #expectInserted(ApiKeyTutorialView.self, FilledButton.self)
    #expectHidden(FilledButton.self)
}

#scenario("the tutorial's proceed, then typing a key") {
    tap("hi")
    #expectUpdates(ContentView.self, FilledButton.self, SetupView.self)
    #expectInserted(ApiKeyTutorialView.self, FilledButton.self)
    #expectHidden(FilledButton.self)
    #expect(findAll(ApiKeyTutorialView.self).count == 1)
    tap("proceed")
    #expectUpdates(ApiKeyTutorialView.self, ContentView.self, FilledButton.self, FilledButton.self, SetupView.self)
    #expectInserted(ApiKeyEnterView.self, ApiKeyFieldView.self, SettingsTextFieldWrapper.self)
    #expectHidden(ApiKeyTutorialView.self, FilledButton.self)
    #expect(findAll(ApiKeyEnterView.self).count == 1)
    type("sk-test", into: "key")
    #expectUpdates(ApiKeyEnterView.self, ApiKeyFieldView.self, ApiKeyTutorialView.self, ContentView.self, FilledButton.self, FilledButton.self, SettingsTextFieldWrapper.self, SetupView.self)
    #expectInserted(FilledButton.self)
    #expect(findAll(ApiKeyEnterView.self).count == 1)
}
