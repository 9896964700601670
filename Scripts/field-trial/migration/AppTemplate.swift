// The migration what-if on AppTemplate (issue 40): Show menu sheet writes
// 📱AppModel.presentedSheet, which the app, its content view, the sheet modifier and the
// navigation view observe.

#scenario("Show menu sheet presents the menu") {
    tap("Show menu sheet")
    #expectUpdates(ContentView.self, IOSApp.self, 🏢NavigationView.self, 🪧Sheet.self)
    #expectInserted(MenuPane.self, ℹ️AppStoreLink.self, ℹ️IconAndName.self, 🛒InAppPurchaseMenuLink.self, 🛒PurchaseView.self)
}
