#scenario("with the first page answering one recipe and the second none, the feed shows one recipe cell", beforeLaunch: {
    stubNetwork("https://content.guardianapis.com/search?page=1*", json: #"{"response": {"results": [{"id": "food/test-soup", "webTitle": "Test soup", "fields": {"thumbnail": "https://example.com/soup.jpg", "headline": "A test soup"}, "tags": [{"id": "food/series/tests", "webTitle": "Tests"}]}]}}"#)
    stubNetwork("https://content.guardianapis.com/search?page=2*", json: #"{"response": {"results": []}}"#)
}) {
    #expect(findAll(RecipeCellView.self).count == 1)
}
