import ArgumentParser
import Foundation
import MCP
import ViewGraph

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
    if !(callSeconds > 0) { throw ValidationError("--call-seconds must be more than 0") }
  }

  func run() throws {
    let finished = DispatchSemaphore(value: 0)
    let server = AgentServer(callSeconds: callSeconds)
    Task {
      await server.serve()
      finished.signal()
    }
    finished.wait()
  }
}

/// The server behind `viewgraph mcp`: lists the tools, answers each call by running `viewgraph`
/// as a child, and serves the update model's article.
struct AgentServer: Sendable {
  static let updateModelURI = "viewgraph://docs/update-model"

  /// Seconds one call may take.
  var callSeconds: Double

  /// Serves on stdin and stdout until the client closes them.
  func serve() async {
    let server = Server(
      name: "viewgraph", version: ViewGraphVersion.current,
      instructions: """
        ViewGraph answers, from SwiftUI source alone, which view bodies run again when a value \
        changes and why. Give a .swift file or a folder; causes cite the rules of the update \
        model (resource \(Self.updateModelURI)).
        """,
      capabilities: .init(resources: .init(), tools: .init()))
    await server.withMethodHandler(ListTools.self) { _ in .init(tools: AgentTool.all.map(\.listed)) }
    await server.withMethodHandler(CallTool.self) { [self] params in
      await call(params, progress: { progress, message in
        guard let token = params._meta?.progressToken else { return }
        try? await server.notify(ProgressNotification.message(.init(progressToken: token, progress: progress, total: callSeconds, message: message)))
      })
    }
    await server.withMethodHandler(ListResources.self) { _ in
      .init(resources: [
        Resource(
          name: "update-model", uri: Self.updateModelURI, title: "The update model",
          description: "The numbered rules (1–12) every ViewGraph answer follows, each with its source in Apple's documentation.",
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
      try await server.start(transport: StdioTransport())
      await server.waitUntilCompleted()
    } catch {
      FileHandle.standardError.write(Data("viewgraph mcp: error: the MCP server stopped: \(error)\n".utf8))
    }
  }

  /// Answers one call. A bad input is a tool error (`isError`) carrying the diagnostic as the
  /// command line prints it, `file:line:column` and caret included.
  func call(_ params: CallTool.Parameters, progress: @escaping @Sendable (Double, String) async -> Void) async -> CallTool.Result {
    guard let tool = AgentTool.all.first(where: { $0.name == params.name }) else {
      return Self.failure("no tool '\(params.name)'; the tools are \(AgentTool.all.map(\.name).joined(separator: ", "))")
    }
    let arguments = AgentTool.Arguments(values: params.arguments ?? [:])
    let commands: (json: [String]?, text: [String])
    do {
      commands = try tool.commands(arguments)
    } catch {
      return Self.failure("\(tool.name) needs '\(error.name)'")
    }
    let tick: @Sendable (Double) async -> Void = { seconds in await progress(seconds, "\(tool.name): \(String(format: "%.1f", seconds)) s") }
    for parameter in tool.parameters {
      if let allowed = parameter.allowed, let given = arguments.string(parameter.name), !allowed.contains(given) {
        return Self.failure("\(tool.name)'s '\(parameter.name)' is one of \(allowed.joined(separator: ", ")), not '\(given)'")
      }
    }
    if tool.drawsPictures {
      return await picture(commands.text, step: arguments.string("step").flatMap(Int.init), format: arguments.string("format") ?? "png", tick: tick)
    }
    // The JSON and the words are two runs of the same input, side by side.
    async let jsonRun: AgentChildRun.Outcome? = {
      guard let json = commands.json else { return nil }
      return await AgentChildRun(arguments: json).run(limit: callSeconds, tick: tick)
    }()
    let outcome = await AgentChildRun(arguments: commands.text).run(limit: callSeconds, tick: { _ in })
    var structured: Value?
    if let json = await jsonRun {
      if let failure = Self.failure(of: json) { return failure }
      do {
        structured = try JSONDecoder().decode(Value.self, from: json.standardOutput)
      } catch {
        return Self.failure("viewgraph wrote JSON that does not read back: \(error)")
      }
    }
    if let failure = Self.failure(of: outcome) { return failure }
    var content: [Tool.Content] = [.text(text: Self.capped(outcome.text), annotations: nil, _meta: nil)]
    if !outcome.standardError.isEmpty {
      content.append(.text(text: Self.capped(outcome.standardError), annotations: nil, _meta: nil))
    }
    return .init(content: content, structuredContent: structured, isError: false)
  }

  /// The `render` tool: pictures written to a folder of the server's own, returned as images.
  private func picture(_ command: [String], step: Int?, format: String, tick: @escaping @Sendable (Double) async -> Void) async -> CallTool.Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-mcp-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return Self.failure("cannot make a folder for the picture: \(error)")
    }
    let outcome = await AgentChildRun(arguments: command + ["-o", folder.appendingPathComponent("graph.\(format)").path])
      .run(limit: callSeconds, tick: tick)
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
    let mimeType = format == "svg" ? "image/svg+xml" : "image/png"
    var content: [Tool.Content] = [
      .text(text: "\(chosen.count) \(chosen.count == 1 ? "picture" : "pictures") (\(format)): \(chosen.joined(separator: ", "))", annotations: nil, _meta: nil)
    ]
    for name in chosen {
      guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
      content.append(.image(data: data.base64EncodedString(), mimeType: mimeType, annotations: nil, _meta: nil))
    }
    if !outcome.standardError.isEmpty { content.append(.text(text: Self.capped(outcome.standardError), annotations: nil, _meta: nil)) }
    return .init(content: content, isError: false)
  }

  /// A tool error for a child that could not run the input (exit status 2) or did not end by itself.
  private static func failure(of outcome: AgentChildRun.Outcome) -> CallTool.Result? {
    if let stopped = outcome.stopped { return failure(stopped + (outcome.standardError.isEmpty ? "" : "\n" + outcome.standardError)) }
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
    return String(text.prefix(limit)) + "\n… (\(text.count - limit) more characters; the structured result has everything)"
  }
}
