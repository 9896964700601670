import SwiftParser
import SwiftSyntax
import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// Types are read once, in the Syntax stage: every later stage works on `WrittenType`, never on a
/// type's text.
@Suite("Written types")
struct WrittenTypeTests {
  /// The type of `let x: <text>`, lowered as the Syntax stage lowers it.
  private func lowered(_ text: String) throws -> WrittenType {
    let tree = Parser.parse(source: "let x: \(text)")
    let variable = try #require(tree.statements.first?.item.as(VariableDeclSyntax.self))
    let annotation = try #require(variable.bindings.first?.typeAnnotation)
    return WrittenType(annotation.type)
  }

  @Test("structural types are one shape however they are spelled")
  func structuralSpellings() throws {
    #expect(try lowered("[Book]") == lowered("Array<Book>"))
    #expect(try lowered("Book?") == lowered("Optional<Book>"))
    #expect(try lowered("Book!") == lowered("Book?"))
    #expect(try lowered("[String: Int]") == lowered("Dictionary<String, Int>"))
    #expect(try lowered("(Book)") == lowered("Book"))
    #expect(try lowered("Swift.Int") == lowered("Int"))
  }

  @Test("what a written type says: optional, element, key and value, function, metatype, opaque")
  func queries() throws {
    let page = try lowered("Page<Movie>?")
    #expect(page.isOptional)
    #expect(page.nominalName == "Page")
    #expect(page.unwrapped.arguments == [.named("Movie")])
    #expect(try lowered("[Book]?").element == .named("Book"))
    #expect(try lowered("[Style: String]").keyAndValue?.value == .named("String"))
    #expect(try lowered("(@escaping (Result<T, APIError>) -> Void)?").isFunction)
    #expect(try lowered("T.Type").instanceType == .named("T"))
    #expect(try lowered("some View").constraint == .named("View"))
    #expect(try lowered("APIService.APIError").name == "APIService.APIError")
    #expect(try lowered("[String: [Int]]").description == "[String: [Int]]")
  }

  @Test("a generic declaration's parameters bind to what a caller wrote")
  func binding() throws {
    var bindings: [String: WrittenType] = [:]
    try lowered("(Result<T, APIError>) -> Void").bind(
      ["T"], to: lowered("(Result<Page<Movie>, APIService.APIError>) -> Void"), into: &bindings)
    #expect(bindings["T"]?.description == "Page<Movie>")
    #expect(try lowered("[T]").substituting(bindings).description == "[Page<Movie>]")
  }

  @Test("Optional's map calls its closure with the wrapped value; a String's maps its characters")
  func optionalMap() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        struct Greeting: View {
            var name: String? = "ada"
            var missing: String? = nil
            var upper: String? { name.map { $0.uppercased() } }
            var none: String? { missing.map { $0.uppercased() } }
            var counted: Int? { name.flatMap { $0.isEmpty ? nil : $0.count } }
            var body: some View { Text(upper ?? "nobody") }
        }
        #scenario("Optional.map and flatMap by the declared type") {
            #expect(find(Greeting.self).upper == "ADA")
            #expect(find(Greeting.self).none == nil)
            #expect(find(Greeting.self).counted == 3)
        }
        """)
  }
}
