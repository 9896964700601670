#scenario("searching the agenda stores the text in the Today feature's state") {
    search("Swift")
    #expect(findAll(TodayView.self).count == 1)
    #expect(find(TodayView.self).store.searchText == "Swift")
}
