// MovieSwift (with its SwiftUIFlux package): the home screen asks TMDb for its movie lists at
// launch, so the scenario answers every request to api.themoviedb.org before the launch.
// Where it stops: APIService.GET<T: Codable> decodes `T.self`, a generic parameter that only the
// completion closure's annotation `(result: Result<GenreResponse, APIError>)` names; ViewGraph
// does not carry that type back into the call, so the response stays untyped JSON and
// `response.genres` is a located error in MoviesActions.swift.
#scenario("the home screen shows once the movie lists load", beforeLaunch: {
    stubNetwork("https://api.themoviedb.org/*", json: #"{"results": [], "page": 1, "total_pages": 1}"#)
}) {
    #expect(findAll(MoviesHome.self).count == 1)
}
