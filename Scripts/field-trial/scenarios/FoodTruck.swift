// FoodTruck's sidebar is a List(selection:) of NavigationLink(value:)s inside a NavigationSplitView:
// tapping a row selects its panel, and the detail column shows it.
#scenario("choosing Orders in the sidebar replaces the truck with the orders table") {
    tap("Orders")
    // ContentView reads selection in .onChange(of:), DetailColumn switches on it, and Sidebar's
    // binding input now holds another value.
    #expectUpdates(ContentView.self, DetailColumn.self, Sidebar.self)
    #expectInserted(OrdersView.self, OrdersTable.self)
    #expect(findAll(TruckView.self).isEmpty)
}

#scenario("a city's view needs WeatherKit, which ViewGraph does not simulate: a located error where it is used") {
    tap("London")
    #expectError("'WeatherService.shared.weather(…).currentWeather.cloudCover' is not simulated")
}
