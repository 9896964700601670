/// One body run, in the order the flush ran it, with what SwiftUI's `Self._printChanges()` would
/// name as changed and whether the run built the same output as the run before it.
public struct BodyRun: Hashable, Sendable, Codable {
  /// The unit whose body ran.
  public var unit: UnitRecord
  /// Whether SwiftUI's `Self._printChanges()` would print for it: a custom view's body, not a
  /// `List`/`ForEach` row closure or the App's body.
  public var printsChanges: Bool
  /// Whether this was the first run of a new identity (an insertion).
  public var isNewIdentity: Bool
  /// `_printChanges()`'s words, in its order: `@self`, `@identity`, `@dependencies`, then the
  /// dynamic properties (`_isPlaying`) in declaration order. Empty: "unchanged".
  public var changedProperties: [String]
  /// Whether the body built exactly what its previous run built — the same primitive views, the
  /// same child inputs — so the run was work for nothing. Always false for a first run.
  public var isRedundant: Bool
  /// The view's stored inputs as it ran, as Swift prints them (`book: Book#2`), recorded in traces
  /// (`Program.trace`); empty for rows and elsewhere.
  public var inputs: [String] = []

  public init(
    unit: UnitRecord, printsChanges: Bool, isNewIdentity: Bool, changedProperties: [String], isRedundant: Bool
  ) {
    self.unit = unit
    self.printsChanges = printsChanges
    self.isNewIdentity = isNewIdentity
    self.changedProperties = changedProperties
    self.isRedundant = isRedundant
  }

  /// The line `Self._printChanges()` prints for this run: `BookView: @self changed.`.
  public var printedChanges: String {
    changedProperties.isEmpty
      ? "\(unit.name): unchanged."
      : "\(unit.name): \(changedProperties.joined(separator: ", ")) changed."
  }
}
