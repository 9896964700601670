/// A unit as the update set names it.
public struct UnitRecord: Hashable, Sendable, Codable {
  public var id: Int
  /// `BookView`, `List row`, the App's name.
  public var name: String
  /// Where the unit was built.
  public var location: SourceLocation
  /// True for a view SwiftUI provides (`EditButton`, `AsyncImage`), which update sets and
  /// `#expectUpdates` leave out unless `--framework-units`; absent for the program's own.
  public var framework: Bool? = nil

  /// Whether the unit is one of the program's own (or counted as one).
  public var isProgramUnit: Bool { framework != true }

  package init(id: Int, name: String, location: SourceLocation, framework: Bool? = nil) {
    self.id = id
    self.name = name
    self.location = location
    self.framework = framework
  }
}
