#scenario("the Profile tab runs the root view, shows the profile and hides the product list") {
    tap("Profile")
    #expectUpdates(RootView.self)
    #expect(findAll(ProfileView.self).count == 1)
    #expect(findAll(ProductListView.self).isEmpty)
}
