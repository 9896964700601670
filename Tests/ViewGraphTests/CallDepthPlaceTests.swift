import Foundation
import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// SPEC §3: errors are located in the program. Found by the second field trial (issue 36): an app
/// whose subscriptions recursed without end was told "calls nested too deeply" at a line of
/// `<prelude>/Combine/Combine.swift`, where the deepest call happened to be the prelude's own.
@Suite("Where a recursion is reported")
struct CallDepthPlaceTests {
  @Test(
    "SPEC §3 (issue 36): a recursion whose deepest call is the prelude's is reported at the program's innermost call")
  func recursionIsReportedAtTheProgramsCall() throws {
    var limits = EvaluationLimits()
    limits.maxCallDepth = 4
    let budget = EvaluationBudget(limits: limits)
    let preludeFile = 99
    budget.isProgramPlace = { $0.file != preludeFile }
    let program = SourceLocation(file: 0, line: 12, column: 5, offset: 0)
    let prelude = SourceLocation(file: preludeFile, line: 439, column: 16, offset: 0)
    for place in [program, prelude, program, prelude] { try budget.enterCall(at: place) }
    do {
      try budget.enterCall(at: prelude)
      Issue.record("the fifth call was not refused")
    } catch let diagnostic as ViewGraphDiagnostic {
      #expect(diagnostic.message.contains("calls nested too deeply"))
      #expect(diagnostic.location == program, "reported at \(diagnostic.location)")
    }
  }
}
