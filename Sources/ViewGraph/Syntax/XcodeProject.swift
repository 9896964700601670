import Foundation

/// An Xcode project as its `project.pbxproj` describes it: its targets, the Swift files each
/// compiles, the targets each depends on, and the local Swift packages it references. The file is
/// an OpenStep property list, read with Foundation's `PropertyListSerialization`; a target's files
/// come from its sources build phase, and from its synchronized folders (Xcode 16's
/// `PBXFileSystemSynchronizedRootGroup`, whose files are every file below the folder but those its
/// exception sets take out of the target).
struct XcodeProject {
  /// One target of the project.
  struct Target {
    var name: String
    /// `com.apple.product-type.application`, `…framework`, `…bundle.unit-test`, …
    var productType: String
    /// The Swift files it compiles, as absolute paths.
    var swiftFiles: [String]
    /// The names of the project's targets it depends on (frameworks it imports).
    var dependencies: [String]
    /// The names of the Swift package products it uses.
    var packageProducts: [String]

    /// An app of any platform (iOS, macOS, watchOS, visionOS, an App Clip).
    var isApplication: Bool { productType.hasPrefix("com.apple.product-type.application") }
    var isTest: Bool { productType.contains("test") }
    /// Code an app links and imports: a framework or a library. An embedded watch app, an app
    /// extension (a widget) or a test bundle is a program of its own, not the app's code.
    var isLinkedCode: Bool { productType.contains(".framework") || productType.contains(".library") }
  }

  /// The `.xcodeproj` folder.
  let path: String
  let targets: [Target]
  /// The folders of the local Swift packages the project references (`XCLocalSwiftPackageReference`).
  let localPackages: [String]

  /// The project's name (`Landmarks` for `Landmarks.xcodeproj`).
  var name: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }

  /// Reads `path/project.pbxproj`; nil when it is missing or is not a property list of a project.
  init?(path: String) {
    guard let data = FileManager.default.contents(atPath: (path as NSString).appendingPathComponent("project.pbxproj")),
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
      let objects = plist["objects"] as? [String: [String: Any]], let rootID = plist["rootObject"] as? String,
      let root = objects[rootID]
    else { return nil }
    self.path = path
    let reader = Reader(objects: objects, projectFolder: (path as NSString).deletingLastPathComponent, root: root)
    targets = (root["targets"] as? [String] ?? []).compactMap(reader.target)
    localPackages = (root["packageReferences"] as? [String] ?? []).compactMap { id in
      guard let reference = objects[id], reference["isa"] as? String == "XCLocalSwiftPackageReference",
        let relative = reference["relativePath"] as? String
      else { return nil }
      return Reader.standardized((reader.projectFolder as NSString).appendingPathComponent(relative))
    }
  }

  /// The target a launch runs: the one named `name`, else the app the project is named after,
  /// else its first iOS app, else its first app of any platform.
  func appTarget(named name: String? = nil) -> Target? {
    if let name { return targets.first { $0.name == name } }
    let apps = targets.filter(\.isApplication)
    return apps.first { $0.name == self.name } ?? apps.first { $0.productType == "com.apple.product-type.application" } ?? apps.first
  }

  /// `target` and the frameworks and libraries it depends on within the project, each once. A
  /// target that compiles no Swift itself (a watch app's container, an iOS stub that only embeds
  /// a watch app) is the code it embeds: its app and extension dependencies count too.
  func closure(of target: Target) -> [Target] {
    var found: [Target] = []
    var pending = [target]
    while let next = pending.popLast() {
      guard !found.contains(where: { $0.name == next.name }) else { continue }
      found.append(next)
      pending += next.dependencies.compactMap { name in
        targets.first { $0.name == name && ($0.isLinkedCode || next.swiftFiles.isEmpty) }
      }
    }
    return found
  }

  /// Resolves the objects of one project file.
  private struct Reader {
    let objects: [String: [String: Any]]
    let projectFolder: String
    /// Each group's or file's parent group, by id.
    let parents: [String: String]

    init(objects: [String: [String: Any]], projectFolder: String, root: [String: Any]) {
      self.objects = objects
      self.projectFolder = Reader.standardized(projectFolder + ((root["projectDirPath"] as? String).map { "/" + $0 } ?? ""))
      var parents: [String: String] = [:]
      for (id, object) in objects {
        for child in object["children"] as? [String] ?? [] { parents[child] = id }
      }
      self.parents = parents
    }

    static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// A file's or group's path on disk: its own path below its parent's (for `<group>`), the
    /// project's folder (`SOURCE_ROOT`), or absolute; nil for a path in the SDK or build products.
    func diskPath(of id: String, depth: Int = 0) -> String? {
      guard depth < 64, let object = objects[id] else { return nil }
      let own = object["path"] as? String
      switch object["sourceTree"] as? String ?? "<group>" {
      case "<absolute>": return own.map(Reader.standardized)
      case "SOURCE_ROOT": return Reader.standardized((projectFolder as NSString).appendingPathComponent(own ?? ""))
      case "<group>":
        let base = parents[id].flatMap { diskPath(of: $0, depth: depth + 1) } ?? projectFolder
        return Reader.standardized(own.map { (base as NSString).appendingPathComponent($0) } ?? base)
      default: return nil
      }
    }

    func target(_ id: String) -> Target? {
      guard let object = objects[id], object["isa"] as? String == "PBXNativeTarget", let name = object["name"] as? String else { return nil }
      var files: [String] = []
      for phaseID in object["buildPhases"] as? [String] ?? [] {
        guard let phase = objects[phaseID], phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
        for buildFileID in phase["files"] as? [String] ?? [] {
          guard let fileRef = objects[buildFileID]?["fileRef"] as? String, let path = diskPath(of: fileRef), path.hasSuffix(".swift") else { continue }
          files.append(path)
        }
      }
      for groupID in object["fileSystemSynchronizedGroups"] as? [String] ?? [] {
        files += synchronizedFiles(groupID, for: id)
      }
      let dependencies = (object["dependencies"] as? [String] ?? []).compactMap { dependencyID -> String? in
        guard let targetID = objects[dependencyID]?["target"] as? String else { return nil }
        return objects[targetID]?["name"] as? String
      }
      let products = (object["packageProductDependencies"] as? [String] ?? []).compactMap { objects[$0]?["productName"] as? String }
      var seen: Set<String> = []
      return Target(
        name: name, productType: object["productType"] as? String ?? "", swiftFiles: files.filter { seen.insert($0).inserted },
        dependencies: dependencies, packageProducts: products)
    }

    /// The Swift files of a synchronized folder that belong to `targetID`: every one below it
    /// but those an exception set of that target lists.
    private func synchronizedFiles(_ groupID: String, for targetID: String) -> [String] {
      guard let folder = diskPath(of: groupID) else { return [] }
      var excluded: Set<String> = []
      for exceptionID in objects[groupID]?["exceptions"] as? [String] ?? [] {
        guard let exception = objects[exceptionID], exception["target"] as? String == targetID else { continue }
        for relative in exception["membershipExceptions"] as? [String] ?? [] {
          excluded.insert(Reader.standardized((folder as NSString).appendingPathComponent(relative)))
        }
      }
      return SourceLoader.swiftFilesBelow(folder).filter { !excluded.contains($0) }
    }
  }
}
