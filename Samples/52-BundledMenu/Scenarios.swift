// Scenarios of Sample 52: the bundled menu decodes, and ordering runs the order's subscribers.

#scenario("the menu decodes from the bundled JSON, CodingKeys and all") {
    let menu = find(MenuView.self).menu
    #expect(menu.map(\.name) == ["Breakfast", "Drinks"])
    #expect(menu[0].items[1].name == "Superfood Bowl")
    #expect(menu[0].items[0].photoCredit == "Joseph Gonzalez")
    #expect(findAll(ItemRow.self).count == 3)
}

#scenario("adding an item runs every subscriber of the order: the app that owns it, the badge and each add button, not the rows") {
    tap("Add Lemonade")
    // SPEC rules 9–10: a @Published write notifies every subscriber of the object: the views that
    // declare it with @EnvironmentObject, and the App, whose @StateObject owns it.
    #expectUpdates(MenuApp.self, OrderBadge.self, AddButton.self, AddButton.self, AddButton.self)
    #expect(find(OrderBadge.self).order.total == 3)
}

#scenario("a second order of the same item runs the same views again: a @Published write is never compared") {
    tap("Add Full English")
    #expectUpdates(MenuApp.self, OrderBadge.self, AddButton.self, AddButton.self, AddButton.self)
    tap("Add Full English")
    #expectUpdates(MenuApp.self, OrderBadge.self, AddButton.self, AddButton.self, AddButton.self)
    #expect(find(OrderBadge.self).order.items.count == 2)
    #expect(find(OrderBadge.self).order.total == 32)
}
