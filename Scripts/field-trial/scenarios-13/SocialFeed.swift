#scenario("selecting My Network hides the feed and shows that tab's empty state") {
    tap("My Network")
    #expect(findAll(FeedView.self).count == 0)
    #expect(findAll(EmptyStateView.self).count == 1)
}
