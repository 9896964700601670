#scenario("+ presents the add-habit sheet: the list passes a binding and does not run again") {
    tap("plus")
    #expectUpdates()
    #expect(findAll(AddHabitView.self).count == 1)
}
