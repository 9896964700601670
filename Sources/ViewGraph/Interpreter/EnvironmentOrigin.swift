/// The modifier that set an environment entry for a subtree (`.disabled` at 14:9), so that an
/// explanation can say where a changed entry came from (SPEC rule 8).
struct EnvironmentOrigin: Hashable {
  var modifier: String
  var location: SourceLocation
}
