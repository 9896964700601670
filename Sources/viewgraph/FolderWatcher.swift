import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What `--watch` waits on between runs: the kernel's word that something under its folders
/// changed (inotify on Linux), so an idle watch costs nothing however many files it watches
/// (issue 34: polling 50,000 files four times a second took half a CPU). Where there is no such
/// word (another system, or the kernel's watches used up), it wakes a few times a second, as
/// before. Either way the caller compares the files' stamps before it runs again, so a change to
/// what it ignores (its own JUnit file) wakes it but runs nothing.
final class FolderWatcher {
  /// The inotify descriptor; -1 where the kernel's word is not to be had.
  private let descriptor: Int32
  private let paths: [String]
  /// Folders already watched (inotify gives a folder the same watch again; this saves the call).
  private var watched: Set<String> = []

  /// The most folders one watch asks the kernel about (its watches are a per-user resource).
  private static let mostFolders = 20_000

  init(_ paths: [String]) {
    self.paths = paths
    #if os(Linux)
      descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    #else
      descriptor = -1
    #endif
    watchNewFolders()
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Returns once something under the folders may have changed: at once after a kernel event
  /// (a moment later, so a save's several writes are one wake), else after `seconds`.
  func wait(atMost seconds: Double) {
    guard descriptor >= 0 else {
      Thread.sleep(forTimeInterval: 0.25)
      return
    }
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    if poll(&ready, 1, Int32(seconds * 1000)) > 0 {
      Thread.sleep(forTimeInterval: 0.05)
      drain()
    }
    // A folder made since the last look is watched from now on.
    watchNewFolders()
  }

  /// Reads and forgets the pending events.
  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
  }

  /// Asks the kernel about every folder under the paths not yet watched (hidden folders, such as
  /// `.build`, left out; links not followed, as the stamps do).
  private func watchNewFolders() {
    #if os(Linux)
      guard descriptor >= 0 else { return }
      let mask = UInt32(
        IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF)
      var folders: [String] = []
      for path in paths {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
        // A file is watched through its folder (an editor may replace it by a rename).
        let folder = isFolder.boolValue ? path : (path as NSString).deletingLastPathComponent
        folders.append(folder.isEmpty ? "." : folder)
        guard isFolder.boolValue else { continue }
        let entries = FileManager.default.enumerator(
          at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey],
          options: [.skipsHiddenFiles])
        while let url = entries?.nextObject() as? URL, folders.count < Self.mostFolders {
          let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
          if values?.isDirectory == true, values?.isSymbolicLink != true { folders.append(url.path) }
        }
      }
      for folder in folders where !watched.contains(folder) && watched.count < Self.mostFolders {
        if inotify_add_watch(descriptor, folder, mask) >= 0 { watched.insert(folder) }
      }
    #endif
  }
}
