import Testing
import ViewGraph

/// Issue 36, point 3: messages never blame working code for ViewGraph's gaps. An app compiles, so
/// when the receiver is a standard-library, Foundation, SwiftUI or opaque value, or the member is
/// one a standard conformance gives, the message says what ViewGraph does not simulate — never the
/// compiler's "value of type 'X' has no member 'Y'" or "cannot find 'X' in scope". A program
/// type's missing member still reads as the compiler's error.
@Suite("Issue 36: messages never blame working code for ViewGraph's gaps")
struct GapsAreNotBlamedTests {
  static let app = """
    import SwiftUI
    enum Suit { case hearts, spades }
    struct Card: Hashable { var rank = 1 }
    struct Table: View {
        @State private var log: [String] = []
        var digest: Int { var hasher = Hasher(); Card().hash(into: &hasher); return 0 }
        var body: some View {
            VStack {
                Text("\\(Suit.hearts.hashValue) \\(digest)")
                Text("\\(Date().someFutureMember)")
                Text("\\(frameworkConstant)")
                Button("Deal") { log.append("\\(5.someFutureMember)"); log.append("dealt") }
            }
        }
    }
    #scenario("the table launches and deals", root: Table()) {
        tap("Deal")
    }
    """

  /// The compiler's phrasings: said of a framework's type or name, they blame code that compiles.
  static let compilerPhrasings = ["has no member", "cannot find '"]

  @Test(
    "framework receivers, conformance members and unknown names: said as ViewGraph's gaps, never in the compiler's words"
  )
  func frameworkReceivers() throws {
    let program = try Program.parse(source: Self.app, fileName: "Table.swift")
    let report = program.runScenarios()
    let messages =
      program.warnings.map(\.message)
      + report.results.flatMap { $0.warnings.map(\.message) + $0.failures.map(\.message) }
    for phrasing in Self.compilerPhrasings {
      #expect(!messages.contains { $0.contains(phrasing) }, "\(phrasing): \(messages)")
    }
    // `hash(into:)` is Swift's, given by the conformance: not a member the program forgot.
    #expect(
      messages.contains { $0.contains("'hash' of a Hashable value ('Card') is not simulated by ViewGraph") },
      "\(messages)")
    #expect(messages.contains { $0.contains("'someFutureMember' of 'Int' is not simulated by ViewGraph") })
    #expect(messages.contains { $0.contains("'frameworkConstant' is not simulated by ViewGraph") })
    // A gap is not "misread code": that is said only of what a compiler would refuse.
    #expect(!messages.contains { $0.contains("not simulated by ViewGraph") && $0.contains("misread") })
  }

  @Test("a program type's missing member (a typo in one's own code) still reads as the compiler's error")
  func programTypeTypo() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        struct Card: Hashable { var rank = 1 }
        struct Table: View {
            var body: some View { Text("\\(Card().rnak)") }
        }
        #scenario("launch", root: Table()) {}
        """, fileName: "Typo.swift")
    let result = try #require(program.runScenarios().results.first)
    #expect(
      result.failures.contains { $0.message.contains("value of type 'Card' has no member 'rnak'") },
      "\(result.failures.map(\.message))")
  }

  @Test(
    "a framework type's initializer form the prelude does not declare (a module's own Duration(beats:)) is ViewGraph's gap, not a missing argument"
  )
  func shadowedFrameworkInitializer() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        import AudioKit
        struct Track: View {
            var body: some View { Text("\\(String(describing: Duration(beats: 4)))") }
        }
        #scenario("launch", root: Track()) {}
        """, fileName: "Track.swift")
    let report = program.runScenarios()
    let messages = report.results.flatMap { $0.warnings.map(\.message) + $0.failures.map(\.message) }
    #expect(report.results.allSatisfy { $0.passed })
    #expect(messages.contains { $0.contains("'Duration(beats:)' is not simulated by ViewGraph") }, "\(messages)")
    #expect(!messages.contains { $0.contains("missing argument") })
  }

  @Test(
    "an implicit member at the head of a chain is the framework's when the program's type of that name lacks the next member (.orange.opacity(0.5) beside enum Palette { case orange })"
  )
  func implicitMemberChainHead() throws {
    let source = """
      import SwiftUI
      enum Palette { case orange, blue }
      struct Card: View {
          var palette = Palette.blue
          var body: some View {
              Text("hello").background(.orange.opacity(0.5))
          }
      }
      #scenario("the card launches", root: Card()) {
          #expect(root.palette == .blue)
      }
      """
    try expectScenariosPass(in: source)
    let program = try Program.parse(source: source, fileName: "Card.swift")
    let messages = program.runScenarios().results.flatMap { $0.warnings.map(\.message) }
    #expect(!messages.contains { $0.contains("Palette") }, "\(messages)")
  }
}
