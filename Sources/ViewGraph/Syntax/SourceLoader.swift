import Foundation
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads the files of a program, parses them with swift-syntax, folds operators, and reports
/// syntax errors with swift-syntax's own diagnostics.
struct SourceLoader {
  /// Parses `(path, text)` pairs into one set of source files; syntax errors are thrown, rendered
  /// as the compiler renders them.
  /// Parsing runs on the evaluation thread's large stack, with swift-syntax's nesting limit set
  /// explicitly so debug and release builds accept the same programs.
  /// With `deferringErrors`, syntax errors are kept in `syntaxErrors` for the lowering to report
  /// with its own, all at once. A program's files follow the prelude's; a snippet's
  /// (`withPrelude: false`) stand alone, to be added to a loaded program's files.
  static func parse(
    _ inputs: [(path: String, text: String)], limits: EvaluationLimits = .init(), deferringErrors: Bool = false,
    withPrelude: Bool = true
  ) throws(ViewGraphError) -> SourceFiles {
    try EvaluationThread.runReportingErrors { () throws(ViewGraphError) in
      try parseHere(inputs, limits: limits, deferringErrors: deferringErrors, withPrelude: withPrelude)
    }
  }

  private static func parseHere(
    _ inputs: [(path: String, text: String)], limits: EvaluationLimits, deferringErrors: Bool, withPrelude: Bool
  ) throws(ViewGraphError) -> SourceFiles {
    let sources = withPrelude ? SourceFiles.program() : SourceFiles()
    // `--max-seconds` for each file read: one file's parse, and the whole load of a program.
    sources.loadDeadline = limits.deadline(forFiles: inputs.count)
    var errors: [ViewGraphDiagnostic] = []
    for input in inputs {
      if let place = runOfBrackets(in: input.text, limit: Self.maxBracketRun) {
        errors.append(.error(.bracketsInARow("\(input.path):\(place.line):\(place.column)", Self.maxBracketRun), at: .unknown))
        continue
      }
      if let place = elseIfPastLimit(in: input.text, limit: Self.maxElseIfs) {
        errors.append(.error(.elseIfChainTooLong("\(input.path):\(place.line):\(place.column)", Self.maxElseIfs), at: .unknown))
        continue
      }
      if let place = unclosedPastLimit(in: input.text, limit: limits.maxNestingLevel) {
        errors.append(.error(.bracketsNeverClosed("\(input.path):\(place.line):\(place.column)", limits.maxNestingLevel), at: .unknown))
        continue
      }
      let parsed: SourceFileSyntax
      switch ParseWatchdog.parse(input.text, limits: limits, until: min(sources.loadDeadline, limits.deadline(forFiles: 1))) {
      case .parsed(let tree):
        parsed = tree
      case .timedOut:
        errors.append(.error(.parseTimeLimit("\(input.path):1:1", limits.maxSeconds), at: .unknown))
        continue
      case .busy:
        errors.append(.error(.parseBusy("\(input.path):1:1", limits.maxSeconds), at: .unknown))
        continue
      }
      if let deep = deepestNode(in: parsed, limit: limits.maxSyntaxDepth) {
        // Too deep to fold or walk safely: reported at its place, nothing else of this file is looked at.
        let index = sources.add(path: input.path, tree: parsed)
        errors.append(.error(.nestedTooDeeply(limits.maxSyntaxDepth), at: sources.location(of: deep, in: index)))
        continue
      }
      let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
      let tree = folded.as(SourceFileSyntax.self) ?? parsed
      let index = sources.add(path: input.path, tree: tree)
      guard tree.hasError else { continue }  // a missing token or a lexer error marks the tree
      switch tokenTrouble(in: tree, missingLimit: Self.maxMissingTokens) {
      case .manyMissing(let missing)?:
        // Reported without swift-syntax's generator, which is quadratic in them.
        let position = missing.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? missing.position
        let l = sources.files[index].converter.location(for: position)
        let message: ViewGraphMessage = missing.tokenKind == .semicolon ? .consecutiveStatements() : .manyMissingTokens(missing.text.isEmpty || missing.text.hasPrefix("<#") ? "more code" : "'\(missing.text)'", Self.maxMissingTokens)
        errors.append(.error(message, at: SourceLocation(file: index, line: l.line, column: l.column, offset: position.utf8Offset)))
        continue
      case .equalWithoutFixIt(let token, let diagnostic)?:
        // swift-syntax's generator would trap making this diagnostic's (empty) Fix-It: said here.
        let position = token.position.advanced(by: Int(diagnostic.byteOffset))
        let l = sources.files[index].converter.location(for: position)
        errors.append(.error(.unevenlySpacedEqual(), at: SourceLocation(file: index, line: l.line, column: l.column, offset: position.utf8Offset)))
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

  /// More `[` in a row than this (with only `(` and spaces between) make swift-syntax's type
  /// lookahead take exponential time; no real program has them.
  static let maxBracketRun = 10

  /// Where a run of more than `limit` opening `[` begins (only `(` and white space between them),
  /// outside comments and string literals; nil when there is none.
  static func runOfBrackets(in text: String, limit: Int) -> (line: Int, column: Int)? {
    var run = 0
    var runStart = (line: 1, column: 1)
    return firstPlace(in: text) { byte, line, column in
      switch byte {
      case UInt8(ascii: "["):
        if run == 0 { runStart = (line, column) }
        run += 1
        return run > limit ? runStart : nil
      case UInt8(ascii: "("), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "/"):
        return nil
      default:
        run = 0
        return nil
      }
    }
  }

  /// More `else if` than this in one file make swift-syntax's debug-build parse take seconds (9,000
  /// take 10 s); no real program has them.
  static let maxElseIfs = 1_000

  /// Where the `if` of the first `else if` past `limit` is, outside comments and string literals;
  /// nil when there are no more.
  static func elseIfPastLimit(in text: String, limit: Int) -> (line: Int, column: Int)? {
    var count = 0
    var word: [UInt8] = []
    var wordStart = (line: 1, column: 1)
    var lastWord: [UInt8] = []
    func isWordByte(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }
    return firstPlace(in: text + "\n") { byte, line, column in
      if isWordByte(byte) {
        if word.isEmpty { wordStart = (line, column) }
        word.append(byte)
        return nil
      }
      if !word.isEmpty {
        if word == Array("if".utf8), lastWord == Array("else".utf8) {
          count += 1
          if count > limit { return wordStart }
        }
        lastWord = word
        word = []
      }
      if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") { lastWord = [] }
      return nil
    }
  }

  /// Where the first bracket is that leaves more than `limit` brackets (`(`, `[`, `{`) open at the
  /// end of the file, outside comments and string literals; nil when fewer are left open. A file
  /// that never closes hundreds of them is not code being edited but generated or corrupt text, and
  /// swift-syntax's error recovery on it can take minutes (619 unclosed `(`: 18 s in a release
  /// build) or make the rest of the load quadratic (10,000 unclosed `Group {`).
  ///
  /// The brackets are counted twice: as code (outside comments and string literals), and as bytes,
  /// whatever surrounds them — swift-syntax's recovery can read a comment or a string differently
  /// from this scan (a `/*` inside a broken interpolation, followed by a line of `{`: over 90 s in
  /// a release build, found by the fuzzer). No file of the 84 field-trial apps leaves more than 68
  /// open counted as bytes.
  static func unclosedPastLimit(in text: String, limit: Int) -> (line: Int, column: Int)? {
    var open: [(line: Int, column: Int)] = []
    func visit(_ byte: UInt8, _ line: Int, _ column: Int) {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append((line, column))
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): _ = open.popLast()
      default: break
      }
    }
    _ = firstPlace(in: text) { byte, line, column in
      visit(byte, line, column)
      return nil
    }
    if open.count > limit { return open[limit] }
    open = []
    var line = 1
    var column = 0
    for byte in text.utf8 {
      column += 1
      visit(byte, line, column)
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
      }
    }
    return open.count > limit ? open[limit] : nil
  }

  /// The first place `visit` returns for a byte of code (outside comments and string literals,
  /// single-line and `"""` multi-line, but inside their `\(…)` interpolations, which are code; the
  /// quote that opens a string is visited), with its line and column from 1.
  private static func firstPlace(
    in text: String, _ visit: (_ byte: UInt8, _ line: Int, _ column: Int) -> (line: Int, column: Int)?
  ) -> (line: Int, column: Int)? {
    enum State { case code, lineComment, blockComment, string, multilineString }
    let bytes = Array(text.utf8)
    let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")
    func tripleQuote(at index: Int) -> Bool {
      index + 2 < bytes.count && bytes[index] == quote && bytes[index + 1] == quote && bytes[index + 2] == quote
    }
    var line = 1
    var column = 0
    var state = State.code
    var escaped = false
    var index = 0
    var skip = 0  // bytes of a `"""` already seen
    // The strings whose `\(` interpolation is open, innermost last, with the parentheses open in it.
    var interpolations: [(string: State, parentheses: Int)] = []
    while index < bytes.count {
      let byte = bytes[index]
      let previous = index > 0 ? bytes[index - 1] : 0
      index += 1
      column += 1
      defer {
        if byte == newline {
          line += 1
          column = 0
        }
      }
      if skip > 0 {
        skip -= 1
        continue
      }
      switch state {
      case .lineComment:
        if byte == newline { state = .code }
        continue
      case .blockComment:
        if previous == star, byte == slash { state = .code }
        continue
      case .string, .multilineString:
        if escaped {
          escaped = false
          if byte == UInt8(ascii: "(") {
            interpolations.append((state, 0))  // `\(`: code until its `)`
            state = .code
          }
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if state == .string, byte == quote || byte == newline {
          // A single-line string literal ends at its line's end even when its closing quote is missing.
          state = .code
        } else if state == .multilineString, tripleQuote(at: index - 1) {
          state = .code
          skip = 2
        }
        continue
      case .code:
        if let open = interpolations.last {
          if byte == UInt8(ascii: "(") {
            interpolations[interpolations.count - 1].parentheses += 1
          } else if byte == UInt8(ascii: ")") {
            if open.parentheses == 0 {
              state = open.string
              interpolations.removeLast()
              continue
            }
            interpolations[interpolations.count - 1].parentheses -= 1
          }
        }
      }
      if byte == slash, previous == slash {
        state = .lineComment
        continue
      }
      if byte == star, previous == slash {
        state = .blockComment
        continue
      }
      if tripleQuote(at: index - 1) {
        state = .multilineString
        skip = 2
      } else if byte == quote {
        state = .string
      }
      if let place = visit(byte, line, column) { return place }
    }
    return nil
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
      } else if unevenEqual == nil, let diagnostic = token.tokenDiagnostic, diagnostic.kind == .equalMustHaveConsistentWhitespaceOnBothSides {
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
  static func load(paths: [String], target: String? = nil, limits: EvaluationLimits = .init()) throws(ViewGraphError) -> SourceFiles {
    let program = try ProgramFiles.resolve(paths, target: target)
    var inputs: [(path: String, text: String)] = []
    for path in program.files {
      inputs.append((path, try read(path, limits: limits)))
    }
    let sources = try parse(inputs, limits: limits, deferringErrors: true)
    sources.ownModules = program.ownModules
    sources.readAs = program.readAs
    sources.readingWarnings = program.missingFiles.map { .warning(.projectFileMissing($0), at: .unknown) }
    return sources
  }

  /// The text of one source file: a regular file (a device, FIFO or socket would block or never
  /// end), no larger than the limit (checked before reading), and UTF-8.
  static func read(_ path: String, limits: EvaluationLimits) throws(ViewGraphError) -> String {
    func failure(_ message: ViewGraphMessage) -> ViewGraphError { ViewGraphError([.error(message, at: .unknown)]) }
    var info = stat()
    guard stat(path, &info) == 0 else { throw failure(.cannotOpen(path, ViewGraphMessage.reason(errno))) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw failure(.notRegularFile(path, "a folder"))
    case S_IFIFO: throw failure(.notRegularFile(path, "a FIFO"))
    case S_IFSOCK: throw failure(.notRegularFile(path, "a socket"))
    case S_IFCHR, S_IFBLK: throw failure(.notRegularFile(path, "a device"))
    default: throw failure(.notRegularFile(path, "a special file"))
    }
    guard Int(info.st_size) <= limits.maxSourceBytes else {
      throw failure(.sourceTooLarge(path, Int(info.st_size), limit: limits.maxSourceBytes))
    }
    guard let handle = FileHandle(forReadingAtPath: path) else { throw failure(.cannotOpen(path, ViewGraphMessage.reason(errno))) }
    defer { try? handle.close() }
    // Read at most one byte past the limit, in case the file grew since it was measured.
    let data = (try? handle.read(upToCount: limits.maxSourceBytes + 1)) ?? Data()
    guard data.count <= limits.maxSourceBytes else { throw failure(.sourceTooLarge(path, data.count, limit: limits.maxSourceBytes)) }
    guard let text = String(data: data, encoding: .utf8) else {
      let (line, column) = firstInvalidUTF8(in: data)
      throw failure(.notText("\(path):\(line):\(column)"))
    }
    return text
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
