#scenario("a fresh launch shows the current-location page, still loading, and no saved city pages") {
    #expect(findAll(CurrentWeatherTabView.self).count == 1)
    #expect(findAll(WeatherTabView.self).isEmpty)
}

#scenario("on the add page, typing a city runs AddLocationView and its round button (a new action closure), nothing else") {
    find(LocationAndTripSliderView.self).viewModel.tabs.selected = 1
    #expect(findAll(AddLocationView.self).count == 1)
    type("Odense", into: "Location name")
    #expectUpdates(AddLocationView.self, RoundButton.self)
}
