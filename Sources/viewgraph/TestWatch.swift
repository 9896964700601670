import ArgumentParser
import Foundation
import ViewGraph
import ViewGraphExport

/// `viewgraph test --watch`: the scenarios run again at every change under the paths, and only
/// what changed said.
struct TestWatch {
  /// What each run runs.
  var runner: ScenarioRunner
  /// The JUnit file each run writes (`--junit`), which is not a change.
  var junit: OutputFile?
  private var paths: [String] { runner.paths }

  /// `--watch`: runs once, then again whenever a file under the paths changes (the kernel says
  /// when, `FolderWatcher`), printing only the scenarios whose result changed.
  /// Its own JUnit file is not a change (issue 34: else each run starts the next). Ctrl-C ends
  /// it with status 0; a standard output that cannot be written, with status 2.
  func run() throws -> Never {
    // Ctrl-C ends it, even when whoever started it blocked SIGINT (a test host does).
    signal(SIGINT) { _ in _exit(0) }
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    var last: [ScenarioRunner.Outcome] = []
    let ignored = junit.map { [$0.target] } ?? []
    var stamp = FileStamp(paths, ignoring: ignored)
    func again(first: Bool) throws {
      let run: TestRun
      let outcomes: [ScenarioRunner.Outcome]
      do {
        (run, outcomes) = try runner.runOnce(quiet: !first) { outcome in
          if first { try writeStandardOutput(outcome.text) }
        }
      } catch {
        // No scenario ran (said on stderr); a failed write to stdout fails this one too, and ends the watch.
        try writeStandardOutput(
          "no scenario ran — watching \(paths.joined(separator: " ")) for changes (Ctrl-C stops)\n")
        return
      }
      if !first { try Self.showChanges(from: last, to: outcomes) }
      last = outcomes
      try writeStandardOutput(
        run.summary + " — watching \(paths.joined(separator: " ")) for changes (Ctrl-C stops)\n")
      // A JUnit file that cannot be written is said on stderr; the watch goes on.
      try? ViewGraphCommand.Test.write(run, asJUnitTo: junit)
    }
    let watcher = FolderWatcher(paths)
    try again(first: true)
    while true {
      // The kernel wakes it at a change; every few seconds it looks anyway (a change it was not
      // told of: a folder past the watches it could ask for).
      watcher.wait(atMost: 5)
      let now = FileStamp(paths, ignoring: ignored)
      guard now != stamp else { continue }
      stamp = now
      try writeStandardOutput("\n— a file changed: running again\n")
      try again(first: false)
    }
  }

  /// The outcomes that are new, or whose result or failures changed, and those that are gone.
  private static func showChanges(from old: [ScenarioRunner.Outcome], to new: [ScenarioRunner.Outcome]) throws(ExitCode)
  {
    let before = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let now = Set(new.map(\.key))
    var changed = 0
    for outcome in new where before[outcome.key] != outcome {
      try writeStandardOutput(outcome.text)
      changed += 1
    }
    // A program that does not load now is said once (its own outcome above), not as each of its
    // scenarios gone.
    let unloadable = Set(new.filter { $0.key.scenario == nil && !$0.passed }.map(\.key.program))
    for gone in old where !now.contains(gone.key) && !unloadable.contains(gone.key.program) {
      try writeStandardOutput("– \(gone.key.scenario ?? gone.key.program): no longer there\n")
      changed += 1
    }
    if changed == 0 { try writeStandardOutput("no result changed\n") }
  }

}

/// What `--watch` compares to notice an edit: every file under the paths (not in hidden folders
/// such as `.build`), with its modification date and size, but for the files it writes itself.
struct FileStamp: Equatable {
  private var files: [String: [Double]] = [:]

  /// The stamp of the files under `paths`, leaving out the files `ignored` names (by path, and by
  /// device and inode, so another path to them is left out too).
  init(_ paths: [String], ignoring ignored: [String] = []) {
    let ignoredPaths = Set(ignored.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    let ignoredFiles = ignored.compactMap { path -> [Int]? in
      var info = stat()
      return stat(path, &info) == 0
        ? [Int(truncatingIfNeeded: info.st_dev), Int(truncatingIfNeeded: info.st_ino)] : nil
    }
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      let found =
        isFolder.boolValue
        ? (manager.enumerator(
          at: URL(fileURLWithPath: path), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?
          .compactMap { ($0 as? URL)?.path } ?? [])
        : [path]
      for file in found {
        guard let attributes = try? manager.attributesOfItem(atPath: file),
          attributes[.type] as? FileAttributeType == .typeRegular
        else { continue }
        let identity = [
          (attributes[.systemNumber] as? NSNumber)?.intValue ?? -1,
          (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1,
        ]
        if ignoredFiles.contains(identity) || ignoredPaths.contains(URL(fileURLWithPath: file).standardizedFileURL.path)
        {
          continue
        }
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
        files[file] = [date, Double((attributes[.size] as? NSNumber)?.intValue ?? 0)]
      }
    }
  }
}
