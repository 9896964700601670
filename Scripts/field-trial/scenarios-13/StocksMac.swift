#scenario("tapping Business News sets the route again: the views that declare the route state run, and the header, handed a new closure, runs too") {
    tap("Business News")
    #expectUpdates(HomeScreen.self, StockListView.self, BusinessHeaderView.self, NewsArticleListView.self)
}
