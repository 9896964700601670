#scenario("choosing Mars in the selector publishes the app model: every view of the window that declares it runs, the 12 rows run again and only the two cells whose selection changed run") {
    tap("Mars")
    #expectUpdates(ObjectInfoView.self, HeaderView.self, MetricsInfoView.self, ScaleControlView.self, RotationControlsView.self, ObjectSelectorView.self, ObjectCellView.self, ObjectCellView.self, Array(repeating: "ForEach row", count: 12))
    #expect(root.appModel.object?.name == "Mars")
}
#scenario("Show opens the immersive space and the model records it") {
    tap("Show")
    #expect(root.appModel.isImmersiveSpaceOpen == true)
}
