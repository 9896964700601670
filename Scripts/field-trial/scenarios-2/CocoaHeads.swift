#scenario("the plus button adds one counter row") {
    tap("plus")
    #expect(findAll(CounterReducerView.self).count == 1)
}
