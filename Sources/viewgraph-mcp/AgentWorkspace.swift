import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folders a tool call may read: the folder the server was started in and the client's MCP
/// roots. A `path` is accepted only when, its links and `..` resolved, it is a `.swift` file or a
/// folder holding Swift inside one of them; anything else is refused before any child runs, with a
/// message that names the path as given and never shows what the file holds (issue 34: `load`
/// echoed lines of /etc/shadow and /proc/self/environ in its diagnostics).
struct AgentWorkspace: Sendable {
  /// The folders, each as a real path (links resolved).
  var folders: [String]
  /// The server's working folder, as a real path: paths inside it are handed on relative to it.
  var workingFolder: String?

  /// The working folder and the folders of the client's `file://` roots that exist.
  init(rootURIs: [String], workingFolder: String = FileManager.default.currentDirectoryPath) {
    self.workingFolder = Self.realPath(workingFolder)
    let roots = rootURIs.compactMap { uri -> String? in
      guard let url = URL(string: uri), url.isFileURL else { return nil }
      return Self.realPath(url.path)
    }
    // A server started in `/` (as some agent hosts start servers) would read the whole machine's
    // Swift: there only the client's roots count.
    let implicit = self.workingFolder.flatMap { $0 == "/" ? nil : $0 }
    folders = ([implicit].compactMap { $0 } + roots).reduce(into: []) { folders, folder in
      if !folders.contains(folder) { folders.append(folder) }
    }
  }

  /// Why a path was refused (the message names the path as given, never its contents).
  struct Refusal: Error {
    var message: String
  }

  /// The path to hand the child for `given`: its real path, relative to the working folder when
  /// inside it (so answers name files as the command line does), or a refusal.
  func resolve(_ given: String) -> Result<String, Refusal> {
    let shown = given.count > 200 ? String(given.prefix(200)) + "…" : given
    let absolute =
      given.hasPrefix("/") ? given : (workingFolder ?? FileManager.default.currentDirectoryPath) + "/" + given
    guard let real = Self.realPath(absolute) else {
      return .failure(Refusal(message: "no file or folder '\(shown)'"))
    }
    guard !folders.isEmpty else {
      return .failure(
        Refusal(
          message:
            "this server reads no folder: it was started in '/' and the client gave no roots (start it in the project's folder, or give roots)"
        ))
    }
    guard let folder = folders.first(where: { Self.isInside(real, folder: $0) }) else {
      return .failure(
        Refusal(
          message:
            "'\(shown)' is outside the folders this server reads: \(folders.joined(separator: ", ")) (the folder it was started in and the client's roots)"
        ))
    }
    var status = stat()
    guard stat(real, &status) == 0 else { return .failure(Refusal(message: "no file or folder '\(shown)'")) }
    switch status.st_mode & S_IFMT {
    case S_IFREG where real.hasSuffix(".swift"):
      break
    case S_IFDIR where Self.holdsSwift(real):
      break
    case S_IFDIR:
      return .failure(Refusal(message: "the folder '\(shown)' holds no .swift file"))
    default:
      return .failure(
        Refusal(message: "'\(shown)' is not a .swift file or a folder of them: viewgraph mcp reads only Swift source"))
    }
    guard folder == workingFolder else { return .success(real) }
    let relative = real == folder ? "." : String(real.dropFirst(folder.count + (folder == "/" ? 0 : 1)))
    // A name starting with '-' would read as an option.
    return .success(relative.hasPrefix("-") ? "./" + relative : relative)
  }

  private static func isInside(_ path: String, folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }

  /// `path` with every link and `..` resolved, or nil if it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether a `.swift` file is among the first 100,000 entries of `folder`, links not followed.
  private static func holdsSwift(_ folder: String) -> Bool {
    guard let entries = FileManager.default.enumerator(atPath: folder) else { return false }
    var looked = 0
    while let entry = entries.nextObject() as? String, looked < 100_000 {
      if entry.hasSuffix(".swift") { return true }
      looked += 1
    }
    return false
  }
}
