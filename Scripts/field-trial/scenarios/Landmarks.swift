#scenario("tapping the List tab shows LandmarkList: ContentView only projects $selection into the TabView, so it does not run") {
    tap("List")
    #expectUpdates()
}

#scenario("Favourites only runs LandmarkList (filteredLandmarks reads the state) and removes the 9 rows that are not favourites", root: LandmarkList().environmentObject(ModelData())) {
    toggle("Favourites only")
    // Rule 11: the body that builds a ForEach ran, so every kept row runs its new content closure.
    #expectUpdates(LandmarkList.self, "ForEach row", "ForEach row", "ForEach row")
    #expectRemoved("ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", LandmarkRow.self, LandmarkRow.self, LandmarkRow.self, LandmarkRow.self, LandmarkRow.self, LandmarkRow.self, LandmarkRow.self, LandmarkRow.self, LandmarkRow.self)
}
