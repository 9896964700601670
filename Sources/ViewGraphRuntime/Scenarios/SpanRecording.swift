import ViewGraphEngine
import ViewGraphModel

/// What a scenario's spans held, kept while `viewgraph test --record` runs it (issue 40): the
/// names each part of each span held, by where the group of expectations that checks it begins,
/// and whether each update-set expectation held. `UpdateSetRecorder` turns it into lines.
package struct SpanRecording: Sendable {
  /// The names of a span, by part: what an expectation of that part would have to say.
  package typealias Names = [UpdateExpectation.Part: [String]]

  /// Each span that a group of expectations checked, by the UTF-8 offset of the group's first statement.
  var spans: [Int: Names] = [:]
  /// The span after the last group: what a group added at the end of the scenario checks.
  var trailing: Names?
  /// Whether each `#expectUpdates`, `#expectInserted`, … held, by the UTF-8 offset of its statement.
  var held: [Int: Bool] = [:]

  /// The parts of an update set as expectations compare them (sorted multisets of the program's units).
  static func names(in span: UpdateSet) -> Names {
    Dictionary(
      uniqueKeysWithValues: UpdateExpectation.Part.allCases.map {
        ($0, UpdateExpectation($0, of: span, expected: []).actual)
      })
  }

  package init(spans: [Int: Names] = [:], trailing: Names? = nil, held: [Int: Bool] = [:]) {
    self.spans = spans
    self.trailing = trailing
    self.held = held
  }
}
