#scenario("the features list shows its six feature rows") {
    #expect(findAll(FeatureRowView.self).count == 6)
}

#scenario("the Observation row pushes the mood list through the router") {
    tap("Observation")
    #expect(findAll(MoodListView.self).count == 1)
}
