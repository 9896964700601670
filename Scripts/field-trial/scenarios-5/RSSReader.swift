#scenario("Beslemeleri Yönet presents the feed manager sheet; the split view does not run again") {
    tap("Beslemeleri Yönet")
    #expectUpdates()
    #expect(findAll(ManageFeedsView.self).count == 1)
}
