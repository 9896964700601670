#scenario("View History presents the history sheet; the entry form does not run again") {
    tap("View History")
    #expectUpdates()
    #expect(findAll(MoodHistoryView.self).count == 1)
}

#scenario("picking a mood writes state the form's body never reads: nothing runs") {
    select("Sad", in: "Select Mood")
    #expectUpdates()
    #expect(find(ContentView.self).selectedMood == "Sad")
}
