import Foundation

/// Words of the scenario language (SPEC §2) that act on the simulated world.
enum ScenarioWords {
  /// `stubNetwork("https://…/menu.json", json: "[…]")`: what a URL answers for the rest of the
  /// scenario (in `beforeLaunch:`, already at launch). The body is `json:` (checked to be JSON),
  /// `text:` or `file:` (a file of the program's folder); `status:` is 200 unless given;
  /// `error: URLError(.notConnectedToInternet)` makes the request throw instead.
  static let stubNetwork = Native("stubNetwork") { call in
    guard call.labels.first == .some(nil), let url = call.string(0), !url.isEmpty else { throw call.fail(.stubNeedsURL) }
    let world = call.world
    var response = SimulatedNetwork.Response(body: "", status: 200)
    if case .int(let status)? = call.argument("status") { response.status = status }
    if let error = call.argument("error") { response.error = error }
    switch (call.argument("json"), call.argument("text"), call.argument("file")) {
    case (.string(let json)?, nil, nil):
      guard let data = json.data(using: .utf8), (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else {
        throw call.fail(.stubNotJSON(url))
      }
      response.body = json
    case (nil, .string(let text)?, nil):
      response.body = text
    case (nil, nil, .string(let file)?):
      guard let path = world.resourceIndex[file], let contents = try? world.readResource(path, at: call.location) else {
        throw call.fail(.stubFileMissing(file))
      }
      response.body = contents
    case (nil, nil, nil) where response.error != nil || call.argument("status") != nil:
      break
    default:
      throw call.fail(.stubNeedsURL)
    }
    world.network.stub(url, response)
    return .void
  }
}
