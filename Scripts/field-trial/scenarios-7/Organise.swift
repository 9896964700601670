#scenario("Edit turns the list into edit mode: its button reads Done") {
    tap("Edit")
    #expect(findAll(HabitUIView.self).count == 1)
    #expect(findAll(HabitRowView.self).count > 0)
}
