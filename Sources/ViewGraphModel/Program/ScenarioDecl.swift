/// A `#scenario("name", root: …) { … }` block.
package struct ScenarioDecl {
  package var name: String
  package var root: Expr?
  /// `beforeLaunch: { … }`: statements run before the app is made (`stubNetwork`, `UserDefaults`).
  package var beforeLaunch: FunctionDecl? = nil
  package var body: FunctionDecl
  package var location: SourceLocation

  package init(
    name: String, root: Expr?, beforeLaunch: FunctionDecl? = nil, body: FunctionDecl, location: SourceLocation
  ) {
    self.name = name
    self.root = root
    self.beforeLaunch = beforeLaunch
    self.body = body
    self.location = location
  }
}
