// The root builds only StoreProvider (SwiftUIFlux, not in the repository), an opaque leaf: no tap is possible.
#scenario("launch builds the App and the opaque StoreProvider only") {
    #expectUpdates()
    #expectInserted()
}
