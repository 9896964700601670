import Foundation

/// A walk down one folder, the only way ViewGraph reads a folder's tree (issue 34: folder walks
/// are bounded and stay in the project). Each real folder is entered once, known by its device
/// and inode, so a link loop neither repeats files nor runs forever; a link that leads out of the
/// folder walked is not followed; hidden entries and build products are not looked at; at most
/// `maxEntries` entries are. Entries are visited in name order, real ones before links, so a
/// file reached both ways is found at its real place. What the walk skips or cannot read is a
/// located warning.
package struct FolderWalk {
  /// One entry of a folder.
  package struct Entry {
    /// Its path: the walk's root, then the names down to it (a link's own, not its target's).
    package var path: String
    package var name: String
    /// How many folders below the root it is (an entry of the root is at depth 0).
    var depth: Int
  }

  /// What a walk found.
  package struct Found {
    /// The files it was asked for, in the order found (each real file once).
    package var files: [String] = []
    /// What it skipped or could not read.
    package var warnings: [ViewGraphDiagnostic] = []
  }

  /// The folder walked, as named.
  let root: String
  /// The most entries the walk looks at: a folder past that is not a program ViewGraph reads.
  package var maxEntries = 100_000
  /// How deep it goes: folders less deep than this are entered, so entries this deep are looked
  /// at (0: the root's own entries only).
  package var maxDepth = Int.max
  /// Whether to enter a folder, asked once for each real folder below the root, at any depth (a
  /// folder not entered may still be noted: an `.xcodeproj`).
  package var entering: (Entry) -> Bool = { _ in true }
  /// Whether a file (a regular file, or a link to one inside the root) is wanted.
  package var wanting: (Entry) -> Bool = { _ in true }

  /// Names never looked at: hidden entries and the folders of build products, version control
  /// and vendored dependencies.
  static func isSkipped(_ name: String) -> Bool { name.hasPrefix(".") || ProgramFiles.skippedFolders.contains(name) }

  /// Walks the folder.
  package func walk() -> Found {
    var found = Found()
    func warn(_ message: ViewGraphMessage, at path: String) {
      found.warnings.append(.warning(message, at: .outside(path)))
    }
    guard let inside = Self.realPath(root) else {
      warn(.cannotSearch(root, ViewGraphMessage.reason(errno)), at: root)
      return found
    }
    var rootInfo = stat()
    guard stat(root, &rootInfo) == 0 else {
      warn(.cannotSearch(root, ViewGraphMessage.reason(errno)), at: root)
      return found
    }
    var seenFolders: Set<Identity> = [Identity(rootInfo)]
    var foundFiles: Set<Identity> = []
    var pending: [Entry] = [Entry(path: root, name: (root as NSString).lastPathComponent, depth: -1)]
    // Links are followed once every real entry is found, so what they alias is found first.
    var links: [Entry] = []
    var looked = 0
    func visit(_ entry: Entry, _ info: stat) {
      if info.st_mode & S_IFMT == S_IFDIR {
        guard seenFolders.insert(Identity(info)).inserted, entering(entry), entry.depth < maxDepth else { return }
        pending.append(entry)
      } else if wanting(entry) {
        guard info.st_mode & S_IFMT == S_IFREG else {
          warn(.skippedEntry(entry.path, "it is \(Self.kind(info)), not a regular file"), at: entry.path)
          return
        }
        if foundFiles.insert(Identity(info)).inserted { found.files.append(entry.path) }
      }
    }
    var next = 0
    var nextLink = 0
    while true {
      if next == pending.count {
        // Every real folder is read: now the links, each to a folder or file inside the root.
        guard nextLink < links.count else { break }
        let link = links[nextLink]
        nextLink += 1
        var info = stat()
        guard stat(link.path, &info) == 0 else {
          if wanting(link) { warn(.skippedEntry(link.path, "it is a link to nothing"), at: link.path) }
          continue
        }
        guard let target = Self.realPath(link.path), Self.isWithin(target, inside) else {
          let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) ?? "?"
          warn(.linkLeavesFolder(link.path, target, root), at: link.path)
          continue
        }
        visit(link, info)
        continue
      }
      let folder = pending[next]
      next += 1
      guard let stream = opendir(folder.path) else {
        warn(.cannotSearch(folder.path, ViewGraphMessage.reason(errno)), at: folder.path)
        continue
      }
      var names: [String] = []
      var unreadableNames = 0
      while let item = readdir(stream) {
        let name = withUnsafeBytes(of: item.pointee.d_name) { bytes in
          bytes.baseAddress.flatMap { String(validatingCString: $0.assumingMemoryBound(to: CChar.self)) }
        }
        guard let name else {
          unreadableNames += 1
          continue
        }
        if name != ".", name != "..", !Self.isSkipped(name) { names.append(name) }
      }
      closedir(stream)
      if unreadableNames > 0 { warn(.namesNotUTF8(folder.path, unreadableNames), at: folder.path) }
      for name in names.sorted() {
        looked += 1
        guard looked <= maxEntries else {
          warn(.walkStopped(root, maxEntries), at: root)
          return found
        }
        let entry = Entry(
          path: folder.depth < 0 ? (root as NSString).appendingPathComponent(name) : folder.path + "/" + name,
          name: name, depth: folder.depth + 1)
        var info = stat()
        guard lstat(entry.path, &info) == 0 else {
          warn(.skippedEntry(entry.path, ViewGraphMessage.reason(errno)), at: entry.path)
          continue
        }
        if info.st_mode & S_IFMT == S_IFLNK {
          links.append(entry)
        } else {
          visit(entry, info)
        }
      }
    }
    return found
  }

  /// A real file or folder: its device and inode.
  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    }
  }

  /// What sort of special file an entry is, in words (`ViewGraphMessage.kind(ofFileMode:)`).
  static func kind(_ info: stat) -> String {
    ViewGraphMessage.kind(ofFileMode: info.st_mode) ?? "a regular file"
  }

  /// The path with every link resolved and `..` taken out; nil when it does not resolve.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The path as the Mac's file system, which ignores case, finds it (a project made there may
  /// name `Mindkeeper/` for the clone's `mindkeeper/`): each component that is not there is matched
  /// without case among its folder's entries, the first by name. Nil when one matches nothing.
  static func matchingCase(_ path: String) -> String? {
    if FileManager.default.fileExists(atPath: path) { return path }
    var components = (path as NSString).pathComponents
    var found = path.hasPrefix("/") ? "/" : "."
    if path.hasPrefix("/") { components.removeFirst() }
    for component in components {
      let exact = (found as NSString).appendingPathComponent(component)
      if FileManager.default.fileExists(atPath: exact) {
        found = exact
        continue
      }
      let lowered = component.lowercased()
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: found),
        let same = entries.sorted().first(where: { $0.lowercased() == lowered })
      else { return nil }
      found = (found as NSString).appendingPathComponent(same)
    }
    return found
  }

  /// Whether the real path `path` is the real path `folder` or below it.
  static func isWithin(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  package init(
    root: String, maxEntries: Int = 100_000, maxDepth: Int = Int.max,
    entering: @escaping (Entry) -> Bool = { _ in true }, wanting: @escaping (Entry) -> Bool = { _ in true }
  ) {
    self.root = root
    self.maxEntries = maxEntries
    self.maxDepth = maxDepth
    self.entering = entering
    self.wanting = wanting
  }
}
