import Testing
import ViewGraph

/// Swift Testing: records an issue at the caller's line when `update` did not run exactly
/// `expected` (view type names, `"List row"`, `"ForEach row"`), saying what ran instead and why.
public func expectUpdates(
  _ update: UpdateSet, _ expected: [String], sources: SourceFiles? = nil,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  record(UpdateExpectation(.updates, of: update, expected: expected, sources: sources), sourceLocation)
}

/// Swift Testing: the units that appeared in `update` are exactly `expected`.
public func expectInserted(
  _ update: UpdateSet, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  record(UpdateExpectation(.inserted, of: update, expected: expected), sourceLocation)
}

/// Swift Testing: the units that disappeared in `update` are exactly `expected`.
public func expectRemoved(
  _ update: UpdateSet, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  record(UpdateExpectation(.removed, of: update, expected: expected), sourceLocation)
}

private func record(_ expectation: UpdateExpectation, _ sourceLocation: Testing.SourceLocation) {
  guard !expectation.isMet else { return }
  Issue.record(Comment(rawValue: expectation.failureMessage), sourceLocation: sourceLocation)
}
