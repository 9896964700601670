#scenario("Add Category presents its sheet, and every holder of the app state runs again") {
    tap("Add Category")
    #expectUpdates(MCStartApp.self, ContentView.self, SidebarView.self)
    #expect(findAll(AddCategorySheet.self).count == 1)
}
