#scenario("the Favorites tab shows the favorites; no view runs again") {
    tap("Favorites")
    #expectUpdates()
    #expect(findAll(FavoritesTabView.self).count == 1)
}
