import Testing
import ViewGraph

/// Issue 23: a scenario's name is what a reader of the source sees it say, so `--scenario`,
/// `--filter`, completion and reports agree with the literal.
@Suite("Scenario names")
struct ScenarioNameTests {
  @Test("issue 23: a scenario's name is its literal as Swift reads it: escapes decoded")
  func scenarioNamesAreDecoded() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        struct A: View { var body: some View { Text("a") } }
        #scenario("ForEach(\\\\.self) keeps \\"quoted\\" ids", root: A()) {}
        """)
    #expect(program.scenarioNames == [#"ForEach(\.self) keeps "quoted" ids"#])
  }
}
