import ViewGraphEngine
import ViewGraphModel
import ViewGraphRuntime

/// What a launch reached (issue 36, "say when a launch is hollow"): how many of the project's Swift
/// files were read, how many of its view types the launch built, and which packages were not
/// found. A launch that built most of the program's views from most of its files is deep; one that
/// did not is hollow, and says why, so that a launch of one unit never passes for a launch of the
/// app.
public struct LaunchReach: Sendable, Encodable, Equatable {
  /// The Swift files of the project's folders ViewGraph read (the app target's, its packages').
  public var filesLoaded: Int
  /// The Swift files in the folders named, outside tests, build products and manifests.
  public var swiftFiles: Int
  /// The program's view types (not SwiftUI's, not its App) the launch built.
  public var viewTypesBuilt: Int
  public var viewTypes: Int
  /// The view types not built, in declaration order.
  public var viewTypesNotBuilt: [String]
  /// The remote packages the program uses whose sources are not on this machine: opaque.
  public var packagesNotFound: [String]
  /// The percent of the program's view types the launch built (100 when it declares none): what
  /// `--require-depth` checks.
  public var depth: Int

  /// The view types and files of `sources`, reached by the units of `graphs`.
  public init(sources: SourceFiles, graphs: [GraphSnapshot]) {
    self.init(sources: sources, built: Set(graphs.flatMap { $0.units.filter { $0.kind == "view" }.map(\.name) }))
  }

  /// The view types and files of `sources`, with the view types `built`.
  public init(sources: SourceFiles, built: Set<String>) {
    filesLoaded = sources.projectFilesLoaded
    swiftFiles = max(sources.projectSwiftFiles, sources.projectFilesLoaded)
    let types = sources.viewTypes
    viewTypes = types.count
    viewTypesNotBuilt = types.filter { !built.contains($0) }
    viewTypesBuilt = viewTypes - viewTypesNotBuilt.count
    packagesNotFound = sources.packagesNotFound
    depth = viewTypes == 0 ? 100 : viewTypesBuilt * 100 / viewTypes
  }

  /// `loaded 56 of 56 Swift files; built 12 of 40 view types; 3 packages not found: A, B, C`.
  public var summary: String {
    var parts = [
      "loaded \(filesLoaded) of \(swiftFiles) Swift \(swiftFiles == 1 ? "file" : "files")",
      "built \(viewTypesBuilt) of \(viewTypes) view \(viewTypes == 1 ? "type" : "types")",
    ]
    if !packagesNotFound.isEmpty {
      parts.append(
        "\(packagesNotFound.count) \(packagesNotFound.count == 1 ? "package" : "packages") not found: \(packagesNotFound.joined(separator: ", "))"
      )
    }
    return parts.joined(separator: "; ")
  }

  /// Whether something was not reached: a file not read, a package not found, or most view types
  /// not built.
  public var isPartial: Bool { filesLoaded < swiftFiles || !packagesNotFound.isEmpty || isHollow }

  /// Whether the launch is hollow: most of the program's view types were never built, or most of
  /// its files were not read.
  public var isHollow: Bool {
    (viewTypes >= 2 && viewTypesBuilt * 2 < viewTypes) || (swiftFiles >= 2 && filesLoaded * 2 < swiftFiles)
  }

  /// Why the launch is hollow, in words, one reason a line.
  public var reasons: [String] {
    var reasons: [String] = []
    if filesLoaded < swiftFiles {
      reasons.append(
        "\(swiftFiles - filesLoaded) of the folder's Swift files \(swiftFiles - filesLoaded == 1 ? "is" : "are") not read: they belong to no target the app builds (another target's, a package ViewGraph could not read; the warnings above say which were skipped)"
      )
    }
    if !packagesNotFound.isEmpty {
      reasons.append(
        "the packages \(packagesNotFound.joined(separator: ", ")) are not checked out on this machine: their views and values are opaque (resolve them, or give their checkouts with '--packages DIR')"
      )
    }
    if viewTypesBuilt * 2 < viewTypes {
      let named = viewTypesNotBuilt.prefix(5).joined(separator: ", ") + (viewTypesNotBuilt.count > 5 ? ", …" : "")
      reasons.append(
        "\(viewTypesNotBuilt.count) of \(viewTypes) view types were never built (\(named)): they are on other screens, or behind a value ViewGraph does not simulate (the warnings above say where)"
      )
    }
    return reasons
  }

  /// The note a command prints on standard error after a launch that did not reach everything:
  /// the summary, and, for a hollow launch, a loud warning with its reasons.
  public var note: String {
    var text = "note: \(summary)"
    if isHollow {
      text += "\nwarning: this launch is hollow: " + reasons.joined(separator: "\nwarning: ")
    }
    return text
  }
}
