#scenario("the plus button presents the food search sheet the view factory resolves; the main screen does not run again") {
    tap("plus")
    #expectUpdates()
    // The sheet's screen applies the package's `Modifiers.Alignment`, a custom ViewModifier: its
    // body(content:) is a unit of its own (UpdateModel, "A custom ViewModifier's body(content:) …
    // run as units"), which this scenario left out when it was written.
    #expectInserted(SearchFoodScreen.self, AddButtonView.self, Alignment.self)
}
