import ViewGraphEngine
import ViewGraphModel

/// Which update-set lines `viewgraph test --record` and `expectPasses(record:)` write, as
/// snapshot-testing libraries record snapshots (issue 40).
public enum RecordMode: String, Sendable, CaseIterable, Codable {
  /// Write nothing: check the scenarios as written.
  case never
  /// Write the lines of every step that has none (`#expectUpdates`, and `#expectInserted`,
  /// `#expectRemoved`, `#expectHidden`, `#expectShown` where the step has such units).
  case missing
  /// Also rewrite every update-set line that no longer holds.
  case all
}
