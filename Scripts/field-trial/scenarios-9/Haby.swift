#scenario("picking a mood runs the content view, whose body made the daily view's Binding(get:set:), and so the daily view and the mood picker") {
    tap("😊")
    // Corrected in session 11 (was: MoodPickerView alone): UpdateModel rule 5 — DailyView's init,
    // run in ContentView's body, makes Binding(get:set:), whose get runs once there and reads the
    // view model's state: ContentView depends on it. Rule 6 — ContentView then passes DailyView a
    // new view model (its State's initial value) and a new binding, so DailyView runs, and hands
    // MoodPickerView a new binding; rule 11 — the picker's ForEach of 5 moods is rebuilt.
    #expectUpdates(ContentView.self, DailyView.self, MoodPickerView.self, Array(repeating: "ForEach row", count: 5))
    #expect(findAll(DailyView.self).count == 1)
}
