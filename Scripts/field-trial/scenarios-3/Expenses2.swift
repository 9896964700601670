#scenario("View All presents every transaction in a sheet; the home view does not run again") {
    tap("View All")
    #expectUpdates()
    #expect(findAll(AllTransacitonsView.self).count == 1)
}
