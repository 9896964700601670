// MovieSwift (with its SwiftUIFlux package) stops at launch: its LoggingMiddleware calls the C
// function __dispatch_queue_get_label, which ViewGraph does not simulate (a located error there).
// Written for when it launches.
#scenario("the home screen shows once the movie lists load") {
    stubNetwork("https://api.themoviedb.org/*", json: #"{"results": [], "page": 1, "total_pages": 1}"#)
    #expect(findAll(MoviesHome.self).count == 1)
}
