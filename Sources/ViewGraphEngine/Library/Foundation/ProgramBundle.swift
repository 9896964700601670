import Foundation
import ViewGraphModel

/// The program's own folder as its bundle, worked out and walked once per program: every launch
/// and scenario of a program reads the same folder, which the simulated app cannot write (issue
/// 38's startup: a one-screen Sample's seven scenarios walked `Samples/` seven times, a sixth of
/// its start). `ProgramModel.bundle` makes it again only if the program's files or the folders
/// the user named change.
final class ProgramBundle {
  /// What the bundle was worked out from: each program file's path and whether it holds more than
  /// `#scenario` blocks, and the folders the user named.
  let key: [String]
  /// The program's folder, its bundle's root: the folder the user named when it holds every
  /// program file, else the common ancestor of the program's own files. A file of `#scenario`
  /// blocks only, kept apart from the app, does not widen it.
  let folder: String?

  init(sources: SourceFiles) {
    key = Self.key(of: sources)
    folder = Self.commonFolder(of: sources)
  }

  static func key(of sources: SourceFiles) -> [String] {
    sources.programFiles.map { ($0.holdsMoreThanScenarios ? "+" : "-") + $0.path } + sources.loadedFolders
  }

  /// The folder's files by name (and `en.lproj/Localizable.strings` by its folder too), nearest
  /// the top first: one walk of the folder (`FolderWalk`: links only within it, each real folder
  /// once, bounded). Files spread over the whole disk (the common folder is `/`) have none.
  private(set) lazy var resourceIndex: [String: String] = resourcePaths.compactMapValues(\.first)

  /// Every file of the folder by name (and by its `.lproj` folder too), nearest the top first:
  /// the app's and each of its packages' `Localizable.xcstrings` (each package's `.module` bundle).
  private(set) lazy var resourcePaths: [String: [String]] = {
    guard let root = folder, root != "/" else { return [:] }
    var index: [String: [String]] = [:]
    for path in FolderWalk(root: root).walk().files {
      // The last two components, as `lastPathComponent` gives them (Foundation's path methods
      // were most of the walk's cost).
      let components = path.split(separator: "/")
      let name = components.last.map(String.init) ?? ""
      index[name, default: []].append(path)
      let parent = components.count > 1 ? String(components[components.count - 2]) : ""
      if parent.hasSuffix(".lproj") { index[parent + "/" + name, default: []].append(path) }
    }
    return index
  }()

  private static func commonFolder(of sources: SourceFiles) -> String? {
    let appFiles = sources.programFiles.filter(\.holdsMoreThanScenarios)
    let folders = (appFiles.isEmpty ? Array(sources.programFiles) : appFiles).map {
      URL(fileURLWithPath: $0.path).deletingLastPathComponent().standardizedFileURL.path
    }
    guard var common = folders.first else { return nil }
    for folder in folders.dropFirst() {
      while !(folder == common || folder.hasPrefix(common + "/")) {
        common = URL(fileURLWithPath: common).deletingLastPathComponent().path
      }
    }
    // The folder the user named, when it holds them all: an app's resources (`Localizations/`,
    // `Resources/`) are often beside its sources' folder, not inside it.
    let named = sources.loadedFolders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    return named.first { common == $0 || common.hasPrefix($0 == "/" ? "/" : $0 + "/") } ?? common
  }
}

extension ProgramModel {
  /// The program's bundle (`ProgramBundle`), the one its launches share.
  var bundle: ProgramBundle {
    if let made = madeBundle as? ProgramBundle, made.key == ProgramBundle.key(of: sources) { return made }
    let made = ProgramBundle(sources: sources)
    madeBundle = made
    return made
  }
}
