#scenario("Add Ordinary: the fetch request and the model's publisher update the counts, and the buttons get new closures") {
    tap("Add Ordinary")
    #expectUpdates(AppRoot.self, Top.self, Bottom.self, DisplayCounts.self, DisplayCounts.self, DisplayCounts.self, ButtonGrp.self)
}

#scenario("Save with nothing changed runs nothing") {
    tap("Save")
    #expectUpdates()
}
