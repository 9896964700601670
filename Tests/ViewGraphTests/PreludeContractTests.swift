import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// The prelude ⇄ engine contract: natives are registered values resolved when the prelude is
/// lowered, the prelude lowers without a diagnostic, and every name the Swift code relies on is
/// there (`PreludeContract`).
@Suite("The prelude and its natives")
struct PreludeContractTests {
  @Test("the whole prelude lowers, every body of it, with no diagnostic")
  func preludeLowersCleanly() throws {
    let diagnostics = try PreludeModel.shared.lowerEveryBody()
    let rendered = diagnostics.map { "\(PreludeModel.shared.sources.describe($0.location)): \($0.message)" }
    #expect(rendered.isEmpty, "\(rendered.joined(separator: "\n"))")
  }

  @Test("the prelude has every type, method, function and property PreludeContract names")
  func contractHolds() {
    #expect(PreludeModel.shared.contractViolations == [])
  }

  @Test("every registered prelude native is called by the prelude, and every '__' call names a native")
  func nativesAreUsed() throws {
    // The packages' models (`Library/Packages/Prelude/`, issue 36 point 6) are the prelude's too.
    let texts = (Prelude.sources + PackagePreludes.embedded.sources.values.joined()).map(\.text).joined(separator: "\n")
    let called = Set(texts.matches(of: /\b(__[A-Za-z0-9]+)\(/).map { String($0.output.1) })
    let registered = Set(NativeRegistry.standard.functions.map(\.name).filter { $0.hasPrefix("__") })
    #expect(registered.subtracting(called).sorted() == [], "registered but never called by the prelude")
    let markers = NativeModifierMarker.names
    let apple: Set = ["__dispatch_queue_get_label"]  // Dispatch's own name, declared by the prelude
    #expect(
      called.subtracting(registered).subtracting(markers).subtracting(apple).sorted() == [], "called but not registered"
    )
  }

  @Test("a prelude file that calls a native no library registers, or with the wrong arity, does not lower")
  func unknownNativeIsALoweringError() throws {
    let text = "func broken() -> Int { __noSuchNative() }\nfunc counted() -> Double { __now(1) }\n"
    let messages = Self.lowerAsPrelude(text, path: "<prelude>/Broken.swift").map(\.message)
    #expect(messages.contains { $0.contains("no native named '__noSuchNative'") })
    #expect(messages.contains { $0.contains("the native '__now' takes 0 arguments, not 1") })
  }

  @Test(
    "the prelude is parsed without folding and without its functions' bodies: a sequence folded when its body is parsed and lowered reports at its place in the file"
  )
  func foldedSequencesKeepTheirPlaces() throws {
    let text = "func shifted() -> Int {\n    let base = 1\n    return base * 2 + (3 + __noSuchNative()) * base\n}\n"
    #expect(PreludeBodies.skeleton(of: text).bodies.count == 1, "the body is parsed when lowered")
    let places = Self.lowerAsPrelude(text, path: "<prelude>/Shifted.swift").map {
      "<prelude>/Shifted.swift:\($0.location.line):\($0.location.column) \($0.message)"
    }
    // Line 3, column 28: the call inside two sequences, the inner one in parentheses.
    #expect(
      places.contains { $0.hasPrefix("<prelude>/Shifted.swift:3:28 ") && $0.contains("__noSuchNative") }, "\(places)")
  }

  @Test("every operator sequence of the prelude, folded on its own, has its tokens where the file has them")
  func everyPreludeSequenceFoldsInPlace() throws {
    var sequences = 0
    for file in Prelude.sources {
      for sequence in SequenceCollector.sequences(in: Parser.parse(source: file.text)) {
        let folded = try #require(
          try? OperatorTable.standardOperators.foldSingle(sequence), "\(file.path): \(sequence)")
        let original = Array(sequence.tokens(viewMode: .sourceAccurate))
        let moved = Array(folded.tokens(viewMode: .sourceAccurate))
        #expect(original.map(\.text) == moved.map(\.text))
        #expect(
          original.map(\.position.utf8Offset) == moved.map { $0.position.utf8Offset + sequence.position.utf8Offset })
        sequences += 1
      }
    }
    #expect(sequences > 100)
  }

  @Test(
    "every body the prelude is parsed without is a whole body of a function or an initializer, as swift-syntax reads the file; the rest parses without an error"
  )
  func bodiesLeftOutAreWholeBodies() throws {
    var leftOut = 0
    for (source, parsed) in zip(Prelude.sources, Prelude.trees) {
      #expect(!parsed.tree.hasError, "\(source.path) without its bodies")
      var bodies: [Int: Int] = [:]  // `{` → after `}`
      for token in Parser.parse(source: source.text).tokens(viewMode: .sourceAccurate)
      where token.tokenKind == .leftBrace {
        guard let block = token.parent?.as(CodeBlockSyntax.self),
          block.parent?.is(FunctionDeclSyntax.self) == true || block.parent?.is(InitializerDeclSyntax.self) == true
        else { continue }
        bodies[token.positionAfterSkippingLeadingTrivia.utf8Offset] =
          block.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
      }
      for body in parsed.bodies.all {
        #expect(
          bodies[body.brace] == body.range.upperBound, "\(source.path): the body left out at offset \(body.brace)")
        #expect(
          parsed.bodies.parsedBody(at: body.brace)?.hasError == false,
          "\(source.path): the body at offset \(body.brace), parsed alone")
        leftOut += 1
      }
    }
    #expect(leftOut > 200)
  }

  @Test(
    "every member block the prelude is parsed without is a whole member block of a top-level type or extension that declares no nested type, as swift-syntax reads the file"
  )
  func memberBlocksLeftOutAreWholeBlocks() throws {
    var leftOut = 0
    for (source, parsed) in zip(Prelude.sources, Prelude.trees) {
      var blocks: [Int: (end: Int, nestsType: Bool)] = [:]  // `{` → after `}`, and whether it declares a type
      for item in Parser.parse(source: source.text).statements {
        guard let group = item.item.asProtocol(DeclGroupSyntax.self) else { continue }
        let block = group.memberBlock
        let nestsType = block.members.contains {
          [.structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .typeAliasDecl, .extensionDecl].contains(
            $0.decl.kind)
        }
        blocks[block.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset] = (
          block.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset, nestsType
        )
      }
      for block in parsed.bodies.allMemberBlocks {
        let found = blocks[block.brace]
        #expect(
          found?.end == block.range.upperBound, "\(source.path): the member block left out at offset \(block.brace)")
        #expect(found?.nestsType == false, "\(source.path): the member block at offset \(block.brace) declares a type")
        #expect(
          parsed.bodies.parsedMemberBlock(at: block.brace)?.hasError == false,
          "\(source.path): the member block at offset \(block.brace), parsed alone")
        leftOut += 1
      }
    }
    #expect(leftOut > 50)
  }

  /// Declares `text` as a file of the prelude would be, parsed as the prelude is (not folded, its
  /// functions' bodies left out until lowered), lowers every function body it declares, and
  /// returns the lowering's diagnostics.
  static func lowerAsPrelude(_ text: String, path: String) -> [ViewGraphDiagnostic] {
    let sources = SourceFiles()
    let (skeleton, bodies) = PreludeBodies.skeleton(of: text)
    sources.add(path: path, tree: Parser.parse(source: skeleton), origin: .prelude, bodies: bodies)
    let model = ProgramModel(sources: sources, natives: NativeRegistry.standard, literalValues: LiteralValueMaker())
    let lowerer = Lowerer(extending: model)
    lowerer.declareAll(in: [0])
    for function in model.functions.own.values.joined() { _ = function.body }
    return lowerer.diagnostics
  }

  @Test("a program's extension of a prelude type extends its own copy: another program does not see it")
  func extensionsStayWithTheirProgram() throws {
    let extended = try Program.parse(
      source: """
        import SwiftUI
        extension Color { static let brand = Color.red }
        struct Badge: View { var body: some View { Text("Hi").foregroundStyle(Color.brand) } }
        """)
    _ = try extended.launch()
    let plain = try Program.parse(source: "import SwiftUI\nstruct Plain: View { var body: some View { Text(\"Hi\") } }")
    #expect(extended.model.types["Color"]?.staticProperties["brand"] != nil)
    #expect(plain.model.types["Color"]?.staticProperties["brand"] == nil)
    #expect(PreludeModel.shared.model.types["Color"]?.staticProperties["brand"] == nil)
  }
}

/// Every operator sequence of a tree, nested ones included.
private final class SequenceCollector: SyntaxVisitor {
  private var found: [SequenceExprSyntax] = []

  static func sequences(in tree: some SyntaxProtocol) -> [SequenceExprSyntax] {
    let collector = SequenceCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.found
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .visitChildren
  }
}
