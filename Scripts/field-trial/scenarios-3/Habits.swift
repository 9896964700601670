#scenario("New habit presents the add-habit sheet; the home list does not run again") {
    tap("New habit")
    #expectUpdates()
    #expect(findAll(AddHabitView.self).count == 1)
}
