#scenario("the Planets tab shows the planet list") {
    tap("Planets")
    #expect(findAll(PlanetListView.self).count == 1)
}
