#scenario("Sort and Filter presents the options sheet") {
    tap("Sort and Filter")
    #expect(findAll(OptionsView.self).count == 1)
}
