/// One body run and its causes.
public struct UnitUpdate: Hashable, Sendable, Codable {
  public var unit: UnitRecord
  public var causes: [Invalidation.Cause]
}
