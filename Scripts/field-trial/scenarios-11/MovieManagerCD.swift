#scenario("+ on the movies tab presents the new-movie sheet: the screen passes a binding and does not run again") {
    tap("plus")
    #expectUpdates()
    #expect(findAll(NewMovieScreen.self).count == 1)
}

#scenario("the Actors tab shows the actor list") {
    tap("Actors")
    #expect(findAll(ActorListView.self).count == 1)
}
