#scenario("the workout list has a row per workout type and none is selected") {
    #expect(findAll(StartView.self).count == 1)
    #expect(findAll(SessionPagingView.self).count == 0)
}
