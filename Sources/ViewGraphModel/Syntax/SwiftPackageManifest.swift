import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift package's targets as its `Package.swift` writes them literally: each `.target(name:…)`
/// (and executable, test, macro, plugin) with its `path:`, the products that group them, and the
/// local packages it depends on (`.package(path:)`). The manifest is read with swift-syntax and
/// never run: it is a manifest, not app code. It is read only up to the source size limit.
struct SwiftPackageManifest {
  /// One target of the package.
  struct Target {
    enum Kind: String {
      case regular = "target"
      case executable = "executableTarget"
      case test = "testTarget"
      case macro, plugin
      case system = "systemLibrary"
      case binary = "binaryTarget"
    }
    var name: String
    var kind: Kind
    /// `path:` as written, relative to the package.
    var path: String?
    /// Files `exclude:` leaves out, relative to the target's folder.
    var excluded: [String]
    /// Files and folders `sources:` limits it to, relative to its folder (none: all of it).
    var sources: [String] = []
    /// The targets and products it depends on, by name: `"Kit"`, `.target(name: "Kit")`,
    /// `.product(name: "Nuke", package: "Nuke")` (its package's identity is `packageOf`).
    var dependencies: [String] = []
    /// The package each product dependency comes from, by product name, as written (`package:`).
    var packageOf: [String: String] = [:]
    /// A target the manifest makes with code, taken from its folder (`Sources/<name>`): what it
    /// depends on is not known.
    var isInferred = false
  }

  /// The package's folder.
  let folder: String
  let targets: [Target]
  /// Each library or executable product's targets, by product name.
  let products: [String: [String]]
  /// The folders of the local packages it depends on.
  let localDependencies: [String]
  /// The remote packages it depends on (`.package(url:…)`), by the name of their checkout: the
  /// last part of the URL, without `.git`.
  let remoteDependencies: [String]
  /// How many targets it declares whose name is not a literal string (made by code ViewGraph does
  /// not run): none of their files can be found.
  let computedTargets: Int
  /// The platforms its `platforms:` names (`.macOS(.v14)` is macOS), as `os(…)` names them.
  let platforms: [String]

  /// The manifest of `folder`.
  static func file(in folder: String) -> String { (folder as NSString).appendingPathComponent("Package.swift") }

  /// Reads `folder/Package.swift`, no larger than a source file may be; nil when there is none. A
  /// manifest that cannot be read (too large, not UTF-8, not a regular file) is thrown as an error.
  static func read(folder: String, limits: EvaluationLimits) throws(ViewGraphError) -> SwiftPackageManifest? {
    let manifest = file(in: folder)
    var info = stat()
    guard lstat(manifest, &info) == 0 else { return nil }
    let text = try SourceLoader.read(manifest, limits: limits)
    return SwiftPackageManifest(folder: folder, text: text)
  }

  private init(folder: String, text: String) {
    self.folder = URL(fileURLWithPath: folder).standardizedFileURL.path
    var targets: [Target] = []
    var computed = 0
    var products: [String: [String]] = [:]
    var dependencies: [String] = []
    var remote: [String] = []
    // `name: package.name` names a target after the package (`Package(name: "Model")`).
    let packageName = (try? NSRegularExpression(pattern: #"Package\(\s*name:\s*"([^"\\]+)""#))
      .flatMap { $0.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) }
      .flatMap { Range($0.range(at: 1), in: text) }.map { String(text[$0]) }
    for call in Parser.parse(source: text).tokens(viewMode: .sourceAccurate).compactMap(Self.memberCall) {
      let arguments = call.call.arguments
      func string(_ label: String) -> String? {
        guard let expression = arguments.first(where: { $0.label?.text == label })?.expression else { return nil }
        if let packageName, expression.trimmedDescription == "package.name" { return packageName }
        return Self.literal(expression)
      }
      func strings(_ label: String) -> [String] {
        arguments.first { $0.label?.text == label }?.expression.as(ArrayExprSyntax.self)?.elements.compactMap {
          Self.literal($0.expression)
        } ?? []
      }
      if let kind = Target.Kind(rawValue: call.name), arguments.first?.label?.text == "name",
        !Self.isDependency(call.call)
      {
        guard let name = string("name") else {
          if kind == .regular || kind == .executable { computed += 1 }  // a test target's name is no app code's
          continue
        }
        var target = Target(
          name: name, kind: kind, path: string("path"), excluded: strings("exclude"), sources: strings("sources"))
        for element in arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(
          ArrayExprSyntax.self)?.elements ?? []
        {
          if let name = Self.literal(element.expression) {
            target.dependencies.append(name)
          } else if let call = element.expression.as(FunctionCallExprSyntax.self),
            let name = call.arguments.first(where: { $0.label?.text == "name" }).flatMap({ Self.literal($0.expression) }
            )
          {
            target.dependencies.append(name)
            if let package = call.arguments.first(where: { $0.label?.text == "package" }).flatMap({
              Self.literal($0.expression)
            }) {
              target.packageOf[name] = package
            }
          }
        }
        targets.append(target)
      } else if ["library", "executable"].contains(call.name), let name = string("name") {
        products[name] = strings("targets")
      } else if call.name == "package", let path = string("path") {
        dependencies.append(
          URL(fileURLWithPath: (folder as NSString).appendingPathComponent(path)).standardizedFileURL.path)
      } else if call.name == "package", let url = string("url") {
        remote.append(Self.checkoutName(url))
      }
    }
    if computed > 0 {
      // SwiftPM finds a target without `path:` in `Sources/<name>`: each such folder no literal
      // target names is one of those the code makes.
      targets += Self.conventionalTargetFolders(in: self.folder).filter { found in
        !targets.contains { $0.name == found.name || $0.path == found.path }
      }
    }
    self.targets = targets
    self.products = products
    localDependencies = dependencies
    remoteDependencies = remote
    computedTargets = computed
    platforms = Self.platforms(in: text)
  }

  /// The folders of `Sources/` (or `Source/`, `src/`, `srcs/`) that hold Swift files, outside
  /// hidden and test folders, each as a target of its name.
  private static func conventionalTargetFolders(in folder: String) -> [Target] {
    for root in ["Sources", "Source", "src", "srcs"] {
      let path = (folder as NSString).appendingPathComponent(root)
      guard SourceLoader.isDirectory(path) else { continue }
      let entries = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
      return entries.filter { entry in
        !entry.hasPrefix(".") && !entry.hasSuffix("Tests")
          && holdsSwiftFilesBelow((path as NSString).appendingPathComponent(entry))
      }.map { entry in
        Target(name: entry, kind: .regular, path: "\(root)/\(entry)", excluded: [], isInferred: true)
      }
    }
    return []
  }

  /// The targets taken from their folders, not from the manifest's text.
  var inferredTargets: [Target] { targets.filter(\.isInferred) }

  /// The platforms of `Package(…, platforms: [.iOS(.v17), .macOS(.v14)])`, read as text.
  private static func platforms(in text: String) -> [String] {
    guard let list = text.range(of: #"platforms:\s*\[[^\]]*\]"#, options: .regularExpression) else { return [] }
    let names = ["iOS", "macOS", "watchOS", "tvOS", "visionOS"]
    return names.filter { text[list].range(of: "." + $0 + "(", options: .literal) != nil }
  }

  /// The targets whose code an app runs: not tests, macros, plugins or binary or system libraries.
  var sourceTargets: [Target] { targets.filter { $0.kind == .regular || $0.kind == .executable } }

  /// The folder of a target's files: its `path:`, else `Sources/<name>` (or `Source/`, `src/`,
  /// `srcs/`, as SwiftPM looks for them), found as a Mac's file system finds it, without case; nil
  /// with the places looked at when there is none. The one source target of a package may keep its
  /// files directly in `Sources/` (issue 36). A package builds only when each target's folder is
  /// there, so when the manifest names it in a way ViewGraph does not read (`path: Paths.rows`),
  /// the folder of the target's name nearest the package's root is it.
  func folder(of target: Target) -> (path: String?, looked: [String]) {
    let roots = ["Sources", "Source", "src", "srcs"]
    let candidates = (target.path.map { [$0] } ?? roots.map { "\($0)/\(target.name)" })
      .map { URL(fileURLWithPath: (folder as NSString).appendingPathComponent($0)).standardizedFileURL.path }
    if let found = candidates.lazy.compactMap(FolderWalk.matchingCase).first { return (found, candidates) }
    if target.path == nil, sourceTargets.count == 1 {
      let direct = roots.map { (folder as NSString).appendingPathComponent($0) }
      // SwiftPM takes `Sources/` itself, its files kept in folders of any names (`Sources/Content/…`).
      if let found = direct.first(where: Self.holdsSwiftFilesBelow) { return (found, candidates) }
    }
    return (nearestFolder(named: target.name), candidates)
  }

  /// The folder named `name` (without case) nearest the package's root, a few levels down, outside
  /// test, build and hidden folders, that holds Swift files of its own.
  private func nearestFolder(named name: String) -> String? {
    var level = [folder]
    for _ in 0..<4 {
      var next: [String] = []
      for parent in level {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).sorted()
        for entry in entries
        where !entry.hasPrefix(".") && !entry.hasSuffix("Tests")
          && !["Tests", "build", "Package.swift"].contains(entry)
        {
          let path = (parent as NSString).appendingPathComponent(entry)
          guard SourceLoader.isDirectory(path) else { continue }
          if entry.lowercased() == name.lowercased(), Self.holdsSwiftFiles(path) { return path }
          next.append(path)
        }
      }
      level = next
    }
    return nil
  }

  /// Whether a folder has a `.swift` file of its own (not only in folders below it).
  private static func holdsSwiftFiles(_ folder: String) -> Bool {
    (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains { $0.hasSuffix(".swift") } ?? false
  }

  /// Whether a folder has a `.swift` file in it or in a folder below it, outside hidden folders.
  private static func holdsSwiftFilesBelow(_ folder: String) -> Bool {
    guard SourceLoader.isDirectory(folder) else { return false }
    var walk = FolderWalk(root: folder)
    var found = false
    walk.entering = { entry in !found && !entry.name.hasPrefix(".") }
    walk.wanting = { entry in
      if entry.name.hasSuffix(".swift") { found = true }
      return false
    }
    _ = walk.walk()
    return found
  }

  /// Whether a file below a target's folder `root` is one its `sources:` keeps (all, without it).
  func keeps(_ file: String, of target: Target, in root: String) -> Bool {
    target.sources.isEmpty
      || target.sources.contains { source in
        let path = URL(fileURLWithPath: (root as NSString).appendingPathComponent(source)).standardizedFileURL.path
        return file == path || file.hasPrefix(path + "/")
      }
  }

  /// The targets whose code the products `products` run: theirs and those they depend on in this
  /// package (every source target when `products` is nil), with the products of other packages
  /// they use, as (product, package) pairs.
  func closure(ofProducts products: [String]?) -> (targets: [Target], external: [(product: String, package: String?)]) {
    let byName = Dictionary(sourceTargets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var pending =
      products.map { names in names.flatMap { self.products[$0] ?? (byName[$0] != nil ? [$0] : []) } }
      ?? sourceTargets.map(\.name)
    var found: [Target] = []
    var seen: Set<String> = []
    var external: [(String, String?)] = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      guard let target = byName[name] else { continue }
      found.append(target)
      // A target made with code may use any other made so: all of them are read.
      if target.isInferred { pending += inferredTargets.map(\.name) }
      for dependency in target.dependencies {
        if target.packageOf[dependency] == nil, byName[dependency] != nil {
          pending.append(dependency)
        } else if targets.first(where: { $0.name == dependency }) == nil {
          external.append((dependency, target.packageOf[dependency]))
        }
      }
    }
    return (found, external)
  }

  /// The name of the folder SwiftPM and Xcode check a package out to: its URL's last part, without `.git`.
  static func checkoutName(_ url: String) -> String {
    var name = url.split(separator: "/").last.map(String.init) ?? url
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name
  }

  /// Whether a file below a target's folder `root` is one its `exclude:` leaves out.
  func excludes(_ file: String, of target: Target, in root: String) -> Bool {
    target.excluded.contains { excluded in
      let path = URL(fileURLWithPath: (root as NSString).appendingPathComponent(excluded)).standardizedFileURL.path
      return file == path || file.hasPrefix(path + "/")
    }
  }

  /// Whether a call stands in a `dependencies:` list (`.target(name: "Kit")` there names a target,
  /// it declares none).
  private static func isDependency(_ call: FunctionCallExprSyntax) -> Bool {
    var node = call.parent
    while let current = node {
      if let labeled = current.as(LabeledExprSyntax.self), labeled.label?.text == "dependencies" { return true }
      node = current.parent
    }
    return false
  }

  /// `.target(…)` and the like: a member call whose name is the token after a `.`.
  private static func memberCall(_ token: TokenSyntax) -> (name: String, call: FunctionCallExprSyntax)? {
    guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
    else { return nil }
    return (token.text, call)
  }

  /// A string literal's text, if it has no interpolation.
  private static func literal(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      case .stringSegment(let segment)? = literal.segments.first
    else { return nil }
    return segment.content.text
  }
}
