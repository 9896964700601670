#scenario("the Live @Query row pushes the live query example") {
    tap("Live @Query")
    #expect(findAll(QueryLiveListView.self).count == 1)
}
