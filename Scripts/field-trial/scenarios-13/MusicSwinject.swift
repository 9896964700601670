#scenario("the search the view model makes through the Swinject-resolved web service fills the list", beforeLaunch: {
    stubNetwork("https://itunes.apple.com/search/song&term=led+zeplin", json: #"{"resultCount": 2, "results": [{"artistName": "Led Zeppelin", "trackName": "Kashmir", "artworkUrl100": ""}, {"artistName": "Led Zeppelin", "trackName": "Black Dog", "artworkUrl100": ""}]}"#)
}) {
    #expect(findAll(TrackCell.self).count == 2)
}
