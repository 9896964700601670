/// What a body builds: a primitive view (`Text`, `Button`, `VStack`, `List`, …), an `if` branch,
/// or a custom view value placed in the tree, with the modifiers applied to it.
final class ViewNode {
  /// The primitive's name, `"if"` for a branch, or the custom view's type name.
  let kind: String
  let location: SourceLocation
  /// The custom view value this node places (its own body runs as a child unit).
  var customView: StructValue?
  /// Visible text: a `Text`'s string, a `Button`'s or `Toggle`'s title.
  var text: String?
  var children: [ViewNode] = []
  /// A `Button`'s, `Toggle`'s or `Label`'s label content.
  var label: [ViewNode] = []
  var action: FunctionValue?
  var binding: BindingValue?
  /// For `if`/`switch` in a builder: which branch was taken (nil: none) — part of identity (rule 7).
  var branch: Int?
  /// `.id(_:)`: an explicit identity (rule 7).
  var explicitID: Value?
  var modifiers: [Modifier] = []
  /// `List(data) { … }` and `ForEach`: the rows, each a unit of its own (rule 11).
  var rows: LazyRows?
  /// Environment entries this node sets for its subtree (rule 8).
  var environment: [EnvironmentEntryKey: Value] = [:]

  init(kind: String, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// A modifier as it was applied: its name and the stored closures it keeps.
  struct Modifier {
    var name: String
    var location: SourceLocation
    var action: FunctionValue? = nil
    var value: Value? = nil
    var initial = false
  }

  /// The data, identities and row closure of a lazy container.
  struct LazyRows {
    /// "List row" or "ForEach row".
    var unitName: String
    var elements: [Value]
    var ids: [Value]
    var content: FunctionValue
  }

  /// The text a person would read on this control: its title, or the texts of its label.
  var labelText: String? {
    if let text { return text }
    let texts = label.flatMap(\.allTexts)
    return texts.isEmpty ? nil : texts.joined(separator: " ")
  }

  var allTexts: [String] {
    (text.map { [$0] } ?? []) + label.flatMap(\.allTexts) + children.flatMap(\.allTexts)
  }
}

/// How an environment entry is named: a key path (`\.theme`) or an object type (`Library.self`).
enum EnvironmentEntryKey: Hashable, CustomStringConvertible {
  /// `.environment(\.theme, …)` / `@Environment(\.theme)`.
  case keyPath(String)
  /// `.environment(library)` / `@Environment(Library.self)`.
  case object(String)
  /// `.environmentObject(model)` / `@EnvironmentObject var model: DataModel`.
  case environmentObject(String)

  var description: String {
    switch self {
    case .keyPath(let name): "\\.\(name)"
    case .object(let type): "\(type).self"
    case .environmentObject(let type): "environmentObject(\(type))"
    }
  }
}
