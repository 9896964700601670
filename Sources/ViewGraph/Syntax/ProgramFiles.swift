import Foundation

/// What a program is made of, read from the paths it is given as Xcode builds it: a file is a
/// file; a folder with an `.xcodeproj` is its app target's Swift files (and those of the targets
/// and local packages it depends on); a folder with a `Package.swift` is its targets' files; any
/// other folder is every Swift file below it but tests, build products and vendored dependencies.
/// A `Package.swift` is a manifest, never app code.
struct ProgramFiles {
  var files: [String] = []
  /// The modules the program declares itself (the project's targets, its packages' targets and
  /// products): `import DesignSystem` of one of them is its own code, not a framework ignored.
  var ownModules: Set<String> = []
  /// How each folder was read, for the summary of a load (`the app target 'Landmarks' of Landmarks.xcodeproj`).
  var readAs: [String] = []
  /// Files a project lists that the folder does not have (one kept out of version control, such as
  /// a `Secrets.swift`): the program loads without them, and the load says so.
  var missingFiles: [String] = []

  /// Folders never read: build products, version control, vendored dependencies.
  static let skippedFolders: Set<String> = [".build", ".swiftpm", ".git", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

  /// Reads `paths`; `target` picks a project's target by name.
  static func resolve(_ paths: [String], target: String? = nil) throws(ViewGraphError) -> ProgramFiles {
    var program = ProgramFiles()
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ViewGraphError([.error(.cannotRead(path), at: .unknown)])
      }
      guard isFolder.boolValue else {
        program.files.append(path)
        continue
      }
      let before = program.files.count
      if let project = project(in: path) {
        try program.add(project, target: target)
      } else if let package = SwiftPackageManifest(folder: path) {
        program.add(package)
        program.readAs.append("the Swift package in \(path)")
      } else {
        program.files += SourceLoader.swiftFilesBelow(path, skippingTests: true)
        // The local packages inside an app's folder: their modules are the app's own.
        for manifest in SourceLoader.manifestsBelow(path) {
          guard let package = SwiftPackageManifest(folder: (manifest as NSString).deletingLastPathComponent) else { continue }
          program.ownModules.formUnion(package.sourceTargets.map(\.name) + package.products.keys)
        }
      }
      guard program.files.count > before else { throw ViewGraphError([.error(.noSwiftFiles(path), at: .unknown)]) }
    }
    var seen: Set<String> = []
    program.files = program.files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    return program
  }

  /// The Xcode project a folder holds (at most two levels down, outside skipped folders): the one
  /// with an app target nearest the top, then by name.
  private static func project(in folder: String) -> XcodeProject? {
    var found: [(depth: Int, path: String)] = []
    var pending: [(path: String, depth: Int)] = [(folder, 0)]
    while let (current, depth) = pending.popLast() {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
      for entry in entries where !skippedFolders.contains(entry) && !entry.hasPrefix(".") {
        let path = (current as NSString).appendingPathComponent(entry)
        if entry.hasSuffix(".xcodeproj") {
          found.append((depth, path))
        } else if depth < 2, SourceLoader.isFolder(path) {
          pending.append((path, depth + 1))
        }
      }
    }
    let projects = found.sorted { ($0.depth, $0.path) < ($1.depth, $1.path) }.compactMap { XcodeProject(path: $0.path) }
    return projects.first { $0.appTarget() != nil } ?? projects.first { !$0.targets.isEmpty }
  }

  private mutating func add(_ project: XcodeProject, target name: String?) throws(ViewGraphError) {
    guard let target = project.appTarget(named: name) ?? (name == nil ? project.targets.first { !$0.isTest } : nil) else {
      let names = project.targets.map(\.name)
      let message: ViewGraphMessage = name.map { .unknownTarget($0, in: (project.path as NSString).lastPathComponent, names) }
        ?? .noAppTarget((project.path as NSString).lastPathComponent)
      throw ViewGraphError([.error(message, at: .unknown)])
    }
    let targets = project.closure(of: target)
    for file in targets.flatMap(\.swiftFiles) {
      if SourceLoader.isRegularFile(file) { files.append(file) } else { missingFiles.append(file) }
    }
    ownModules.formUnion(targets.map(\.name))
    // Local packages, and the local packages they depend on.
    var folders = project.localPackages
    var visited: Set<String> = []
    while let folder = folders.popLast() {
      guard visited.insert(folder).inserted, let package = SwiftPackageManifest(folder: folder) else { continue }
      add(package)
      folders += package.localDependencies
    }
    readAs.append("the \(target.isApplication ? "app " : "")target '\(target.name)' of \((project.path as NSString).lastPathComponent)")
  }

  private mutating func add(_ package: SwiftPackageManifest) {
    for target in package.sourceTargets { files += package.swiftFiles(of: target) }
    ownModules.formUnion(package.sourceTargets.map(\.name) + package.products.keys)
  }
}

extension SourceLoader {
  /// The regular `.swift` files below `folder`, sorted, outside skipped folders; with
  /// `skippingTests`, outside test folders too (`…Tests`, `…UITests`). A `Package.swift` is
  /// never one of them.
  static func swiftFilesBelow(_ folder: String, skippingTests: Bool = false) -> [String] {
    var files: [String] = []
    var pending = [folder]
    var visited = 0
    while let current = pending.popLast(), visited < 100_000 {
      visited += 1
      for entry in (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? [] {
        guard !entry.hasPrefix("."), !ProgramFiles.skippedFolders.contains(entry) else { continue }
        let path = (current as NSString).appendingPathComponent(entry)
        if isFolder(path) {
          if skippingTests, entry.hasSuffix("Tests") || entry.hasSuffix("Tests.xctest") { continue }
          if !entry.hasSuffix(".xcodeproj"), !entry.hasSuffix(".xcassets") { pending.append(path) }
        } else if entry.hasSuffix(".swift"), entry != "Package.swift", isRegularFile(path) {
          files.append(path)
        }
      }
    }
    return files.sorted()
  }

  /// The `Package.swift` files below `folder`, outside skipped folders.
  static func manifestsBelow(_ folder: String) -> [String] {
    var found: [String] = []
    var pending = [folder]
    var visited = 0
    while let current = pending.popLast(), visited < 100_000 {
      visited += 1
      for entry in (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? [] where !entry.hasPrefix(".") && !ProgramFiles.skippedFolders.contains(entry) {
        let path = (current as NSString).appendingPathComponent(entry)
        if entry == "Package.swift", isRegularFile(path) {
          found.append(path)
        } else if isFolder(path) {
          pending.append(path)
        }
      }
    }
    return found.sorted()
  }

  static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }
}
