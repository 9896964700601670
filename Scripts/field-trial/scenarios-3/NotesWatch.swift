#scenario("the list button pushes the notes list over the four home buttons") {
    tap("Список")
    #expectUpdates()
    #expectInserted(TableView.self)
    // HomeView lays its buttons out in a GeometryReader, whose content closure is a unit of its own
    // (UpdateModel, rule 11: "A GeometryReader calls its content closure in a unit of its own too"),
    // which this scenario left out when it was written.
    #expectHidden(
        HomeView.self, "GeometryReader content", HomeButtonView.self, HomeButtonView.self, HomeButtonView.self,
        HomeButtonView.self)
}
