// The app loads its list from the network in a .task: the scenarios answer that request.
#scenario("the countries load from the stubbed endpoint and tapping a row pushes its info", beforeLaunch: {
    stubNetwork(
        "https://www.ralfebert.de/examples/v3/countries.json",
        json: #"[{"id": "at", "name": "Austria", "capital": "Vienna", "population": 8935112},"#
            + #" {"id": "gb", "name": "United Kingdom", "capital": "London", "population": 67081000,"#
            + #"  "currency": {"name": "£", "exchangeRateToEuro": 1.17}}]"#)
}) {
    #expect(findAll(CountryRowView.self).count == 2)
    tap("United Kingdom")
    // The link's destination is built in the list's row; the row itself only shows the country.
    #expectUpdates()
    #expectInserted(CountryInfoView.self, CurrencyConverterView.self)
}

#scenario("offline: the error's description is shown", beforeLaunch: {
    stubNetwork("https://www.ralfebert.de/*", error: URLError(.notConnectedToInternet))
}) {
    #expect(findAll(CountryRowView.self).isEmpty)
    #expect(findAll(CountriesView.self).isEmpty)
}
