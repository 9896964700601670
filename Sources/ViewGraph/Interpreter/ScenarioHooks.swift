/// The words a `#scenario` block adds, answered by the scenario runner.
protocol ScenarioHooks: AnyObject {
  func root(at location: SourceLocation) throws -> Value
  func find(_ type: String, at location: SourceLocation) throws -> Value
  func findAll(_ type: String, at location: SourceLocation) throws -> Value
  func tap(_ label: String, at location: SourceLocation) throws
  func typeText(_ text: String, into title: String, at location: SourceLocation) throws
  func toggle(_ label: String, at location: SourceLocation) throws
  func delete(row: Int, in unitType: String?, at location: SourceLocation) throws
  func move(row: Int, to destination: Int, in unitType: String?, at location: SourceLocation) throws
  func search(_ text: String, at location: SourceLocation) throws
  func advance(seconds: Double, at location: SourceLocation) throws
  func expectation(_ name: String, _ arguments: [Argument], scope: Scope, at location: SourceLocation) throws
}
