import ViewGraph
import XCTest

/// XCTest: fails at the caller's line when `update` did not run exactly `expected`, saying what
/// ran instead and why.
public func XCTAssertUpdates(
  _ update: UpdateSet, _ expected: [String], sources: SourceFiles? = nil, file: StaticString = #filePath,
  line: UInt = #line
) {
  let expectation = UpdateExpectation(.updates, of: update, expected: expected, sources: sources)
  if !expectation.isMet { XCTFail(expectation.failureMessage, file: file, line: line) }
}

/// XCTest: the units that appeared in `update` are exactly `expected`.
public func XCTAssertInserted(
  _ update: UpdateSet, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
) {
  let expectation = UpdateExpectation(.inserted, of: update, expected: expected)
  if !expectation.isMet { XCTFail(expectation.failureMessage, file: file, line: line) }
}

/// XCTest: the units that disappeared in `update` are exactly `expected`.
public func XCTAssertRemoved(
  _ update: UpdateSet, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
) {
  let expectation = UpdateExpectation(.removed, of: update, expected: expected)
  if !expectation.isMet { XCTFail(expectation.failureMessage, file: file, line: line) }
}

/// XCTest: runs `scenario` and fails at the caller's line for each failure, whose message starts
/// with the failure's own place (`Scenarios/Cart.swift:12:5: error: …`). With `record: .missing`
/// or `.all`, first records its update sets into its file (`Scenario.record(_:)`, issue 40): a run
/// that wrote lines fails once, saying what it wrote.
public func XCTAssertScenarioPasses(
  _ scenario: Scenario, record mode: RecordMode = .never, file: StaticString = #filePath, line: UInt = #line
) {
  do {
    let files = try scenario.record(mode)
    if !files.isEmpty {
      XCTFail(
        "\(scenario.description): recorded update-set lines; they are checked from the next run:\n"
          + Scenario.describe(files), file: file, line: line)
    }
  } catch let refusal as ViewGraphDiagnostic {
    XCTFail(DiagnosticRenderer(sources: SourceFiles()).render(refusal), file: file, line: line)
    return
  } catch {
    XCTFail("\(error)", file: file, line: line)
    return
  }
  do {
    guard let (result, sources) = try scenario.run() else {
      XCTFail("no scenario named \"\(scenario.name)\" in \(scenario.programName) any more", file: file, line: line)
      return
    }
    let renderer = DiagnosticRenderer(sources: sources)
    for failure in result.failures { XCTFail(renderer.render(failure.diagnostic), file: file, line: line) }
  } catch {
    XCTFail("\(error)", file: file, line: line)
  }
}
