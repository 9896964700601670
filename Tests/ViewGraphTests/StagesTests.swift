import Foundation
import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// Issue 39, point 1: the pipeline flows one way. Between targets the compiler keeps it so
/// (`ViewGraphModel` ← `ViewGraphEngine` ← `ViewGraphRuntime` ← `ViewGraph` ← `ViewGraphAdvice` ←
/// `ViewGraphExport`);
/// inside a target this test does, by reading which stage's files name which stage's types
/// (docs/architecture.md): a stage that names a type declared by a later stage is a back-edge. The back-edges known today are
/// listed below, each to be removed as it is broken; a new one fails, and so does a listed one that
/// no longer occurs (take it off the list).
@Suite("Issue 39: a stage names no later stage's types")
struct StagesTests {
  /// The stages in the order data flows: the folders of `Sources/ViewGraphModel/`, of
  /// `Sources/ViewGraphEngine/`, of
  /// `Sources/ViewGraphRuntime/` and of `Sources/ViewGraph/`, then the targets `ViewGraphAdvice`
  /// (`Advice`) and `ViewGraphExport` (`Export`).
  static let order = [
    "Diagnostics", "Stack", "Updates", "Program", "Syntax", "Prelude", "Interpreter", "Library", "UpdateModel",
    "Runtime", "Scenarios", "Launch", "Advice", "Export",
  ]

  /// The back-edges not broken yet, as `From -> To: Type` (a name in a comment or a string literal
  /// does not count).
  static let known: Set<String> = [
    "Diagnostics -> Program: EvaluationLimits",
    "Diagnostics -> Syntax: PreludeBodies",
    "Diagnostics -> Stack: EvaluationThread",
    "Diagnostics -> Syntax: SourceLoader",
    "Interpreter -> Library: JSONCoding",
    "Interpreter -> Library: LibraryState",
    "Interpreter -> Library: LibraryStates",
    "Interpreter -> Library: Native",
    "Interpreter -> Library: NativeCall",
    "Interpreter -> Library: NativeExpressionCall",
    "Interpreter -> Library: NativeRegistry",
    "Interpreter -> Library: PublishedSubjects",
    "Interpreter -> Library: StandardLibrary",
    "Interpreter -> Library: StateCell",
    "Interpreter -> Library: SwiftDataModels",
    "Interpreter -> Library: SwiftUIRuntime",
    "Interpreter -> Library: TextFormatting",
    "Interpreter -> Library: ViewNode",
    "Interpreter -> UpdateModel: UpdateModel",
    "Library -> UpdateModel: UpdateModel",
    "Program -> Syntax: PackagePreludes",
  ]

  /// Each Swift file of the stages with its stage and its text; the prelude's own Swift files are
  /// data, not a stage's code.
  static func stageFiles() throws -> [(stage: String, text: String)] {
    var files: [(String, String)] = []
    let targets: [(String, String?)] = [
      ("ViewGraphModel", nil), ("ViewGraphEngine", nil), ("ViewGraphRuntime", nil), ("ViewGraph", nil),
      ("ViewGraphAdvice", "Advice"),
      ("ViewGraphExport", "Export"),
    ]
    for (target, stage) in targets {
      let root = PackagePaths.root.appendingPathComponent("Sources/\(target)")
      guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walker where url.pathExtension == "swift" {
        let parts = url.path.dropFirst(root.path.count + 1).split(separator: "/").map(String.init)
        if stage == nil, parts.count < 2 || parts.contains("Prelude") && parts[0] == "Library" { continue }
        files.append((stage ?? parts[0], try String(contentsOf: url, encoding: .utf8)))
      }
    }
    return files
  }

  /// Every back-edge, as `From -> To: Type`.
  static func backEdges() throws -> Set<String> {
    let files = try stageFiles()
    let declaration = try Regex(
      #"^(?:(?:public|package|internal|private|fileprivate|final|indirect|@\w+)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)"#
    )
    // The stage that declares each top-level type (the first, by stage order, where two do).
    var owner: [String: String] = [:]
    for (stage, text) in files.sorted(by: { order.firstIndex(of: $0.0)! < order.firstIndex(of: $1.0)! }) {
      for line in text.split(separator: "\n") {
        if let match = try declaration.prefixMatch(in: line), let name = match.output[1].substring {
          owner[String(name)] = owner[String(name)] ?? stage
        }
      }
    }
    // What is not code: multi-line and one-line string literals, then comments.
    let notCode = [try Regex(#""{3}[\s\S]*?"{3}"#), try Regex(#""(?:[^"\\\n]|\\.)*""#), try Regex("//.*")]
    let word = try Regex(#"\b[A-Z]\w*\b"#).wordBoundaryKind(.simple)
    var edges: Set<String> = []
    for (stage, text) in files {
      guard let from = order.firstIndex(of: stage) else { continue }
      let code = notCode.reduce(text) { $0.replacing($1, with: "") }
      for match in code.matches(of: word) {
        let name = String(code[match.range])
        if let other = owner[name], let to = order.firstIndex(of: other), to > from {
          edges.insert("\(stage) -> \(other): \(name)")
        }
      }
    }
    return edges
  }

  @Test("every stage's files are found (the scan would pass on nothing)")
  func stagesAreFound() throws {
    let stages = Set(try Self.stageFiles().map(\.stage))
    #expect(stages == Set(Self.order), "\(stages.sorted())")
  }

  @Test("the scenario words the program model reserves are the words the scenarios implement")
  func scenarioWordsAgree() {
    #expect(BuiltinNames.scenarioOnly == Set(ScenarioWords.words.map(\.name)))
  }

  @Test("no stage names a type of a later stage, beyond the back-edges listed as not broken yet")
  func noNewBackEdges() throws {
    let edges = try Self.backEdges()
    #expect(edges.subtracting(Self.known).sorted() == [], "a stage names a later stage's type")
    #expect(Self.known.subtracting(edges).sorted() == [], "a listed back-edge is gone: take it off `known`")
  }
}
