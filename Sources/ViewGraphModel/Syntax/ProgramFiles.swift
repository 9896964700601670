import Foundation

/// What a program is made of, read from the paths it is given as Xcode builds it: a file is a
/// file; a folder with an `.xcodeproj` is its app target's Swift files (and those of the targets
/// and local packages it depends on); a folder with a `Package.swift` is its targets' files; any
/// other folder is every Swift file below it but tests, build products and vendored dependencies.
/// A `Package.swift` is a manifest, never app code; a path to an `.xcodeproj`, an `.xcworkspace`
/// or a `Package.swift` is read as the folder it is in (that project, for an `.xcodeproj`).
///
/// Folders are read with `FolderWalk` and never out of the folder named (issue 34): a folder a
/// project or manifest names outside it (a synchronized folder at `/`, a target at `../../..`) is
/// not read, and says so; only a project's or package's local packages may lie elsewhere, as long
/// as they do not hold the folder named. What is skipped or ambiguous is a located warning.
struct ProgramFiles {
  var files: [String] = []
  /// The modules the program declares itself (the project's targets, its packages' targets and
  /// products): `import DesignSystem` of one of them is its own code, not a framework ignored.
  var ownModules: Set<String> = []
  /// The module each file of a package's target belongs to, by path: two modules of one project
  /// may each declare a type of one name (issue 36: four targets' `Assembly`).
  var moduleOfFile: [String: String] = [:]
  /// How each folder was read, for the summary of a load (`the app target 'Landmarks' of Landmarks.xcodeproj`).
  var readAs: [String] = []
  /// The one platform the app target (or package) read builds for, as `os(…)` names it.
  var platform: String?
  /// What reading went past, each where it is: a file a project lists that the folder does not
  /// have (one kept out of version control, such as a `Secrets.swift`), a link out of the folder, a
  /// folder that cannot be searched, a project file that cannot be read. The program loads without
  /// them, and the load says so.
  var warnings: [ViewGraphDiagnostic] = []
  /// The remote packages the program uses whose sources are not on this machine (issue 36): their
  /// modules stay opaque.
  var packagesNotFound: [String] = []
  /// The remote packages read from their checkouts, by name.
  var packagesRead: [String] = []
  private var limits = EvaluationLimits()
  /// Folders given with `--packages`: checkouts of remote packages, or folders holding `checkouts/`.
  private var packageFolders: [String] = []
  /// The Swift files of the paths named (real paths), outside tests, build products and
  /// manifests: what a launch's reach counts the files read against (issue 36).
  var projectFiles: Set<String> = []
  /// The targets read of each remote package, by its folder.
  private var remoteTargetsRead: [String: Set<String>] = [:]

  /// Folders never read: build products (Xcode's `SourcePackages` among them: a package's
  /// checkouts are read as packages, never as the app's files), version control, vendored dependencies.
  static let skippedFolders: Set<String> = [
    ".build", ".swiftpm", ".git", "Pods", "Carthage", "DerivedData", "node_modules", "build", "SourcePackages",
  ]

  /// Reads `paths`; `target` picks a project's target by name; `packages` are folders of remote
  /// packages' checkouts. Project files and manifests are read no larger than a source file may be.
  static func resolve(
    _ paths: [String], target: String? = nil, packages: [String] = [], limits: EvaluationLimits = .init()
  ) throws(ViewGraphError) -> ProgramFiles {
    var program = ProgramFiles()
    program.limits = limits
    program.packageFolders = packages
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ViewGraphError([.error(.cannotRead(path), at: .unknown)])
      }
      let (name, parent) = Self.split(path)
      let before = (files: program.files.count, warnings: program.warnings.count)
      program.countProjectFiles(
        isFolder.boolValue
          ? (name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") ? parent : path)
          : name == "Package.swift" ? parent : nil, file: path)
      if isFolder.boolValue, name.hasSuffix(".xcodeproj") {
        try program.readFolder(parent, project: path, target: target)
      } else if isFolder.boolValue ? name.hasSuffix(".xcworkspace") : name == "Package.swift" {
        try program.readFolder(parent, target: target)
      } else if isFolder.boolValue {
        try program.readFolder(path, target: target)
      } else {
        program.files.append(path)
      }
      guard program.files.count > before.files else {
        // What was skipped on the way is why: each is a note of the error.
        var error = ViewGraphDiagnostic.error(.noSwiftFiles(path), at: .unknown)
        error.notes = program.warnings[before.warnings...].map { warning in
          var note = warning
          note.severity = .note
          return note
        }
        throw ViewGraphError([error])
      }
    }
    // Each file once: a link and the file it leads to are one file.
    var seen: Set<String> = []
    program.files = program.files.filter { seen.insert(FolderWalk.realPath($0) ?? $0).inserted }
    return program
  }

  /// `path`'s last component and the folder that holds it, as the user wrote them
  /// (`Samples/App.xcodeproj`: `App.xcodeproj` in `Samples`); a path that ends in `.` or `..` is
  /// made whole first (`.` in the clone's root: its folder's name, in the folder above).
  static func split(_ path: String) -> (name: String, parent: String) {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    let last = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    if last == "." || last == ".." || trimmed.isEmpty {
      let whole = URL(fileURLWithPath: path).standardizedFileURL
      return (whole.lastPathComponent, whole.deletingLastPathComponent().path)
    }
    guard let slash = trimmed.lastIndex(of: "/") else { return (trimmed, ".") }
    let parent = String(trimmed[..<slash])
    return (String(trimmed[trimmed.index(after: slash)...]), parent.isEmpty ? "/" : parent)
  }

  /// Reads a folder: the project `project` (an `.xcodeproj` in it) or the one it holds, else its
  /// package, else its Swift files.
  private mutating func readFolder(_ folder: String, project named: String? = nil, target: String?)
    throws(ViewGraphError)
  {
    var unreadable: [ViewGraphDiagnostic] = []
    var projects: [XcodeProject] = []
    for path in named.map({ [$0] }) ?? Self.projects(in: folder) {
      do {
        projects.append(try XcodeProject(path: path, limits: limits))
      } catch {
        unreadable += error.diagnostics
      }
    }
    if let project = projects.first(where: { $0.appTarget() != nil }) ?? projects.first(where: { !$0.targets.isEmpty })
    {
      let name = (project.path as NSString).lastPathComponent
      warnings += unreadable.map { Self.wentPast($0, "\(name) is read instead") }
      // A workspace beside the folder's project, or beside a project further down, names packages.
      let projectFolder = (project.path as NSString).deletingLastPathComponent
      let packages = Self.workspacePackages(in: folder)
      let besideProject = projectFolder == folder ? [] : Self.workspacePackages(in: projectFolder)
      try add(
        project, target: target, in: folder,
        workspacePackages: packages + besideProject.filter { !packages.contains($0) }
      )
      return
    }
    if readPackage(in: folder) {
      warnings += unreadable.map { Self.wentPast($0, "the package is read instead") }
      return
    }
    if let generated = GeneratedProject.read(folder: folder, limits: limits) {
      warnings += generated.warnings
      if try add(generated, target: target, in: folder) {
        warnings += unreadable.map {
          Self.wentPast($0, "\((generated.file as NSString).lastPathComponent) is read instead")
        }
        return
      }
    }
    // No project of its own, but generated projects below it (an app's Tuist project beside
    // Tuist's template app, each with its `@main`): the one with an app target, as the first Xcode
    // project below is read, not every file below (issue 36, set 9's ChoijunTuist).
    for below in Self.generatedProjectFolders(in: folder) {
      guard let generated = GeneratedProject.read(folder: below, limits: limits),
        generated.appTarget(named: target) != nil
      else { continue }
      warnings += generated.warnings
      if try add(generated, target: target, in: below) {
        let name = (generated.file as NSString).lastPathComponent
        warnings += unreadable.map { Self.wentPast($0, "\(name) is read instead") }
        return
      }
    }
    readSwiftFiles(in: folder, unreadableProjects: unreadable)
  }

  /// The folders below `folder` (two levels at most, as Xcode projects are looked for) that hold
  /// an XcodeGen `project.yml` or a Tuist `Project.swift`, nearest first; a folder named as a
  /// template, demo or example (`tuistTemp`, `DemoApp`) after the others.
  private static func generatedProjectFolders(in folder: String) -> [String] {
    var found: [FolderWalk.Entry] = []
    var walk = FolderWalk(root: folder)
    walk.maxDepth = 2
    walk.entering = { entry in
      !entry.name.hasSuffix(".xcodeproj") && !entry.name.hasSuffix(".xcassets") && entry.name != "Tuist"
    }
    walk.wanting = { entry in
      guard entry.name == "project.yml" || entry.name == "Project.swift" else { return false }
      found.append(entry)
      return false
    }
    _ = walk.walk()
    func isAside(_ path: String) -> Bool {
      let name = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent.lowercased()
      return ["temp", "demo", "example", "sample", "playground"].contains { name.contains($0) }
    }
    let order = { (entry: FolderWalk.Entry) in (entry.depth, isAside(entry.path) ? 1 : 0, entry.path) }
    return found.sorted { order($0) < order($1) }.map { ($0.path as NSString).deletingLastPathComponent }
      .filter { $0 != folder }
  }

  /// Reads the package in `folder`, if it has a manifest this can read; false to read the folder.
  private mutating func readPackage(in folder: String) -> Bool {
    let manifest: SwiftPackageManifest?
    do {
      manifest = try SwiftPackageManifest.read(folder: folder, limits: limits)
    } catch {
      warnings += error.diagnostics.map { Self.wentPast($0, "the folder is read instead") }
      return false
    }
    guard let package = manifest else { return false }
    if package.sourceTargets.isEmpty, package.computedTargets > 0 {  // and no `Sources/<name>`
      let file = SwiftPackageManifest.file(in: folder)
      warnings.append(
        .warning(.computedManifest(file, package.computedTargets, readingFolder: true), at: .outside(file)))
      return false
    }
    add(package)
    readRemote(package.closure(ofProducts: nil).external, among: package.remoteDependencies, near: folder)
    readAs.append("the Swift package in \(folder)")
    if package.platforms.count == 1 { platform = platform ?? package.platforms[0] }
    return true
  }

  /// Reads a folder that is neither a project nor a package: its Swift files outside tests. When
  /// it holds a project file that cannot be read, only the files that file names are read, if it
  /// names any (a stale copy such as `ContentView 2.swift` is not a second declaration).
  private mutating func readSwiftFiles(in folder: String, unreadableProjects: [ViewGraphDiagnostic]) {
    let found = swiftFiles(below: folder, skippingTests: true)
    let isManifest = { (file: String) in (file as NSString).lastPathComponent == "Package.swift" }
    let sources = found.filter { !isManifest($0) && !Self.isTuistManifest($0) }
    let named = unreadableProjects.compactMap(\.location.path).reduce(into: Set<String>()) { names, file in
      names.formUnion(XcodeProject.swiftFileNames(inDamaged: file, limits: limits))
    }
    let (kept, leftOut) =
      named.isEmpty
      ? (sources, [])
      : sources.reduce(into: ([String](), [String]())) { split, file in
        if named.contains((file as NSString).lastPathComponent) { split.0.append(file) } else { split.1.append(file) }
      }
    warnings += unreadableProjects.map { Self.wentPast($0, ViewGraphMessage.folderReadInstead(leftOut: leftOut).text) }
    // The local packages inside an app's folder: their modules are the app's own, and their
    // files those their manifests name (issue 36: not a stale file beside a target's folder).
    // (The folder's own manifest, if it has one, could not be read as a package: said already.)
    var packages: [SwiftPackageManifest] = []
    for manifest in found where isManifest(manifest) && manifest != SwiftPackageManifest.file(in: folder) {
      let packageFolder = (manifest as NSString).deletingLastPathComponent
      do {
        guard let package = try SwiftPackageManifest.read(folder: packageFolder, limits: limits) else { continue }
        ownModules.formUnion(package.sourceTargets.map(\.name) + package.products.keys)
        if !package.sourceTargets.isEmpty, package.computedTargets == 0 { packages.append(package) }
      } catch {
        warnings += error.diagnostics.map { Self.wentPast($0, "its modules are not known as the program's own") }
      }
    }
    let packageFolders = packages.map { FolderWalk.realPath($0.folder) ?? $0.folder }
    files += kept.filter { file in
      let real = FolderWalk.realPath(file) ?? file
      return !packageFolders.contains { FolderWalk.isWithin(real, $0) }
    }
    var remote: [(product: String, package: String?)] = []
    var remoteNames: [String] = []
    for package in packages {
      add(package)
      remote += package.closure(ofProducts: nil).external
      remoteNames += package.remoteDependencies
    }
    readRemote(remote, among: remoteNames, near: folder)
  }

  /// Counts the Swift files of `folder` (or the one `file`) as the project's (`projectFiles`).
  private mutating func countProjectFiles(_ folder: String?, file: String) {
    guard let folder else {
      projectFiles.insert(FolderWalk.realPath(file) ?? file)
      return
    }
    var walk = FolderWalk(root: folder)
    walk.entering = { entry in
      !(entry.name.hasSuffix("Tests") || entry.name.hasSuffix("Tests.xctest") || entry.name.hasSuffix(".xcodeproj")
        || entry.name.hasSuffix(".xcassets")
        || entry.name == "Tuist")
    }
    walk.wanting = { $0.name.hasSuffix(".swift") && $0.name != "Package.swift" }
    for path in walk.walk().files where !Self.isTuistManifest(path) {
      projectFiles.insert(FolderWalk.realPath(path) ?? path)
    }
  }

  /// Whether a file is a Tuist manifest or one of its helpers (in `Tuist/`, or a `Project.swift`,
  /// `Workspace.swift`, `Config.swift` that imports `ProjectDescription`): a manifest, never app code.
  private static func isTuistManifest(_ file: String) -> Bool {
    let name = (file as NSString).lastPathComponent
    guard
      ["Project.swift", "Workspace.swift", "Config.swift", "Dependencies.swift", "Plugin.swift", "Package.swift"]
        .contains(name) || file.contains("/Tuist/")
    else { return false }
    guard let data = try? SourceLoader.bytes(of: file, limits: EvaluationLimits()) else { return false }
    return GeneratedProject.isTuistManifest(String(decoding: data, as: UTF8.self))
  }

  /// The `.xcodeproj` folders of a folder (at most two levels down, outside skipped folders),
  /// nearest the top first, then by path.
  private static func projects(in folder: String) -> [String] {
    var found: [FolderWalk.Entry] = []
    var walk = FolderWalk(root: folder)
    walk.maxDepth = 2
    walk.entering = { entry in
      guard entry.name.hasSuffix(".xcodeproj") else { return true }
      found.append(entry)
      return false
    }
    walk.wanting = { _ in false }
    _ = walk.walk()  // a folder it cannot search is said when its Swift files are read
    return found.sorted { ($0.depth, $0.path) < ($1.depth, $1.path) }.map(\.path)
  }

  /// The local packages the workspaces of `folder` hold beside their projects (`<FileRef
  /// location = "group:Current">` of a folder with a `Package.swift`): the app's own code, as Xcode
  /// builds it (issue 36). A name is matched without case where the folder's is not the same, as
  /// on the Mac's file system.
  static func workspacePackages(in folder: String) -> [String] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var found: [String] = []
    for workspace in entries.sorted() where workspace.hasSuffix(".xcworkspace") {
      let data = (folder as NSString).appendingPathComponent(workspace + "/contents.xcworkspacedata")
      guard let bytes = try? SourceLoader.bytes(of: data, limits: EvaluationLimits()) else { continue }
      let text = String(decoding: bytes, as: UTF8.self)
      guard let expression = try? NSRegularExpression(pattern: #"location\s*=\s*"(?:group|container):([^"]+)""#) else {
        continue
      }
      for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let range = Range(match.range(at: 1), in: text) else { continue }
        let written = URL(fileURLWithPath: (folder as NSString).appendingPathComponent(String(text[range])))
          .standardizedFileURL.path
        guard let path = FolderWalk.matchingCase(written) else { continue }
        if SourceLoader.isRegularFile(SwiftPackageManifest.file(in: path)), !found.contains(path) { found.append(path) }
      }
    }
    return found
  }

  private mutating func add(
    _ project: XcodeProject, target name: String?, in folder: String, workspacePackages: [String] = []
  ) throws(ViewGraphError) {
    let projectName = (project.path as NSString).lastPathComponent
    guard let target = project.appTarget(named: name) ?? (name == nil ? project.targets.first { !$0.isTest } : nil)
    else {
      let names = project.targets.map(\.name)
      let message: ViewGraphMessage =
        name.map { .unknownTarget($0, in: projectName, names) } ?? .noAppTarget(projectName)
      throw ViewGraphError([.error(message, at: .unknown)])
    }
    warnings += project.warnings
    let projectFile = XcodeProject.file(in: project.path)
    let targets = project.closure(of: target)
    // A folder with a `Package.swift` in a synchronized folder is a local package, as Xcode 16
    // sees it: its files are the package's (its targets', never its tests'), not the app target's.
    let named = FolderWalk.realPath(folder) ?? folder
    let synchronizedPackages = project.synchronizedRoots.filter {
      FolderWalk.isWithin(FolderWalk.realPath($0) ?? $0, named)
    }
    .flatMap(Self.packageFolders(below:))
    addFiles(of: targets, of: project, in: folder, leavingOut: synchronizedPackages)
    addSubprojectTargets(targets.flatMap(\.subprojectTargets), in: folder, declaredBy: projectFile)
    // Local packages, and the local packages they depend on: declared roots of their own, read
    // wherever they are but around the folder named.
    let declared = project.localPackages + workspacePackages.filter { !project.localPackages.contains($0) }
    var pending = (declared + synchronizedPackages.filter { !declared.contains($0) }).map {
      (folder: $0, declaredBy: projectFile)
    }
    var visited: Set<String> = []
    var remote: [(product: String, package: String?)] = targets.flatMap(\.packageProducts).map { ($0, nil) }
    var remoteNames = project.remotePackages
    while let (packageFolder, declaredBy) = pending.popLast() {
      guard visited.insert(packageFolder).inserted else { continue }
      // The folder named may be the package itself (a workspace in a folder of it names `../`).
      if let real = FolderWalk.realPath(packageFolder), let named = FolderWalk.realPath(folder),
        FolderWalk.isWithin(named, real), named != real
      {
        warnings.append(
          .warning(.walkHoldsFolder("the local package", packageFolder, folder), at: .outside(declaredBy)))
        continue
      }
      do {
        guard let package = try SwiftPackageManifest.read(folder: packageFolder, limits: limits) else { continue }
        add(package)
        pending += package.localDependencies.map { ($0, SwiftPackageManifest.file(in: packageFolder)) }
        remote += package.closure(ofProducts: nil).external
        remoteNames += package.remoteDependencies
      } catch {
        warnings += error.diagnostics.map { Self.wentPast($0, "the package is left out") }
      }
    }
    readRemote(remote, among: remoteNames, near: folder)
    readAs.append("the \(target.isApplication ? "app " : "")target '\(target.name)' of \(projectName)")
    // A watch app's container compiles nothing: the platform is that of the code it embeds.
    let compiled = Set(targets.filter { !$0.compilesNothing }.compactMap(\.platform))
    platform = platform ?? (compiled.count == 1 ? compiled.first : target.platform)
  }

  /// Adds the Swift files `targets` of `project` compile, and their names as the program's modules.
  private mutating func addFiles(
    of targets: [XcodeProject.Target], of project: XcodeProject, in folder: String, leavingOut packages: [String] = []
  ) {
    let projectName = (project.path as NSString).lastPathComponent
    let projectFile = XcodeProject.file(in: project.path)
    for target in targets {
      for file in target.swiftFiles {
        if SourceLoader.isRegularFile(file) {
          files.append(file)
        } else {
          warnings.append(.warning(.projectFileMissing(file), at: .outside(projectFile)))
        }
      }
      for synchronized in target.synchronizedFolders {
        let what = "the synchronized folder of the target '\(target.name)' of \(projectName)"
        guard staysIn(folder, synchronized.path, what, at: projectFile) else { continue }
        files += swiftFiles(below: synchronized.path).filter { file in
          !synchronized.excludes(file) && !packages.contains { FolderWalk.isWithin(file, $0) }
        }
      }
    }
    ownModules.formUnion(targets.map(\.name))
  }

  /// Adds the frameworks and libraries of the projects an Xcode project references (a module's
  /// `.xcodeproj` dragged into the app's) that its targets link, with what they link in turn: the
  /// app imports them as its own modules. A project that cannot be read is a warning.
  private mutating func addSubprojectTargets(
    _ wanted: [XcodeProject.SubprojectTarget], in folder: String, declaredBy projectFile: String
  ) {
    var pending = wanted.map { ($0, projectFile) }
    var visited: Set<XcodeProject.SubprojectTarget> = []
    var projects: [String: XcodeProject] = [:]
    while !pending.isEmpty {
      let (next, declaredBy) = pending.removeFirst()
      guard visited.insert(next).inserted,
        staysIn(folder, next.project, "the project \((next.project as NSString).lastPathComponent)", at: declaredBy)
      else { continue }
      let project: XcodeProject
      if let read = projects[next.project] {
        project = read
      } else {
        do {
          project = try XcodeProject(path: next.project, limits: limits)
        } catch {
          warnings += error.diagnostics.map { Self.wentPast($0, "its targets are left out") }
          continue
        }
        projects[next.project] = project
        warnings += project.warnings
      }
      guard let target = project.targets.first(where: { $0.name == next.target && $0.isLinkedCode }) else { continue }
      let targets = project.closure(of: target)
      addFiles(of: targets, of: project, in: folder)
      pending += targets.flatMap(\.subprojectTargets).map { ($0, XcodeProject.file(in: project.path)) }
    }
  }

  /// The outermost folders below `folder` that hold a `Package.swift`, outside test folders.
  private static func packageFolders(below folder: String) -> [String] {
    var found: [String] = []
    var walk = FolderWalk(root: folder)
    walk.entering = { entry in
      guard !entry.name.hasSuffix("Tests"), !entry.name.hasSuffix(".xcodeproj"), !entry.name.hasSuffix(".xcassets")
      else { return false }
      guard SourceLoader.isRegularFile(SwiftPackageManifest.file(in: entry.path)) else { return true }
      found.append(entry.path)
      return false
    }
    walk.wanting = { _ in false }
    _ = walk.walk()  // what it cannot search is said when the folder's Swift files are read
    return found.sorted()
  }

  /// Reads a generated project's app target (or `target`), its linked targets and its packages;
  /// false when it has no target to read (its targets are made by code), to read the folder instead.
  private mutating func add(_ project: GeneratedProject, target name: String?, in folder: String) throws(ViewGraphError)
    -> Bool
  {
    let manifest = (project.file as NSString).lastPathComponent
    guard let target = project.appTarget(named: name) ?? (name == nil ? project.targets.first : nil) else {
      if let name, !project.targets.isEmpty {
        throw ViewGraphError([.error(.unknownTarget(name, in: manifest, project.targets.map(\.name)), at: .unknown)])
      }
      if project.computedTargets > 0 || project.targets.isEmpty {
        warnings.append(
          .warning(
            .computedManifest(project.file, max(project.computedTargets, 1), readingFolder: true),
            at: .outside(project.file)))
      }
      return false
    }
    if project.computedTargets > 0 {
      warnings.append(
        .warning(
          .computedManifest(project.file, project.computedTargets, readingFolder: false), at: .outside(project.file)))
    }
    let targets = project.closure(of: target)
    // A target the app links whose project makes its targets with code (a Tuist helper such as
    // `.moduleProject(…)`): its files, and whatever it links in turn, cannot be found by name, so
    // every project's `Sources` folder in the workspace is read (Tuist's convention).
    let unresolved = targets.flatMap(\.dependencies).filter { name in !project.targets.contains { $0.name == name } }
    if project.tool == "Tuist", !unresolved.isEmpty {
      let sources = tuistModuleSources(below: folder)
      files += sources
      warnings.append(
        .warning(
          .computedDependencies(Array(Set(unresolved)).sorted(), of: target.name, readingSources: sources.count),
          at: .outside(project.file)))
    }
    for target in targets {
      for source in target.sources {
        let pattern = Glob.hasWildcard(source.path) ? source.path : nil
        let root = pattern.map(Glob.base) ?? source.path
        guard staysIn(folder, root, "the sources of the target '\(target.name)' of \(manifest)", at: project.file)
        else { continue }
        if SourceLoader.isRegularFile(root) {
          if root.hasSuffix(".swift") { files.append(root) }
          continue
        }
        files += swiftFiles(below: root).filter { file in
          (pattern.map { Glob.matches(file, $0) } ?? true)
            && !source.excludes.contains { Glob.matches(file, $0) || file.hasPrefix($0 + "/") }
        }
      }
    }
    ownModules.formUnion(project.targets.map(\.name))
    var remote: [(product: String, package: String?)] = targets.flatMap(\.packageProducts).map { ($0, nil) }
    var remoteNames = project.remotePackages
    // Its local packages, and theirs in turn (`.package(path: "../UIComponents")`), each once.
    var pending = Array(project.localPackages.reversed())
    var visited: Set<String> = []
    while let packageFolder = pending.popLast() {
      guard visited.insert(packageFolder).inserted else { continue }
      do {
        guard let package = try SwiftPackageManifest.read(folder: packageFolder, limits: limits) else { continue }
        add(package)
        pending += package.localDependencies.reversed()
        remote += package.closure(ofProducts: nil).external
        remoteNames += package.remoteDependencies
      } catch {
        warnings += error.diagnostics.map { Self.wentPast($0, "the package is left out") }
      }
    }
    readRemote(remote, among: remoteNames, near: folder)
    readAs.append(
      "the \(target.isApplication ? "app " : "")target '\(target.name)' of the \(project.tool) project \(manifest)")
    platform = platform ?? target.platform
    return true
  }

  /// The folders remote packages may be checked out in, nearest first: those given with
  /// `--packages` (a checkout folder, or one holding `checkouts/`), then SwiftPM's `.build/checkouts`,
  /// Xcode's `SourcePackages/checkouts` and Tuist's `Tuist/.build/checkouts` in the folder named.
  private func checkoutFolders(near folder: String) -> [String] {
    let given = packageFolders.flatMap { [$0, ($0 as NSString).appendingPathComponent("checkouts")] }
    let own = [".build/checkouts", "SourcePackages/checkouts", "Tuist/.build/checkouts"].map {
      (folder as NSString).appendingPathComponent($0)
    }
    return (given + own).filter { FileManager.default.fileExists(atPath: $0) }
  }

  /// Reads the remote packages the program uses from their checkouts on this machine (issue 36):
  /// for each product used, the package of that name, else the one of `names` that has it; each
  /// package's targets for the products used, and the packages those use in turn. A package whose
  /// checkout is not there is named in `packagesNotFound`: its modules stay opaque.
  private mutating func readRemote(
    _ products: [(product: String, package: String?)], among names: [String], near folder: String
  ) {
    let checkouts = checkoutFolders(near: folder)
    func checkout(_ name: String) -> String? {
      for folder in checkouts {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
        if let entry = entries.sorted().first(where: { $0.lowercased() == name.lowercased() }) {
          let path = (folder as NSString).appendingPathComponent(entry)
          if SourceLoader.isRegularFile(SwiftPackageManifest.file(in: path)) { return path }
        }
      }
      return nil
    }
    var manifests: [String: SwiftPackageManifest] = [:]
    func manifest(_ name: String) -> SwiftPackageManifest? {
      guard let path = checkout(name) else { return nil }
      if let known = manifests[path] { return known }
      let read = (try? SwiftPackageManifest.read(folder: path, limits: limits)) ?? nil
      manifests[path] = read
      return read
    }
    var notFound = Set(names.map { $0.lowercased() })
    var pending = products
    var wanted: [String: Set<String>] = [:]  // package folder → products
    var visitedNames: [String] = names
    var steps = 0
    while let (product, packageName) = pending.popLast(), steps < 10_000 {
      steps += 1
      // The package that has the product: the one named, else one named like the product, else
      // the first of those the program names whose manifest lists it.
      let candidates = packageName.map { [$0] } ?? ([product] + visitedNames)
      var chosen: (name: String, package: SwiftPackageManifest)?
      for name in candidates {
        guard let package = manifest(name) else { continue }
        if packageName != nil || package.products[product] != nil
          || package.sourceTargets.contains(where: { $0.name == product })
        {
          chosen = (name, package)
          break
        }
      }
      guard let (name, package) = chosen else { continue }
      notFound.remove(name.lowercased())
      guard wanted[package.folder, default: []].insert(product).inserted else { continue }
      let closure = package.closure(ofProducts: [product])
      let newTargets = closure.targets.filter {
        remoteTargetsRead[package.folder, default: []].insert($0.name).inserted
      }
      if !newTargets.isEmpty {
        if !packagesRead.contains(name) { packagesRead.append(name) }
        add(package, only: Set(newTargets.map(\.name)))
      }
      visitedNames += package.remoteDependencies.filter { !visitedNames.contains($0) }
      pending += closure.external
    }
    // A package named but none of whose products was found, whose checkout is there: read it all.
    for name in names where notFound.contains(name.lowercased()) {
      guard let package = manifest(name) else { continue }
      notFound.remove(name.lowercased())
      let newTargets = package.sourceTargets.filter {
        remoteTargetsRead[package.folder, default: []].insert($0.name).inserted
      }
      if !newTargets.isEmpty {
        if !packagesRead.contains(name) { packagesRead.append(name) }
        add(package, only: Set(newTargets.map(\.name)))
      }
    }
    for name in names where notFound.contains(name.lowercased()) && !packagesNotFound.contains(name) {
      packagesNotFound.append(name)
    }
  }

  /// Reads a package's source targets (those named `only`, when given: a remote package's).
  private mutating func add(_ package: SwiftPackageManifest, only: Set<String>? = nil) {
    let manifest = SwiftPackageManifest.file(in: package.folder)
    if package.computedTargets > 0, only == nil {
      warnings.append(
        .warning(
          .computedManifest(
            manifest, package.computedTargets, readingFolder: false, inferred: package.inferredTargets.map(\.name)),
          at: .outside(manifest)))
    }
    for target in package.sourceTargets where only?.contains(target.name) ?? true {
      let (root, looked) = package.folder(of: target)
      guard let root else {
        warnings.append(.warning(.targetFolderMissing(target.name, looked), at: .outside(manifest)))
        continue
      }
      guard staysIn(package.folder, root, "the folder of the target '\(target.name)'", at: manifest) else { continue }
      let targetFiles = swiftFiles(below: root).filter {
        !package.excludes($0, of: target, in: root) && package.keeps($0, of: target, in: root)
      }
      files += targetFiles
      for file in targetFiles { moduleOfFile[file] = target.name }
    }
    ownModules.formUnion(package.sourceTargets.map(\.name) + package.products.keys)
  }

  /// Whether the folder `path` (`what`, named in the file `declaredBy`) lies in `boundary`; if
  /// not, it is not read, and a warning says so.
  private mutating func staysIn(_ boundary: String, _ path: String, _ what: String, at declaredBy: String) -> Bool {
    guard let real = FolderWalk.realPath(path), let inside = FolderWalk.realPath(boundary),
      !FolderWalk.isWithin(real, inside)
    else { return true }
    let message: ViewGraphMessage =
      FolderWalk.isWithin(inside, real)
      ? .walkHoldsFolder(what, path, boundary) : .walkOutsideFolder(what, path, boundary)
    warnings.append(.warning(message, at: .outside(declaredBy)))
    return false
  }

  /// The regular `.swift` files below `folder`, sorted, outside skipped folders, `.xcodeproj`s
  /// and asset catalogs; with `skippingTests`, outside test folders too (`…Tests`, `…UITests`).
  /// Its `Package.swift` files are among them. What the walk skipped is a warning.
  /// The Swift files in a `Sources` folder of each Tuist project (a folder with a `Project.swift`)
  /// below `root`, tests and example apps left out: the modules a workspace's helpers make.
  private mutating func tuistModuleSources(below root: String) -> [String] {
    var walk = FolderWalk(root: root)
    walk.entering = { entry in
      !entry.name.hasPrefix(".") && !entry.name.hasSuffix(".xcodeproj") && !entry.name.hasSuffix(".xcassets")
        && entry.name != "Tuist"
    }
    walk.wanting = { $0.name == "Project.swift" }
    let projects = walk.walk().files.map { ($0 as NSString).deletingLastPathComponent }
    var found: Set<String> = []
    for project in projects {
      for file in swiftFiles(below: project, skippingTests: true) {
        let parts = file.dropFirst(project.count).split(separator: "/").dropLast()
        guard parts.contains("Sources"), !parts.contains(where: { $0.hasPrefix("Example") || $0 == "Tests" }) else {
          continue
        }
        found.insert(file)
      }
    }
    return found.sorted()
  }

  private mutating func swiftFiles(below folder: String, skippingTests: Bool = false) -> [String] {
    var walk = FolderWalk(root: folder)
    walk.entering = { entry in
      if skippingTests, entry.name.hasSuffix("Tests") || entry.name.hasSuffix("Tests.xctest") { return false }
      return !entry.name.hasSuffix(".xcodeproj") && !entry.name.hasSuffix(".xcassets")
    }
    walk.wanting = { $0.name.hasSuffix(".swift") }
    let found = walk.walk()
    warnings += found.warnings
    return found.files.sorted()
  }

  /// A project file's or manifest's error as a warning: what was read instead.
  private static func wentPast(_ problem: ViewGraphDiagnostic, _ instead: String) -> ViewGraphDiagnostic {
    var warning = ViewGraphDiagnostic.warning(.readInstead(problem.message, instead), at: problem.location)
    warning.notes = problem.notes
    return warning
  }
}

extension SourceLoader {
  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// Whether `path` is a folder itself, not a link to one.
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
