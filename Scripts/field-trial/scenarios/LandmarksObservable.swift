#scenario("tapping the List tab shows LandmarkList: ContentView only projects $selection into the TabView, so it does not run") {
    tap("List")
    #expectUpdates()
}

#scenario("Favorites only runs LandmarkList (filteredLandmarks reads the state) and removes the 9 rows that are not favourites", root: LandmarkList().environment(ModelData())) {
    toggle("Favorites only")
    // Rule 11: the body that builds a ForEach ran, so every kept row runs its new content closure.
    #expectUpdates(LandmarkList.self, Array(repeating: "ForEach row", count: 6))
    #expectRemoved("ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", LandmarkRow.self, LandmarkRow.self, LandmarkRow.self, LandmarkRow.self, LandmarkRow.self, LandmarkRow.self, LandmarkRow.self, LandmarkRow.self, LandmarkRow.self)
}
