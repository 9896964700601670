#scenario("the plus button presents the food search sheet the view factory resolves; the main screen does not run again") {
    tap("plus")
    #expectUpdates()
    #expectInserted(SearchFoodScreen.self, AddButtonView.self)
}
