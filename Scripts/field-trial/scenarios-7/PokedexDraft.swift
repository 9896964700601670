#scenario("the home page shows one menu card per menu item") {
    #expect(findAll(MenuCardView.self).count == 6)
}
