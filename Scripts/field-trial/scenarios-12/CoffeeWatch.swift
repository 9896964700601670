#scenario("the recipe list has one row per bundled recipe once it appears") {
    #expect(findAll(ListView.self).count == 1)
    #expect(findAll(ListItemView.self).count == 4)
}
