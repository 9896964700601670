// The migration what-if on SelfRefactor (issue 40): marking a habit done writes
// HabitsViewModel.habits; picking a mood writes MoodViewModel.moodEntries and .todayMood.

#scenario("tapping a habit marks it done") {
    tap("Drink water")
    #expectUpdates(HabitsView.self, Array(repeating: "ForEach row", count: 4))
}

#scenario("logging the first mood: the picker's Happy saves it and closes the sheet") {
    tap("Log your first mood")
    #expectUpdates()
    #expectInserted(MoodPickerView.self, Array(repeating: "List row", count: 7))
    #expect(findAll(MoodPickerView.self).count == 1)
    tap("Happy")
    #expectUpdates(MoodMainPage.self)
    #expectInserted(EmotionCardView.self, "ForEach row")
    #expectRemoved(MoodPickerView.self, Array(repeating: "List row", count: 7))
    #expect(findAll(EmotionCardView.self).count == 1)
}
