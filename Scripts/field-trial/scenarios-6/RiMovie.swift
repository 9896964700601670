#scenario("the Favorite tab shows the favourites screen") {
    tap("Favorite")
    #expect(findAll(FavoriteView.self).count == 1)
}
