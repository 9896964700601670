#scenario("GOT IT! pushes the gallery: only the gallery appears, the welcome page does not run again") {
    tap("GOT IT!")
    #expectUpdates()
    // GalleryView applies `.navigationSetup()`, the app's NavigationBarSetupModifier: a custom
    // ViewModifier's body(content:) is a unit of its own (UpdateModel, "A custom ViewModifier's
    // body(content:) … run as units"), which this scenario left out when it was written.
    #expectInserted(GalleryView.self, NavigationBarSetupModifier.self)
}
