import Foundation

/// The natives of the prelude's `URLSession` and `FileManager`, and the scenario word
/// `stubNetwork(…)`: the launch's `SimulatedNetwork` and `SimulatedFileSystem`, in memory (SPEC §3:
/// no connection is opened, the real disk is only read inside the program's folder).
extension Interpreter {
  func callNetworkOrFileNative(_ name: String, _ values: [Value], at location: SourceLocation) throws -> Value {
    func text(_ index: Int) -> String {
      guard index < values.count, case .string(let s) = values[index] else { return "" }
      return s
    }
    switch name {
    case "__fetch":
      // `__fetch(url, method, body)` → (body, status, error or nil).
      let request = SimulatedNetwork.Request(url: text(0), method: text(1), body: text(2))
      guard let response = network.respond(to: request) else { throw fail(.networkNotStubbed(request.url), at: programLocation(location)) }
      return .tuple([.string(response.body), .int(response.status), response.error ?? .null])
    case "__readFile":
      // The app's own folders first, then its bundle (read-only, inside the program's folder).
      let path = text(0)
      if let contents = files.contents(of: path) { return .string(contents) }
      if SimulatedFileSystem.isWritable(path), programFolderPath(path) == nil { throw thrown(.string(Self.noSuchFile(path)), at: location) }
      return try callNative("__readResource", [.string(path)], at: location)
    case "__writeFile":
      let path = text(0)
      guard SimulatedFileSystem.isWritable(path) else { throw fail(.fileOutsideAppFolders(path), at: programLocation(location)) }
      try checkLength(text(1).utf8.count, at: location)
      files.write(text(1), to: path)
      return .void
    case "__fileExists":
      let path = text(0)
      return .bool(files.exists(path) || resourceIndex.values.contains(path))
    case "__removeFile":
      let path = text(0)
      guard SimulatedFileSystem.isWritable(path) else { throw fail(.fileOutsideAppFolders(path), at: programLocation(location)) }
      guard files.remove(path) else { throw thrown(.string(Self.noSuchFile(path)), at: location) }
      return .void
    case "__folderContents":
      return .array(files.names(in: text(0)).map(Value.string))
    default:
      throw fail(.cannotFind(name), at: location)
    }
  }

  /// Foundation's words for a missing file, as `localizedDescription` gives them.
  private static func noSuchFile(_ path: String) -> String {
    "The file “\((path as NSString).lastPathComponent)” couldn’t be opened because there is no such file."
  }

  /// `stubNetwork("https://…/menu.json", json: "[…]")`: what a URL answers for the rest of the
  /// scenario (in `beforeLaunch:`, already at launch). The body is `json:` (checked to be JSON),
  /// `text:` or `file:` (a file of the program's folder); `status:` is 200 unless given;
  /// `error: URLError(.notConnectedToInternet)` makes the request throw instead.
  func stubNetwork(_ values: [Value], labels: [String?], at location: SourceLocation) throws {
    func argument(_ label: String) -> Value? {
      labels.firstIndex(of: label).flatMap { $0 < values.count ? values[$0] : nil }
    }
    guard labels.first == .some(nil), case .string(let url)? = values.first, !url.isEmpty else { throw fail(.stubNeedsURL, at: location) }
    var response = SimulatedNetwork.Response(body: "", status: 200)
    if case .int(let status)? = argument("status") { response.status = status }
    if let error = argument("error") { response.error = error }
    switch (argument("json"), argument("text"), argument("file")) {
    case (.string(let json)?, nil, nil):
      guard let data = json.data(using: .utf8), (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else {
        throw fail(.stubNotJSON(url), at: location)
      }
      response.body = json
    case (nil, .string(let text)?, nil):
      response.body = text
    case (nil, nil, .string(let file)?):
      guard let path = resourceIndex[file], case .string(let contents) = try callNative("__readResource", [.string(path)], at: location) else {
        throw fail(.stubFileMissing(file), at: location)
      }
      response.body = contents
    case (nil, nil, nil) where response.error != nil || argument("status") != nil:
      break
    default:
      throw fail(.stubNeedsURL, at: location)
    }
    network.stub(url, response)
  }
}
