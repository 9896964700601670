#scenario("Add creates a note, which the list shows") {
    tap("Add")
    #expect(find(ContentView.self).notes.count == 1)
}
