#scenario("Continue moves the intro to its second beat and runs only the launch view") {
    tap("Continue")
    #expectUpdates(StrokeJourneyLaunchView.self)
    #expect(find(StrokeJourneyLaunchView.self).introBeat == 1)
}

#scenario("left alone, the intro moves on by itself after 2.2 seconds") {
    advance(seconds: 3)
    #expectUpdates(StrokeJourneyLaunchView.self)
    #expect(find(StrokeJourneyLaunchView.self).introBeat == 1)
}
