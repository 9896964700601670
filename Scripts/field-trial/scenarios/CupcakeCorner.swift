#scenario("turning on special requests runs ContentView: its $order.specialRequestEnabled binding and the if read it") {
    toggle("Any special requests?")
    #expect(find(ContentView.self).order.specialRequestEnabled)
    #expectUpdates(ContentView.self)
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
    #expectUpdates(ContentView.self)
    toggle("Add extra frosting")
    #expectUpdates(ContentView.self)
    toggle("Any special requests?")
    #expect(find(ContentView.self).order.extraFrosting == false)
    #expectUpdates(ContentView.self)
}
