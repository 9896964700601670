#scenario("the plus button presents the new-topic form") {
    tap("plus")
    #expect(findAll(TopicsCreateView.self).count == 1)
}
