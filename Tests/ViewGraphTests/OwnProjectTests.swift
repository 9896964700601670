import Foundation
import Testing

/// Issue 23, point 5: ViewGraph in your own project — installed onto `PATH` by the documented
/// script and run from another folder, and `test --watch` re-running the scenarios on an edit.
@Suite("Your own project: install and --watch (issue 23)")
struct OwnProjectTests {
  /// A new empty folder under the temporary directory.
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-own-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Runs `executable` with `arguments` in `folder` to its end: its status and what it printed.
  private func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  // Found by the second field trial (issue 36): a user in their clone's root types `.`; its last
  // path component was taken before the path was made whole, and Foundation trapped.
  @Test("issue 36: 'viewgraph explain .' (and './', './Package.swift') in an app's folder launches it")
  func explainsTheCurrentFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = PackagePaths.root.appendingPathComponent("Samples/05-ListRowsShareBook.swift")
    try FileManager.default.copyItem(at: sample, to: folder.appendingPathComponent("App.swift"))
    for path in [".", "./", "../\(folder.lastPathComponent)"] {
      let explain = try run(PackagePaths.binary, ["explain", path], in: folder)
      #expect(explain.status == 0, "explain \(path)")
      #expect(explain.output.hasPrefix("LibraryView — after launch"), "explain \(path): \(explain.output)")
    }
    try
      "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.executableTarget(name: \"App\", path: \".\")])\n"
      .write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let manifest = try run(PackagePaths.binary, ["explain", "./Package.swift"], in: folder)
    #expect(manifest.status == 0 && manifest.output.hasPrefix("LibraryView — after launch"), "\(manifest.output)")
  }

  @Test(
    "issue 23: Scripts/install.sh puts viewgraph and its bash completion under a prefix; it runs a Sample from another folder"
  )
  func installs() throws {
    let prefix = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: prefix) }
    // The built binary is installed as the script installs its own build (the tests cannot run
    // `swift build` inside `swift test`).
    let script = PackagePaths.root.appendingPathComponent("Scripts/install.sh").path
    let install = try run(
      URL(fileURLWithPath: "/bin/bash"), [script, "--prefix", prefix.path, "--binary", PackagePaths.binary.path])
    #expect(install.status == 0)
    #expect(install.output.contains("installed \(prefix.path)/bin/viewgraph"), "\(install.output)")
    // The MCP server `viewgraph mcp` becomes is installed beside it (issue 25; a program of its own, issue 20).
    #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/viewgraph-mcp").path))
    let completion = try String(
      contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/viewgraph"), encoding: .utf8)
    #expect(completion.contains("viewgraph"))

    let sample = PackagePaths.root.appendingPathComponent("Samples/05-ListRowsShareBook.swift").path
    let installed = try run(prefix.appendingPathComponent("bin/viewgraph"), ["test", sample], in: prefix)
    #expect(installed.status == 0)
    #expect(installed.output.hasSuffix("6 passed, 0 failed\n"), "\(installed.output)")
  }

  /// What a running process has printed so far, collected as it comes.
  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ data: Data) { lock.withLock { text += String(decoding: data, as: UTF8.self) } }
    var value: String { lock.withLock { text } }

    /// Waits up to `seconds` for `condition` to hold of the text; the seconds it took, or nil.
    func wait(_ seconds: Double, until condition: (String) -> Bool) -> Double? {
      let start = Date()
      while Date().timeIntervalSince(start) < seconds {
        if condition(value) { return Date().timeIntervalSince(start) }
        Thread.sleep(forTimeInterval: 0.05)
      }
      return nil
    }
  }

  /// `viewgraph test --watch folder`, started, with what it prints as it prints it.
  private func watching(_ folder: URL) throws -> (Process, Pipe, Collected) {
    let watch = Process()
    watch.executableURL = PackagePaths.binary
    watch.arguments = ["test", "--watch", folder.path]
    let out = Pipe()
    watch.standardOutput = out
    watch.standardError = FileHandle.nullDevice
    let collected = Collected()
    out.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
    try watch.run()
    return (watch, out, collected)
  }

  @Test(
    "issue 23: test --watch runs again when a file changes, prints only the scenario whose result changed, and Ctrl-C ends it"
  )
  func watchesForEdits() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Library.swift")
    let source = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("Samples/05-ListRowsShareBook.swift"), encoding: .utf8)
    try source.write(to: file, atomically: true, encoding: .utf8)

    let (watch, out, collected) = try watching(folder)
    defer { if watch.isRunning { watch.terminate() } }

    // The first run prints every scenario; the process has loaded SwiftUI's vocabulary by then.
    let first = collected.wait(120) { $0.contains("6 passed, 0 failed — watching") }
    #expect(first != nil, "\(collected.value)")

    // An edit that makes one scenario fail: picked up within 2 s, and only that scenario printed.
    let edited = source.replacingOccurrences(
      of: "#expectUpdates(BookView.self, BookView.self)", with: "#expectUpdates(BookView.self)")
    #expect(edited != source)
    try edited.write(to: file, atomically: true, encoding: .utf8)
    let noticed = collected.wait(2) { $0.contains("— a file changed: running again") }
    #expect(noticed != nil, "the edit was not noticed within 2 s: \(collected.value)")
    #expect(collected.wait(60) { $0.contains("5 passed, 1 failed — watching") } != nil, "\(collected.value)")
    let rerun = collected.value.components(separatedBy: "— a file changed: running again").last ?? ""
    #expect(rerun.contains("✗ two title changes in one step update exactly two BookViews"), "\(rerun)")
    #expect(!rerun.contains("✓"), "scenarios whose result did not change are not printed again: \(rerun)")

    watch.interrupt()
    watch.waitUntilExit()
    out.fileHandleForReading.readabilityHandler = nil
    #expect(watch.terminationStatus == 0, "Ctrl-C ends the watch cleanly")
  }

  @Test(
    "issue 34: an idle --watch over thousands of files costs almost no CPU (the kernel wakes it; it does not poll every file), and still sees an edit at once",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "reads the watch's CPU time from /proc"))
  func idleWatchIsCheap() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Library.swift")
    let source = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("Samples/05-ListRowsShareBook.swift"), encoding: .utf8)
    try source.write(to: file, atomically: true, encoding: .utf8)
    // 5,000 files the watch must notice a change in (assets beside the code), in 50 folders.
    for group in 0..<50 {
      let assets = folder.appendingPathComponent("Assets/\(group)")
      try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
      for item in 0..<100 {
        FileManager.default.createFile(
          atPath: assets.appendingPathComponent("item-\(item).json").path, contents: Data("{}".utf8))
      }
    }
    let (watch, out, collected) = try watching(folder)
    defer { if watch.isRunning { watch.terminate() } }
    #expect(collected.wait(120) { $0.contains("— watching") } != nil, "\(collected.value)")
    /// The watch's CPU time so far, in seconds (user and system, from /proc).
    func cpuSeconds() -> Double {
      guard let stat = try? String(contentsOfFile: "/proc/\(watch.processIdentifier)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return 0 }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      // After the name: state is field 3, utime field 14, stime field 15.
      guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
      return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
    Thread.sleep(forTimeInterval: 0.5)
    let before = cpuSeconds()
    Thread.sleep(forTimeInterval: 3)
    let idle = cpuSeconds() - before
    #expect(idle < 0.3, "an idle watch over 5,000 files took \(idle) s of CPU in 3 s")
    try source.replacingOccurrences(
      of: "#expectUpdates(BookView.self, BookView.self)", with: "#expectUpdates(BookView.self)"
    )
    .write(to: file, atomically: true, encoding: .utf8)
    #expect(
      collected.wait(2) { $0.contains("— a file changed: running again") } != nil,
      "the edit was not noticed within 2 s: \(collected.value)")
    watch.interrupt()
    watch.waitUntilExit()
    out.fileHandleForReading.readabilityHandler = nil
  }
}
