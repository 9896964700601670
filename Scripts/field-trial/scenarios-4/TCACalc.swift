#scenario("typing 7 leaves the blank state: the all-clear key now reads C, and C clears") {
    tap("7")
    tap("C")
    #expect(findAll(CalcGridV.self).count == 1)
    #expect(findAll(CalcScreenV_View.self).count == 1)
}
