import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// The source files of one program: their display paths, text and parsed trees, by index. The
/// prelude's files come first (shared by every program of the process, lowered once), then the
/// program's own, then snippets run against a launch (`--change`, `perform`).
public final class SourceFiles: @unchecked Sendable {
  /// Where a file comes from.
  public enum Origin: Sendable {
    /// ViewGraph's prelude: SwiftUI's and Foundation's vocabulary as Swift source.
    case prelude
    /// The program's own files.
    case program
    /// Statements run against a launch: a `--change`, a session's `perform`.
    case snippet
  }

  /// One loaded file.
  public struct File {
    public var path: String
    /// Its syntax tree. A program's file lets go of it once the program is lowered, and parses its
    /// text again the first time it is asked for afterwards (a diagnostic shown, advice, `--record`).
    public var tree: SourceFileSyntax {
      get { syntax.tree }
      set { syntax = FileSyntax(newValue, nestingLevel: syntax.nestingLevel) }
    }
    public var converter: SourceLocationConverter
    public var origin: Origin
    /// A prelude file's function bodies it was parsed without, each parsed when first lowered.
    var bodies: PreludeBodies?
    /// The tool that wrote the file, from the header such tools put at its top (`// Generated
    /// using SwiftGen`, R.swift's, Sourcery's); nil for a file written by hand.
    var generator: String?
    fileprivate var syntax: FileSyntax

    /// Its text, from the tree or, once the tree is let go of, as kept.
    var text: String { syntax.text }
    /// Where the file ends.
    var endPosition: AbsolutePosition { syntax.endPosition }
    /// Whether it holds more than `#scenario` blocks and imports: the app's code, not a file of
    /// scenarios kept apart from it (`SimulatedWorld`'s bundle root). Known without the tree once it
    /// is let go of: every launch that shows a `Text` asks.
    package var holdsMoreThanScenarios: Bool { syntax.holdsMoreThanScenarios }
  }

  @exclusivity(unchecked) public private(set) var files: [File] = []
  /// The program's own files, without the prelude and snippets.
  public var programFiles: [File] { files.filter { $0.origin == .program } }
  /// The modules the program declares itself (its project's targets, its packages'): importing
  /// one is its own code.
  @exclusivity(unchecked) public internal(set) var ownModules: Set<String> = []
  /// The module (a package's target) each of the program's files belongs to, by path; a file of
  /// the app target, or of a folder read as files, has none here.
  var moduleOfFile: [String: String] = [:]
  /// How the program's folders were read (`the app target 'Landmarks' of Landmarks.xcodeproj`).
  @exclusivity(unchecked) public internal(set) var readAs: [String] = []
  /// The one platform the project read builds for (an Xcode target's `SDKROOT`, a package's
  /// `platforms:`, a Tuist or XcodeGen target's), as `os(…)` names it; nil when several or unsaid.
  @exclusivity(unchecked) public internal(set) var platform: String?
  /// The Swift files in the folders the program was loaded from (outside tests, build products and
  /// manifests), and how many of them were read: what a launch's reach counts (issue 36).
  public package(set) var projectSwiftFiles = 0
  public package(set) var projectFilesLoaded = 0
  /// The program's own view types (not its App, not SwiftUI's), in declaration order.
  public package(set) var viewTypes: [String] = []
  /// The folders the program was loaded from, as named (a file's own folder is not among them):
  /// where `Bundle.main` finds its Info.plist and build settings.
  @exclusivity(unchecked) public internal(set) var loadedFolders: [String] = []
  /// The remote packages the program uses whose checkouts are not on this machine: opaque (issue 36).
  @exclusivity(unchecked) public internal(set) var packagesNotFound: [String] = []
  /// The remote packages read from their checkouts (`.build/checkouts`, `SourcePackages/checkouts`, `--packages`).
  @exclusivity(unchecked) public internal(set) var packagesRead: [String] = []
  /// Syntax errors found while parsing, kept to be reported with the lowering's diagnostics.
  var syntaxErrors: [ViewGraphDiagnostic] = []
  /// When loading these files must be done (`--max-seconds` for each file, from the start of their
  /// parse): parsing, syntax diagnostics and lowering share the one budget.
  var loadDeadline = DispatchTime.distantFuture
  /// What reading the program's folders found and went past (a file its project lists that is
  /// not there), reported with the lowering's diagnostics.
  var readingWarnings: [ViewGraphDiagnostic] = []

  /// How many lines the files have, for the summary of a load.
  public var lineCount: Int {
    programFiles.reduce(0) { $0 + $1.converter.location(for: $1.endPosition).line }
  }

  /// An empty set of files (the prelude's own are made this way).
  public init() {}

  /// The files of a program, starting with the prelude's (`PreludeModel.sources`).
  static func program(after prelude: SourceFiles) -> SourceFiles {
    let sources = SourceFiles()
    sources.files = prelude.files
    sources.preludeCount = sources.files.count
    return sources
  }

  /// How many of the files are the prelude's (they come first).
  private var preludeCount = 0

  /// Whether a location is in the prelude rather than the program's own files or a snippet.
  package func isPrelude(_ location: SourceLocation) -> Bool {
    files.indices.contains(location.file) && files[location.file].origin == .prelude
  }

  /// The tool that wrote the program's file a location is in, from the header such tools put at its
  /// top (`// Generated using SwiftGen`, R.swift's, Sourcery's); nil for a file written by hand.
  package func generator(of location: SourceLocation) -> String? {
    guard files.indices.contains(location.file), files[location.file].origin == .program else { return nil }
    return files[location.file].generator
  }

  /// The generator a file's header names (`generator(of:)`).
  private static func generator(of tree: SourceFileSyntax) -> String? {
    guard let header = tree.firstToken(viewMode: .sourceAccurate)?.leadingTrivia.description.prefix(2_000) else {
      return nil
    }
    let known = ["SwiftGen", "R.swift", "Sourcery", "swift-protobuf", "Apollo"]
    if let tool = known.first(where: { header.contains($0) }), header.localizedCaseInsensitiveContains("generated") {
      return tool
    }
    return header.contains("DO NOT EDIT") || header.localizedCaseInsensitiveContains("automatically generated")
      ? "a code generator" : nil
  }

  /// The origin of the file a location is in; nil for an unknown location.
  package func origin(of location: SourceLocation) -> Origin? {
    files.indices.contains(location.file) ? files[location.file].origin : nil
  }

  /// Adds a parsed file and returns its index; `converter`, when the caller made it already (the
  /// prelude makes its files' on the threads that parse them), and the bodies a prelude file was
  /// parsed without.
  @discardableResult
  package func add(
    path: String, tree: SourceFileSyntax, origin: Origin = .program, converter: SourceLocationConverter? = nil,
    bodies: PreludeBodies? = nil, nestingLevel: Int = EvaluationLimits().maxNestingLevel
  ) -> Int {
    // The name swift-syntax's formatter prints: escaped, so a newline in it starts no line of its own.
    let converter = converter ?? SourceLocationConverter(fileName: ViewGraphMessage.shown(path), tree: tree)
    let generator = origin == .program ? Self.generator(of: tree) : nil
    files.append(
      File(
        path: path, converter: converter, origin: origin, bodies: bodies, generator: generator,
        syntax: FileSyntax(tree, nestingLevel: nestingLevel)))
    return files.count - 1
  }

  /// Lets go of the syntax trees of the program's own files, once the program is lowered: what
  /// runs needs only the lowered program, and diagnostics a file's text and line table (the
  /// converter keeps both). A file's tree is parsed again from its text if asked for later. The
  /// 20,000 statements of a 10,000-change scenario are about 80 MB of syntax (issue 38).
  func letGoOfProgramTrees() {
    for file in files where file.origin == .program { file.syntax.letGo() }
  }

  /// The location of a syntax node's first token in file `file`. `shift` is the offset in the file
  /// of the tree the node is in, for a node of an expression folded apart from its file
  /// (`LoweringPlace.withFolded`): its positions count from the expression's start.
  package func location(of node: some SyntaxProtocol, in file: Int, shift: Int = 0) -> SourceLocation {
    let position = node.positionAfterSkippingLeadingTrivia.advanced(by: shift)
    let l = files[file].converter.location(for: position)
    return SourceLocation(file: file, line: l.line, column: l.column, offset: position.utf8Offset)
  }

  /// `path:line:column`, as the compiler prints a place.
  public func describe(_ location: SourceLocation) -> String {
    guard files.indices.contains(location.file) else { return location.outsidePlace ?? "<unknown>" }
    return "\(ViewGraphMessage.shown(files[location.file].path)):\(location.line):\(location.column)"
  }

  /// The text of the line at `location`, without its newline.
  public func lineText(_ location: SourceLocation) -> String {
    guard files.indices.contains(location.file) else { return "" }
    let text = files[location.file].text
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard location.line >= 1, location.line <= lines.count else { return "" }
    return String(lines[location.line - 1])
  }
}

/// A file's syntax tree, which can be let go of and parsed again from the file's text when next
/// asked for (`SourceFiles.letGoOfProgramTrees`). Parsed again as it was loaded: with the same
/// nesting limit, on the evaluation thread's large stack, its operators folded. Only a tree without
/// syntax errors is let go of, so the one parsed again is the same tree.
private final class FileSyntax: @unchecked Sendable {
  let nestingLevel: Int
  private let lock = NSLock()
  private var kept: SourceFileSyntax?
  /// The text, kept once the tree is let go of.
  private var keptText: [UInt8] = []
  /// `File.holdsMoreThanScenarios`, kept once the tree is let go of.
  private var keptHoldsMoreThanScenarios = false

  init(_ tree: SourceFileSyntax, nestingLevel: Int) {
    kept = tree
    self.nestingLevel = nestingLevel
  }

  var tree: SourceFileSyntax {
    let (tree, text) = lock.withLock { (kept, keptText) }
    if let tree { return tree }
    // Parsed outside the lock: the parse hops to the evaluation thread, which may be asking too.
    let parsed = Self.parse(text, nestingLevel: nestingLevel)
    return lock.withLock {
      if let kept { return kept }
      kept = parsed
      return parsed
    }
  }

  var text: String {
    lock.withLock { kept?.description ?? String(decoding: keptText, as: UTF8.self) }
  }

  var endPosition: AbsolutePosition {
    lock.withLock { kept?.endPosition ?? AbsolutePosition(utf8Offset: keptText.count) }
  }

  var holdsMoreThanScenarios: Bool {
    lock.withLock { kept.map(Self.holdsMoreThanScenarios) ?? keptHoldsMoreThanScenarios }
  }

  private static func holdsMoreThanScenarios(_ tree: SourceFileSyntax) -> Bool {
    tree.statements.contains { item in
      let macro =
        item.item.as(MacroExpansionExprSyntax.self)?.macroName.text
        ?? item.item.as(MacroExpansionDeclSyntax.self)?.macroName.text
      return macro != "scenario" && !item.item.is(ImportDeclSyntax.self)
    }
  }

  func letGo() {
    lock.withLock {
      guard let tree = kept, !tree.hasError else { return }
      keptText = tree.syntaxTextBytes
      keptHoldsMoreThanScenarios = Self.holdsMoreThanScenarios(tree)
      kept = nil
    }
  }

  private static func parse(_ text: [UInt8], nestingLevel: Int) -> SourceFileSyntax {
    let parse = {
      text.withUnsafeBufferPointer { SourceLoader.folded(Parser.parse(source: $0, maximumNestingLevel: nestingLevel)) }
    }
    // The evaluation thread runs it unless it fails to, which it does not: `parse` throws nothing.
    return (try? EvaluationThread.run(parse)) ?? parse()
  }
}
