/// A `#scenario("name", root: …) { … }` block.
struct ScenarioDecl {
  var name: String
  var root: Expr?
  /// `beforeLaunch: { … }`: statements run before the app is made (`stubNetwork`, `UserDefaults`).
  var beforeLaunch: FunctionDecl? = nil
  var body: FunctionDecl
  var location: SourceLocation
}
