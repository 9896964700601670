#scenario("the Pokédex card pushes the Pokémon list: the menu view observes the store's path and runs again") {
    tap("Pokédex")
    #expectUpdates(AppView.self)
    #expect(findAll(PokemonListFeatureView.self).count == 1)
}
