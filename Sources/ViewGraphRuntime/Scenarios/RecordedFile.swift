import Foundation
import ViewGraphEngine
import ViewGraphModel

/// One line `--record` wrote into a scenario (issue 40): where it now is, what it was (nil for a
/// line it added) and what it is.
public struct RecordedLine: Sendable, Hashable {
  /// The scenario it belongs to.
  public var scenario: String
  /// The expectation as it was written, for a line that was rewritten.
  public var old: String?
  /// The expectation as recorded: `#expectUpdates(BookView.self)`.
  public var new: String
  /// Its place in the recorded file (1-based).
  public var line = 0
  public var column = 0
}

/// A scenario file with the update sets a run recorded (issue 40), to be written in place.
public struct RecordedFile: Sendable {
  /// The file's path, as the program was loaded from it.
  public var path: String
  /// Its bytes when the program was read: it is rewritten only if it still holds exactly these.
  public var original: [UInt8]
  /// Its bytes with the recorded lines: the original's, but for the lines written.
  public var recorded: [UInt8]
  /// The lines written, in the order of the file.
  public var lines: [RecordedLine]

  /// Replaces the file with its recorded bytes, atomically (`AtomicFile`): the same file, by name,
  /// never through a link. Refused, with nothing written, when the file is a link, not a regular
  /// file, read-only, one of several hard links, in a folder that cannot take the new file, or no
  /// longer what the program was read from. The refusal names the file, in the compiler's form
  /// (`Cart.swift: error: cannot record the update sets into this file: it is read-only; …`).
  public func write() throws(ViewGraphDiagnostic) {
    let mode = try permissions()
    if let failure = AtomicFile.replace(path, with: recorded, mode: mode) {
      throw refusal(ViewGraphMessage.reason(failure))
    }
  }

  /// Whether the file can be rewritten now: throws the refusal `write()` would give.
  public func check() throws(ViewGraphDiagnostic) {
    _ = try permissions()
  }

  /// The file's permissions, once it is known that it can be rewritten.
  private func permissions() throws(ViewGraphDiagnostic) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { throw refusal(ViewGraphMessage.reason(errno)) }
    if info.st_mode & S_IFMT == S_IFLNK {
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
      throw refusal(ViewGraphMessage.recordIntoLink(target))
    }
    if let kind = ViewGraphMessage.kind(ofFileMode: info.st_mode) { throw refusal("it is \(kind), not a regular file") }
    if info.st_nlink > 1 { throw refusal(ViewGraphMessage.recordIntoHardLinks(Int(info.st_nlink))) }
    // Write permission for no one is read-only even to root, whom `access` lets write anything.
    if info.st_mode & 0o222 == 0 || access(path, W_OK) != 0 { throw refusal(ViewGraphMessage.recordIntoReadOnly) }
    guard let current = FileManager.default.contents(atPath: path), Array(current) == original else {
      throw refusal(ViewGraphMessage.recordIntoChanged)
    }
    let folder = (path as NSString).deletingLastPathComponent
    guard access(folder.isEmpty ? "." : folder, W_OK) == 0 else {
      throw refusal(ViewGraphMessage.recordIntoFolder(folder.isEmpty ? "." : folder))
    }
    return info.st_mode & 0o7777
  }

  /// The refusal for this file: one line, at the file.
  private func refusal(_ reason: String) -> ViewGraphDiagnostic {
    .error(.cannotRecord(reason), at: .outside(path))
  }
}

/// What `Program.recordScenarios` did: the scenarios' results as they ran, the files to rewrite
/// (only those that get lines), and a note for each scenario left as written.
public struct UpdateSetRecording: Sendable {
  /// The run that measured the update sets (its update-set failures are what is recorded).
  public var report: TestReport
  /// The files that get lines, each with its new bytes; nothing is written until `write()`.
  public var files: [RecordedFile]
  /// The scenarios not recorded (they stopped at an error), each as a note at its `#scenario`.
  public var notRecorded: [ViewGraphDiagnostic]

  package init(report: TestReport, files: [RecordedFile], notRecorded: [ViewGraphDiagnostic]) {
    self.report = report
    self.files = files
    self.notRecorded = notRecorded
  }
}
