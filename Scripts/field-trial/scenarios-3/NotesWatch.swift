#scenario("the list button pushes the notes list over the four home buttons") {
    tap("Список")
    #expectUpdates()
    #expectInserted(TableView.self)
    #expectHidden(HomeView.self, HomeButtonView.self, HomeButtonView.self, HomeButtonView.self, HomeButtonView.self)
}
