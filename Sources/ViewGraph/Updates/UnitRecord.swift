/// A unit as the update set names it.
public struct UnitRecord: Hashable, Sendable, Codable {
  public var id: Int
  /// `BookView`, `List row`, the App's name.
  public var name: String
  /// Where the unit was built.
  public var location: SourceLocation
}
