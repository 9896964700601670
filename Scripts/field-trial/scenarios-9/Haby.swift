#scenario("picking a mood runs only the mood picker: the daily view passes its binding and does not read the mood") {
    tap("😊")
    #expectUpdates(MoodPickerView.self)
    #expect(findAll(DailyView.self).count == 1)
}
