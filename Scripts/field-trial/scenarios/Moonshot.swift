#scenario("tapping the Apollo 11 card pushes MissionView with its three crew rows; no body runs, the app holds no state") {
    tap("Apollo 11")
    #expectUpdates()
    #expectInserted(MissionView.self, "ForEach row", "ForEach row", "ForEach row")
}

#scenario("tapping Neil Armstrong in the crew pushes AstronautView") {
    tap("Apollo 11")
    #expectInserted(MissionView.self, "ForEach row", "ForEach row", "ForEach row")
    tap("Neil A. Armstrong")
    #expectUpdates()
    #expectInserted(AstronautView.self)
}
