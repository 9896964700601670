import Foundation
import ViewGraph

/// One `#scenario` of a program on disk, to run as a test of its own: a parameterised Swift Testing
/// test over `Scenarios.load(…)` shows each by name in `swift test` and Xcode
/// (`Codable`, so Xcode can run one case again on its own).
public struct Scenario: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The program's files and folders (absolute paths): one file, or one folder of files.
  public var paths: [String]
  /// The program as people name it: its file or folder name (`05-ListRowsShareBook.swift`).
  public var programName: String
  /// The scenario's name, as written in `#scenario("…")`.
  public var name: String
  /// Where the `#scenario` is: its file's absolute path, line and column.
  public var filePath: String
  public var line: Int
  public var column: Int
  /// Why the program could not be loaded (the case then stands for the whole program).
  public var loadError: String?

  /// `05-ListRowsShareBook.swift: a title change updates only the BookView that shows it`.
  public var description: String { "\(programName): \(name)" }

  /// Loads the program again and runs this scenario in a fresh launch, with the program's files
  /// (to render failures). Throws the load error if the program no longer loads; nil if it no
  /// longer has the scenario.
  public func run() throws -> (result: ScenarioResult, sources: SourceFiles)? {
    if let loadError { throw ScenariosError(message: loadError) }
    let program = try Program.load(paths: paths)
    return program.runScenario(named: name).map { ($0, program.sources) }
  }
}

extension Scenario {
  /// Records what this scenario's steps run into its file, in place, as snapshot-testing libraries
  /// record snapshots (issue 40): with `.missing`, the `#expectUpdates`/`#expectInserted`/
  /// `#expectRemoved` lines of the steps that have none; with `.all`, also each one that no longer
  /// holds. The program is loaded as it is now, and one scenario records at a time, so the cases of
  /// one file, run in parallel, do not undo each other's lines. Returns the files written, each with
  /// its lines; throws why a file was not written (a link, a read-only file) or the load error.
  public func record(_ mode: RecordMode) throws -> [RecordedFile] {
    guard mode != .never else { return [] }
    if let loadError { throw ScenariosError(message: loadError) }
    Self.recording.lock()
    defer { Self.recording.unlock() }
    let files = try Program.load(paths: paths).recordScenario(named: name, mode: mode).files
    for file in files { try file.write() }
    return files
  }

  /// Held while a scenario records: read, run and rewrite its file as one step.
  private static let recording = NSLock()

  /// What `record` wrote, for the issue that says so: each line's place, then the line as a diff.
  static func describe(_ files: [RecordedFile]) -> String {
    files.flatMap { file in
      file.lines.flatMap { line in
        ["\((file.path as NSString).lastPathComponent):\(line.line):\(line.column):"]
          + (line.old.map { ["  − \($0)"] } ?? []) + ["  + \(line.new)"]
      }
    }.joined(separator: "\n")
  }
}

/// Finds the `#scenario`s of a folder (or file) so a test can run each as a test case.
public enum Scenarios {
  /// Every `#scenario` below `path`: each `.swift` file directly in a folder, and each subfolder
  /// that holds Swift files, is one program (as `viewgraph test --each`); a file is one program. A relative `path` is
  /// resolved against the folder of `filePath` — pass `#filePath` so it does not depend on the
  /// working directory. A program that does not load is one case that fails with its diagnostics.
  public static func load(_ path: String, relativeTo filePath: String = #filePath) throws -> [Scenario] {
    let base = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    let root = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
    let rootPath = root.standardizedFileURL.path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: rootPath, isDirectory: &isFolder) else {
      throw ScenariosError(message: "cannot read '\(rootPath)': no such file or folder")
    }
    guard isFolder.boolValue else { return scenarios(of: rootPath) }
    let (programs, skipped) = Program.programs(eachIn: rootPath)
    // What the folder's walk skipped (a link out of it) fails as a case of its own, never silently.
    let skippedCases = skipped.map { warning in
      let path = warning.location.path ?? rootPath
      return Scenario(
        paths: [path], programName: (path as NSString).lastPathComponent, name: "skipped", filePath: path, line: 1,
        column: 1,
        loadError: ViewGraphError([warning]).description)
    }
    return programs.flatMap(scenarios(of:)) + skippedCases
  }

  /// The scenarios of one program, each with its place.
  private static func scenarios(of path: String) -> [Scenario] {
    let programName = (path as NSString).lastPathComponent
    do {
      let program = try Program.load(paths: [path])
      return program.scenarioPlaces.map { name, location in
        let file =
          program.sources.files.indices.contains(location.file) ? program.sources.files[location.file].path : path
        return Scenario(
          paths: [path], programName: programName, name: name, filePath: file, line: location.line,
          column: location.column)
      }
    } catch {
      return [
        Scenario(
          paths: [path], programName: programName, name: "could not be loaded", filePath: path, line: 1, column: 1,
          loadError: error.description)
      ]
    }
  }
}

/// A folder or file given to `Scenarios.load` that is not there.
public struct ScenariosError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
