// The migration what-if on TapWeight (issue 40): the body mass stepper's + (it writes
// 📱AppModel.📝massInputQuantity only once HealthKit has given a preferred unit, which a launch
// without HealthKit never has, so its label reads "00.0") and the menu's Date picker toggle (an
// @AppStorage flag of the model: it sends no objectWillChange, and once migrated it must be
// @ObservationIgnored, so it runs no view either way).

#scenario("+ on the body mass stepper, with no unit from HealthKit") {
    increment("00.0")
    #expectUpdates()
}

#scenario("the menu's Date picker toggle") {
    tap("Open menu")
    #expectUpdates()
    #expectInserted(ℹ️AppStoreLink.self, ℹ️IconAndName.self, 🛒InAppPurchaseMenuLink.self, 🛒PurchaseView.self, 🛠AppMenu.self)
    #expect(findAll(🛠MenuButton.self).count == 1)
    toggle("Date picker")
    #expectUpdates()
    #expect(findAll(🛠MenuButton.self).count == 1)
}
