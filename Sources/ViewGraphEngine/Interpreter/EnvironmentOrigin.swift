import ViewGraphModel

/// The modifier that set an environment entry for a subtree (`.disabled` at 14:9), so that an
/// explanation can say where a changed entry came from (SPEC rule 8).
package struct EnvironmentOrigin: Hashable {
  package var modifier: String
  package var location: SourceLocation

  package init(modifier: String, location: SourceLocation) {
    self.modifier = modifier
    self.location = location
  }
}
