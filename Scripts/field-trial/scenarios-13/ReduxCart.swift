#scenario("Login dispatches showLoginSheet: the login sheet is presented") {
    tap("Login")
    #expect(findAll(LoginView.self).count == 1)
}
#scenario("after the mock service's delay the 8 products are listed") {
    advance(seconds: 1)
    #expect(findAll(ProductRowView.self).count == 8)
}
#scenario("the Cart tab dispatches setCurrentTab: the cart is shown") {
    tap("Cart")
    #expect(findAll(CartView.self).count == 1)
}
