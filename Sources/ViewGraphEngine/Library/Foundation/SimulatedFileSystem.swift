import ViewGraphModel

/// The launch's files (SPEC §3: the real disk is never written): the app's documents, caches,
/// application support and temporary folders, in memory and empty at each launch. Reading a path
/// outside them reads the program's bundle (its own folder, read-only); writing there is an error.
final class SimulatedFileSystem {
  /// The folders an app may write, as `FileManager` and `URL.documentsDirectory` name them.
  static let documents = "/Documents"
  static let caches = "/Library/Caches"
  static let applicationSupport = "/Library/Application Support"
  static let temporary = "/tmp"
  /// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`'s folders.
  static let appGroups = "/Shared/AppGroup"
  static let writableFolders = [documents, caches, applicationSupport, temporary, appGroups]

  /// File contents by normalised path.
  private var files: [String: String] = [:]

  /// `/Documents//a/./b.json` → `/Documents/a/b.json`.
  static func normalised(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." && !part.isEmpty {
      if part == ".." { _ = parts.popLast() } else { parts.append(part) }
    }
    return "/" + parts.joined(separator: "/")
  }

  static func isWritable(_ path: String) -> Bool {
    let path = normalised(path)
    return writableFolders.contains { path.hasPrefix($0 + "/") }
  }

  func contents(of path: String) -> String? {
    files[Self.normalised(path)]
  }

  func write(_ text: String, to path: String) {
    files[Self.normalised(path)] = text
  }

  /// Removes a file, or a folder with everything in it; false when there was nothing.
  func remove(_ path: String) -> Bool {
    let path = Self.normalised(path)
    let removed = files.keys.filter { $0 == path || $0.hasPrefix(path + "/") }
    for key in removed { files[key] = nil }
    return !removed.isEmpty
  }

  /// A file, or a folder that holds a file, or one of the app's folders.
  func exists(_ path: String) -> Bool {
    let path = Self.normalised(path)
    return Self.writableFolders.contains(path) || files.keys.contains { $0 == path || $0.hasPrefix(path + "/") }
  }

  /// The names directly in a folder, sorted.
  func names(in folder: String) -> [String] {
    let prefix = Self.normalised(folder) + "/"
    let names = files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
      $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
    }
    return Set(names).sorted()
  }
}
