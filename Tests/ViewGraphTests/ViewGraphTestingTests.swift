import Testing
import ViewGraph
import ViewGraphTesting
import XCTest

/// SPEC §4: `import ViewGraphTesting` gives assertions whose failures show expected vs actual and why.
@Suite("ViewGraphTesting")
struct ViewGraphTestingTests {
  static let source = """
    @Observable class Book { var title = "A"; var isAvailable = true }
    let book = Book()
    struct Title: View { var body: some View { Text(book.title) } }
    struct Screen: View { var body: some View { Title() } }
    """

  @Test("SPEC §4: expectUpdates passes when the update set matches")
  func passes() throws {
    let session = try Program.parse(source: Self.source, fileName: "Helpers.swift").launch(root: "Screen")
    let update = try session.perform("book.title = \"B\"")
    expectUpdates(update, ["Title"])
    expectInserted(update, [])
    expectRemoved(update, [])
  }

  @Test("SPEC §4: a mismatch records one issue saying what ran instead, and why")
  func failureMessage() throws {
    let program = try Program.parse(source: Self.source, fileName: "Helpers.swift")
    let update = try program.launch(root: "Screen").perform("book.title = \"B\"")
    withKnownIssue {
      expectUpdates(update, ["Screen"], sources: program.sources)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("expected updates [Screen] but got [Title]")
        && text.contains("Title ran: 'Book#1.title' changed (read at Helpers.swift:3:")
    }
    let expectation = UpdateExpectation(.updates, of: update, expected: ["Screen"])
    #expect(!expectation.isMet)
    #expect(expectation.summary == "expected updates [Screen] but got [Title]")
  }
}

/// SPEC §4: the same helpers for XCTest.
final class ViewGraphXCTestAssertionsTests: XCTestCase {
  func testAssertUpdatesPassesOnAMatch() throws {
    let session = try Program.parse(source: ViewGraphTestingTests.source, fileName: "Helpers.swift").launch(
      root: "Screen")
    let update = try session.perform("book.isAvailable = false")
    XCTAssertUpdates(update, [])
    XCTAssertInserted(update, [])
    XCTAssertRemoved(update, [])
  }
}
