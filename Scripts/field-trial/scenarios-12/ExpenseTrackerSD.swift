#scenario("the Summary tab shows the summary") {
    tap("Summary")
    #expect(findAll(SummaryView.self).count == 1)
}
