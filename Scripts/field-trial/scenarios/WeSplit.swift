#scenario("typing a check amount runs ContentView only: it reads checkAmount through totalPerPerson; the 98 people rows and 5 tip rows run again (rule 11)") {
    type("50", into: "Amount")
    #expect(find(ContentView.self).checkAmount == 50)
    // Rule 11: the body that builds a ForEach ran, so every kept row runs its new content closure.
    #expectUpdates(ContentView.self, Array(repeating: "ForEach row", count: 103))
    #expectInserted()
    #expectRemoved()
}

#scenario("choosing another tip percentage runs ContentView and its picker rows") {
    find(ContentView.self).tipPercentage = 25
    // Rule 11: the body that builds a ForEach ran, so every kept row runs its new content closure.
    #expectUpdates(ContentView.self, Array(repeating: "ForEach row", count: 103))
}

#scenario("typing the same amount again runs nothing: the state's value is equal") {
    type("50", into: "Amount")
    // Rule 11: the body that builds a ForEach ran, so every kept row runs its new content closure.
    #expectUpdates(ContentView.self, Array(repeating: "ForEach row", count: 103))
    type("50", into: "Amount")
    #expectUpdates()
}
