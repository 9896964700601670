/// A `#scenario("name", root: …) { … }` block.
struct ScenarioDecl {
  var name: String
  var root: Expr?
  var body: FunctionDecl
  var location: SourceLocation
}
