import ArgumentParser
import Foundation
import ViewGraph

/// A file the command writes (`render -o`, `test --junit`), checked before any work and written so
/// that nothing is destroyed (issue 34): never a file the program is read from, a device, a FIFO,
/// a socket or a folder (nor a link to one); a regular file is replaced atomically, by a file
/// written beside it and renamed over it, so a failed write leaves the old one whole.
struct OutputFile {
  /// The path as given, for messages.
  let path: String
  /// The file written: `path` with its links followed, so a link stays a link to the new file.
  let target: String

  /// Checks `path` before any work: it must not be one of `inputs` (the files and folders the
  /// program is read from; a `.swift` file or project file under a folder counts), nor something
  /// other than a regular file, and its folder must be writable. Refusals are printed; exit status 2.
  init(_ path: String, inputs: [String]) throws(ExitCode) {
    self.path = path
    target = try Self.checkedTarget(path)
    try Self.refuseInput(path, target: target, inputs: inputs)
  }

  /// Refuses the file when a loaded program read it (a file a package or project named, outside
  /// the folders given): checked again once the program's files are known, before writing.
  func refuseIfRead(by sources: [String]) throws(ExitCode) {
    try Self.refuseInput(path, target: target, inputs: sources)
  }

  /// Writes `bytes` to a file beside the target, then renames it over the target
  /// (`AtomicFile`). Any failure is printed as `cannot write 'PATH': reason`; exit status 2.
  func write(_ bytes: [UInt8]) throws(ExitCode) {
    // Checked again just before: the file may have been replaced since the command started.
    _ = try Self.checkedTarget(path)
    // The new file gets the mode the file had, else the usual one.
    var existing = stat()
    let mode = stat(target, &existing) == 0 ? existing.st_mode & 0o777 : 0o666 & ~Self.umaskValue
    if let failure = AtomicFile.replace(target, with: bytes, mode: mode) {
      throw Self.refusal(.cannotWrite(path, ViewGraphMessage.reason(failure)))
    }
  }

  /// Writes every byte to an open file descriptor: the `errno` of the first failure, or nil.
  static func writeAll(_ bytes: [UInt8], to file: Int32) -> Int32? {
    AtomicFile.writeAll(bytes, to: file)
  }

  /// The process's file-creation mask, read without changing it for long.
  private static var umaskValue: mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }

  /// The regular file (or new name) `path` names once its links are followed; anything else is refused.
  private static func checkedTarget(_ path: String) throws(ExitCode) -> String {
    var info = stat()
    if lstat(path, &info) != 0 {
      guard errno == ENOENT else { throw refusal(.cannotWrite(path, ViewGraphMessage.reason(errno))) }
      return try newFile(path)
    }
    var target = path
    if info.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realpath(path, nil) else {
        // A link to nothing: written through, as the shell's `>` would, into a folder that must exist.
        let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
        let absolute =
          destination.hasPrefix("/")
          ? destination : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        return try newFile(absolute, as: path)
      }
      target = String(cString: resolved)
      free(resolved)
      guard stat(target, &info) == 0 else { throw refusal(.cannotWrite(path, ViewGraphMessage.reason(errno))) }
    }
    if let kind = ViewGraphMessage.kind(ofFileMode: info.st_mode) {
      throw refusal(.outputNotRegularFile(path, kind, through: target == path ? nil : target))
    }
    try checkFolder(of: target, as: path)
    return target
  }

  /// A file that does not exist yet: its folder must.
  private static func newFile(_ path: String, as given: String? = nil) throws(ExitCode) -> String {
    try checkFolder(of: path, as: given ?? path)
    return path
  }

  /// The folder a file is written in must be a writable folder.
  private static func checkFolder(of path: String, as given: String) throws(ExitCode) {
    let folder = (path as NSString).deletingLastPathComponent
    let folderPath = folder.isEmpty ? "." : folder
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folderPath, isDirectory: &isFolder), isFolder.boolValue,
      access(folderPath, W_OK) == 0
    else { throw refusal(.cannotWrite(given, "'\(folderPath)' is not a writable folder")) }
  }

  /// Refuses `target` when it is one of `inputs`, or a source or project file under one of them.
  private static func refuseInput(_ path: String, target: String, inputs: [String]) throws(ExitCode) {
    var written = stat()
    let exists = stat(target, &written) == 0
    let name = (target as NSString).lastPathComponent
    let readFromFolders = name.hasSuffix(".swift") || name == "project.pbxproj"
    let absoluteTarget = Self.absolute(target)
    for input in inputs {
      var read = stat()
      guard stat(input, &read) == 0 else { continue }
      if exists, read.st_dev == written.st_dev, read.st_ino == written.st_ino {
        throw refusal(.outputIsInput(path, input: input, linked: target != path))
      }
      let folder = Self.absolute(input)
      if read.st_mode & S_IFMT == S_IFDIR, readFromFolders,
        absoluteTarget.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
      {
        throw refusal(.outputIsInput(path, input: target, linked: target != path))
      }
    }
  }

  /// A path made absolute and free of `.`, `..` and links in its folders.
  private static func absolute(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else {
      let folder = (path as NSString).deletingLastPathComponent
      // The working folder itself may be gone (`.` does not resolve): then the path as it is.
      guard path != ".", folder != path else { return path }
      return (absolute(folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(
        (path as NSString).lastPathComponent)
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Prints `viewgraph: error: …`; exit status 2.
  private static func refusal(_ message: ViewGraphMessage) -> ExitCode {
    printCommandError(message.text)
    return ExitCode(2)
  }
}
