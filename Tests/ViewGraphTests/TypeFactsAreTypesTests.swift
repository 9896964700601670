import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// Issue 39, point 3: type facts are types. A labelled tuple is `WrittenType.Head.labelledTuple`,
/// a property's wrapper a `PropertyWrapper` and a dotted name a `QualifiedName`, read once where
/// the source is lowered; no stage encodes them as text (`"(min:max:)"`) or decodes them from text
/// (`hasPrefix("(")`, `case "State":`, `split(separator: ".")`). These tests read every Swift file
/// in `Sources/` so that none comes back.
@Suite("Issue 39: type facts are types, not strings")
struct TypeFactsAreTypesTests {
  /// Every Swift file of the package's sources, with its path from the package root.
  private static func sourceFiles() throws -> [(path: String, tree: SourceFileSyntax)] { try parsed.get() }

  /// The files, parsed once for the suite's tests (parsing every source file is slow in a debug build).
  private static let parsed = Result { try parse() }

  private static func parse() throws -> [(path: String, tree: SourceFileSyntax)] {
    let sources = PackagePaths.root.appendingPathComponent("Sources")
    guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
    var files: [(String, SourceFileSyntax)] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      let path = String(url.path.dropFirst(PackagePaths.root.path.count + 1))
      files.append((path, Parser.parse(source: try String(contentsOf: url, encoding: .utf8))))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  @Test("the sources are found (the scans below would pass on nothing)")
  func sourcesAreFound() throws {
    let paths = try Self.sourceFiles().map(\.path)
    #expect(paths.contains("Sources/ViewGraphModel/Program/WrittenType.swift"), "\(paths.prefix(5))")
    #expect(paths.count > 200)
  }

  @Test("no labelled tuple is a name made or read as text: no \"(label:…\" literal, no hasPrefix(\"(\")")
  func noStringEncodedTupleNames() throws {
    var found: [String] = []
    for (path, tree) in try Self.sourceFiles() {
      let scan = TupleNameScan(viewMode: .sourceAccurate)
      scan.walk(tree)
      let converter = SourceLocationConverter(fileName: path, tree: tree)
      found += scan.findings.map { "\(path):\($0.node.startLocation(converter: converter).line): \($0.text)" }
    }
    #expect(
      found.isEmpty,
      "labelled tuples are WrittenType.Head.labelledTuple and TypeDecl.tupleLabels:\n\(found.joined(separator: "\n"))")
  }

  @Test("no switch or comparison over a property wrapper's name as a string: PropertyWrapper's cases instead")
  func noWrapperNameSwitches() throws {
    var found: [String] = []
    let names = Set(PropertyWrapper.known.map(\.name))
    for (path, tree) in try Self.sourceFiles() {
      let scan = WrapperNameScan(names: names)
      scan.walk(tree)
      let converter = SourceLocationConverter(fileName: path, tree: tree)
      found += scan.findings.map { "\(path):\($0.startLocation(converter: converter).line): \($0.trimmedDescription)" }
    }
    #expect(found.isEmpty, "wrappers are PropertyWrapper values:\n\(found.joined(separator: "\n"))")
  }

  /// The files that split something other than a type's name at its dots, and what they split.
  static let dotSplitsOfOtherThings: [String: String] = [
    "Sources/ViewGraphModel/Program/QualifiedName.swift": "the one place a type's dotted name is read",
    "Sources/ViewGraphEngine/Library/Packages/CasePathNatives.swift": "a case path's text (`child.action`)",
    "Sources/ViewGraphRuntime/Runtime/GraphSnapshot+Graph.swift": "a unit's id",
    "Sources/ViewGraphExport/GraphHeading.swift": "a unit's id",
    "Sources/ViewGraphAdvice/ObservableMigrationEdit.swift": "a property's path as the source writes it",
    "Sources/ViewGraphAdvice/SubviewExtractionAdvice.swift": "a read's path",
  ]

  @Test("no dotted name is split by hand: QualifiedName reads one, WrittenType and the syntax give its parts")
  func noDottedNamesSplitByHand() throws {
    var found: [String] = []
    var splitting: Set<String> = []
    // The prelude's own Swift files are the vocabulary apps use, not ViewGraph's code.
    for (path, tree) in try Self.sourceFiles()
    where !(path.hasPrefix("Sources/ViewGraphEngine/Library/") && path.contains("/Prelude/")) {
      let scan = DotSplitScan(viewMode: .sourceAccurate)
      scan.walk(tree)
      guard !scan.findings.isEmpty else { continue }
      splitting.insert(path)
      guard Self.dotSplitsOfOtherThings[path] == nil else { continue }
      let converter = SourceLocationConverter(fileName: path, tree: tree)
      found += scan.findings.map { "\(path):\($0.startLocation(converter: converter).line): \($0.trimmedDescription)" }
    }
    #expect(found.isEmpty, "a type's name is a QualifiedName or a WrittenType:\n\(found.joined(separator: "\n"))")
    #expect(
      Set(Self.dotSplitsOfOtherThings.keys).subtracting(splitting).sorted() == [],
      "a listed file splits nothing now: take it off `dotSplitsOfOtherThings`")
  }

  @Test("the scans catch what they are for")
  func scansCatchTheirCases() {
    let source = """
      let name = "(min:max:)"
      if name.hasPrefix("(") { }
      switch property.wrapper { case "State": break; default: break }
      if property.wrapper == "Binding" { }
      if ["ObservedObject", "StateObject"].contains(property.wrapper ?? "") { }
      let fine = "(not a tuple)"
      if type.name == "Query" { }
      let last = name.split(separator: ".").last
      if let dot = name.lastIndex(of: ".") { }
      let parts = name.components(separatedBy: ".")
      let words = name.split(separator: " ")
      """
    let tree = Parser.parse(source: source)
    let tuples = TupleNameScan(viewMode: .sourceAccurate)
    tuples.walk(tree)
    #expect(tuples.findings.map(\.text) == ["\"(min:max:)\"", "name.hasPrefix(\"(\")"])
    let wrappers = WrapperNameScan(names: Set(PropertyWrapper.known.map(\.name)))
    wrappers.walk(tree)
    #expect(wrappers.findings.count == 3, "\(wrappers.findings.map(\.trimmedDescription))")
    let dots = DotSplitScan(viewMode: .sourceAccurate)
    dots.walk(tree)
    #expect(
      dots.findings.map(\.trimmedDescription) == [
        #"name.split(separator: ".")"#, #"name.lastIndex(of: ".")"#, #"name.components(separatedBy: ".")"#,
      ])
  }

  private static func type(_ text: String) -> TypeSyntax {
    var parser = Parser(text)
    return TypeSyntax.parse(from: &parser)
  }

  @Test(
    "a module-qualified wrapper is read from its syntax: '@SwiftUI.State' is State, '@Perception.Bindable' Bindable")
  func qualifiedWrapperIsReadFromSyntax() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        @Observable final class Model { var count = 0 }
        struct Counter: View {
          @SwiftUI.State var count = 0
          @Perception.Bindable var model: Model
          var body: some View { Text("\\(count)") }
        }
        """)
    let counter = program.model.types["Counter"]
    #expect(counter?.storedProperty("count")?.wrapper == .state)
    #expect(counter?.storedProperty("model")?.wrapper == .bindable)
  }

  @Test("a labelled tuple type is lowered to its labels, and its name is made from them")
  func labelledTupleIsAType() {
    let type = WrittenType(Self.type("[(background: Color, font: Color)]"))
    #expect(type.element?.tupleLabels == ["background", "font"])
    #expect(type.labelledTupleLabels == [["background", "font"]])
    #expect(type.element?.name == WrittenType.labelledTupleName(["background", "font"]))
    let qualified = WrittenType(Self.type("APIService.APIError"))
    #expect(qualified.qualifiedName?.components == ["APIService", "APIError"])
  }
}

/// String literals that spell a labelled tuple's name, and `hasPrefix`/`hasSuffix` calls that
/// read one back.
private final class TupleNameScan: SyntaxVisitor {
  var findings: [(node: Syntax, text: String)] = []

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    let text = node.segments.first?.as(StringSegmentSyntax.self)?.content.text ?? ""
    if text.range(of: #"^\([A-Za-z_][A-Za-z0-9_]*:"#, options: .regularExpression) != nil {
      findings.append((Syntax(node), node.trimmedDescription))
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      ["hasPrefix", "hasSuffix"].contains(member.declName.baseName.text),
      let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self),
      ["(", ":)"].contains(literal.segments.trimmedDescription)
    else { return .visitChildren }
    findings.append((Syntax(node), node.trimmedDescription))
    return .visitChildren
  }
}

/// A wrapper's name as a string where a wrapper is matched: in a `case` pattern, compared with
/// `==`/`!=` to something named `wrapper`, or in an array asked whether it `contains` one.
private final class WrapperNameScan: SyntaxVisitor {
  let names: Set<String>
  var findings: [Syntax] = []

  init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  private func namesAWrapper(_ node: some SyntaxProtocol) -> Bool {
    guard let literal = node.as(StringLiteralExprSyntax.self) else { return false }
    return names.contains(literal.segments.trimmedDescription)
  }

  private func literals(in node: PatternSyntax) -> [StringLiteralExprSyntax] {
    let collector = StringLiteralCollector(viewMode: .sourceAccurate)
    collector.walk(node)
    return collector.found
  }

  override func visit(_ node: SwitchCaseItemSyntax) -> SyntaxVisitorContinueKind {
    if literals(in: node.pattern).contains(where: namesAWrapper) { findings.append(Syntax(node)) }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    for (index, element) in elements.enumerated() {
      guard let op = element.as(BinaryOperatorExprSyntax.self), ["==", "!="].contains(op.operator.text),
        index > 0, index + 1 < elements.count
      else { continue }
      let (left, right) = (elements[index - 1], elements[index + 1])
      if (namesAWrapper(right) && left.trimmedDescription.lowercased().contains("wrapper"))
        || (namesAWrapper(left) && right.trimmedDescription.lowercased().contains("wrapper"))
      {
        findings.append(Syntax(node))
      }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "contains",
      let array = member.base?.as(ArrayExprSyntax.self),
      array.elements.contains(where: { namesAWrapper($0.expression) }),
      node.arguments.trimmedDescription.lowercased().contains("wrapper")
    {
      findings.append(Syntax(node))
    }
    return .visitChildren
  }
}

/// Every string literal under a node.
private final class StringLiteralCollector: SyntaxVisitor {
  var found: [StringLiteralExprSyntax] = []

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .skipChildren
  }
}

/// Calls that split a name at its dots by hand: `split(separator: ".")`,
/// `components(separatedBy: ".")`, `firstIndex(of: ".")`, `lastIndex(of: ".")`.
private final class DotSplitScan: SyntaxVisitor {
  var findings: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      let first = node.arguments.first,
      first.expression.as(StringLiteralExprSyntax.self)?.segments.trimmedDescription == "."
    else { return .visitChildren }
    switch (member.declName.baseName.text, first.label?.text) {
    case ("split", "separator"), ("components", "separatedBy"), ("firstIndex", "of"), ("lastIndex", "of"):
      findings.append(node)
    default: break
    }
    return .visitChildren
  }
}
