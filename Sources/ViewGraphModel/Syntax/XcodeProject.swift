import Foundation

/// An Xcode project as its `project.pbxproj` describes it: its targets, the Swift files each
/// compiles, the targets each depends on, and the local Swift packages it references. The file is
/// an OpenStep property list, read with Foundation's `PropertyListSerialization`; a target's files
/// come from its sources build phase, and from its synchronized folders (Xcode 16's
/// `PBXFileSystemSynchronizedRootGroup`, whose files are every file below the folder but those its
/// exception sets take out of the target; `ProgramFiles` walks them). The file is read only up to
/// the source size limit; one that cannot be read is a located warning.
struct XcodeProject {
  /// One target of the project.
  struct Target {
    var name: String
    /// `com.apple.product-type.application`, `…framework`, `…bundle.unit-test`, …
    var productType: String
    /// The Swift files its sources build phase compiles, as absolute paths.
    var swiftFiles: [String]
    /// Its synchronized folders: every Swift file below each but those it leaves out.
    var synchronizedFolders: [SynchronizedFolder]
    /// The names of the project's targets it depends on (frameworks it imports).
    var dependencies: [String]
    /// The names of the Swift package products it uses.
    var packageProducts: [String]
    /// The targets of other projects, referenced by this one (a framework's `.xcodeproj` dragged
    /// into the app's), that it depends on or links.
    var subprojectTargets: [SubprojectTarget] = []
    /// The one platform it builds for (`SDKROOT`), as `os(…)` names it; nil when several or unsaid.
    var platform: String? = nil

    /// An app of any platform (iOS, macOS, watchOS, visionOS, an App Clip).
    var isApplication: Bool { productType.hasPrefix("com.apple.product-type.application") }
    var isTest: Bool { productType.contains("test") }
    /// Code an app links and imports: a framework or a library. An embedded watch app, an app
    /// extension (a widget) or a test bundle is a program of its own, not the app's code.
    var isLinkedCode: Bool { productType.contains(".framework") || productType.contains(".library") }
    /// A target with no Swift of its own: a watch app's container, an iOS stub that embeds one.
    var compilesNothing: Bool { swiftFiles.isEmpty && synchronizedFolders.isEmpty }
  }

  /// A target of a project this one references (`Login` of `Modules/Login/Login.xcodeproj`).
  struct SubprojectTarget: Hashable {
    /// The referenced `.xcodeproj` folder, as an absolute path.
    var project: String
    /// The target's name in that project.
    var target: String
  }

  /// A folder Xcode 16 keeps in step with a target (`PBXFileSystemSynchronizedRootGroup`).
  struct SynchronizedFolder {
    /// The folder, as an absolute path.
    var path: String
    /// The files and folders an exception set of the target takes out of it, as absolute paths.
    var excluded: Set<String>

    /// Whether an exception set takes `file` out of the target: it, or a folder it is in, is named.
    func excludes(_ file: String) -> Bool {
      excluded.contains { FolderWalk.isWithin(file, $0) }
    }
  }

  /// The `.xcodeproj` folder.
  let path: String
  let targets: [Target]
  /// The folders of the local Swift packages the project references (`XCLocalSwiftPackageReference`,
  /// or a folder holding a `Package.swift` added to the project as a file reference, as Xcode
  /// before 15 did when a package folder was dragged in).
  let localPackages: [String]
  /// Every synchronized folder of the project, whichever target owns it, as absolute paths: the
  /// packages Xcode 16 finds in them are the project's local packages.
  let synchronizedRoots: [String]
  /// The remote Swift packages the project references (`XCRemoteSwiftPackageReference`), by the
  /// name of their checkout (`SwiftPackageManifest.checkoutName(_:)`).
  let remotePackages: [String]
  /// What reading the project found wrong but went past (a group inside itself).
  let warnings: [ViewGraphDiagnostic]

  /// The project's name (`Landmarks` for `Landmarks.xcodeproj`).
  var name: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }

  /// The project file of the `.xcodeproj` folder `path`.
  static func file(in path: String) -> String { (path as NSString).appendingPathComponent("project.pbxproj") }

  /// Reads `path/project.pbxproj`, no larger than a source file may be; what stops it (a file too
  /// large, not a property list, not a project's) is thrown as an error at the file.
  init(path: String, limits: EvaluationLimits) throws(ViewGraphError) {
    let file = Self.file(in: path)
    let data = try SourceLoader.bytes(of: file, limits: limits)
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      // Foundation's own detail is left out: on Linux it names the first format tried, not this one.
      throw ViewGraphError([.error(.notAProjectFile(file), at: .outside(file))])
    }
    guard let plist = plist as? [String: Any], let objects = plist["objects"] as? [String: [String: Any]],
      let rootID = plist["rootObject"] as? String, let root = objects[rootID]
    else { throw ViewGraphError([.error(.notAProjectFile(file), at: .outside(file))]) }
    self.path = path
    let reader = Reader(objects: objects, projectFolder: (path as NSString).deletingLastPathComponent, root: root)
    targets = (root["targets"] as? [String] ?? []).compactMap(reader.target)
    let references = (root["packageReferences"] as? [String] ?? []).compactMap { objects[$0] }
    let declared = references.compactMap { reference -> String? in
      guard reference["isa"] as? String == "XCLocalSwiftPackageReference",
        let relative = reference["relativePath"] as? String
      else { return nil }
      return Reader.standardized((reader.projectFolder as NSString).appendingPathComponent(relative))
    }
    // A package folder added as a file reference: a folder (or a file type Xcode does not know)
    // whose `Package.swift` is there.
    let dragged = objects.keys.sorted().compactMap { id -> String? in
      guard let object = objects[id], object["isa"] as? String == "PBXFileReference",
        ["folder", "wrapper", nil].contains(object["lastKnownFileType"] as? String),
        let own = object["path"] as? String, (own as NSString).pathExtension.isEmpty,
        let folder = reader.diskPath(of: id), SourceLoader.isRegularFile(SwiftPackageManifest.file(in: folder))
      else { return nil }
      return folder
    }
    localPackages = declared + dragged.filter { !declared.contains($0) }
    synchronizedRoots = objects.keys.sorted().compactMap { id in
      objects[id]?["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" ? reader.diskPath(of: id) : nil
    }
    remotePackages = references.compactMap { reference in
      guard reference["isa"] as? String == "XCRemoteSwiftPackageReference",
        let url = reference["repositoryURL"] as? String
      else { return nil }
      return SwiftPackageManifest.checkoutName(url)
    }
    warnings = reader.groupsInsideThemselves.sorted().map { id in
      let name = objects[id]?["name"] as? String ?? objects[id]?["path"] as? String ?? id
      return .warning(.groupInsideItself(name, (path as NSString).lastPathComponent), at: .outside(file))
    }
  }

  /// The names of the `.swift` files a project file that cannot be read as a whole still names
  /// (`path = ContentView.swift;`, `"Content View.swift"`): what its folder is read as instead.
  /// None when it cannot be read at all.
  static func swiftFileNames(inDamaged file: String, limits: EvaluationLimits) -> Set<String> {
    guard let data = try? SourceLoader.bytes(of: file, limits: limits) else { return [] }
    let text = String(decoding: data, as: UTF8.self)
    let pattern = #""([^"\n]*\.swift)"|([^\s"=;(){},]+\.swift)(?![\w.])"#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    var names: Set<String> = []
    for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      for group in 1...2 {
        guard let range = Range(match.range(at: group), in: text) else { continue }
        names.insert((String(text[range]) as NSString).lastPathComponent)
      }
    }
    return names
  }

  /// The target a launch runs: the one named `name`, else the app the project is named after,
  /// else its first iOS app, else its first app of any platform. The app the project is named
  /// after that only holds a watch app (`watchapp2-container`) gives way to the project's iOS app
  /// when it has one: a fresh install shows the phone's first screen (issue 36, point 4).
  func appTarget(named name: String? = nil) -> Target? {
    if let name { return targets.first { $0.name == name } }
    let apps = targets.filter(\.isApplication)
    let phoneApps = apps.filter {
      $0.productType == "com.apple.product-type.application" && !$0.compilesNothing
        && ($0.platform == "iOS" || ($0.platform == nil && !$0.name.lowercased().contains("watch")))
    }
    if let named = apps.first(where: { $0.name == self.name }) {
      return named.productType.contains("watchapp") ? phoneApps.first ?? named : named
    }
    return apps.first { $0.productType == "com.apple.product-type.application" } ?? apps.first
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
        targets.first { $0.name == name && ($0.isLinkedCode || next.compilesNothing) }
      }
    }
    return found
  }

  /// Resolves the objects of one project file.
  private final class Reader {
    let objects: [String: [String: Any]]
    let projectFolder: String
    /// Each group's or file's parent group, by id: the first group, in id order, that lists it
    /// (one listed by two groups has the same parent from run to run).
    let parents: [String: String]
    /// The groups found inside themselves (their own child, or in a cycle of groups), by id.
    private(set) var groupsInsideThemselves: Set<String> = []

    init(objects: [String: [String: Any]], projectFolder: String, root: [String: Any]) {
      self.objects = objects
      self.projectFolder = Reader.standardized(
        projectFolder + ((root["projectDirPath"] as? String).map { "/" + $0 } ?? ""))
      var parents: [String: String] = [:]
      var ownChildren: Set<String> = []
      for id in objects.keys.sorted() {
        for child in objects[id]?["children"] as? [String] ?? [] {
          if child == id { ownChildren.insert(id) } else if parents[child] == nil { parents[child] = id }
        }
      }
      self.parents = parents
      groupsInsideThemselves = ownChildren
    }

    static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// A file's or group's path on disk: its own path below its parent's (for `<group>`), the
    /// project's folder (`SOURCE_ROOT`), or absolute; nil for a path in the SDK or build products.
    /// A group met twice going up (a group inside itself) is taken as being at the project's top.
    func diskPath(of id: String) -> String? {
      var components: [String] = []  // own paths, from `id` up
      var base = projectFolder
      var current = id
      var seen: Set<String> = []
      walkUp: while true {
        guard let object = objects[current] else { return nil }
        let own = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<absolute>":
          guard let own else { return nil }
          base = own
          break walkUp
        case "SOURCE_ROOT":
          base = (projectFolder as NSString).appendingPathComponent(own ?? "")
          break walkUp
        case "<group>":
          if let own { components.append(own) }
          seen.insert(current)
          guard let parent = parents[current] else { break walkUp }
          if seen.contains(parent) {
            groupsInsideThemselves.insert(parent)
            break walkUp
          }
          current = parent
        default:
          return nil
        }
      }
      let path = Reader.standardized(components.reversed().reduce(base) { ($0 as NSString).appendingPathComponent($1) })
      return FolderWalk.matchingCase(path) ?? path
    }

    func target(_ id: String) -> Target? {
      guard let object = objects[id], object["isa"] as? String == "PBXNativeTarget",
        let name = object["name"] as? String
      else { return nil }
      var files: [String] = []
      for phaseID in object["buildPhases"] as? [String] ?? [] {
        guard let phase = objects[phaseID], phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
        for buildFileID in phase["files"] as? [String] ?? [] {
          guard let fileRef = objects[buildFileID]?["fileRef"] as? String, let path = diskPath(of: fileRef),
            path.hasSuffix(".swift")
          else { continue }
          files.append(path)
        }
      }
      let owned = object["fileSystemSynchronizedGroups"] as? [String] ?? []
      let synchronized = owned.compactMap { synchronizedFolder($0, for: id) }
      // A synchronized folder the target does not own: the files its exception sets for this
      // target name are the target's (Xcode 16 adds a file of another folder to a target so).
      for groupID in objects.keys.sorted() where !owned.contains(groupID) {
        guard let group = objects[groupID], group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup",
          let folder = diskPath(of: groupID)
        else { continue }
        for exceptionID in group["exceptions"] as? [String] ?? [] {
          guard let exception = objects[exceptionID], exception["target"] as? String == id else { continue }
          for relative in exception["membershipExceptions"] as? [String] ?? [] where relative.hasSuffix(".swift") {
            files.append(Reader.standardized((folder as NSString).appendingPathComponent(relative)))
          }
        }
      }
      let dependencies = (object["dependencies"] as? [String] ?? []).compactMap { dependencyID -> String? in
        guard let targetID = objects[dependencyID]?["target"] as? String else { return nil }
        return objects[targetID]?["name"] as? String
      }
      let products = (object["packageProductDependencies"] as? [String] ?? []).compactMap {
        objects[$0]?["productName"] as? String
      }
      var seen: Set<String> = []
      var linked = (object["dependencies"] as? [String] ?? []).compactMap { objects[$0]?["targetProxy"] as? String }
      for phaseID in object["buildPhases"] as? [String] ?? [] {
        guard let phase = objects[phaseID], phase["isa"] as? String == "PBXFrameworksBuildPhase" else { continue }
        for buildFileID in phase["files"] as? [String] ?? [] {
          guard let fileRef = objects[buildFileID]?["fileRef"] as? String, let proxy = objects[fileRef],
            proxy["isa"] as? String == "PBXReferenceProxy", let remote = proxy["remoteRef"] as? String
          else { continue }
          linked.append(remote)
        }
      }
      var target = Target(
        name: name, productType: object["productType"] as? String ?? "",
        swiftFiles: files.filter { seen.insert($0).inserted },
        synchronizedFolders: synchronized, dependencies: dependencies, packageProducts: products,
        platform: platform(of: object))
      var seenTargets: Set<SubprojectTarget> = []
      target.subprojectTargets = linked.compactMap(subprojectTarget).filter { seenTargets.insert($0).inserted }
      return target
    }

    /// The target of another project a container item proxy names: one whose container is a
    /// referenced `.xcodeproj` (a proxy of this project's own targets has the project object).
    private func subprojectTarget(_ proxyID: String) -> SubprojectTarget? {
      guard let proxy = objects[proxyID], proxy["isa"] as? String == "PBXContainerItemProxy",
        let portal = proxy["containerPortal"] as? String, objects[portal]?["isa"] as? String == "PBXFileReference",
        let name = proxy["remoteInfo"] as? String, let project = diskPath(of: portal), project.hasSuffix(".xcodeproj")
      else { return nil }
      return SubprojectTarget(project: project, target: name)
    }

    /// The platform a target's build configurations (else the project's) build for: their one
    /// `SDKROOT` (`macosx` is macOS), unless `SUPPORTED_PLATFORMS` names several.
    func platform(of target: [String: Any]) -> String? {
      func settings(_ owner: [String: Any]?) -> [[String: Any]] {
        guard let list = (owner?["buildConfigurationList"] as? String).flatMap({ objects[$0] }) else { return [] }
        return (list["buildConfigurations"] as? [String] ?? []).compactMap {
          objects[$0]?["buildSettings"] as? [String: Any]
        }
      }
      let own = settings(target)
      let project = objects.values.first { $0["isa"] as? String == "PBXProject" }
      let ownRoots = own.compactMap { $0["SDKROOT"] as? String }
      let roots = ownRoots.isEmpty ? settings(project).compactMap { $0["SDKROOT"] as? String } : ownRoots
      let platforms = Set(roots.compactMap { Self.platformOfSDK[$0] })
      // `iphonesimulator` is iOS's too.
      let supported = Set(
        own.compactMap { $0["SUPPORTED_PLATFORMS"] as? String }.flatMap { $0.split(separator: " ") }.compactMap {
          Self.platformOfSDK[String($0).replacingOccurrences(of: "simulator", with: "os")]
        })
      return platforms.count == 1 && supported.count <= 1 ? platforms.first : nil
    }

    /// `os(…)`'s name of each SDK a build setting names.
    static let platformOfSDK: [String: String] = [
      "iphoneos": "iOS", "macosx": "macOS", "watchos": "watchOS", "xros": "visionOS", "appletvos": "tvOS",
    ]

    /// A synchronized folder of `targetID`, with the files an exception set of that target lists.
    private func synchronizedFolder(_ groupID: String, for targetID: String) -> SynchronizedFolder? {
      guard let folder = diskPath(of: groupID) else { return nil }
      var excluded: Set<String> = []
      for exceptionID in objects[groupID]?["exceptions"] as? [String] ?? [] {
        guard let exception = objects[exceptionID], exception["target"] as? String == targetID else { continue }
        for relative in exception["membershipExceptions"] as? [String] ?? [] {
          excluded.insert(Reader.standardized((folder as NSString).appendingPathComponent(relative)))
        }
      }
      return SynchronizedFolder(path: folder, excluded: excluded)
    }
  }
}
