import ArgumentParser
import Foundation
import MCP
import ViewGraph

// The MCP schema's JSON value, not the interpreter's `Value` that the ViewGraph façade re-exports inside the package.
import enum MCP.Value

/// `viewgraph-mcp`, which `viewgraph mcp` runs in its place: a Model Context Protocol server on
/// stdio, so that a coding agent asks ViewGraph's questions as tools (`AgentTool.all`) and reads
/// the update model as a resource. A program of its own so that the command line does not load
/// the MCP SDK's networking (FoundationNetworking, libcurl and thirty more libraries: about 10 ms of
/// every start, issue 20). Each call runs the `viewgraph` beside it as a child process.
@main
struct ViewGraphMCP: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "viewgraph mcp",
    abstract: "Answer coding agents: a Model Context Protocol server on stdin and stdout.",
    discussion: """
      Tools: \(AgentTool.all.map(\.name).joined(separator: ", ")); resource: \(AgentServer.updateModelURI). \
      Each call runs viewgraph as a child process with the command line's budgets, so no input can \
      stop the server. An agent host starts it as: viewgraph mcp
      """,
    version: ViewGraphVersion.current)

  @Option(help: ArgumentHelp("Seconds one tool call may take before its work is ended.", valueName: "seconds"))
  var callSeconds: Double = 120

  func validate() throws {
    // A day at most: a deadline further off than the clock can count would stop the server.
    if !(callSeconds > 0 && callSeconds <= 86_400) {
      throw ValidationError("--call-seconds must be more than 0 and at most 86400 (a day)")
    }
  }

  func run() throws {
    // A client gone mid-answer is an error of the write, not a signal that ends the server.
    signal(SIGPIPE, SIG_IGN)
    let finished = DispatchSemaphore(value: 0)
    let server = AgentServer(callSeconds: callSeconds)
    let stops = AgentServer.endOnSignals()
    Task {
      await server.serve()
      finished.signal()
    }
    finished.wait()
    _ = stops
    // The client closed stdin: a call still running is ended with its children, not left behind.
    ChildProcess.endAll()
    Foundation.exit(0)
  }
}

/// The server behind `viewgraph mcp`: lists the tools, answers each call by running `viewgraph`
/// as a child, and serves the update model's article.
struct AgentServer: Sendable {
  static let updateModelURI = "viewgraph://docs/update-model"
  /// Calls answered at once; more wait their turn (each runs up to two children).
  static let concurrentCalls = 2
  /// Bytes of one picture, and of all the pictures of one answer.
  static let pictureLimit = 1_000_000
  static let picturesLimit = 4_000_000

  /// Seconds one call may take.
  var callSeconds: Double
  /// Whether the client offers its roots (`roots/list`), as it said when it connected.
  private let client = ClientOffer()
  private let slots = CallSlots(count: concurrentCalls)

  init(callSeconds: Double) {
    self.callSeconds = callSeconds
  }

  /// Serves on stdin and stdout until the client closes them.
  func serve() async {
    let server = Server(
      name: "viewgraph", version: ViewGraphVersion.current,
      instructions: """
        ViewGraph answers, from SwiftUI source alone, which view bodies run again when a value \
        changes and why. Give a .swift file or a folder inside the working folder or the client's \
        roots; causes cite the rules of the update model (resource \(Self.updateModelURI)).
        """,
      capabilities: .init(resources: .init(), tools: .init()))
    await server.withMethodHandler(ListTools.self) { _ in .init(tools: AgentTool.all.map(\.listed)) }
    await server.withMethodHandler(CallTool.self) { [self] params in
      try await call(
        params, roots: { await rootURIs(of: server) },
        progress: { progress, message in
          guard let token = params._meta?.progressToken else { return }
          try? await server.notify(
            ProgressNotification.message(
              .init(progressToken: token, progress: progress, total: callSeconds, message: message)))
        })
    }
    await server.withMethodHandler(ListResources.self) { _ in
      .init(resources: [
        Resource(
          name: "update-model", uri: Self.updateModelURI, title: "The update model",
          description:
            "The numbered rules (1–12) every ViewGraph answer follows, each with its source in Apple's documentation.",
          mimeType: "text/markdown")
      ])
    }
    await server.withMethodHandler(ReadResource.self) { params in
      guard params.uri == Self.updateModelURI else {
        throw MCPError.invalidParams("no resource '\(params.uri)'; there is \(Self.updateModelURI)")
      }
      return .init(contents: [.text(UpdateModelArticle.markdown, uri: params.uri, mimeType: "text/markdown")])
    }
    do {
      try await server.start(transport: LineTransport()) { [client] _, capabilities in
        client.offersRoots = capabilities.roots != nil
      }
      await server.waitUntilCompleted()
    } catch {
      FileHandle.standardError.write(Data("viewgraph mcp: error: the MCP server stopped: \(error)\n".utf8))
    }
  }

  /// The client's roots, asked for at each call (they may change); none when it offers none or
  /// does not answer within 5 seconds.
  private func rootURIs(of server: Server) async -> [String] {
    guard client.offersRoots else { return [] }
    return await FirstAnswer.within(seconds: 5, otherwise: []) {
      ((try? await server.listRoots()) ?? []).map(\.uri)
    }
  }

  /// Answers one call. A bad input is a tool error (`isError`) carrying the diagnostic as the
  /// command line prints it, `file:line:column` and caret included; an unknown tool is the
  /// protocol's error -32602 (invalid params); a cancelled call ends its children and answers
  /// nothing (it throws `CancellationError`, which the SDK does not answer).
  func call(
    _ params: CallTool.Parameters, roots: () async -> [String],
    progress: @escaping @Sendable (Double, String) async -> Void
  ) async throws -> CallTool.Result {
    let deadline = ContinuousClock.now + .seconds(callSeconds)
    guard let tool = AgentTool.all.first(where: { $0.name == params.name }) else {
      throw MCPError.invalidParams(
        "no tool '\(params.name)'; the tools are \(AgentTool.all.map(\.name).joined(separator: ", "))")
    }
    var arguments: AgentTool.Arguments
    let commands: (json: [String]?, text: [String])
    let workspace = AgentWorkspace(rootURIs: await roots())
    do throws(AgentTool.Arguments.Problem) {
      arguments = try AgentTool.Arguments(params.arguments ?? [:], for: tool)
      let given = try arguments.required("path")
      switch workspace.resolve(given) {
      case .success(let path): arguments.values["path"] = .string(path)
      case .failure(let refusal): return Self.failure("\(tool.name): \(refusal.message)")
      }
      commands = try tool.commands(arguments)
    } catch {
      return Self.failure("\(tool.name): \(error.message)")
    }
    let input = arguments.string("change").map { Data($0.utf8) }
    let tick: @Sendable (Double) async -> Void = { seconds in
      await progress(seconds, "\(tool.name): \(String(format: "%.0f", seconds)) s")
    }
    // The child reads only Swift and project files inside the workspace, links resolved: a project
    // inside may name files, packages or links that lead outside (issue 34).
    let confinement = workspace.folders.flatMap { ["--confine-to", $0] }
    let run = {
      @Sendable (command: [String], tick: @Sendable (Double) async -> Void) async throws(CancellationError)
        -> AgentChildRun.Outcome in
      let confined = Array(command.prefix(1)) + confinement + command.dropFirst()
      return try await AgentChildRun(arguments: confined, input: input).run(
        until: deadline, limit: callSeconds, tick: tick)
    }
    try await slots.acquire()
    defer { Task { [slots] in await slots.release() } }
    guard ContinuousClock.now < deadline else {
      return Self.failure(
        "the call waited its whole \(String(format: "%g", callSeconds)) seconds (viewgraph mcp --call-seconds) for one of the \(Self.concurrentCalls) calls before it to end"
      )
    }
    if tool.drawsPictures {
      return try await picture(commands.text, step: arguments.integer("step"), run: run, tick: tick)
    }
    // The JSON and the words are two runs of the same input, side by side.
    func runJSON() async throws(CancellationError) -> AgentChildRun.Outcome? {
      guard let json = commands.json else { return nil }
      return try await run(json, tick)
    }
    async let jsonRun = runJSON()
    let outcome = try await run(commands.text, commands.json == nil ? tick : { _ in })
    var structured: Value?
    var jsonText: String?
    if let json = try await jsonRun {
      if let failure = Self.failure(of: json) { return failure }
      do {
        structured = try JSONDecoder().decode(Value.self, from: json.standardOutput)
        jsonText = json.text
      } catch {
        return Self.failure("viewgraph wrote JSON that does not read back: \(error)")
      }
    }
    if let failure = Self.failure(of: outcome) { return failure }
    var content: [Tool.Content] = [.text(text: Self.capped(outcome.text), annotations: nil, _meta: nil)]
    if !outcome.standardError.isEmpty {
      content.append(.text(text: Self.capped(outcome.standardError), annotations: nil, _meta: nil))
    }
    // The structured result's own JSON text, for clients that read only the content (MCP: a tool
    // that returns structured content should also return it serialized).
    if let jsonText { content.append(.text(text: jsonText, annotations: nil, _meta: nil)) }
    return .init(content: content, structuredContent: structured, isError: false)
  }

  /// The `render` tool: PNG pictures written to a folder of the server's own, returned as images of
  /// at most `pictureLimit` bytes each and `picturesLimit` in all.
  private func picture(
    _ command: [String], step: Int?,
    run:
      @Sendable ([String], @Sendable (Double) async -> Void) async throws(CancellationError) -> AgentChildRun.Outcome,
    tick: @escaping @Sendable (Double) async -> Void
  ) async throws -> CallTool.Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-mcp-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return Self.failure("cannot make a folder for the picture: \(error)")
    }
    let outcome = try await run(command + ["-o", folder.appendingPathComponent("graph.png").path], tick)
    if let failure = Self.failure(of: outcome) { return failure }
    // One picture is `graph.png`; several are `graph-1.png`, `graph-2.png`, … (render's -o).
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
    let chosen: [String]
    if let step {
      guard names.indices.contains(step - 1) else {
        return Self.failure("there is no step \(step): the pictures are steps 1–\(names.count)")
      }
      chosen = [names[step - 1]]
    } else {
      chosen = names
    }
    var images: [Tool.Content] = []
    var notes: [String] = []
    var total = 0
    for name in chosen {
      guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
      if data.count > Self.pictureLimit {
        notes.append(
          "\(name) is \(data.count / 1000) KB, more than the \(Self.pictureLimit / 1000) KB a picture may be: give 'focus' to draw less"
        )
      } else if total + data.count > Self.picturesLimit {
        notes.append(
          "\(name) left out: the pictures before it fill the \(Self.picturesLimit / 1_000_000) MB an answer may carry; give 'step'"
        )
      } else {
        total += data.count
        images.append(.image(data: data.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil))
      }
    }
    guard !images.isEmpty || chosen.isEmpty else { return Self.failure(notes.joined(separator: "\n")) }
    var content: [Tool.Content] = [
      .text(
        text: "\(images.count) \(images.count == 1 ? "picture" : "pictures") (png): \(chosen.joined(separator: ", "))"
          + (notes.isEmpty ? "" : "\n" + notes.joined(separator: "\n")), annotations: nil, _meta: nil)
    ]
    content += images
    if !outcome.standardError.isEmpty {
      content.append(.text(text: Self.capped(outcome.standardError), annotations: nil, _meta: nil))
    }
    return .init(content: content, isError: false)
  }

  /// A tool error for a child that could not run the input (exit status 2) or did not end by itself.
  private static func failure(of outcome: AgentChildRun.Outcome) -> CallTool.Result? {
    if let stopped = outcome.stopped {
      return failure(stopped + (outcome.standardError.isEmpty ? "" : "\n" + outcome.standardError))
    }
    guard outcome.status == 2 else { return nil }
    return failure(outcome.standardError.isEmpty ? outcome.text : outcome.standardError)
  }

  private static func failure(_ message: String) -> CallTool.Result {
    .init(content: [.text(text: capped(message), annotations: nil, _meta: nil)], isError: true)
  }

  /// Text for a model: the first 12,000 characters, and how much more there is.
  static func capped(_ text: String) -> String {
    let limit = 12_000
    guard text.count > limit else { return text }
    return String(text.prefix(limit))
      + "\n… (\(text.count - limit) more characters; the structured result has everything)"
  }

  /// Ends every child and the server on SIGTERM, SIGINT or SIGHUP (an agent host stopping it):
  /// the signal sources, kept for as long as the server runs.
  static func endOnSignals() -> [DispatchSourceSignal] {
    [SIGTERM, SIGINT, SIGHUP].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        ChildProcess.endAll()
        Foundation.exit(128 + number)
      }
      source.resume()
      return source
    }
  }
}

extension AgentServer {
  /// What the client offered when it connected.
  final class ClientOffer: @unchecked Sendable {
    private let lock = NSLock()
    private var roots = false

    /// Whether the client answers `roots/list`.
    var offersRoots: Bool {
      get { lock.withLock { roots } }
      set { lock.withLock { roots = newValue } }
    }
  }
}
