#scenario("typing a search runs the movie list again; no movie row appears while the search service has not answered") {
    search("Matrix")
    #expect(findAll(MovieListView.self).count == 1)
    #expect(findAll(MovieListRow.self).count == 0)
}
