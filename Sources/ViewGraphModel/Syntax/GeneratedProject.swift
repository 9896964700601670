import Foundation
import SwiftParser
import SwiftSyntax

/// A project whose Xcode project is generated, and so often not in the folder (issue 36): a Tuist
/// project (`Project.swift`, a `Workspace.swift` naming projects, a `Tuist/` folder) or an
/// XcodeGen one (`project.yml`). Its manifests are read as data, never run: a Tuist manifest with
/// swift-syntax, as `SwiftPackageManifest` reads a `Package.swift`; a `project.yml` with
/// `SmallYAML`. Only what is written literally is found; a target made by code (a Tuist helper
/// such as `Project.app(name:)`) is not, and the folder is then read as it was before.
struct GeneratedProject {
  struct Target {
    var name: String
    /// `app`, `framework`, `staticFramework`, `appExtension`, … (Tuist), or `application`,
    /// `framework`, `library.static`, … (XcodeGen).
    var product: String
    var platforms: [String] = []
    /// Where its files are: paths or globs (`Sources/**`), absolute, with what each leaves out.
    var sources: [(path: String, excludes: [String])] = []
    /// The project targets it depends on, by name.
    var dependencies: [String] = []
    /// The packages' products it uses.
    var packageProducts: [String] = []

    var isApplication: Bool { product == "app" || product == "application" || product.hasPrefix("application.") }
    /// The one platform it builds for, as `os(…)` names it (`.iOS`, `[.iPhone, .iPad]` and
    /// `platform: iOS` are iOS); nil when several.
    var platform: String? {
      let names: [String: String] = [
        "iOS": "iOS", "iPhone": "iOS", "iPad": "iOS", "macOS": "macOS", "mac": "macOS", "watchOS": "watchOS",
        "appleWatch": "watchOS", "visionOS": "visionOS", "appleVision": "visionOS", "tvOS": "tvOS", "appleTv": "tvOS",
      ]
      let found = Set(platforms.compactMap { names[$0] })
      return found.count == 1 ? found.first : nil
    }
    /// Code an app links: a framework or a library (not an extension, a watch app or a test).
    var isLinkedCode: Bool { product.lowercased().contains("framework") || product.lowercased().contains("library") }
  }

  /// `Project.swift`, `Workspace.swift` or `project.yml`.
  let file: String
  /// `Tuist` or `XcodeGen`.
  let tool: String
  var name: String
  var targets: [Target] = []
  var localPackages: [String] = []
  /// Remote packages by the name of their checkout.
  var remotePackages: [String] = []
  /// How many targets are made by code, and so not found.
  var computedTargets = 0
  var warnings: [ViewGraphDiagnostic] = []

  /// The generated project in `folder`, if it has one ViewGraph can read: XcodeGen's `project.yml`,
  /// else Tuist's `Project.swift`, else a Tuist `Workspace.swift`'s projects.
  static func read(folder: String, limits: EvaluationLimits) -> GeneratedProject? {
    let yml = (folder as NSString).appendingPathComponent("project.yml")
    if SourceLoader.isRegularFile(yml) { return xcodeGen(yml, limits: limits) }
    let project = (folder as NSString).appendingPathComponent("Project.swift")
    let workspace = (folder as NSString).appendingPathComponent("Workspace.swift")
    guard SourceLoader.isRegularFile(project) || SourceLoader.isRegularFile(workspace) else { return nil }
    var read = GeneratedProject(
      file: SourceLoader.isRegularFile(project) ? project : workspace, tool: "Tuist",
      name: (folder as NSString).lastPathComponent)
    var pending: [String] = []
    if SourceLoader.isRegularFile(project) { pending.append(project) }
    if SourceLoader.isRegularFile(workspace), let text = read.text(of: workspace, limits: limits) {
      pending += tuistWorkspaceProjects(text, root: folder)
    }
    var seen: Set<String> = []
    // A project another names (`.project(target:path:)`) is read too, once.
    while let manifest = pending.first {
      pending.removeFirst()
      guard seen.insert(manifest).inserted, let text = read.text(of: manifest, limits: limits) else { continue }
      pending += read.addTuistProject(text, folder: (manifest as NSString).deletingLastPathComponent, root: folder)
    }
    return read
  }

  /// Whether a file is a Tuist manifest or helper, never app code: one that imports `ProjectDescription`.
  static func isTuistManifest(_ text: String) -> Bool {
    text.contains("import ProjectDescription")
  }

  private mutating func text(of file: String, limits: EvaluationLimits) -> String? {
    do {
      return try SourceLoader.read(file, limits: limits)
    } catch {
      warnings += error.diagnostics.map { problem in
        var warning = ViewGraphDiagnostic.warning(
          .readInstead(problem.message, "its targets are not read"), at: problem.location)
        warning.notes = problem.notes
        return warning
      }
      return nil
    }
  }

  // MARK: Tuist

  /// The `Project.swift` files a workspace's `projects:` names (folders, or globs of them).
  private static func tuistWorkspaceProjects(_ text: String, root: String) -> [String] {
    var found: [String] = []
    for call in calls(in: text) where call.name == "Workspace" {
      guard let projects = call.call.arguments.first(where: { $0.label?.text == "projects" })?.expression else {
        continue
      }
      for pattern in literals(in: Syntax(projects)) {
        let absolute = standardized((root as NSString).appendingPathComponent(pattern))
        if Glob.hasWildcard(absolute) {
          found += Glob.files(matching: (absolute as NSString).appendingPathComponent("Project.swift"))
        } else {
          found.append((absolute as NSString).appendingPathComponent("Project.swift"))
        }
      }
    }
    return found.filter(SourceLoader.isRegularFile)
  }

  /// Reads one `Project.swift` (in `folder`; `root` is the folder named, what `.relativeToRoot`
  /// paths start from); returns the other projects it names.
  private mutating func addTuistProject(_ text: String, folder: String, root: String) -> [String] {
    var others: [String] = []
    // `private let basePath = "Targets/App"`, written into `sources: ["\\(basePath)/Sources/**"]`.
    let constants = Self.stringConstants(in: text)
    func path(_ expression: ExprSyntax) -> String? {
      guard let literal = Self.literals(constants: constants, in: Syntax(expression)).first else { return nil }
      let base = expression.description.contains("relativeToRoot") ? root : folder
      return Self.standardized((base as NSString).appendingPathComponent(literal))
    }
    for call in Self.calls(in: text) {
      let arguments = call.call.arguments
      func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
      switch call.name {
      case "Project":
        if let name = argument("name").flatMap({ Self.literals(constants: constants, in: Syntax($0)).first }),
          file.hasSuffix("Project.swift"), folder == (file as NSString).deletingLastPathComponent
        {
          self.name = name
        }
        for package in argument("packages")?.as(ArrayExprSyntax.self)?.elements ?? [] {
          guard let call = package.expression.as(FunctionCallExprSyntax.self) else { continue }
          if let url = call.arguments.first(where: { $0.label?.text == "url" }).flatMap({
            Self.literals(constants: constants, in: Syntax($0.expression)).first
          }) {
            remotePackages.append(SwiftPackageManifest.checkoutName(url))
          } else if let local = call.arguments.first(where: { $0.label?.text == "path" }).flatMap({
            path($0.expression)
          }) {
            localPackages.append(local)
          }
        }
      // `Target(…)` is a target; `.target(…)` is one only with a product or sources (else it is a
      // dependency on one, `.target(name: "Kit")`).
      case "target" where argument("product") != nil || argument("sources") != nil, "Target":
        guard argument("name") != nil else { continue }
        guard let name = argument("name").flatMap({ Self.literals(constants: constants, in: Syntax($0)).first }),
          argument("name")?.as(StringLiteralExprSyntax.self) != nil
        else {
          computedTargets += 1
          continue
        }
        let product = argument("product")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "app"
        var target = Target(name: name, product: product)
        target.platforms =
          argument("destinations").map { Self.members(in: Syntax($0)) } ?? argument("platform").map {
            Self.members(in: Syntax($0))
          } ?? []
        let globs = argument("sources").map { Self.literals(constants: constants, in: Syntax($0)) } ?? ["Sources/**"]
        target.sources = globs.map { (Self.standardized((folder as NSString).appendingPathComponent($0)), []) }
        for dependency in argument("dependencies")?.as(ArrayExprSyntax.self)?.elements ?? [] {
          guard let call = dependency.expression.as(FunctionCallExprSyntax.self),
            let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          else { continue }
          func label(_ name: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == name }?.expression }
          switch kind {
          case "target":
            if let name = label("name").flatMap({ Self.literals(constants: constants, in: Syntax($0)).first }) {
              target.dependencies.append(name)
            }
          case "project":
            if let name = label("target").flatMap({ Self.literals(constants: constants, in: Syntax($0)).first }) {
              target.dependencies.append(name)
            }
            if let other = label("path").flatMap(path) {
              others.append((other as NSString).appendingPathComponent("Project.swift"))
            }
          case "external", "package":
            if let name = (label("name") ?? label("product")).flatMap({
              Self.literals(constants: constants, in: Syntax($0)).first
            }) {
              target.packageProducts.append(name)
            }
          default: continue
          }
        }
        targets.append(target)
      default: continue
      }
    }
    // Tuist's own package manifest (`Tuist/Package.swift`, or `Tuist/Dependencies.swift` before
    // Tuist 4) names the remote packages `.external(name:)` uses.
    for manifest in ["Tuist/Package.swift", "Tuist/Dependencies.swift"] {
      let path = (root as NSString).appendingPathComponent(manifest)
      guard SourceLoader.isRegularFile(path), let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        continue
      }
      for call in Self.calls(in: text) where call.name == "package" || call.name == "remote" {
        if let url = call.call.arguments.first(where: { $0.label?.text == "url" }).flatMap({
          Self.literals(in: Syntax($0.expression)).first
        }) {
          let name = SwiftPackageManifest.checkoutName(url)
          if !remotePackages.contains(name) { remotePackages.append(name) }
        }
      }
    }
    return others.filter(SourceLoader.isRegularFile)
  }

  /// The calls of a manifest whose name is written: `Target(…)`, `.target(…)`, `Target.target(…)`.
  private static func calls(in text: String) -> [(name: String, call: FunctionCallExprSyntax)] {
    var found: [(String, FunctionCallExprSyntax)] = []
    final class Visitor: SyntaxVisitor {
      var found: [(String, FunctionCallExprSyntax)] = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
          found.append((name, node))
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
          found.append((member.declName.baseName.text, node))
        }
        return .visitChildren
      }
    }
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(Parser.parse(source: text))
    found = visitor.found
    return found
  }

  /// The string literals in a piece of a manifest, in order: those without interpolation, and
  /// those whose interpolations name `constants` (`"\\(basePath)/Sources/**"`).
  private static func literals(constants: [String: String] = [:], in node: Syntax) -> [String] {
    var found: [String] = []
    if let literal = node.as(StringLiteralExprSyntax.self) {
      guard !literal.segments.isEmpty else { return found }
      var text = ""
      for segment in literal.segments {
        switch segment {
        case .stringSegment(let part):
          text += part.content.text
        case .expressionSegment(let interpolation):
          guard interpolation.expressions.count == 1,
            let name = interpolation.expressions.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let value = constants[name]
          else { return found }
          text += value
        }
      }
      found.append(text)
      return found
    }
    for child in node.children(viewMode: .sourceAccurate) { found += literals(constants: constants, in: child) }
    return found
  }

  /// A manifest's top-level `let name = "text"` (or `: String = "text"`) constants.
  private static func stringConstants(in text: String) -> [String: String] {
    var constants: [String: String] = [:]
    for statement in Parser.parse(source: text).statements {
      guard let declaration = statement.item.as(VariableDeclSyntax.self),
        declaration.bindingSpecifier.tokenKind == .keyword(.let)
      else { continue }
      for binding in declaration.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer.map({ literals(constants: constants, in: Syntax($0.value)) }),
          value.count == 1, binding.initializer?.value.is(StringLiteralExprSyntax.self) == true
        else { continue }
        constants[name] = value[0]
      }
    }
    return constants
  }

  /// The member names written in a piece of a manifest (`.iOS`, `[.iPhone, .iPad]`).
  private static func members(in node: Syntax) -> [String] {
    if let member = node.as(MemberAccessExprSyntax.self) { return [member.declName.baseName.text] }
    return node.children(viewMode: .sourceAccurate).flatMap { members(in: $0) }
  }

  // MARK: XcodeGen

  private static func xcodeGen(_ file: String, limits: EvaluationLimits) -> GeneratedProject {
    let folder = (file as NSString).deletingLastPathComponent
    var project = GeneratedProject(file: file, tool: "XcodeGen", name: (folder as NSString).lastPathComponent)
    var pending = [file]
    var seen: Set<String> = []
    while let next = pending.first {
      pending.removeFirst()
      guard seen.insert(next).inserted, let text = project.text(of: next, limits: limits) else { continue }
      let document = SmallYAML.parse(text)
      let base = (next as NSString).deletingLastPathComponent
      if next == file, let name = document["name"]?.string { project.name = name }
      // `include:` names more specs, merged into this one.
      for include in document["include"]?.elements ?? [] {
        guard let path = include.string ?? include["path"]?.string else { continue }
        pending.append(standardized((base as NSString).appendingPathComponent(path)))
      }
      for (name, package) in document["packages"]?.pairs ?? [] {
        if let path = package["path"]?.string {
          project.localPackages.append(standardized((base as NSString).appendingPathComponent(path)))
        } else if let url = package["url"]?.string {
          project.remotePackages.append(SwiftPackageManifest.checkoutName(url))
        } else if package["github"]?.string != nil || package["from"] != nil {
          project.remotePackages.append(name)
        }
      }
      for (name, spec) in document["targets"]?.pairs ?? [] {
        if spec["templates"] != nil, spec["sources"] == nil { project.computedTargets += 1 }
        var target = Target(name: name, product: spec["type"]?.string ?? "")
        target.platforms = spec["platform"]?.elements.compactMap(\.string) ?? []
        target.sources = (spec["sources"]?.elements ?? []).compactMap { source in
          guard let path = source.string ?? source["path"]?.string else { return nil }
          let root = standardized((base as NSString).appendingPathComponent(path))
          let excludes = (source["excludes"]?.elements ?? []).compactMap(\.string).map {
            standardized((root as NSString).appendingPathComponent($0))
          }
          return (root, excludes)
        }
        for dependency in spec["dependencies"]?.elements ?? [] {
          if let other = dependency["target"]?.string {
            // `App_iOS` for a multi-platform target is the target `App`.
            target.dependencies.append(other.components(separatedBy: "_").first ?? other)
          } else if let package = dependency["package"]?.string {
            target.packageProducts.append(dependency["product"]?.string ?? package)
          }
        }
        project.targets.append(target)
      }
    }
    return project
  }

  static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

  /// The target a launch runs: the one named `name`, else the app named like the project, else
  /// its first iOS app, else its first app.
  func appTarget(named name: String?) -> Target? {
    if let name { return targets.first { $0.name == name } }
    let apps = targets.filter(\.isApplication)
    let iOS = { (target: Target) in
      target.platforms.isEmpty || target.platforms.contains { ["iOS", "iPhone", "iPad"].contains($0) }
    }
    return apps.first { $0.name == self.name && iOS($0) } ?? apps.first(where: iOS) ?? apps.first
  }

  /// `target` and the project targets it links, each once.
  func closure(of target: Target) -> [Target] {
    var found: [Target] = []
    var pending = [target]
    while let next = pending.popLast() {
      guard !found.contains(where: { $0.name == next.name }) else { continue }
      found.append(next)
      pending += next.dependencies.compactMap { name in targets.first { $0.name == name && $0.isLinkedCode } }
    }
    return found
  }
}

/// The paths a glob such as `Targets/**/Sources/*.swift` matches: `**` any folders, `*` and `?`
/// within a name. The folder before its first wildcard is walked with `FolderWalk`.
enum Glob {
  static func hasWildcard(_ path: String) -> Bool { path.contains("*") || path.contains("?") }

  /// The part of a glob before its first wildcard component (all of it, without one).
  static func base(of pattern: String) -> String {
    var parts: [String] = []
    for part in pattern.split(separator: "/", omittingEmptySubsequences: false) {
      if hasWildcard(String(part)) { break }
      parts.append(String(part))
    }
    let base = parts.joined(separator: "/")
    return base.isEmpty ? "/" : base
  }

  static func matches(_ path: String, _ pattern: String) -> Bool {
    var expression = "^"
    var characters = Array(pattern)[...]
    while let character = characters.popFirst() {
      switch character {
      case "*":
        if characters.first == "*" {
          characters.removeFirst()
          if characters.first == "/" {
            characters.removeFirst()
            expression += "(?:.*/)?"
          } else {
            expression += ".*"
          }
        } else {
          expression += "[^/]*"
        }
      case "?": expression += "[^/]"
      default: expression += NSRegularExpression.escapedPattern(for: String(character))
      }
    }
    expression += "$"
    guard let regex = try? NSRegularExpression(pattern: expression) else { return false }
    return regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
  }

  /// The regular files a glob matches, sorted.
  static func files(matching pattern: String) -> [String] {
    var walk = FolderWalk(root: base(of: pattern))
    walk.wanting = { matches($0.path, pattern) }
    return walk.walk().files.sorted()
  }
}
