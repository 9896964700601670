import Foundation
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads the files of a program, parses them with swift-syntax, folds operators, and reports
/// syntax errors with swift-syntax's own diagnostics.
package struct SourceLoader {
  /// Parses `(path, text)` pairs into one set of source files; syntax errors are thrown, rendered
  /// as the compiler renders them.
  /// Parsing runs on the evaluation thread's large stack, with swift-syntax's nesting limit set
  /// explicitly so debug and release builds accept the same programs.
  /// With `deferringErrors`, syntax errors are kept in `syntaxErrors` for the lowering to report
  /// with its own, all at once. A program's files follow the prelude's (`prelude`, which the
  /// engine makes); a snippet's (nil) stand alone, to be added to a loaded program's files.
  package static func parse(
    _ inputs: [(path: String, text: String)], after prelude: PreludeModel?, limits: EvaluationLimits = .init(),
    deferringErrors: Bool = false
  ) throws(ViewGraphError) -> SourceFiles {
    try EvaluationThread.runReportingErrors { () throws(ViewGraphError) in
      try parseHere(inputs, after: prelude, limits: limits, deferringErrors: deferringErrors)
    }
  }

  private static func parseHere(
    _ inputs: [(path: String, text: String)], after prelude: PreludeModel?, limits: EvaluationLimits,
    deferringErrors: Bool
  ) throws(ViewGraphError) -> SourceFiles {
    // `--max-seconds` for each file read: one file's parse, and the whole load of a program.
    let loadDeadline = limits.deadline(forFiles: inputs.count)
    // The files are read before the prelude is asked for: it may still be being made on another
    // thread (the command line starts it while it reads its arguments).
    let files = inputs.map { read($0, limits: limits, until: min(loadDeadline, limits.deadline(forFiles: 1))) }
    let sources = prelude.map { SourceFiles.program(after: $0.sources) } ?? SourceFiles()
    sources.loadDeadline = loadDeadline
    var errors: [ViewGraphDiagnostic] = []
    for (input, file) in zip(inputs, files) {
      let tree: SourceFileSyntax
      switch file {
      case .refused(let refusal):
        errors.append(.error(refusal, at: .unknown))
        continue
      case .timedOut:
        errors.append(.error(.parseTimeLimit("\(input.path):1:1", limits.maxSeconds), at: .unknown))
        continue
      case .busy:
        errors.append(.error(.parseBusy("\(input.path):1:1", limits.maxSeconds), at: .unknown))
        continue
      case .tooDeep(let parsed, let deep):
        // Too deep to fold or walk safely: reported at its place, nothing else of this file is looked at.
        let index = sources.add(path: input.path, tree: parsed)
        errors.append(.error(.nestedTooDeeply(limits.maxSyntaxDepth), at: sources.location(of: deep, in: index)))
        continue
      case .parsed(let folded):
        tree = folded
      }
      let index = sources.add(path: input.path, tree: tree, nestingLevel: limits.maxNestingLevel)
      guard tree.hasError else { continue }  // a missing token or a lexer error marks the tree
      switch tokenTrouble(in: tree, missingLimit: Self.maxMissingTokens) {
      case .manyMissing(let missing)?:
        // Reported without swift-syntax's generator, which is quadratic in them.
        let position =
          missing.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? missing.position
        let l = sources.files[index].converter.location(for: position)
        let message: ViewGraphMessage =
          missing.tokenKind == .semicolon
          ? .consecutiveStatements()
          : .manyMissingTokens(
            missing.text.isEmpty || missing.text.hasPrefix("<#") ? "more code" : "'\(missing.text)'",
            Self.maxMissingTokens)
        errors.append(
          .error(message, at: SourceLocation(file: index, line: l.line, column: l.column, offset: position.utf8Offset)))
        continue
      case .equalWithoutFixIt(let token, let diagnostic)?:
        // swift-syntax's generator would trap making this diagnostic's (empty) Fix-It: said here.
        let position = token.position.advanced(by: Int(diagnostic.byteOffset))
        let l = sources.files[index].converter.location(for: position)
        errors.append(
          .error(
            .unevenlySpacedEqual(),
            at: SourceLocation(file: index, line: l.line, column: l.column, offset: position.utf8Offset)))
        continue
      case nil:
        break
      }
      let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
      for diagnostic in diagnostics where diagnostic.diagMessage.severity == .error {
        let converter = sources.files[index].converter
        let l = converter.location(for: diagnostic.position)
        errors.append(
          ViewGraphDiagnostic(
            .error, diagnostic.message,
            at: SourceLocation(file: index, line: l.line, column: l.column, offset: diagnostic.position.utf8Offset)))
      }
    }
    if deferringErrors {
      sources.syntaxErrors = errors
    } else if !errors.isEmpty {
      throw ViewGraphError(errors, sources: sources)
    }
    return sources
  }

  /// A file as read, before it joins a program's files: refused before parsing, not parsed in
  /// time, too deep to walk, or parsed and folded.
  private enum ReadFile {
    case refused(ViewGraphMessage)
    case timedOut
    case busy
    case tooDeep(SourceFileSyntax, Syntax)
    case parsed(SourceFileSyntax)
  }

  /// Reads one file: its shape checked, parsed within the deadline, its operators folded.
  private static func read(
    _ input: (path: String, text: String), limits: EvaluationLimits, until deadline: DispatchTime
  ) -> ReadFile {
    if let refusal = HostileShape.first(in: input.text, path: input.path, limits: limits, until: deadline) {
      return .refused(refusal)
    }
    let parsed: SourceFileSyntax
    switch ParseWatchdog.parse(input.text, limits: limits, until: deadline) {
    case .parsed(let tree): parsed = tree
    case .timedOut: return .timedOut
    case .busy: return .busy
    }
    if let deep = deepestNode(in: parsed, limit: limits.maxSyntaxDepth) { return .tooDeep(parsed, deep) }
    return .parsed(folded(parsed))
  }

  /// A parsed file with its operators folded (a file's tree let go of is parsed and folded again,
  /// `SourceFiles.letGoOfProgramTrees`).
  static func folded(_ parsed: SourceFileSyntax) -> SourceFileSyntax {
    OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
  }

  /// More missing tokens than this (statements on one line without `;`, unclosed `{`) make
  /// swift-syntax's diagnostics quadratic: each walks its line or collects the tokens around it.
  static let maxMissingTokens = 100

  /// What swift-syntax's diagnostics generator must not be given, found in one walk over the
  /// tokens: more than `missingLimit` missing tokens (it is quadratic in them; the first is
  /// returned), else an `=` the lexer finds unevenly spaced whose Fix-It would change nothing
  /// (`let x \u{1}= 1`: a control character binds it on the left, yet space trivia is on both
  /// sides), on which the generator traps (fuzzer finding, issue 12).
  static func tokenTrouble(in tree: SourceFileSyntax, missingLimit: Int) -> TokenTrouble? {
    var firstMissing: TokenSyntax?
    var missingCount = 0
    var unevenEqual: (TokenSyntax, TokenDiagnostic)?
    for token in tree.tokens(viewMode: .all) {
      if token.presence == .missing {
        if firstMissing == nil { firstMissing = token }
        missingCount += 1
        if missingCount > missingLimit, let firstMissing { return .manyMissing(firstMissing) }
      } else if unevenEqual == nil, let diagnostic = token.tokenDiagnostic,
        diagnostic.kind == .equalMustHaveConsistentWhitespaceOnBothSides
      {
        let spacedBefore = token.previousToken(viewMode: .all)?.trailingTrivia.contains { $0.isSpaceOrTab } ?? false
        if spacedBefore, token.trailingTrivia.contains(where: \.isSpaceOrTab) { unevenEqual = (token, diagnostic) }
      }
    }
    return unevenEqual.map { .equalWithoutFixIt($0.0, $0.1) }
  }

  /// See `tokenTrouble(in:missingLimit:)`.
  enum TokenTrouble {
    case manyMissing(TokenSyntax)
    case equalWithoutFixIt(TokenSyntax, TokenDiagnostic)
  }

  /// The first node deeper than `limit` (a chain of operators counts as deep as it will be once
  /// folded), found without recursion.
  static func deepestNode(in tree: SourceFileSyntax, limit: Int) -> Syntax? {
    var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
    while let (node, depth) = pending.popLast() {
      let chain = node.as(SequenceExprSyntax.self).map { $0.elements.count / 2 } ?? 0
      if depth + chain > limit { return node }
      for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
    }
    return nil
  }

  /// Reads and parses a program from disk: files, folders, Xcode projects (the app target, or
  /// `target`) and Swift packages (`ProgramFiles`).
  /// `overlay`'s texts stand in for the files it names, and its added files follow the program's;
  /// all follow `prelude`'s.
  package static func load(
    paths: [String], after prelude: PreludeModel, target: String? = nil, packages: [String] = [],
    limits: EvaluationLimits = .init(), overlay: SourceOverlay = .init()
  ) throws(ViewGraphError) -> SourceFiles {
    let program = try ProgramFiles.resolve(paths, target: target, packages: packages, limits: limits)
    var inputs: [(path: String, text: String)] = []
    for path in program.files {
      if let text = overlay.replaced[path] {
        inputs.append((path, text))
      } else {
        inputs.append((path, try read(path, limits: limits)))
      }
    }
    inputs += overlay.added.map { ($0.path, $0.text) }
    // The NSManagedObject subclasses Xcode writes from the Core Data models in the folders read.
    let folders = paths.filter { path in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
    inputs += CoreDataModelCodegen.generatedFiles(in: folders, besides: inputs.map(\.text))
    let sources = try parse(inputs, after: prelude, limits: limits, deferringErrors: true)
    sources.ownModules = program.ownModules
    sources.moduleOfFile = program.moduleOfFile
    sources.readAs = program.readAs
    sources.platform = program.platform
    sources.packagesNotFound = program.packagesNotFound
    sources.projectSwiftFiles = program.projectFiles.count
    sources.projectFilesLoaded =
      program.files.filter { program.projectFiles.contains(FolderWalk.realPath($0) ?? $0) }.count
    sources.loadedFolders = paths.compactMap { path in
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
      return isFolder.boolValue ? path : nil
    }
    sources.packagesRead = program.packagesRead
    sources.readingWarnings = program.warnings
    return sources
  }

  /// The text of one source file: a regular file no larger than the limit (`bytes(of:limit:)`),
  /// and UTF-8; if it is not, the error is at its first byte that is not.
  static func read(_ path: String, limits: EvaluationLimits) throws(ViewGraphError) -> String {
    let data = try bytes(of: path, limits: limits)
    guard let text = String(data: data, encoding: .utf8) else {
      let (line, column) = firstInvalidUTF8(in: data)
      throw ViewGraphError([.error(.notText(), at: .outside(path, line: line, column: column))])
    }
    return text
  }

  /// The bytes of a file ViewGraph reads (a source file, a `Package.swift`, a `project.pbxproj`):
  /// a regular file (a device, FIFO or socket would block or never end), no larger than the source
  /// limit, checked before reading (a sparse file of gigabytes is refused, not read), and, where
  /// the readable folders are confined, inside them once its links are resolved.
  static func bytes(of path: String, limits: EvaluationLimits) throws(ViewGraphError) -> Data {
    let limit = limits.maxSourceBytes
    func failure(_ message: ViewGraphMessage) -> ViewGraphError {
      ViewGraphError([.error(message, at: .outside(path))])
    }
    if let folders = limits.readableFolders {
      // A link's name says nothing: `key.swift` may lead to a key outside, `App.swift` to a device.
      guard let real = FolderWalk.realPath(path), folders.contains(where: { FolderWalk.isWithin(real, $0) }),
        real.hasSuffix(".swift") || real.hasSuffix("/project.pbxproj") || real.hasSuffix("/project.yml")
      else { throw failure(.outsideReadableFolders(path)) }
    }
    var info = stat()
    guard stat(path, &info) == 0 else { throw failure(.cannotOpen(path, ViewGraphMessage.reason(errno))) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw failure(.notRegularFile(path, FolderWalk.kind(info))) }
    guard Int(info.st_size) <= limit else {
      throw failure(.sourceTooLarge(path, Int(info.st_size), limit: limit))
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw failure(.cannotOpen(path, ViewGraphMessage.reason(errno)))
    }
    defer { try? handle.close() }
    // Read at most one byte past the limit, in case the file grew since it was measured.
    let data = (try? handle.read(upToCount: limit == .max ? limit : limit + 1)) ?? Data()
    guard data.count <= limit else { throw failure(.sourceTooLarge(path, data.count, limit: limit)) }
    return data
  }

  /// Line and column (in bytes, from 1) of the first byte that is not valid UTF-8.
  private static func firstInvalidUTF8(in data: Data) -> (Int, Int) {
    var line = 1
    var lineStart = 0
    var offset = 0
    var decoder = UTF8()
    var bytes = data.makeIterator()
    loop: while true {
      switch decoder.decode(&bytes) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        if scalar == "\n" {
          line += 1
          lineStart = offset
        }
      case .emptyInput: break loop
      case .error: break loop
      }
    }
    return (line, offset - lineStart + 1)
  }
}
