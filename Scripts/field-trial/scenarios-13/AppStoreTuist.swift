#scenario("the discovery words come from the random-word service; tapping one puts it in the search term", beforeLaunch: {
    stubNetwork("https://random-word-api.herokuapp.com/*", json: #"["alpha", "bravo"]"#)
}) {
    tap("alpha")
    #expect(find(SearchView.self).searchViewModel.term == "alpha")
}
