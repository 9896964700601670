#scenario("turning on special requests runs ContentView: its $order.specialRequestEnabled binding and the if read it") {
    toggle("Any special requests?")
    #expect(find(ContentView.self).order.specialRequestEnabled)
    // Rule 11: the body that builds a ForEach ran, so every kept row runs its new content closure.
    #expectUpdates(ContentView.self, "ForEach row", "ForEach row", "ForEach row", "ForEach row")
    #expectInserted()
}

#scenario("typing a name in Delivery details runs AddressView only: ContentView never reads order.name") {
    tap("Delivery details")
    #expectUpdates()
    #expectInserted(AddressView.self)
    type("Paul", into: "Name")
    #expectUpdates(AddressView.self)
}

#scenario("turning off special requests also clears the extras in didSet: one ContentView run") {
    toggle("Any special requests?")
    // Rule 11: the body that builds a ForEach ran, so every kept row runs its new content closure.
    #expectUpdates(ContentView.self, "ForEach row", "ForEach row", "ForEach row", "ForEach row")
    toggle("Add extra frosting")
    // Rule 11: the body that builds a ForEach ran, so every kept row runs its new content closure.
    #expectUpdates(ContentView.self, "ForEach row", "ForEach row", "ForEach row", "ForEach row")
    toggle("Any special requests?")
    #expect(find(ContentView.self).order.extraFrosting == false)
    // Rule 11: the body that builds a ForEach ran, so every kept row runs its new content closure.
    #expectUpdates(ContentView.self, "ForEach row", "ForEach row", "ForEach row", "ForEach row")
}
