#scenario("typing a check amount runs ContentView only: it reads checkAmount through totalPerPerson; the 98 people rows and 5 tip rows are compared, not run") {
    type("50", into: "Amount")
    #expect(find(ContentView.self).checkAmount == 50)
    #expectUpdates(ContentView.self)
    #expectInserted()
    #expectRemoved()
}

#scenario("choosing another tip percentage runs ContentView only") {
    find(ContentView.self).tipPercentage = 25
    #expectUpdates(ContentView.self)
}

#scenario("typing the same amount again runs nothing: the state's value is equal") {
    type("50", into: "Amount")
    #expectUpdates(ContentView.self)
    type("50", into: "Amount")
    #expectUpdates()
}
