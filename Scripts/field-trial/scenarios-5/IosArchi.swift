#scenario("the info button presents the app info sheet; the home view does not run again") {
    tap("info")
    #expectUpdates()
    #expect(findAll(AppInfoView.self).count == 1)
}
