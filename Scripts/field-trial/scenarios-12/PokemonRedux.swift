#scenario("a fresh launch shows the list loading: the store has no Pokémon yet") {
    #expect(findAll(PokemonList.self).count == 1)
    #expect(findAll(PokemonListLoadingView.self).count == 1)
}
