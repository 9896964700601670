#scenario("choosing who serves first dismisses the serve overlay and leaves the score board") {
    tap("US")
    #expect(findAll(ServeSelectionView.self).count == 0)
    #expect(findAll(ScoreView.self).count == 1)
    #expect(findAll(MatchView.self).count == 1)
}
