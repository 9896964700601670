import Foundation
import ViewGraph

/// Writes the graph and its update sets as one JSON document for other tools: stable ids (`u12`,
/// `Book#1.title`), places as `file:line:column`, sorted keys, so the same input gives the same bytes.
public struct JSONFormatter: GraphFormatter {
  /// A JSON formatter.
  public init() {}

  /// One JSON document holding everything: the graph, or the launch and every step.
  public func documents(for export: GraphExport) -> [String] {
    let document: JSONDocument
    let narrow = { (graph: GraphSnapshot) in (export.focus.map { $0.narrow(graph) } ?? graph).canonical() }
    switch export.subject {
    case .graph(let graph):
      document = JSONDocument(
        kind: "graph", graph: narrow(graph), focus: export.focus?.name,
        reach: LaunchReach(sources: export.sources, graphs: [graph]))
    case .trace(let trace):
      let befores = [trace.launch] + trace.steps.map(\.graph)
      let failures =
        trace.diagnostics.isEmpty
        ? trace.failures.map { JSONDocument.Diagnostic(.init(.error, $0, at: .unknown), export.sources) }
        : trace.diagnostics.map { JSONDocument.Diagnostic($0, export.sources) }
      document = JSONDocument(
        kind: "scenario", focus: export.focus?.name, scenario: trace.name, launch: narrow(trace.launch),
        steps: trace.steps.enumerated().map { index, step in
          JSONDocument.Step(
            number: index + 1, statements: step.statements, location: step.location,
            writes: JSONDocument.Write.all(in: step.update, before: befores[index], after: step.graph),
            update: JSONDocument.Update(step.update, sources: export.sources), graph: narrow(step.graph))
        },
        failures: failures, reach: LaunchReach(sources: export.sources, graphs: [trace.launch]))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every field is a string, an integer, a Bool or an array of them, so encoding cannot fail.
    guard let data = try? encoder.encode(document) else { return [] }
    return [String(decoding: data, as: UTF8.self) + "\n"]
  }
}
