// MovieSwift (with its SwiftUIFlux package): the home screen asks TMDb for its movie lists and
// genres at launch (APIService.GET<T: Codable> decodes `T` as the completion closure's annotation
// names it), so the scenario answers every request to api.themoviedb.org before the launch.
#scenario("the home screen shows once the movie lists load; the swap button shows the grid", beforeLaunch: {
    stubNetwork("https://api.themoviedb.org/*", json: #"{"results": [], "page": 1, "total_pages": 1, "genres": []}"#)
}) {
    #expect(findAll(MoviesHome.self).count == 1)
    #expect(findAll(MoviesHomeGrid.self).isEmpty)
    tap("rectangle.3.offgrid.fill")
    #expectUpdates(MoviesHome.self)
    #expect(findAll(MoviesHomeGrid.self).count == 1)
}
