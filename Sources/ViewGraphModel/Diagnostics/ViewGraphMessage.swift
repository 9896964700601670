import Foundation

/// The catalogue of everything ViewGraph says about its input: lowercase, no trailing period,
/// names in 'single quotes' (as swift-syntax's messages are).
public struct ViewGraphMessage: Hashable, Sendable {
  public var text: String
  /// What sort of finding it is, so that no one has to read it from the text.
  public var kind: Kind

  /// What sort of finding a message is.
  public enum Kind: Sendable, Hashable {
    /// Anything else: a syntax error, bad input, a wrong scenario.
    case other
    /// Something ViewGraph does not simulate (a warning where declared, an error where it runs).
    case notSimulated
    /// An error of the running program (an index out of range, a missing environment object).
    case runtime
    /// What Swift's type checker rejects (a member a type does not have, a missing argument). An
    /// app compiles, so in an app's code it means ViewGraph misread the code: where a view or an
    /// action of the app runs, it degrades to a warning (`ViewGraphDiagnostic.degradable(_:)`).
    case typeCheck
  }

  public init(_ text: String, kind: Kind = .other) {
    self.text = text
    self.kind = kind
  }
}

// MARK: - Reading and parsing

extension ViewGraphMessage {
  /// A path as a diagnostic shows it: control characters escaped as Swift writes them, so a file
  /// name holding a newline cannot start a line that reads as a diagnostic of its own.
  public static func shown(_ path: String) -> String {
    guard path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return path }
    var shown = ""
    for scalar in path.unicodeScalars {
      switch scalar {
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      case _ where scalar.properties.generalCategory == .control: shown += "\\u{\(String(scalar.value, radix: 16))}"
      default: shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  static func cannotRead(_ path: String) -> Self { .init("cannot read '\(shown(path))': no such file or folder") }
  static func projectFileMissing(_ path: String) -> Self {
    .init(
      "the project lists '\(shown(path))', which is not there (kept out of version control?); the program loads without it",
      kind: .notSimulated)
  }
  /// Said at the first byte that is not UTF-8, in the compiler's form (`path:line:column: error: …`).
  static func notText() -> Self {
    .init("cannot read this file: it is not UTF-8 text (the first byte that is not is here)")
  }
  public static func cannotWrite(_ path: String, _ reason: String) -> Self {
    .init("cannot write '\(path)': \(reason)")
  }

  // MARK: Walking folders (issue 34)

  static func cannotSearch(_ folder: String, _ reason: String) -> Self {
    .init("cannot search '\(shown(folder))': \(reason); the files below it are not read")
  }
  static func skippedEntry(_ path: String, _ reason: String) -> Self { .init("'\(shown(path))' is skipped: \(reason)") }
  static func namesNotUTF8(_ folder: String, _ count: Int) -> Self {
    .init(
      "\(count == 1 ? "a name" : "\(count) names") in '\(shown(folder))' \(count == 1 ? "is" : "are") not UTF-8; \(count == 1 ? "it is" : "they are") skipped"
    )
  }
  static func linkLeavesFolder(_ link: String, _ target: String, _ folder: String) -> Self {
    .init(
      "'\(shown(link))' is a link to '\(shown(target))', outside '\(shown(folder))': ViewGraph does not follow it out of the folder it reads"
    )
  }
  static func walkStopped(_ folder: String, _ limit: Int) -> Self {
    .init(
      "stopped reading '\(shown(folder))' after \(limit) files and folders: ViewGraph reads no more from one folder (name a smaller one)"
    )
  }
  /// `what` names the folder: `the synchronized folder of the target 'App' of Landmarks.xcodeproj`.
  static func walkHoldsFolder(_ what: String, _ folder: String, _ boundary: String) -> Self {
    .init(
      "\(what) is '\(shown(folder))', which holds '\(shown(boundary))': ViewGraph does not read out of the folder it is given, so it is not read"
    )
  }
  static func walkOutsideFolder(_ what: String, _ folder: String, _ boundary: String) -> Self {
    .init(
      "\(what) is '\(shown(folder))', outside '\(shown(boundary))': ViewGraph does not read out of the folder it is given, so it is not read (name a folder that holds both)"
    )
  }
  static func notAProjectFile(_ path: String) -> Self {
    .init("cannot read '\(shown(path))': it is not a property list of an Xcode project (damaged, or cut short)")
  }
  /// A project file or manifest that could not be read (`problem`), and what is read instead.
  static func readInstead(_ problem: String, _ instead: String) -> Self { .init("\(problem); \(instead)") }
  static func groupInsideItself(_ group: String, _ project: String) -> Self {
    .init(
      "the group '\(shown(group))' of \(shown(project)) is inside itself (its own child, or a cycle of groups): its path is taken from the project's folder"
    )
  }
  static func computedManifest(_ path: String, _ count: Int, readingFolder: Bool, inferred: [String] = []) -> Self {
    let outcome =
      readingFolder
      ? "it finds no target, and the folder is read instead"
      : !inferred.isEmpty
        ? "each folder of 'Sources' is read as a target of its name (\(inferred.map { "'\($0)'" }.joined(separator: ", ")))"
        : count == 1 ? "that target's files are not read" : "their files are not read"
    return .init(
      "'\(shown(path))' names \(count == 1 ? "a target" : "\(count) targets") with code, not a literal string: ViewGraph reads a manifest without running it, so \(outcome)"
    )
  }
  /// A Tuist target linking targets its projects make with code: every project's sources are read.
  static func computedDependencies(_ names: [String], of target: String, readingSources count: Int) -> Self {
    .init(
      "the target '\(target)' links \(names.map { "'\($0)'" }.joined(separator: ", ")), made by code in \(names.count == 1 ? "its project" : "their projects"), not found by name: ViewGraph reads the 'Sources' folders of every project in the workspace instead (\(count) Swift \(count == 1 ? "file" : "files"))"
    )
  }
  /// What a folder whose project file cannot be read is read as: its Swift files, but those the
  /// damaged file does not name.
  static func folderReadInstead(leftOut: [String]) -> Self {
    guard !leftOut.isEmpty else { return .init("the folder is read instead") }
    let names =
      leftOut.prefix(3).map { "'\(shown(($0 as NSString).lastPathComponent))'" }.joined(separator: ", ")
      + (leftOut.count > 3 ? ", …" : "")
    return .init(
      "the folder is read instead, but for \(leftOut.count) '.swift' \(leftOut.count == 1 ? "file" : "files") the project file does not name (\(names))"
    )
  }
  static func targetFolderMissing(_ target: String, _ looked: [String]) -> Self {
    .init(
      "the target '\(target)' has no folder: \(looked.map { "'\(shown($0))'" }.joined(separator: ", ")) \(looked.count == 1 ? "is" : "are") not there"
    )
  }
  /// Why a launch shows the scene it shows (issue 36): one line.
  package static func launchedScene(_ app: String, _ which: String, _ scene: String, at place: String, others: [String])
    -> Self
  {
    .init(
      "launched the \(which) of '\(app)', its \(scene) at \(place), as a fresh launch opens it; not launched: \(others.joined(separator: ", "))"
    )
  }
  static func twoMainApps(_ launched: String, _ other: String, at place: String) -> Self {
    .init(
      "two '@main' apps: '\(launched)' is launched, not '\(other)' (at \(place)); launch that one with '--root \(other)'"
    )
  }

  /// A system error number (`errno`) in plain words.
  public static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file or folder"
    case EACCES, EPERM: "permission denied"
    case ENOSPC: "the disk is full"
    case EFBIG: "the file would be larger than the system allows (a file size limit)"
    case EDQUOT: "the disk quota is exceeded"
    case EISDIR: "it is a folder"
    case ENOTDIR: "a part of the path is not a folder"
    case EROFS: "the file system is read-only"
    case ENAMETOOLONG: "the name is too long"
    default: String(cString: strerror(code)).lowercased()
    }
  }

  /// A file a confined run may not read (the MCP server's child, issue 34): named, never shown.
  static func outsideReadableFolders(_ path: String) -> Self {
    .init(
      "cannot read '\(shown(path))': it is not a Swift or project file inside the folders this run may read (its links resolved)"
    )
  }
  static func notRegularFile(_ path: String, _ kind: String) -> Self {
    .init("cannot read '\(shown(path))': it is \(kind), not a regular file")
  }
  static func cannotOpen(_ path: String, _ reason: String) -> Self { .init("cannot read '\(shown(path))': \(reason)") }
  static func sourceTooLarge(_ path: String, _ size: Int, limit: Int) -> Self {
    .init(
      "cannot read '\(shown(path))': it is \(size) bytes, more than the limit of \(limit); raise it with '--max-source-size'"
    )
  }
  static func nestedTooDeeply(_ limit: Int) -> Self {
    .init("expression nested deeper than \(limit) levels; ViewGraph stops here instead of overflowing its stack")
  }
  package static func valueNestedTooDeeply(_ limit: Int) -> Self {
    .init(
      "a value nested deeper than \(limit) levels (arrays, dictionaries, tuples, structs or enum payloads inside one another); ViewGraph stops here instead of overflowing its stack"
    )
  }
  /// swift-syntax's own message, for when ViewGraph does not run its (here quadratic) generator.
  /// swift-syntax's own words for an `=` bound on one side only.
  static func unevenlySpacedEqual() -> Self { .init("'=' must have consistent whitespace on both sides") }
  static func consecutiveStatements() -> Self {
    .init("consecutive statements on a line must be separated by newline or ';'")
  }
  static func manyMissingTokens(_ what: String, _ limit: Int) -> Self {
    .init("expected \(what); more than \(limit) tokens are missing, only the first is reported")
  }
  package static func tooManyNestedValues(_ limit: Int) -> Self {
    .init(
      "a value holding more than \(limit) nested arrays, dictionaries, tuples, structs or enum payloads (a part shared twice counts twice); ViewGraph stops here"
    )
  }
  static func elseIfChainTooLong(_ place: String, _ limit: Int) -> Self {
    .init(
      "more than \(limit) 'else if' in one file at \(place): ViewGraph does not parse them, as swift-syntax's parser would take seconds"
    )
  }
  static func bracketsInARow(_ place: String, _ limit: Int) -> Self {
    .init(
      "more than \(limit) '[' in a row at \(place): ViewGraph does not parse them, as swift-syntax's parser would take exponential time"
    )
  }
  static func bracketsOpenAtOnce(_ place: String, _ limit: Int) -> Self {
    .init(
      "more than \(limit) brackets are open at once, the first past the limit at \(place): ViewGraph does not parse the file, as swift-syntax's error recovery would take minutes"
    )
  }
  static func loadTimeLimit(_ seconds: Double) -> Self {
    .init(
      "loading did not finish in \(seconds.formatted()) s (parsing and lowering this much code; '--max-seconds' for each file); raise the budget with '--max-seconds'"
    )
  }
  static func parseBusy(_ place: String, _ seconds: Double) -> Self {
    .init(
      "\(place) was not parsed: an earlier file's parse that ran out of time was still running after \(seconds.formatted()) s; ViewGraph keeps at most one such parse, so they never pile up"
    )
  }
  /// The look over a file's tokens before parsing (`HostileShape`) ran out of time: a file of megabytes.
  static func preParseTimeLimit(_ place: String, _ seconds: Double) -> Self {
    .init(
      "reading \(place) before parsing did not finish in \(seconds.formatted()) s (is it generated, megabytes long?); raise the budget with '--max-seconds'"
    )
  }
  static func parseTimeLimit(_ place: String, _ seconds: Double) -> Self {
    .init(
      "parsing \(place) did not finish in \(seconds.formatted()) s: swift-syntax's error recovery on malformed code (unbalanced brackets, say) can take minutes; raise the budget with '--max-seconds'"
    )
  }
  static func unsignedLiteralAsBits(_ text: String) -> Self {
    .init(
      "'\(text)' is above Int.max: ViewGraph holds it as an Int of the same 64 bits (wrapping arithmetic and bit operations agree; comparisons and printing do not), as unsigned integers are not simulated by ViewGraph",
      kind: .notSimulated)
  }
  static func integerLiteralOverflow(_ text: String) -> Self {
    .init("integer literal '\(text)' overflows when stored into 'Int'")
  }
  static func closureArgumentOutOfRange(_ name: String) -> Self {
    .init("anonymous closure argument '\(name)' is beyond the 256 that ViewGraph supports")
  }
  static func noSwiftFiles(_ path: String) -> Self { .init("no '.swift' files in '\(shown(path))'") }
  static func ignoredImport(_ module: String) -> Self {
    .init(
      "import of '\(module)' is ignored: ViewGraph knows SwiftUI, Observation, Foundation, Combine and SwiftData only")
  }
  package static func unsupported(_ what: String) -> Self { .init("\(what) is not supported by ViewGraph") }
  static func notSimulated(_ what: String) -> Self {
    .init(
      "\(what) is not simulated by ViewGraph; the program loads, and code that reaches it goes on with an opaque value",
      kind: .notSimulated)
  }
  /// A name the app uses that ViewGraph does not know: a framework's, since the app compiles (issue
  /// 36: not the compiler's "cannot find … in scope", which would blame the app's code).
  static func notSimulatedName(_ name: String) -> Self {
    .init(
      "'\(name)' is not simulated by ViewGraph (a framework's name it does not know): it is an opaque value where it is used",
      kind: .notSimulated)
  }
  package static func notSimulatedConformanceMember(_ name: String, of type: String, _ conformance: String) -> Self {
    .init(
      "'\(name)' of a \(conformance) value ('\(type)') is not simulated by ViewGraph: it is an opaque value here",
      kind: .notSimulated)
  }
  package static func memberNotGenerated(_ name: String, of type: String, by generator: String) -> Self {
    .init(
      "'\(name)' of '\(type)' is not in the file \(generator) generated here: the build writes that file again from the project's resources, and ViewGraph runs no generator; it is an opaque value",
      kind: .notSimulated)
  }
  /// A member of a type the program declares empty, which only generated code can give it.
  package static func memberOfEmptyType(_ name: String, of type: String) -> Self {
    .init(
      "'\(name)' of '\(type)' is not in the files read: '\(type)' declares no members, so code a build step generates (SwiftGen, R.swift, a script) adds them, and that file is not in the checkout; it is an opaque value",
      kind: .notSimulated)
  }
  package static func notSimulatedMember(_ name: String, of type: String) -> Self {
    .init("'\(type).\(name)' is not simulated by ViewGraph: it is an opaque value here", kind: .notSimulated)
  }
  package static func unsimulatedWrite(_ target: String) -> Self {
    .init("'\(target)' is not simulated by ViewGraph: a write to it goes nowhere", kind: .notSimulated)
  }
  package static func opaqueUsed(_ description: String, madeAt origin: String, _ outcome: String) -> Self {
    .init("'\(description)' is not simulated by ViewGraph (it was made at \(origin)): \(outcome)", kind: .notSimulated)
  }
  package static func notSimulatedHere(_ what: String) -> Self {
    .init("\(what) is not simulated by ViewGraph", kind: .notSimulated)
  }
  package static func unregisteredDependency(_ type: String, in container: String) -> Self {
    .init(
      "nothing is registered for '\(type)' in \(container) before it is resolved here: an opaque value stands for it",
      kind: .notSimulated)
  }
  static func ranNotSimulated(_ message: ViewGraphMessage) -> Self {
    .init("\(message.text); this code ran", kind: .notSimulated)
  }
  package static func cannotFind(_ name: String) -> Self { .init("cannot find '\(name)' in scope") }
  static func preludeContract(_ violation: String) -> Self {
    .init("ViewGraph's prelude breaks its contract (Prelude/PreludeContract.swift): \(violation)")
  }
  static func unknownTarget(_ name: String, in project: String, _ targets: [String]) -> Self {
    .init(
      "no target named '\(name)' in \(project); its targets are \(targets.map { "'\($0)'" }.joined(separator: ", "))")
  }
  static func noAppTarget(_ project: String) -> Self {
    .init("\(project) has no target to run; name one with '--target'")
  }
  static func unknownNative(_ name: String) -> Self {
    .init("no native named '\(name)' is registered (natives are listed by NativeRegistry)")
  }
  static func nativeArity(_ name: String, _ arity: ClosedRange<Int>, given: Int) -> Self {
    let expected =
      arity.lowerBound == arity.upperBound ? "\(arity.lowerBound)" : "\(arity.lowerBound) to \(arity.upperBound)"
    return .init("the native '\(name)' takes \(expected) arguments, not \(given)")
  }
  static func duplicateType(_ name: String) -> Self { .init("invalid redeclaration of '\(name)'") }
  package static func unknownMacro(_ name: String) -> Self { .init("unknown macro '#\(name)'") }
  static func scenarioNeedsName() -> Self { .init("'#scenario' needs a name string and a trailing closure") }
}

// MARK: - Choosing a root

extension ViewGraphMessage {
  package static func unknownRoot(_ name: String) -> Self { .init("no view or app named '\(name)' in the program") }
  package static func noRoot() -> Self {
    .init(
      "no root to launch: add '@main struct …: App' or one '#Preview { … }', give the scenario one ('#scenario(\"…\", root: MyView())'), or pass '--root TypeName'"
    )
  }
  package static func chosenRoot(_ chosen: String, others: [String]) -> Self {
    .init(
      "launched \(chosen) as the root; \(others.map { "'\($0)'" }.joined(separator: ", ")) could be the root too: choose with '--root TypeName', '#Preview { … }' or '#scenario(\"…\", root: MyView())'"
    )
  }
  package static func rootStartedBy(_ app: String, _ main: String) -> Self {
    .init(
      "launched '\(app)', the SwiftUI app the program declares; its entry point is '\(main)', which ViewGraph does not run"
    )
  }
  package static func hostedRoot(_ place: String) -> Self {
    .init("the app starts in UIKit or AppKit: launched the SwiftUI view it hosts at \(place)")
  }
  static func unknownExpectation(_ name: String, suggestion: String?) -> Self {
    .init(
      "unknown expectation '#\(name)'"
        + (suggestion.map { "; did you mean '#\($0)'?" }
          ?? "; use #expectUpdates, #expectInserted, #expectRemoved, #expectHidden, #expectShown, #expect or #expectError")
    )
  }
  static func duplicateScenario(_ name: String) -> Self {
    .init("another '#scenario' is already named \"\(name)\"; '--scenario' would pick the first")
  }
  package static func duplicateIDs(_ id: String, in container: String) -> Self {
    .init(
      "the ID \(id) occurs more than once in this '\(container)'; rows with the same ID get positions as extra identity, as SwiftUI's results are undefined"
    )
  }
}

// MARK: - Running

extension ViewGraphMessage {
  package static func runtime(_ text: String) -> Self { .init(text, kind: .runtime) }
  package static func forceUnwrapNil() -> Self { .init("unexpectedly found nil while unwrapping an optional value") }
  package static func indexOutOfRange(_ index: Int, _ count: Int) -> Self {
    .init("index \(index) out of range for a collection of \(count) elements")
  }
  /// A member of a standard-library, Foundation or SwiftUI value that no library registers: the
  /// app compiles, so it is ViewGraph's gap, said as one, never in the compiler's words (issue 36).
  package static func noMember(_ name: String, on type: String) -> Self {
    .init("'\(name)' of '\(type)' is not simulated by ViewGraph", kind: .typeCheck)
  }
  /// A member a type the program declares in full does not have: the program's own error (a typo),
  /// never degraded.
  package static func noDeclaredMember(_ name: String, on type: String) -> Self {
    .init("value of type '\(type)' has no member '\(name)'")
  }
  package static func notCallable(_ what: String) -> Self {
    .init("cannot call value of type '\(what)'", kind: .typeCheck)
  }
  package static func missingArgument(_ label: String, in callee: String) -> Self {
    .init("missing argument for parameter '\(label)' in call to '\(callee)'", kind: .typeCheck)
  }
  package static func extraArgument(_ label: String, in callee: String) -> Self {
    .init("extra argument '\(label)' in call to '\(callee)'", kind: .typeCheck)
  }
  package static func cannotAssign(_ what: String) -> Self { .init("cannot assign to \(what)", kind: .typeCheck) }
  package static func cannotAssignValue(ofType value: String, to type: String) -> Self {
    .init("cannot assign value of type '\(value)' to type '\(type)'", kind: .typeCheck)
  }
  package static func cannotAssignNil(to type: String) -> Self {
    .init("'nil' cannot be assigned to type '\(type)'", kind: .typeCheck)
  }
  package static func typeMismatch(_ op: String, _ lhs: String, _ rhs: String) -> Self {
    .init("binary operator '\(op)' cannot be applied to operands of type '\(lhs)' and '\(rhs)'", kind: .typeCheck)
  }
  package static func divisionByZero() -> Self { .init("division by zero") }
  package static func noMatchingCase(_ value: String) -> Self { .init("no case of the switch matches '\(value)'") }
  package static func ambiguousMember(_ name: String, _ types: [String]) -> Self {
    .init(
      "ambiguous use of '.\(name)': \(types.map { "'\($0)'" }.joined(separator: " and ")) each have it; ViewGraph took '\(types[0])' (write '\(types[0]).\(name)' or give the place a type to choose)"
    )
  }
  package static func stackExhausted() -> Self {
    .init("code nested too deeply: ViewGraph stops here instead of overflowing its native stack")
  }
  package static func stackOverflow() -> Self { .init("calls nested too deeply (infinite recursion?)") }
  package static func stepLimit(_ limit: Int) -> Self {
    .init("evaluation did not finish after \(limit) steps (infinite loop?); raise the budget with '--max-steps'")
  }
  package static func timeLimit(_ seconds: Double) -> Self {
    .init("evaluation did not finish within \(seconds) seconds (infinite loop?); raise the budget with '--max-seconds'")
  }
  package static func memoryLimit(_ megabytes: Int, limit: Int) -> Self {
    .init(
      "evaluation holds \(megabytes) MB, more than the limit of \(limit) MB (a recursion that builds ever larger values?); raise the budget with '--max-memory'"
    )
  }
  package static func memoryLimitBeforeBuilding(_ megabytes: Int, holding resident: Int, limit: Int) -> Self {
    .init(
      "a value of \(megabytes) MB would be built while evaluation holds \(resident) MB, more than the limit of \(limit) MB in all; raise the budget with '--max-memory'"
    )
  }
  package static func arithmeticOverflow(_ expression: String) -> Self {
    .init("arithmetic overflow in '\(expression)'")
  }
  package static func notConvertible(_ value: String, to type: String) -> Self {
    .init("\(value) cannot be converted to '\(type)'")
  }
  /// A value of a type Swift does not convert (`Int(aColor)`): the type checker's error.
  package static func noConversion(from type: String, to target: String) -> Self {
    .init("'\(type)' cannot be converted to '\(target)'", kind: .typeCheck)
  }
  /// `book.title` where `book` is optional: Swift's type checker asks for `?` (so in an app, a misread).
  package static func optionalMember(_ name: String) -> Self {
    .init(
      "value of optional type must be unwrapped to refer to member '\(name)': it is nil here; use '?' or 'if let'",
      kind: .typeCheck)
  }
  package static func optionalMemberWrite(_ name: String) -> Self {
    .init("value of optional type is nil here; use '?' to reach '\(name)'", kind: .typeCheck)
  }
  package static func notABool(_ type: String) -> Self { .init("expected a 'Bool', found '\(type)'", kind: .typeCheck) }
  package static func notASequence(_ type: String) -> Self { .init("'\(type)' is not a sequence", kind: .typeCheck) }
  package static func notSubscriptable(_ type: String, index: String?) -> Self {
    .init(
      "cannot subscript a value of type '\(type)'" + (index.map { " with a '\($0)' index" } ?? ""), kind: .typeCheck)
  }
  package static func notATuple(_ type: String) -> Self { .init("cannot destructure '\(type)'", kind: .typeCheck) }
  package static func unaryMismatch(_ op: String, _ type: String) -> Self {
    .init("unary operator '\(op)' cannot be applied to '\(type)'", kind: .typeCheck)
  }
  package static func tooManyElements(_ count: String, limit: Int) -> Self {
    .init("a collection of \(count) elements is more than the limit of \(limit); raise it with '--max-elements'")
  }
  package static func stringTooLong(_ length: String, limit: Int) -> Self {
    .init("a string of \(length) bytes is longer than the limit of \(limit); raise it with '--max-string-length'")
  }
  package static func tooManyUnits(_ count: String, limit: Int) -> Self {
    .init("\(count) views and rows in one launch are more than the limit of \(limit); raise it with '--max-units'")
  }
  package static func modifyingStateDuringUpdate(_ source: String, in unit: String) -> Self {
    .init(
      "Modifying state during view update: '\(source)' was written while '\(unit)' ran its body; this will cause undefined behavior"
    )
  }
  package static func updateCycle(_ units: [String]) -> Self {
    .init("update cycle: the flush did not settle after 100 passes; still invalid: \(units.joined(separator: ", "))")
  }
  package static func degradedView(_ reason: String) -> Self {
    .init("\(reason)\(misread(reason)); the view is drawn as an empty leaf", kind: .notSimulated)
  }
  package static func degradedInitialValue(_ reason: String, of property: String) -> Self {
    .init("\(reason)\(misread(reason)); the initial value of '\(property)' is an opaque value", kind: .notSimulated)
  }
  package static func degradedAction(_ reason: String) -> Self {
    .init("\(reason)\(misread(reason)); the action stops here", kind: .notSimulated)
  }
  /// What a degraded view or action adds to its reason: nothing when the reason already says it is
  /// ViewGraph's gap; else that the app compiles, so ViewGraph misread it.
  private static func misread(_ reason: String) -> String {
    reason.contains("not simulated by ViewGraph")
      ? "" : ": an app that compiles has none of this, so ViewGraph misread the code here"
  }
  package static func modifierMissingFromStep(_ name: String, on view: String) -> Self {
    .init("'.\(name)' on '\(view)' is not simulated by ViewGraph; its effect is missing from this step")
  }
  package static func unknownModifier(_ name: String) -> Self {
    .init("modifier '.\(name)' is unknown to ViewGraph; its arguments were evaluated for what they read")
  }
  package static func unknownMethodOnBuildingView(_ name: String, _ view: String) -> Self {
    .init(
      "'.\(name)(…)' on '\(view)' in its own body is not simulated by ViewGraph (code it did not read, such as a package not found): its view is opaque; it is not a modifier of '\(view)', which would build '\(view)' inside itself",
      kind: .notSimulated)
  }
  private static func standInNote(_ type: String) -> String {
    ". SwiftUI stops here unless code ViewGraph does not run provides one (the root is ViewGraph's choice); one '\(type)()' stands in for the rest of this launch"
  }
  package static func missingEnvironmentObject(_ type: String, in view: String, standIn: Bool = false) -> Self {
    .init(
      "no observable object of type '\(type)' in the environment of '\(view)'; add '.environment(_:)' with a '\(type)' above it, or declare it optional\(standIn ? standInNote(type) : "")"
    )
  }
  /// `compare --as-observable NAME` (issue 40): NAME is not one of the program's ObservableObject classes.
  static func notAnObservableObject(_ name: String, known: [String]) -> Self {
    .init(
      "'\(name)' is not an 'ObservableObject' class of the program; "
        + (known.isEmpty ? "it has none" : "it has " + known.map { "'\($0)'" }.joined(separator: ", ")))
  }
  package static func missingEnvironmentObjectOfObservableObject(_ type: String, in view: String, standIn: Bool = false)
    -> Self
  {
    .init(
      "no ObservableObject of type '\(type)' for '@EnvironmentObject' in '\(view)'; a '.environmentObject(_:)' for '\(type)' may be missing above it\(standIn ? standInNote(type) : "")"
    )
  }
  package static func viewsNestedTooDeeply(_ parent: String, _ child: String, _ depth: Int, repeats: Bool) -> Self {
    .init(
      "views nested more than \(depth) deep: '\(parent)' builds '\(child)'"
        + (repeats ? " ('\(child)' is already above it: does it build itself?)" : ""))
  }
  package static func notPresented(_ name: String) -> Self {
    .init("'.\(name)' is kept but never presented: ViewGraph presents content driven by 'isPresented:' or 'item:' only")
  }
  package static func notAView(_ type: String) -> Self { .init("'\(type)' is not a view", kind: .typeCheck) }
  package static func packageProtocolView(_ type: String, conformingTo protocolName: String) -> Self {
    .init(
      "'\(type)' is a '\(protocolName)', a package's protocol ViewGraph does not simulate: it is drawn as a leaf of its own, and the views the package builds from it are not in the graph",
      kind: .notSimulated)
  }
  package static func opaqueView(_ description: String, madeAt origin: String, buildsContent: Bool = false) -> Self {
    if buildsContent {
      return .init(
        "'\(description)' is not simulated by ViewGraph (it was made at \(origin)): its content closure is built as its content, as a container shows it; what the view itself adds is not in the graph",
        kind: .notSimulated)
    }
    return .init(
      "'\(description)' is not simulated by ViewGraph (it was made at \(origin)): it is drawn as an empty leaf, and the views it would build are not in the graph",
      kind: .notSimulated)
  }
}

// MARK: - Scenarios

extension ViewGraphMessage {
  package static func noLiveInstance(_ type: String) -> Self { .init("no live instance of '\(type)'") }
  package static func onlyHiddenInstances(_ type: String, _ count: Int) -> Self {
    .init(
      "no instance of '\(type)' on screen; \(count) hidden (in a tab that is not selected, or on a screen a pushed destination covers)"
    )
  }
  package static func severalLiveInstances(_ type: String, _ count: Int) -> Self {
    .init("\(count) live instances of '\(type)'; use 'findAll(\(type).self)' to choose one")
  }
  package static func noControl(_ kind: String, _ label: String) -> Self {
    .init("no \(kind) labelled \"\(label)\" on screen")
  }
  package static func noOption(_ option: String, in picker: String, _ options: [String]) -> Self {
    .init(
      "the picker \"\(picker)\" has no option \"\(option)\""
        + (options.isEmpty ? "" : "; its options: " + options.map { "\"\($0)\"" }.joined(separator: ", ")))
  }
  package static func notAdjustable(_ label: String) -> Self {
    .init("the control \"\(label)\" has no value to set")
  }
  package static func severalControls(_ kind: String, _ label: String, _ found: [String]) -> Self {
    .init("\(found.count) \(kind)s labelled \"\(label)\" on screen (\(found.joined(separator: ", ")))")
  }
  package static func untaggedTab(_ label: String) -> Self {
    .init(
      "the tab \"\(label)\" has no '.tag', so selecting it cannot change the 'TabView''s selection; add '.tag(…)' with a value of the selection's type"
    )
  }
  package static func scenarioOnly(_ name: String) -> Self {
    .init("'\(name)' is available in '#scenario' blocks only")
  }
  package static func noEditableList(_ modifier: String, in type: String?) -> Self {
    .init("no list with '.\(modifier)' on screen" + (type.map { " in '\($0)'" } ?? ""))
  }
  package static func severalEditableLists(_ modifier: String, _ count: Int) -> Self {
    let word = modifier == "onMove" ? "move(row: 0, to: 2" : "delete(row: 0"
    return .init(
      "\(count) lists with '.\(modifier)' on screen; name the view that shows one, as in '\(word), in: ItemList.self)'")
  }
  package static func noSuchRow(_ row: Int, count: Int) -> Self {
    .init("there is no row \(row): the list has \(count) rows")
  }
  package static func noSuchDestination(_ destination: Int, count: Int) -> Self {
    .init("a row cannot move to \(destination): the list has \(count) rows, so the destination is 0 to \(count)")
  }
  package static let moveNeedsRows = Self(
    "'move' takes the row's offset and its destination, as in 'move(row: 0, to: 2)' or 'move(row: 0, to: 2, in: ItemList.self)'"
  )
  package static let deleteNeedsRow = Self(
    "'delete' takes the row's offset, as in 'delete(row: 0)' or 'delete(row: 0, in: ItemList.self)'")
  package static func networkNotStubbed(_ url: String) -> Self {
    .init(
      "the app requested '\(url)', but ViewGraph opens no connection: it failed as on a device offline (URLError.notConnectedToInternet); answer it in the scenario with 'stubNetwork(\"\(url)\", json: \"…\")' (in 'beforeLaunch:' for a request made at launch)",
      kind: .notSimulated)
  }
  package static let stubNeedsURL = Self(
    "'stubNetwork' takes a URL and one answer, as in 'stubNetwork(\"https://example.com/menu.json\", json: \"[]\")', 'text:', 'file: \"menu.json\"', 'status: 404' or 'error: URLError(.notConnectedToInternet)'"
  )
  package static func stubNotJSON(_ url: String) -> Self { .init("the 'json:' answer for '\(url)' is not valid JSON") }
  package static func stubFileMissing(_ file: String) -> Self {
    .init("no file named '\(file)' in the program's folder")
  }
  package static func fileOutsideAppFolders(_ path: String) -> Self {
    .init(
      "'\(path)' is outside the app's documents, caches, application support and temporary folders, the only ones ViewGraph lets a program write (in memory): the write fails with a permission error, as the sandbox fails it",
      kind: .notSimulated)
  }
  static let beforeLaunchNeedsClosure = Self(
    "'beforeLaunch:' takes a closure of statements, as in 'beforeLaunch: { stubNetwork(\"https://example.com/menu.json\", json: \"[]\") }'"
  )
  package static let searchNeedsText = Self("'search' takes the text to type, as in 'search(\"Dune\")'")
  package static let noSearchField = Self("no '.searchable' field on screen")
  package static func severalSearchFields(_ count: Int) -> Self { .init("\(count) '.searchable' fields on screen") }
}

// MARK: - Explaining (issue 10)

extension ViewGraphMessage {
  /// `explain --why NAME` where the scenario has no view type, instance or source of that name.
  public static func unknownWhyTarget(_ name: String) -> Self {
    .init("no view, instance or source named '\(name)' in the scenario")
  }
  /// `explain` given more than one of its alternative reports.
  public static let oneReportOnly = Self("give one of --print-changes, --summary and --why")
  /// `explain --summary` or `--why` with nothing to count.
  public static func needsSteps(_ option: String) -> Self {
    .init("\(option) counts steps: give --scenario NAME or --change 'STATEMENT'")
  }
  /// `explain --format json` with a report that is text only.
  public static let textOnlyReport = Self(
    "--format json applies to the story and to --summary, not to --print-changes or --why")
}

// MARK: - Writing outputs (issue 34)

extension ViewGraphMessage {
  /// An output (`render -o`, `test --junit`) that would overwrite a file the program is read
  /// from: `path` itself, another name for `input`, or a link to it.
  public static func outputIsInput(_ path: String, input: String, linked: Bool = false) -> Self {
    if linked { return .init("cannot write '\(path)': it links to '\(input)', a file the program is read from") }
    return .init(
      path == input
        ? "cannot write '\(path)': it is a file the program is read from"
        : "cannot write '\(path)': it is '\(input)', a file the program is read from")
  }
  /// An output that is not a regular file (or a link to one): writing it would block (a FIFO),
  /// fail (a socket, a folder) or replace a device.
  public static func outputNotRegularFile(_ path: String, _ kind: String, through link: String? = nil) -> Self {
    .init(
      "cannot write '\(path)': " + (link.map { "it links to '\($0)', which is \(kind)" } ?? "it is \(kind)")
        + ", not a regular file")
  }
  /// A write to standard output that failed (a full disk, a closed descriptor).
  public static func cannotWriteStandardOutput(_ reason: String) -> Self {
    .init("cannot write to standard output: \(reason)")
  }
  /// A picture too large for Graphviz to lay out in reasonable time.
  public static func pictureTooLarge(_ nodes: Int, limit: Int) -> Self {
    .init(
      "the picture has \(nodes) nodes and edges, more than the \(limit) Graphviz lays out in reasonable time; "
        + "draw part of it with '--focus', fold the rows (leave out '--expand-rows'), or write '--format dot' or 'json'"
    )
  }

  /// What a file that is not a regular file is, in plain words (`a FIFO`); nil for a regular file.
  public static func kind(ofFileMode mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: "a special file"
    }
  }
}

// MARK: - Recording update sets into scenarios (issue 40)

extension ViewGraphMessage {
  /// A scenario `--record` left as written: its update sets are not known past the error.
  package static func notRecorded(_ scenario: String) -> Self {
    .init("'\(scenario)' is not recorded: it stopped at an error, so what its steps run is not known")
  }
  /// A scenario file `--record` does not rewrite, and why (`it is a symbolic link to '…'`).
  public static func cannotRecord(_ reason: String) -> Self {
    .init("cannot record the update sets into this file: \(reason); nothing was written to it")
  }
  /// Why: the file is a link; writing through it would write somewhere else than what was named.
  package static func recordIntoLink(_ target: String) -> String {
    "it is a symbolic link to '\(shown(target))' (record into that file, named as it is)"
  }
  /// Why: the file has several names; replacing it would leave the others holding the old text.
  package static func recordIntoHardLinks(_ count: Int) -> String {
    "it has \(count) hard links, which replacing it would part"
  }
  package static let recordIntoReadOnly = "it is read-only"
  package static let recordIntoChanged = "it changed since the scenarios were read from it"
  package static func recordIntoFolder(_ folder: String) -> String {
    "its folder '\(shown(folder))' is not writable (the file is replaced by one written beside it)"
  }
}

// MARK: - Frameworks simulated in memory (SwiftData, the clock)

extension ViewGraphMessage {
  package static func queryWithoutModelContainer(_ property: String, model: String, standIn: Bool = false) -> Self {
    .init(
      "'@Query var \(property)' has no model container above it; add '.modelContainer(for: \(model).self)' to a view or scene that contains it"
        + (standIn
          ? ". SwiftUI stops here unless code ViewGraph does not run provides one (the root is ViewGraph's choice); an in-memory container stands in for the rest of this launch"
          : ""))
  }
  package static func queryContainerNotSimulated(_ property: String, model: String) -> Self {
    .init(
      "the model container above '@Query var \(property)' is made by code ViewGraph does not simulate; an in-memory container of '\(model)' stands in for the rest of this launch",
      kind: .notSimulated)
  }
  package static func formatNotSimulated(_ type: String, _ style: String) -> Self {
    .init(
      "formatting '\(type)' as '\(style)' is not simulated by ViewGraph; the text shows the value as it prints",
      kind: .notSimulated)
  }
  package static func emptyAsyncSequence(_ sequence: String) -> Self {
    .init(
      "'\(sequence)' is not simulated by ViewGraph: 'for await' over it gets no elements, and the code after the loop runs",
      kind: .notSimulated)
  }
  /// A fetch whose model type ViewGraph cannot tell: Swift infers it (a generic view's
  /// `@Query var results: [T]`), ViewGraph does not carry generic arguments.
  package static func fetchWithoutModelType() -> Self {
    .init(
      "a fetch whose model type is inferred (a generic parameter, no '#Predicate<Item>' or '\\Item.key' naming it) is not simulated by ViewGraph: it gets no models",
      kind: .notSimulated)
  }
}
