// FoodTruck's sidebar is a List(selection:) of NavigationLink(value:)s inside a NavigationSplitView:
// tapping a row selects its panel, and the detail column shows it.
#scenario("choosing Orders in the sidebar replaces the truck with the orders list") {
    tap("Orders")
    // ContentView reads selection in .onChange(of:), DetailColumn switches on it, and Sidebar's
    // binding input now holds another value.
    // Rule 11: Sidebar ran, so its three kept ForEach rows run their new content closure.
    #expectUpdates(ContentView.self, DetailColumn.self, Sidebar.self, "ForEach row", "ForEach row", "ForEach row")
    // ViewGraph's screen is an iPhone's (WhatViewGraphSimulates: the size class is .compact since
    // session 9), where OrdersView shows its orders as a list, not the iPad's and Mac's table this
    // scenario expected before (OrdersTable, with an OrderRow and a DonutStackView): the list
    // builds the rows on screen (rule 11: 15), each an OrderRow with its donut stack.
    #expect(findAll(OrdersView.self).count == 1)
    #expect(findAll(OrdersTable.self).isEmpty)
    #expect(findAll(OrderRow.self).count == 15)
    #expect(findAll(DonutStackView.self).count == 15)
    #expect(findAll(TruckView.self).isEmpty)
}

// Issue 36: what ViewGraph does not simulate never stops an action. WeatherKit's values are opaque,
// with one located warning each, and the city's view is built.
#scenario("a city's view needs WeatherKit, which ViewGraph does not simulate: the city opens with opaque weather") {
    tap("London")
    #expect(findAll(CityView.self).count == 1)
}
