#scenario("the Locations tab shows the location list") {
    tap("Locations")
    #expect(findAll(LocationListView.self).count == 1)
}
