import Foundation
import MCP
import SystemPackage
import Testing

/// Issue 25: `viewgraph mcp`, spoken to as an agent host does — the real binary as a subprocess,
/// the SDK's own client over its stdin and stdout — answers each tool with what the command line
/// answers for the same input.
@Suite("viewgraph mcp answers coding agents (issue 25)", .serialized)
struct AgentServerTests {
  static let sample = "Samples/10-PodcasterBindings.swift"
  static let scenario = "tapping Play then Pause"

  /// The server as a subprocess, and a client connected to it.
  struct Connection {
    let process: Process
    /// The server's standard input: closing it ends the server, as an agent host does.
    let input: FileHandle
    let client: Client
    let initialized: Initialize.Result

    static func start() async throws -> Connection {
      let process = Process()
      process.executableURL = PackagePaths.binary
      process.arguments = ["mcp"]
      process.currentDirectoryURL = PackagePaths.root
      let toServer = Pipe()
      let fromServer = Pipe()
      process.standardInput = toServer
      process.standardOutput = fromServer
      process.standardError = FileHandle.nullDevice
      try process.run()
      // The child's ends are the child's: with the parent's copies closed, each side sees the
      // other's end of file.
      try toServer.fileHandleForReading.close()
      try fromServer.fileHandleForWriting.close()
      let transport = StdioTransport(
        input: FileDescriptor(rawValue: fromServer.fileHandleForReading.fileDescriptor),
        output: FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor))
      let client = Client(name: "ViewGraphTests", version: "1")
      let initialized = try await client.connect(transport: transport)
      return Connection(process: process, input: toServer.fileHandleForWriting, client: client, initialized: initialized)
    }

    /// Calls a tool and returns its whole result (the structured content included).
    func call(_ tool: String, _ arguments: [String: Value], progressToken: ProgressToken? = nil) async throws -> CallTool.Result {
      try await client.send(CallTool.request(.init(name: tool, arguments: arguments, meta: progressToken.map { Metadata(progressToken: $0) }))).value
    }

    /// Runs `body` with a started server, and stops the server however `body` ends.
    static func with(_ body: (Connection) async throws -> Void) async throws {
      let connection = try await start()
      do {
        try await body(connection)
      } catch {
        await connection.stop()
        throw error
      }
      await connection.stop()
    }

    /// Closes the server's input, as an agent host does when it quits: the server ends by itself
    /// (ended after 10 s if a child of another test holds a copy of the pipe meanwhile).
    func stop() async {
      try? input.close()
      for _ in 0..<100 where process.isRunning { try? await Task.sleep(for: .milliseconds(100)) }
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
      await client.disconnect()
    }
  }

  /// The command line's JSON document for the same input, read as the protocol's `Value`.
  private func commandLineJSON(_ arguments: [String]) throws -> Value {
    let run = try CommandLine.viewgraph(arguments)
    return try JSONDecoder().decode(Value.self, from: Data(run.output.utf8))
  }

  private func text(of result: CallTool.Result) -> String {
    result.content.compactMap { content in
      if case .text(let text, _, _) = content { return text }
      return nil
    }.joined(separator: "\n")
  }

  @Test("issue 25: initialize and list tools — six tools with schemas, and the update model as a resource")
  func listsToolsAndTheUpdateModel() async throws {
    try await Connection.with { connection in
      #expect(connection.initialized.serverInfo.name == "viewgraph")
      #expect(connection.initialized.capabilities.tools != nil)
      let (tools, _) = try await connection.client.listTools()
      #expect(tools.map(\.name) == ["load", "explain_change", "run_scenarios", "why", "summary", "render"])
      for tool in tools {
        guard case .object(let schema) = tool.inputSchema, case .array(let required) = schema["required"] else {
          Issue.record("\(tool.name) has no required list")
          continue
        }
        #expect(required.contains(.string("path")), "\(tool.name) takes a path")
      }
      // The catalog's article and the README name every tool the server lists.
      let article = try String(
        contentsOf: PackagePaths.root.appendingPathComponent("Sources/ViewGraph/ViewGraph.docc/UsingFromACodingAgent.md"), encoding: .utf8)
      let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
      // `viewgraph help mcp` names them too: the command line says them without linking the server.
      let help = try ExportTestSupport.run(["help", "mcp"]).stdout.replacingOccurrences(of: "\n", with: " ")
      for tool in tools {
        #expect(help.contains(tool.name), "'viewgraph help mcp' does not name \(tool.name): \(help)")
        #expect(article.contains("| `\(tool.name)` |"), "the article's table has no row for \(tool.name)")
        #expect(readme.contains("`\(tool.name)`"), "the README does not name \(tool.name)")
      }
      let (resources, _) = try await connection.client.listResources()
      #expect(resources.map(\.uri) == ["viewgraph://docs/update-model"])
      let served = try await connection.client.readResource(uri: "viewgraph://docs/update-model")
      guard case .some(let content) = served.first, let markdown = content.text else {
        Issue.record("the update model resource has no text")
        return
      }
      let updateModel = try String(
        contentsOf: PackagePaths.root.appendingPathComponent("Sources/ViewGraph/ViewGraph.docc/UpdateModel.md"), encoding: .utf8)
      #expect(markdown == updateModel, "the resource is the catalog's update model, as built")
      #expect(markdown.contains("### Rule 12: "))
    }
  }

  @Test("issue 25: each tool on a Sample gives the command line's JSON as its structured result, and words for the model")
  func eachToolAgreesWithTheCommandLine() async throws {
    try await Connection.with { connection in
      let path = Value.string(Self.sample)

      let load = try await connection.call("load", ["path": path])
      #expect(load.isError == false)
      #expect(load.structuredContent == (try commandLineJSON(["render", Self.sample, "--format", "json"])))
      #expect(text(of: load).contains("Podcaster"))

      let change = "root.episode.isFavorite = true"
      let explained = try await connection.call("explain_change", ["path": path, "change": .string(change), "root": "Podcaster"])
      let explainedByCommandLine = try commandLineJSON(["explain", Self.sample, "--change", change, "--root", "Podcaster", "--format", "json"])
      #expect(explained.structuredContent == explainedByCommandLine)

      let scenarios = try await connection.call("run_scenarios", ["path": path])
      #expect(scenarios.isError == false)
      guard case .object(let results) = scenarios.structuredContent?.withoutDurations else {
        Issue.record("run_scenarios gave no structured result")
        return
      }
      #expect(results["passed"] == .int(7) && results["failed"] == .int(0))
      #expect(
        scenarios.structuredContent?.withoutDurations == (try commandLineJSON(["test", Self.sample, "--format", "json"])).withoutDurations)

      let why = try await connection.call("why", ["path": path, "target": "PlayButton", "scenario": .string(Self.scenario)])
      #expect(why.isError == false)
      let whyByCommandLine = try CommandLine.viewgraph(["explain", Self.sample, "--scenario", Self.scenario, "--why", "PlayButton"])
      #expect(text(of: why) == whyByCommandLine.output)
      #expect(why.structuredContent == (try commandLineJSON(["explain", Self.sample, "--scenario", Self.scenario, "--format", "json"])))

      let summary = try await connection.call("summary", ["path": path, "scenario": .string(Self.scenario)])
      #expect(summary.structuredContent == (try commandLineJSON(["explain", Self.sample, "--summary", "--scenario", Self.scenario, "--format", "json"])))
      #expect(text(of: summary).contains("PlayButton"))

      let pictures = try await connection.call("render", ["path": path, "scenario": .string(Self.scenario), "step": 2])
      #expect(pictures.isError == false)
      let images = pictures.content.compactMap { content -> Data? in
        if case .image(let data, let mimeType, _, _) = content, mimeType == "image/png" { return Data(base64Encoded: data) }
        return nil
      }
      #expect(images.count == 1)
      #expect(images.first?.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
    }
  }

  @Test("issue 25: a broken file is a tool error with file:line:column and a caret, and the server goes on answering")
  func brokenInputIsAToolError() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-mcp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("Broken.swift")
    try "import SwiftUI\nstruct Broken: View {\n  var body: some View { Text(\"a\" }\n}\n".write(to: broken, atomically: true, encoding: .utf8)
    try await Connection.with { connection in

      let result = try await connection.call("load", ["path": .string(broken.path)])
      #expect(result.isError == true)
      let message = text(of: result)
      #expect(message.contains("Broken.swift:3:"), "located: \(message)")
      #expect(message.contains("^") || message.contains("`-"), "with a caret: \(message)")

      let missing = try await connection.call("explain_change", ["path": .string(Self.sample)])
      #expect(missing.isError == true)
      #expect(text(of: missing).contains("'change'"))

      // A debug build takes seconds to load: long enough to report progress at least once.
      let progress = ProgressCount()
      await connection.client.onNotification(ProgressNotification.self) { message in
        if message.params.progressToken == .string("summary") { progress.add() }
      }
      let after = try await connection.call("summary", ["path": .string(Self.sample), "scenario": .string(Self.scenario)], progressToken: .string("summary"))
      #expect(after.isError == false, "the server still answers")
      #expect(progress.count >= 1, "a call that takes seconds reports progress")
    }
  }
}

/// Progress notifications received, counted from the client's handler.
final class ProgressCount: @unchecked Sendable {
  private let lock = NSLock()
  private var received = 0

  func add() { lock.withLock { received += 1 } }
  var count: Int { lock.withLock { received } }
}

extension Value {
  /// The document without its measured times (`durationSeconds`), which differ run to run.
  var withoutDurations: Value {
    switch self {
    case .object(let fields):
      .object(fields.filter { $0.key != "durationSeconds" }.mapValues(\.withoutDurations))
    case .array(let elements): .array(elements.map(\.withoutDurations))
    default: self
    }
  }
}
