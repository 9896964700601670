#scenario("the Watchlist tab shows the watchlist") {
    tap("Watchlist")
    #expect(findAll(MediasListView.self).count == 1)
}
