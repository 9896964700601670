import ViewGraphEngine
import ViewGraphModel
import ViewGraphRuntime

/// The default exploration of `viewgraph advise` (issue 40, point 1), for a program with no
/// `#scenario`: every button, toggle and text field on the first screen, used once each, every
/// one in a launch of its own (the launch alone, when there is none).
extension Program {
  /// The path the exploration's scenarios are read from; the file exists only in memory.
  public static let explorationPath = "viewgraph-exploration.swift"

  /// What a scenario does to a control of the first screen.
  enum ExplorationAction {
    case tap, toggle, type

    /// The kinds of control the action reaches, as `tap`, `toggle` and `type` find them: a label
    /// two of them share is ambiguous, so not explored.
    var kinds: Set<String> {
      switch self {
      case .tap: ["Button", "Link", "Menu", "NavigationLink", ViewNode.tabKind]
      case .toggle: ["Toggle"]
      case .type: ["TextField", "SecureField", "TextEditor"]
      }
    }

    /// The kinds explored: buttons, not links, menus or tabs (they present, push or select).
    var explored: Set<String> {
      switch self {
      case .tap: ["Button"]
      case .toggle, .type: kinds
      }
    }
  }

  /// The exploration's `#scenario` blocks, in the order the controls are on the first screen of
  /// the default root (`root` when named); the launch alone when the screen has none; nil when
  /// the program does not launch.
  public func explorationScenarios(root: String? = nil) -> String? {
    guard let session = try? launch(root: root) else { return nil }
    var found: [(action: ExplorationAction, label: String)] = []
    var labels: [String: Int] = [:]  // "kind group label" → how many
    func visit(_ node: ViewNode) {
      for action in [ExplorationAction.tap, .toggle, .type] where action.kinds.contains(node.kind) {
        guard let label = node.controlLabel, !label.isEmpty else { continue }
        labels["\(action) \(label)", default: 0] += 1
        if action.explored.contains(node.kind) { found.append((action, label)) }
      }
      node.children.forEach(visit)
      node.label.forEach(visit)
    }
    for unit in session.host.shownUnits { unit.output.forEach(visit) }
    let unique = found.filter { labels["\($0.action) \($0.label)"] == 1 }
    // A first screen with no control to use: the launch alone (its tasks and appear actions may
    // run views again).
    guard !unique.isEmpty else { return "#scenario(\"explore: the launch\") {\n}\n" }
    return unique.map { control in
      let label = Self.quoted(control.label)
      return switch control.action {
      case .tap: "#scenario(\(Self.quoted("explore: tap \(label)"))) {\n    tap(\(label))\n}\n"
      case .toggle: "#scenario(\(Self.quoted("explore: toggle \(label)"))) {\n    toggle(\(label))\n}\n"
      case .type: "#scenario(\(Self.quoted("explore: type into \(label)"))) {\n    type(\"Hello\", into: \(label))\n}\n"
      }
    }.joined(separator: "\n")
  }

  /// `text` as a Swift string literal: a quote, a backslash and a control character escaped.
  private static func quoted(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format:
        literal += "\\u{\(String(scalar.value, radix: 16))}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }
}
