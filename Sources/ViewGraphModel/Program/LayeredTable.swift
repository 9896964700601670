/// A program's names in front of the prelude's: a lookup finds the program's own declaration
/// first, then the prelude's; a declaration is always the program's own. The prelude's names are
/// shared by every program of the process, by reference: a prelude body lowered on first use may
/// declare a type (a labelled tuple's) that every program then finds.
package struct LayeredTable<Element> {
  /// Names held by reference.
  final class Names {
    @exclusivity(unchecked) fileprivate var entries: [String: Element] = [:]
  }

  /// What this table's model declares itself.
  private let ownNames = Names()
  /// What the prelude declares (nil for the prelude's own tables).
  private let shared: Names?

  init(prelude: LayeredTable<Element>? = nil) {
    shared = prelude?.ownNames
  }

  /// What the model itself declares.
  package var own: [String: Element] { ownNames.entries }

  package subscript(name: String) -> Element? {
    get { ownNames.entries[name] ?? shared?.entries[name] }
    nonmutating set { ownNames.entries[name] = newValue }
  }

  /// The prelude's declaration of `name`, whatever the program declares.
  package func prelude(_ name: String) -> Element? { shared?.entries[name] }

  /// Whether the model itself declares `name` (a prelude declaration of it is shadowed).
  func declaresOwn(_ name: String) -> Bool { ownNames.entries[name] != nil }
}

// The look-ups the engine makes at every name it evaluates, compiled here for each table's element:
// from another module, the generic subscript's dictionary look-up hashes and compares through
// witness tables and casts its key at every call (issue 38: ≈ 1,200 instructions a type named,
// 21,000 at 10,000 cells). A read picks these; a write, which they do not offer, the generic one.
extension LayeredTable where Element == TypeDecl {
  package subscript(name: String) -> TypeDecl? { ownNames.entries[name] ?? shared?.entries[name] }
  package func prelude(_ name: String) -> TypeDecl? { shared?.entries[name] }
}

extension LayeredTable where Element == GlobalDecl {
  package subscript(name: String) -> GlobalDecl? { ownNames.entries[name] ?? shared?.entries[name] }
}

extension LayeredTable where Element == [FunctionDecl] {
  package subscript(name: String) -> [FunctionDecl]? { ownNames.entries[name] ?? shared?.entries[name] }
}

extension LayeredTable where Element == WrittenType {
  package subscript(name: String) -> WrittenType? { ownNames.entries[name] ?? shared?.entries[name] }
}

extension LayeredTable where Element == ModifierKind {
  package subscript(name: String) -> ModifierKind? { ownNames.entries[name] ?? shared?.entries[name] }
}

extension LayeredTable where Element == String {
  package subscript(name: String) -> String? { ownNames.entries[name] ?? shared?.entries[name] }
}
