import Foundation

/// Where the package and its built `viewgraph` binary are, for tests that run the real command.
enum PackagePaths {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The `viewgraph` binary next to the test bundle (SwiftPM builds it with the tests).
  static var binary: URL {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    var folder = testBinary.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("viewgraph")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return root.appendingPathComponent(".build/debug/viewgraph")
  }
}

/// The outcome of running the real command.
struct CommandRun {
  var status: Int32
  var output: String
  var errors: String
}

extension CommandLine {
  /// Runs `viewgraph` with `arguments` in the package folder (with `environment`, if given).
  static func viewgraph(_ arguments: [String], environment: [String: String]? = nil, in folder: URL? = nil) throws
    -> CommandRun
  {
    let process = Process()
    process.executableURL = PackagePaths.binary
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.currentDirectoryURL = folder ?? PackagePaths.root
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandRun(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }

  /// util-linux's `script`, which runs a command on a pseudo-terminal.
  static let script = URL(fileURLWithPath: "/usr/bin/script")

  /// Runs the shell command `command` on a pseudo-terminal with `environment`; what it printed.
  static func onTerminal(_ command: String, environment: [String: String]) throws -> String {
    let process = Process()
    process.executableURL = script
    process.arguments = ["-qec", command, "/dev/null"]
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
