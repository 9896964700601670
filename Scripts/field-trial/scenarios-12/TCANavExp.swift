#scenario("Increment counts in feature A's state: only the view that reads the count runs again") {
    tap("Increment")
    #expectUpdates(FeatureAView.self)
    #expect(findAll(FeatureAView.self).count == 1)
}
