#scenario("the first launch loads the sample cakes, which the sidebar's Cakes card shows") {
    #expect(!findAll(CakeImageView.self).isEmpty)
}

#scenario("Cakes in the sidebar shows the cakes browser in the detail column") {
    tap("Cakes")
    #expect(findAll(CakesView.self).count == 1)
    #expect(findAll(OrdersView.self).isEmpty)
}
