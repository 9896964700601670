import ViewGraph

/// Tells each body run in SwiftUI's own words (`viewgraph explain --print-changes`): one line per
/// run of a custom view's body, as `let _ = Self._printChanges()` in that body would print it in
/// Xcode's console — `BookView: @self changed.`, `PlayerView: _isPlaying changed.`,
/// `LibraryView: @dependencies changed.` (the format and its sources: `ChangedBodyProperties`).
/// Row closures, which SwiftUI does not print for, are left out. Lines that start with `//` name
/// the launch and each step, so `grep -v '^//'` leaves exactly what the console would show.
public struct PrintChangesFormatter: GraphFormatter {
  /// A formatter in `_printChanges()`'s words.
  public init() {}

  public func documents(for export: GraphExport) -> [String] {
    guard case .trace(let trace) = export.subject else { return [] }
    var lines: [String] = []
    if let launch = trace.launchUpdate {
      lines.append("// after launch")
      lines += Self.lines(for: launch)
    }
    for (index, step) in trace.steps.enumerated() {
      let place = step.location.isEmpty ? "" : " — \(step.location)"
      lines.append("// Step \(index + 1) of \(trace.steps.count)\(place): " + step.statements.joined(separator: "; "))
      let printed = Self.lines(for: step.update)
      lines += printed.isEmpty ? ["// no view body ran"] : printed
    }
    return [lines.joined(separator: "\n") + "\n"]
  }

  /// The console lines of one update set's body runs, in the order they ran.
  public static func lines(for update: UpdateSet) -> [String] {
    update.bodyRuns.filter(\.printsChanges).map(\.printedChanges)
  }
}
