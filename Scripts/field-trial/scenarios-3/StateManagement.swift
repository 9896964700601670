#scenario("Counter Demo pushes the counter view; the list does not run again") {
    tap("Counter Demo")
    #expectUpdates()
    #expectInserted(CounterView.self)
}

#scenario("+ on the counter runs both views that observe the app state") {
    tap("Counter Demo")
    #expect(findAll(CounterView.self).count == 1)
    tap("+")
    #expectUpdates(ContentView.self, CounterView.self)
}
