import ViewGraphModel

/// The launch's network (SPEC §3: no connection is ever opened): the responses a scenario gave with
/// `stubNetwork(…)`, by URL, and the requests the app made, in order. A request nobody stubbed is a
/// located error naming its URL.
package final class SimulatedNetwork {
  /// What a stubbed URL answers: a body and an HTTP status, or an error the request throws.
  package struct Response {
    package var body: String
    package var status: Int
    package var error: Value?

    package init(body: String, status: Int, error: Value? = nil) {
      self.body = body
      self.status = status
      self.error = error
    }
  }

  /// One request the app made.
  struct Request {
    var url: String
    var method: String
    var body: String
  }

  /// Stubs by URL; a URL ending in `*` answers every URL it begins.
  private var stubs: [String: Response] = [:]
  private(set) var requests: [Request] = []

  package func stub(_ url: String, _ response: Response) {
    stubs[url] = response
  }

  /// The stub for a request, recorded; nil when no stub matches. The longest matching prefix
  /// stub wins, so a scenario can stub a whole API and one of its endpoints differently.
  func respond(to request: Request) -> Response? {
    requests.append(request)
    if let exact = stubs[request.url] { return exact }
    let prefixes = stubs.keys.filter { $0.hasSuffix("*") && request.url.hasPrefix($0.dropLast()) }
    return prefixes.max { $0.count < $1.count }.flatMap { stubs[$0] }
  }
}
