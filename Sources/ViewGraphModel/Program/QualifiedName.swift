/// A type's name as its components (`AnalyticsView.Scope` is `["AnalyticsView", "Scope"]`),
/// so that no stage splits a dotted name by hand to find its first part or its member.
package struct QualifiedName: Hashable, Sendable {
  /// The names from the outermost (a module or an enclosing type) to the type itself; never empty.
  package let components: [String]

  /// A name from its components (`MemberTypeSyntax`'s base and member).
  init(components: [String]) {
    self.components = components.isEmpty ? ["_"] : components
  }

  /// A name as the program model keys its types (`"AnalyticsView.Scope"`): the one place a
  /// dotted name is read.
  package init(_ name: String) {
    self.init(components: name.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
  }

  /// The outermost component: a module, an enclosing type, or the whole name.
  var first: String { components[0] }

  /// The name without its outermost component (`Scope` in `AnalyticsView.Scope`); nil for a simple name.
  var member: QualifiedName? {
    components.count > 1 ? QualifiedName(components: Array(components.dropFirst())) : nil
  }

  /// `name` with its outermost component replaced by `outer` (`Scope.ID` → `AnalyticsView.Scope.ID`).
  func replacingFirst(with outer: QualifiedName) -> QualifiedName {
    QualifiedName(components: outer.components + components.dropFirst())
  }

  /// `name` with `member` appended (`AnalyticsView` + `Scope`).
  func appending(_ member: String) -> QualifiedName {
    QualifiedName(components: components + [member])
  }

  /// Whether this name is `other` or ends with it (`APIService.APIError` ends with `APIError`).
  func ends(with other: QualifiedName) -> Bool {
    components.count >= other.components.count && Array(components.suffix(other.components.count)) == other.components
  }
}

extension QualifiedName: CustomStringConvertible {
  /// The name as Swift writes it: `AnalyticsView.Scope`.
  /// A one-component name (most) is its component: no string is joined (a type's name is asked
  /// for at each argument an initializer takes, 100,000s at 100,000 cells, issue 38).
  package var description: String { components.count == 1 ? components[0] : components.joined(separator: ".") }
}
