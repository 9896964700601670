#scenario("plus presents the new-habit sheet; the habits list does not run again") {
    tap("plus")
    #expectUpdates()
    #expect(findAll(NewHabitView.self).count == 1)
}
