/// One body run and its causes.
public struct UnitUpdate: Hashable, Sendable, Codable {
  public var unit: UnitRecord
  public var causes: [Invalidation.Cause]
  /// Which pass of its flush ran it (SPEC rule 12): 1, or later when an action's write started another.
  public var pass = 1

  package init(unit: UnitRecord, causes: [Invalidation.Cause], pass: Int = 1) {
    self.unit = unit
    self.causes = causes
    self.pass = pass
  }
}
