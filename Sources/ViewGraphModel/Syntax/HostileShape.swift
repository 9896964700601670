import Dispatch
@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// The shapes of text on which swift-syntax's parser takes exponential time or minutes of error
/// recovery, found before parsing so that such a file is refused at once (with its place) instead
/// of holding a parsing thread the watchdog can only abandon. No real program has them.
///
/// The text is read as swift-syntax's lexer reads it: the tokens its parser will see in a
/// well-formed file, comments and string literals told apart as the parser tells them. In a file
/// that leaves a bracket open or has a lexer error it is read again as bytes, whatever surrounds
/// them: in a broken string interpolation the parser's recovery ends the interpolation where the
/// lexer alone did not (`"\(\(x)")…`), and then reads as code what the lexer read as a string (a
/// run of `[` after it: over 60 s, a fuzzer finding), or the reverse. Read as bytes, no file of the
/// 84 field-trial apps is refused: the longest run of `[` there is 3, the most brackets open at once 75.
enum HostileShape {
  /// More `[` in a row than this (with only `(` between them) make swift-syntax's type lookahead
  /// take exponential time.
  static let maxBracketRun = 10

  /// More `else if` than this in one file make swift-syntax's debug-build parse take seconds (9,000
  /// take 10 s).
  static let maxElseIfs = 1_000

  /// Why `text` must not be parsed, naming the place (`path:line:column`); nil when it may be. More
  /// than `limits.maxNestingLevel` brackets open at once also refuse it (the parser stops at that
  /// depth anyway): such a file is not code being edited but generated or corrupt text, and
  /// swift-syntax's error recovery on it can take minutes (619 unclosed `(`: 18 s in a release
  /// build; 1,028 `(` later closed by as many `}`: over 60 s, a fuzzer finding) or make the rest of
  /// the load quadratic (10,000 unclosed `Group {`). The most open at once in a file of the 84
  /// field-trial apps is 75. The reading stops at `deadline` (the parse's own, `--max-seconds`):
  /// lexing ten megabytes takes longer than that in a debug build (issue 34).
  static func first(
    in text: String, path: String, limits: EvaluationLimits, until deadline: DispatchTime = .distantFuture
  ) -> ViewGraphMessage? {
    let bytes = Array(text.utf8)
    func place(_ offset: Int) -> String {
      let before = bytes[..<min(offset, bytes.count)]
      let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
      return "\(path):\(before.count { $0 == UInt8(ascii: "\n") } + 1):\(offset - lineStart + 1)"
    }
    let limit = limits.maxNestingLevel
    let tokens = tokenCounts(of: bytes, limit: limit, until: deadline)
    for counts in tokens.wellFormed ? [tokens] : [tokens, byteCounts(of: bytes, limit: limit, until: deadline)] {
      if counts.outOfTime { return .preParseTimeLimit("\(path):1:1", limits.maxSeconds) }
      if let start = counts.bracketRun { return .bracketsInARow(place(start), maxBracketRun) }
      if let start = counts.elseIfPastLimit { return .elseIfChainTooLong(place(start), maxElseIfs) }
      if let start = counts.openPastLimit { return .bracketsOpenAtOnce(place(start), limit) }
    }
    return nil
  }

  /// Where each shape is first found in one reading of the text (byte offsets).
  private struct Counts {
    var bracketRun: Int?
    var elseIfPastLimit: Int?
    var openPastLimit: Int?
    /// Every bracket closed and no lexer error: the parser will read the text as the lexer did.
    var wellFormed = true
    /// The deadline came before the end of the text.
    var outOfTime = false
  }

  /// Tokens or bytes read between two looks at the clock.
  private static let clockInterval = 1 << 14

  /// Counts brackets in a row and open at once: `[`, `(`, `{` and their closers fed in order; only `(`
  /// and white space may come between the `[` of a run.
  private struct Brackets {
    let limit: Int
    var run = (count: 0, start: 0)
    var depth = 0
    var firstLongRun: Int?
    /// The first bracket that made more than `limit` open at once.
    var firstPastLimit: Int?

    init(limit: Int) { self.limit = limit }

    mutating func opening(_ bracket: UInt8, at offset: Int) {
      depth += 1
      if depth > limit, firstPastLimit == nil { firstPastLimit = offset }
      if bracket == UInt8(ascii: "{") { run.count = 0 }
      guard bracket == UInt8(ascii: "[") else { return }
      if run.count == 0 { run.start = offset }
      run.count += 1
      if run.count > HostileShape.maxBracketRun, firstLongRun == nil { firstLongRun = run.start }
    }
    mutating func closing() {
      depth = max(0, depth - 1)
      run.count = 0
    }
    /// Anything else but white space (the lexer's trivia) ends a run of `[`.
    mutating func other() { run.count = 0 }
  }

  private static func tokenCounts(of bytes: [UInt8], limit: Int, until deadline: DispatchTime) -> Counts {
    var counts = Counts()
    var brackets = Brackets(limit: limit)
    var elseIfs = 0
    var afterElse = false
    bytes.withUnsafeBufferPointer { buffer in
      let tracker = UnsafeMutablePointer<LookaheadTracker>.allocate(capacity: 1)
      tracker.initialize(to: LookaheadTracker())
      defer { tracker.deallocate() }
      var offset = 0
      var count = 0
      for lexeme in Lexer.tokenize(buffer, from: 0, lookaheadTracker: tracker, experimentalFeatures: []) {
        count += 1
        if count % clockInterval == 0, DispatchTime.now() > deadline {
          counts.outOfTime = true
          return
        }
        let start = offset + lexeme.leadingTriviaText.count
        offset += lexeme.byteLength
        if lexeme.diagnostic != nil { counts.wellFormed = false }
        switch lexeme.rawTokenKind {
        case .endOfFile: return
        case .leftSquare: brackets.opening(UInt8(ascii: "["), at: start)
        case .leftParen: brackets.opening(UInt8(ascii: "("), at: start)
        case .leftBrace: brackets.opening(UInt8(ascii: "{"), at: start)
        case .rightParen, .rightSquare, .rightBrace: brackets.closing()
        case .keyword where afterElse && lexeme.tokenText == "if":
          elseIfs += 1
          if elseIfs > maxElseIfs, counts.elseIfPastLimit == nil { counts.elseIfPastLimit = start }
          brackets.other()
        default: brackets.other()
        }
        afterElse = lexeme.rawTokenKind == .keyword && lexeme.tokenText == "else"
        if brackets.firstLongRun != nil || brackets.firstPastLimit != nil { return }
      }
    }
    counts.bracketRun = brackets.firstLongRun
    counts.openPastLimit = brackets.firstPastLimit
    if brackets.depth > 0 { counts.wellFormed = false }
    return counts
  }

  private static func byteCounts(of bytes: [UInt8], limit: Int, until deadline: DispatchTime) -> Counts {
    var brackets = Brackets(limit: limit)
    var counts = Counts()
    for (offset, byte) in bytes.enumerated() {
      if offset % clockInterval == 0, DispatchTime.now() > deadline {
        counts.outOfTime = true
        return counts
      }
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"): brackets.opening(byte, at: offset)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): brackets.closing()
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
      default: brackets.other()
      }
      if brackets.firstLongRun != nil || brackets.firstPastLimit != nil { break }
    }
    counts.bracketRun = brackets.firstLongRun
    counts.openPastLimit = brackets.firstPastLimit
    return counts
  }
}
