#scenario("offline, the proposal list shows the error view with its retry button, and retrying keeps it") {
    tap("再試行")
    #expect(findAll(ErrorView.self).count == 1)
    #expect(findAll(ProposalListView.self).count == 1)
}
