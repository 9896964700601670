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
  /// The calls `viewgraph mcp` answers at once (AgentServer.concurrentCalls).
  static let concurrentCalls = 2
  static let scenario = "tapping Play then Pause"

  /// The server as a subprocess, and a client connected to it.
  struct Connection {
    let process: Process
    /// The server's standard input: closing it ends the server, as an agent host does.
    let input: FileHandle
    let client: Client
    let initialized: Initialize.Result

    /// Starts `viewgraph mcp` with `arguments` in `folder`; the client offers `roots` when given.
    static func start(_ arguments: [String] = [], in folder: URL = PackagePaths.root, roots: [Root]? = nil) async throws
      -> Connection
    {
      let server = try ServerProcess(arguments, in: folder)
      let transport = StdioTransport(
        input: FileDescriptor(rawValue: server.output.fileDescriptor),
        output: FileDescriptor(rawValue: server.input.fileDescriptor))
      let client = Client(
        name: "ViewGraphTests", version: "1", capabilities: .init(roots: roots.map { _ in .init(listChanged: false) }))
      if let roots { await client.withRootsHandler { roots } }
      let initialized = try await client.connect(transport: transport)
      return Connection(process: server.process, input: server.input, client: client, initialized: initialized)
    }

    /// Calls a tool and returns its whole result (the structured content included).
    func call(_ tool: String, _ arguments: [String: Value], progressToken: ProgressToken? = nil) async throws
      -> CallTool.Result
    {
      try await client.send(
        CallTool.request(
          .init(name: tool, arguments: arguments, meta: progressToken.map { Metadata(progressToken: $0) }))
      ).value
    }

    /// Runs `body` with a started server, and stops the server however `body` ends.
    static func with(
      _ arguments: [String] = [], in folder: URL = PackagePaths.root, roots: [Root]? = nil,
      _ body: (Connection) async throws -> Void
    ) async throws {
      let connection = try await start(arguments, in: folder, roots: roots)
      do {
        try await body(connection)
      } catch {
        await connection.stop()
        throw error
      }
      await connection.stop()
    }

    /// Closes the server's input, as an agent host does when it quits: the server ends by itself
    /// (ended after 10 s if a child of another test holds a copy of the pipe meanwhile). The client
    /// stops reading first: the SDK's read loop spins once the server's output ends, and two such
    /// loops (two tests stopping at once) held both threads of a 2-core machine's pool, so the
    /// sleeps below never ran and a clean-clone CI run stalled at its end.
    func stop() async {
      await client.disconnect()
      try? input.close()
      for _ in 0..<100 where process.isRunning { try? await Task.sleep(for: .milliseconds(100)) }
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
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
        contentsOf: PackagePaths.root.appendingPathComponent(
          "Sources/ViewGraph/ViewGraph.docc/UsingFromACodingAgent.md"), encoding: .utf8)
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
        contentsOf: PackagePaths.root.appendingPathComponent("Sources/ViewGraph/ViewGraph.docc/UpdateModel.md"),
        encoding: .utf8)
      #expect(markdown == updateModel, "the resource is the catalog's update model, as built")
      #expect(markdown.contains("### Rule 12: "))
    }
  }

  @Test(
    "issue 25: each tool on a Sample gives the command line's JSON as its structured result, and words for the model")
  func eachToolAgreesWithTheCommandLine() async throws {
    try await Connection.with { connection in
      let path = Value.string(Self.sample)

      let load = try await connection.call("load", ["path": path])
      #expect(load.isError == false)
      #expect(load.structuredContent == (try commandLineJSON(["render", Self.sample, "--format", "json"])))
      #expect(text(of: load).contains("Podcaster"))

      let change = "root.episode.isFavorite = true"
      let explained = try await connection.call(
        "explain_change", ["path": path, "change": .string(change), "root": "Podcaster"])
      let explainedByCommandLine = try commandLineJSON([
        "explain", Self.sample, "--change", change, "--root", "Podcaster", "--format", "json",
      ])
      #expect(explained.structuredContent == explainedByCommandLine)

      let scenarios = try await connection.call("run_scenarios", ["path": path])
      #expect(scenarios.isError == false)
      guard case .object(let results) = scenarios.structuredContent?.withoutDurations else {
        Issue.record("run_scenarios gave no structured result")
        return
      }
      #expect(results["passed"] == .int(7) && results["failed"] == .int(0))
      #expect(
        scenarios.structuredContent?.withoutDurations
          == (try commandLineJSON(["test", Self.sample, "--format", "json"])).withoutDurations)

      // Issue 34: why answers for its target only (it was the whole scenario's document, 53 KB).
      let why = try await connection.call(
        "why", ["path": path, "target": "PlayButton", "scenario": .string(Self.scenario)])
      #expect(why.isError == false)
      let whyByCommandLine = try CommandLine.viewgraph([
        "explain", Self.sample, "--scenario", Self.scenario, "--why", "PlayButton",
      ])
      #expect(text(of: why) == whyByCommandLine.output)
      #expect(why.structuredContent == nil)

      let summary = try await connection.call("summary", ["path": path, "scenario": .string(Self.scenario)])
      #expect(
        summary.structuredContent
          == (try commandLineJSON([
            "explain", Self.sample, "--summary", "--scenario", Self.scenario, "--format", "json",
          ])))
      #expect(text(of: summary).contains("PlayButton"))

      let pictures = try await connection.call("render", ["path": path, "scenario": .string(Self.scenario), "step": 2])
      #expect(pictures.isError == false)
      let images = pictures.content.compactMap { content -> Data? in
        if case .image(let data, let mimeType, _, _) = content, mimeType == "image/png" {
          return Data(base64Encoded: data)
        }
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
    try "import SwiftUI\nstruct Broken: View {\n  var body: some View { Text(\"a\" }\n}\n".write(
      to: broken, atomically: true, encoding: .utf8)
    try await Connection.with(roots: [Root(uri: folder.absoluteString)]) { connection in
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
      let started = ContinuousClock.now
      let after = try await connection.call(
        "summary", ["path": .string(Self.sample), "scenario": .string(Self.scenario)], progressToken: .string("summary")
      )
      let took = ContinuousClock.now - started
      #expect(after.isError == false, "the server still answers")
      // Progress is reported each second a call runs: a call that ended sooner has none to report.
      if took > .seconds(2) { #expect(progress.count >= 1, "a call that took \(took) reported no progress") }
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

/// Issue 34, "The MCP server": `viewgraph mcp` as an agent host must be able to trust it — spoken to
/// by the MCP Swift SDK's own client (a real client over stdio) and, where the protocol's bytes
/// matter, line by line.
@Suite("viewgraph mcp can be trusted by an agent host (issue 34)", .serialized)
struct AgentServerTrustTests {
  typealias Connection = AgentServerTests.Connection

  /// A folder the server starts in: a program, a slow program, a secret that is not Swift, and a
  /// link out of the folder; beside it (outside it) a Swift file and a secret of its own.
  struct Workspace {
    let folder: URL
    let outside: URL
    static let secret = "SECRET-4f1c-do-not-echo"

    init() throws {
      let top = FileManager.default.temporaryDirectory.appendingPathComponent(
        "viewgraph-mcp-trust-\(UUID().uuidString)")
      folder = top.appendingPathComponent("project")
      outside = top.appendingPathComponent("elsewhere")
      for made in [folder, outside] {
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
      }
      try FileManager.default.copyItem(
        at: PackagePaths.root.appendingPathComponent("Samples/05-ListRowsShareBook.swift"),
        to: folder.appendingPathComponent("Library.swift"))
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Slow"), withIntermediateDirectories: true)
      try Self.slowProgram.write(
        to: folder.appendingPathComponent("Slow/Slow.swift"), atomically: true, encoding: .utf8)
      try "\(Self.secret) line 1\n\(Self.secret) line 2\n".write(
        to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
      try "let leaked = \"\(Self.secret)\"\n".write(
        to: outside.appendingPathComponent("Outside.swift"), atomically: true, encoding: .utf8)
      try "\(Self.secret) key\n".write(to: outside.appendingPathComponent("key.pem"), atomically: true, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent("Linked.swift"), withDestinationURL: outside.appendingPathComponent("key.pem")
      )
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent("LinkedFolder"), withDestinationURL: outside)
    }

    func remove() { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }

    /// A launch that takes minutes: a thousand rows, each body running a loop within its budget.
    static let slowProgram = """
      import SwiftUI

      struct Slow: View {
        var body: some View {
          VStack {
            ForEach(0..<1000, id: \\.self) { index in
              Row(index: index)
            }
          }
        }
      }

      struct Row: View {
        let index: Int
        var body: some View {
          Text("\\(index): \\(Row.work(index))")
        }

        static func work(_ seed: Int) -> Int {
          var total = seed
          for step in 0..<40_000 { total = (total + step) % 1_000_003 }
          return total
        }
      }
      """
  }

  private func text(of result: CallTool.Result) -> String {
    result.content.compactMap { content in
      if case .text(let text, _, _) = content { return text }
      return nil
    }.joined(separator: "\n")
  }

  @Test(
    "issue 34: a path outside the working folder and the client's roots, or not Swift, is refused without showing the file"
  )
  func pathsAreConfined() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let root = workspace.folder.deletingLastPathComponent().appendingPathComponent("offered")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: PackagePaths.root.appendingPathComponent("Samples/05-ListRowsShareBook.swift"),
      to: root.appendingPathComponent("Offered.swift"))
    try await Connection.with(in: workspace.folder, roots: [Root(uri: root.absoluteString)]) { connection in
      let refused = [
        "/etc/passwd", "../../../../../../etc/passwd", "/proc/self/environ", "/", "notes.txt", "Linked.swift",
        "LinkedFolder",
        "LinkedFolder/Outside.swift", "../elsewhere/Outside.swift",
        workspace.outside.appendingPathComponent("key.pem").path,
        "Missing.swift",
      ]
      for path in refused {
        for tool in ["load", "run_scenarios"] {
          let result = try await connection.call(tool, ["path": .string(path)])
          #expect(result.isError == true, "\(tool) read '\(path)'")
          let said = text(of: result)
          #expect(!said.contains(Workspace.secret), "\(tool) '\(path)' showed the file: \(said)")
          #expect(!said.contains("root:"), "\(tool) '\(path)' showed /etc/passwd: \(said)")
          #expect(!said.contains("PATH="), "\(tool) '\(path)' showed an environment: \(said)")
        }
      }
      let outside = try await connection.call("load", ["path": "../elsewhere/Outside.swift"])
      #expect(text(of: outside).contains("outside the folders this server reads"), "says why: \(text(of: outside))")
      // Inside the working folder, and inside a root the client offers: answered.
      let inside = try await connection.call("load", ["path": "Library.swift"])
      #expect(inside.isError == false, "\(text(of: inside))")
      let offered = try await connection.call(
        "load", ["path": .string(root.appendingPathComponent("Offered.swift").path)])
      #expect(offered.isError == false, "\(text(of: offered))")
    }
  }

  @Test(
    "issue 34 (review): a project inside the folder that names files outside, or links to them, is read without them — the child reads only Swift and project files inside, links resolved"
  )
  func projectsInsideCannotReachOutside() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    // An Xcode project whose app compiles App.swift, a file outside named by its absolute path, and
    // Key.swift, a link beside it to a key outside.
    let project = workspace.folder.appendingPathComponent("Proj")
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("Proj.xcodeproj"), withIntermediateDirectories: true)
    try "import SwiftUI\n@main struct ProjApp: App { var body: some Scene { WindowGroup { Text(\"hi\") } } }\n"
      .write(to: project.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: project.appendingPathComponent("Key.swift"),
      withDestinationURL: workspace.outside.appendingPathComponent("key.pem"))
    let outsideFile = workspace.outside.appendingPathComponent("Outside.swift").path
    let pbxproj = """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 56;
        objects = {
          A1 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
          A2 = {isa = PBXFileReference; path = "\(outsideFile)"; sourceTree = "<absolute>"; };
          A3 = {isa = PBXFileReference; path = Key.swift; sourceTree = "<group>"; };
          B1 = {isa = PBXBuildFile; fileRef = A1; };
          B2 = {isa = PBXBuildFile; fileRef = A2; };
          B3 = {isa = PBXBuildFile; fileRef = A3; };
          G0 = {isa = PBXGroup; children = (A1, A2, A3); sourceTree = "<group>"; };
          P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
          T1 = {isa = PBXNativeTarget; name = Proj; buildPhases = (P1); dependencies = (); productType = "com.apple.product-type.application"; };
          R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
        };
        rootObject = R0;
      }
      """
    try pbxproj.write(
      to: project.appendingPathComponent("Proj.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
    // The command line alone reads what the project names (it is the user's own project).
    let direct = try CommandLine.viewgraph(["explain", project.path])
    #expect(
      (direct.output + direct.errors).contains(Workspace.secret),
      "the fixture does not name the secret: \(direct.errors)")
    try await Connection.with(in: workspace.folder) { connection in
      for tool in ["load", "run_scenarios", "summary"] {
        var arguments: [String: Value] = ["path": "Proj"]
        if tool == "summary" { arguments["change"] = "_ = 1" }
        let result = try await connection.call(tool, arguments)
        let said = text(of: result)
        #expect(!said.contains(Workspace.secret), "\(tool) showed a file outside: \(said)")
        #expect(
          said.contains("inside the folders this run may read"), "\(tool) says why a file was left unread: \(said)")
      }
    }
  }

  @Test(
    "issue 34: --call-seconds 5 answers within 7 s, its children gone (each with no signal blocked or ignored, in a group of its own, at most two calls at once); the server answers a ping meanwhile",
    .enabled(if: ProcessTable.isAvailable))
  func callSecondsEndsTheCall() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try await Connection.with(["--call-seconds", "5"], in: workspace.folder) { connection in
      let server = connection.process.processIdentifier
      let seen = ProcessTable.Watch(parent: server)
      let start = ContinuousClock.now
      // Three calls at once: two run (two children each), the third waits its turn.
      async let slow = connection.call("load", ["path": "Slow"])
      async let second = connection.call("summary", ["path": "Slow", "change": "_ = 1"])
      async let third = connection.call("run_scenarios", ["path": "Slow"])
      try await ProcessTable.waitUntil(seconds: 5) { !seen.seen.isEmpty }
      // The server answers while the calls run (its waits held the concurrency pool: a ping took 20 s).
      let pinged = ContinuousClock.now
      try await connection.client.ping()
      #expect(ContinuousClock.now - pinged < .seconds(2))
      // A child can be ended: no standard signal (1–31) blocked or ignored (they were inherited:
      // the old server's children blocked SIGTERM for their whole run), its own group. glibc's own
      // signals (32, 33) are glibc's business, and a child just spawned blocks every signal for a
      // moment (posix_spawn, and the runtime as it starts its threads): its settled state counts.
      for child in seen.seen
      where ProcessTable.isRunning(child) && ProcessTable.program(of: child)?.hasSuffix("/viewgraph") == true {
        func standard() -> ProcessTable.Signals? {
          ProcessTable.signals(of: child).map {
            .init(blocked: $0.blocked & 0x7fff_ffff, ignored: $0.ignored & 0x7fff_ffff)
          }
        }
        try await ProcessTable.waitUntil(seconds: 1) {
          standard() == .init(blocked: 0, ignored: 0) || !ProcessTable.isRunning(child)
        }
        guard let signals = standard() else { continue }
        #expect(signals == .init(blocked: 0, ignored: 0), "child \(child): \(signals)")
        #expect(ProcessTable.group(of: child) == child, "child \(child) is not in a group of its own")
      }
      let results = try await [slow, second, third]
      let took = ContinuousClock.now - start
      #expect(took < .seconds(7), "the calls took \(took)")
      for result in results { #expect(result.isError == true) }
      #expect(results.contains { text(of: $0).contains("longer than 5 seconds") }, "\(results.map(text(of:)))")
      #expect(seen.mostAtOnce <= 2 * AgentServerTests.concurrentCalls, "\(seen.mostAtOnce) children at once")
      let children = seen.stop()
      #expect(!children.isEmpty, "the call ran children")
      #expect(
        children.allSatisfy { !ProcessTable.isRunning($0) },
        "children left running: \(children.filter(ProcessTable.isRunning))")
    }
  }

  @Test(
    "issue 34: a cancelled call ends its children, stops its progress and answers nothing; closing stdin mid-call leaves no process",
    .enabled(if: ProcessTable.isAvailable))
  func cancellationAndClosingStdinLeaveNoProcess() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let connection = try await Connection.start(in: workspace.folder)
    let server = connection.process.processIdentifier
    let progress = ProgressCount()
    await connection.client.onNotification(ProgressNotification.self) { _ in progress.add() }

    let seen = ProcessTable.Watch(parent: server)
    let request = CallTool.request(
      .init(name: "load", arguments: ["path": "Slow"], meta: Metadata(progressToken: .string("slow"))))
    let context = try await connection.client.send(request)
    try await ProcessTable.waitUntil(seconds: 10) { !seen.seen.isEmpty }
    try await connection.client.cancelRequest(context.requestID, reason: "the test cancels it")
    try await ProcessTable.waitUntil(seconds: 4) { seen.seen.allSatisfy { !ProcessTable.isRunning($0) } }
    let children = seen.stop()
    #expect(!children.isEmpty)
    #expect(
      children.allSatisfy { !ProcessTable.isRunning($0) },
      "cancelled, children left: \(children.filter(ProcessTable.isRunning))")
    let afterCancel = progress.count
    try await Task.sleep(for: .seconds(2))
    #expect(
      progress.count <= afterCancel + 1, "progress went on after the cancellation: \(progress.count - afterCancel) more"
    )
    try await connection.client.ping()

    // Closing stdin mid-call: the server ends, and its children with it.
    let second = ProcessTable.Watch(parent: server)
    _ = try await connection.client.send(CallTool.request(.init(name: "load", arguments: ["path": "Slow"])))
    try await ProcessTable.waitUntil(seconds: 10) { !second.seen.isEmpty }
    // The client stops reading first: the SDK's read loop spins on the end of a server's output,
    // and two spinning loops held both threads of the test process's pool (a run stalled).
    await connection.client.disconnect()
    try? connection.input.close()
    try await ProcessTable.waitUntil(seconds: 4) { !connection.process.isRunning }
    let orphans = second.stop()
    #expect(!connection.process.isRunning, "the server outlived its stdin")
    #expect(!orphans.isEmpty)
    #expect(
      orphans.allSatisfy { !ProcessTable.isRunning($0) },
      "children outlived the server: \(orphans.filter(ProcessTable.isRunning))")
    await connection.stop()
  }

  @Test("issue 34: SIGTERM to the server ends its children with it", .enabled(if: ProcessTable.isAvailable))
  func terminatingTheServerEndsItsChildren() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let connection = try await Connection.start(in: workspace.folder)
    let seen = ProcessTable.Watch(parent: connection.process.processIdentifier)
    _ = try await connection.client.send(CallTool.request(.init(name: "load", arguments: ["path": "Slow"])))
    try await ProcessTable.waitUntil(seconds: 10) { !seen.seen.isEmpty }
    await connection.client.disconnect()
    connection.process.terminate()
    try await ProcessTable.waitUntil(seconds: 4) { !connection.process.isRunning }
    let children = seen.stop()
    #expect(!connection.process.isRunning)
    #expect(!children.isEmpty)
    #expect(
      children.allSatisfy { !ProcessTable.isRunning($0) },
      "children outlived the server: \(children.filter(ProcessTable.isRunning))")
    await connection.stop()
  }

  @Test(
    "issue 34: --call-seconds past a day, or infinite, is refused before the server starts (a deadline the clock cannot count)"
  )
  func callSecondsIsBounded() throws {
    for given in ["inf", "1e300", "0", "-1"] {
      let run = try CommandLine.viewgraph(["mcp", "--call-seconds=\(given)"])
      #expect(run.status == 2, "--call-seconds \(given): \(run.errors)")
      #expect(run.errors.contains("--call-seconds must be more than 0 and at most 86400"), "\(run.errors)")
    }
  }

  @Test(
    "issue 34: results fit an agent — outputSchema and structuredContent with its JSON text, bounded PNG, strict arguments"
  )
  func resultsFitAnAgent() async throws {
    try await Connection.with { connection in
      let (tools, _) = try await connection.client.listTools()
      let kinds = ["load": "graph", "explain_change": "scenario", "run_scenarios": "test", "summary": "summary"]
      for tool in tools {
        guard let kind = kinds[tool.name] else {
          #expect(tool.outputSchema == nil, "\(tool.name) has no structured result")
          continue
        }
        guard case .object(let schema) = tool.outputSchema, case .object(let properties) = schema["properties"] else {
          Issue.record("\(tool.name) declares no outputSchema")
          continue
        }
        #expect(properties["kind"] == .object(["const": .string(kind)]))
      }
      // The change the schema gives as its example works as written, on the Sample it names.
      guard let explain = tools.first(where: { $0.name == "explain_change" }),
        case .object(let input) = explain.inputSchema,
        case .object(let properties) = input["properties"], case .object(let change) = properties["change"],
        case .string(let description) = change["description"],
        let example = description.split(separator: "`").dropFirst().first(where: { $0.contains("=") }),
        let sample = description.firstMatch(of: /Samples\/[^)]+\.swift/)?.output
      else {
        Issue.record("explain_change's change has no example")
        return
      }
      let explained = try await connection.call(
        "explain_change", ["path": .string(String(sample)), "change": .string(String(example))])
      #expect(explained.isError == false, "the example '\(example)' does not run: \(text(of: explained))")
      // structuredContent with its own JSON text beside it, valid against the declared schema.
      guard case .object(let document) = explained.structuredContent else {
        Issue.record("no structured result")
        return
      }
      #expect(document["kind"] == "scenario" && document["schemaVersion"] == 1)
      let texts = explained.content.compactMap { content -> String? in
        if case .text(let text, _, _) = content { return text }
        return nil
      }
      let paired = texts.compactMap { try? JSONDecoder().decode(Value.self, from: Data($0.utf8)) }
      #expect(paired == [explained.structuredContent], "one text is the structured result's JSON")

      // A change longer than one argument may be (128 KB) runs.
      let long = "root.books[1].title = \"" + String(repeating: "x", count: 140_000) + "\""
      let longChange = try await connection.call(
        "explain_change", ["path": .string(String(sample)), "change": .string(long)])
      #expect(longChange.isError == false, "\(text(of: longChange).prefix(300))")

      // Strict arguments: unknown names and a step that is not a whole number are errors.
      let unknown = try await connection.call("load", ["path": .string(String(sample)), "paht": "x"])
      #expect(unknown.isError == true && text(of: unknown).contains("'paht'"), "\(text(of: unknown))")
      for step: Value in ["2", 1.5, 0, true] {
        let result = try await connection.call(
          "render", ["path": .string(String(sample)), "change": .string(String(example)), "step": step])
        #expect(result.isError == true, "step \(step) was taken")
      }
      // Pictures are PNG, each within 1 MB; SVG is not offered.
      guard case .object(let renderSchema) = tools.first(where: { $0.name == "render" })?.inputSchema,
        case .object(let renderParameters) = renderSchema["properties"]
      else {
        Issue.record("render has no parameters")
        return
      }
      #expect(renderParameters["format"] == nil, "render offers a format (SVG was 2.3 MB pages)")
      let pictures = try await connection.call(
        "render", ["path": .string(String(sample)), "change": .string(String(example)), "step": 1])
      let images = pictures.content.compactMap { content -> (Data, String)? in
        if case .image(let data, let mimeType, _, _) = content {
          return Data(base64Encoded: data).map { ($0, mimeType) }
        }
        return nil
      }
      #expect(images.count == 1)
      #expect(images.allSatisfy { $0.1 == "image/png" && $0.0.count <= 1_000_000 })
    }
  }

  @Test(
    "issue 34: an unknown tool is JSON-RPC error -32602; a 3 MB message is read in well under a second; a cancelled call sends no result"
  )
  func protocolLineByLine() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let server = try RawServer(in: workspace.folder)
    defer { server.stop() }
    try server.send(
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
    )
    _ = try await server.response(to: 1)
    try server.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)

    try server.send(#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"no_such_tool","arguments":{}}}"#)
    let unknown = try await server.response(to: 2)
    #expect(unknown.contains("\"code\":-32602"), "\(unknown)")

    let padding = String(repeating: "a", count: 3_000_000)
    let start = ContinuousClock.now
    try server.send(#"{"jsonrpc":"2.0","id":3,"method":"ping","params":{"_meta":{"padding":""# + padding + #""}}}"#)
    _ = try await server.response(to: 3)
    let took = ContinuousClock.now - start
    #expect(took < .seconds(1), "a 3 MB message took \(took)")

    try server.send(
      #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"load","arguments":{"path":"Slow"}}}"#)
    try await Task.sleep(for: .seconds(1))
    try server.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":4}}"#)
    try await Task.sleep(for: .seconds(3))
    try server.send(#"{"jsonrpc":"2.0","id":5,"method":"ping"}"#)
    _ = try await server.response(to: 5)
    #expect(!server.lines.contains { $0.contains(#""id":4"#) }, "a cancelled call was answered")
  }
}

/// `viewgraph mcp` started as an agent host starts it, in a folder, with pipes for its standard
/// input and output.
struct ServerProcess {
  let process = Process()
  /// The server's standard input: closing it ends the server.
  let input: FileHandle
  /// The server's standard output.
  let output: FileHandle

  init(_ arguments: [String] = [], in folder: URL) throws {
    process.executableURL = PackagePaths.binary
    process.arguments = ["mcp"] + arguments
    process.currentDirectoryURL = folder
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
    input = toServer.fileHandleForWriting
    output = fromServer.fileHandleForReading
  }
}

/// `viewgraph mcp` spoken to line by line, without an SDK: what it writes, as it writes it.
final class RawServer: @unchecked Sendable {
  let process: Process
  private let input: FileHandle
  private let lock = NSLock()
  private var received: [String] = []

  init(in folder: URL) throws {
    let server = try ServerProcess(in: folder)
    process = server.process
    input = server.input
    let reading = server.output
    Thread.detachNewThread { [self] in
      var pending = Data()
      while case let data = reading.availableData, !data.isEmpty {
        pending.append(data)
        while let newline = pending.firstIndex(of: 0x0A) {
          let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
          pending = Data(pending[(newline + 1)...])
          lock.withLock { received.append(line) }
        }
      }
    }
  }

  var lines: [String] { lock.withLock { received } }

  func send(_ line: String) throws {
    try input.write(contentsOf: Data((line + "\n").utf8))
  }

  /// The line answering request `id`, waited for up to 20 seconds.
  func response(to id: Int) async throws -> String {
    for _ in 0..<2000 {
      if let line = lines.first(where: { $0.contains("\"id\":\(id)") && !$0.contains("\"method\"") }) { return line }
      try await Task.sleep(for: .milliseconds(10))
    }
    throw POSIXError(.ETIMEDOUT)
  }

  func stop() {
    try? input.close()
    for _ in 0..<50 where process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }
}

/// The machine's processes as Linux lists them in /proc: which a process started, and whether one
/// still runs (a zombie, ended but not yet reaped, does not).
enum ProcessTable {
  static var isAvailable: Bool { FileManager.default.fileExists(atPath: "/proc/self/stat") }

  /// The processes whose parent is `parent`.
  static func children(of parent: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { pid_t($0) }.filter { status(of: $0)?.parent == parent }
  }

  static func isRunning(_ pid: pid_t) -> Bool {
    guard let status = status(of: pid) else { return false }
    return status.state != "Z"
  }

  /// The program a process runs (the first of its arguments).
  static func program(of pid: pid_t) -> String? {
    guard let arguments = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
    return arguments.split(separator: 0).first.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The process group `pid` is in.
  static func group(of pid: pid_t) -> pid_t? { status(of: pid)?.group }

  /// The signals a process blocks and ignores (bit masks), from /proc/PID/status.
  struct Signals: Equatable {
    var blocked: UInt64
    var ignored: UInt64
  }

  static func signals(of pid: pid_t) -> Signals? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    func mask(_ name: String) -> UInt64? {
      status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
        .flatMap { UInt64($0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces), radix: 16) }
    }
    guard let blocked = mask("SigBlk"), let ignored = mask("SigIgn") else { return nil }
    return Signals(blocked: blocked, ignored: ignored)
  }

  /// A process's state letter, parent and group, from /proc/PID/stat (after the name, which may
  /// hold spaces).
  private static func status(of pid: pid_t) -> (state: Character, parent: pid_t, group: pid_t)? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let nameEnd = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
    guard fields.count > 3, let state = fields[0].first, let parent = pid_t(fields[1]), let group = pid_t(fields[2])
    else { return nil }
    return (state, parent, group)
  }

  /// Waits until `condition` holds, checking every 50 ms, for at most `seconds`.
  static func waitUntil(seconds: Double, _ condition: () -> Bool) async throws {
    let end = ContinuousClock.now + .seconds(seconds)
    while !condition(), ContinuousClock.now < end { try await Task.sleep(for: .milliseconds(50)) }
  }

  /// Every child `parent` starts while it watches (every 20 ms, on a thread of its own).
  final class Watch: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [pid_t] = []
    private var most = 0
    private var watching = true

    init(parent: pid_t) {
      Thread.detachNewThread { [self] in
        while lock.withLock({ watching }) {
          let now = ProcessTable.children(of: parent)
          let running = now.filter(ProcessTable.isRunning).count
          lock.withLock {
            for pid in now where !found.contains(pid) { found.append(pid) }
            most = max(most, running)
          }
          Thread.sleep(forTimeInterval: 0.02)
        }
      }
    }

    var seen: [pid_t] { lock.withLock { found } }
    /// The most children running at one time.
    var mostAtOnce: Int { lock.withLock { most } }

    /// Stops watching; the children seen.
    func stop() -> [pid_t] {
      lock.withLock {
        watching = false
        return found
      }
    }
  }
}
