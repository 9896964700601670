#scenario("the Reflection tab shows the reflection page") {
    tap("Reflection")
    #expect(findAll(ReflectionView.self).count == 1)
}
