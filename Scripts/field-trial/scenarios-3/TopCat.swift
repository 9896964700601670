#scenario("GOT IT! pushes the gallery: only the gallery appears, the welcome page does not run again") {
    tap("GOT IT!")
    #expectUpdates()
    #expectInserted(GalleryView.self)
}
