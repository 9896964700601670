import ViewGraphEngine
import ViewGraphModel

/// The scenes an App shows at launch (issue 36, point 4): a fresh launch opens the App's first
/// window scene — a `WindowGroup`, `Window`, `DocumentGroup` or a scene of the program's own —
/// and nothing else: `Settings` opens from a menu, a `MenuBarExtra`'s content when its item is
/// clicked, an `ImmersiveSpace` when the app opens it, a `WKNotificationScene` for a notification.
/// Those are left out of the launch, and a note says which window scene was launched and what was
/// left out. A menu-bar app (a `MenuBarExtra` and no window scene, or one declared before its windows:
/// a scene presents itself at launch when it comes first) launches its menu's content, what the user
/// first sees of it. An App with neither keeps all it has.
extension GraphHost {
  /// The scenes not on screen at launch.
  static let scenesNotAtLaunch: Set<String> = [
    "Settings", "MenuBarExtra", "ImmersiveSpace", "WKNotificationScene", "UtilityWindow", "AlertScene",
  ]
  /// The scenes that are windows at launch.
  static let windowScenes: Set<String> = ["WindowGroup", "Window", "DocumentGroup"]

  /// The App's body, `nodes`, as launched: its first window scene alone, with a note (once).
  func launchedScenes(_ nodes: [ViewNode], of unit: ViewInstance) -> [ViewNode] {
    let scenes = nodes.flatMap { $0.kind == "Group" && $0.customView == nil ? $0.children : [$0] }
    func isWindow(_ node: ViewNode) -> Bool {
      Self.windowScenes.contains(node.kind) || (node.customView?.type.isScene ?? false)
    }
    // A scene presents itself at launch when it comes first: a `MenuBarExtra` before every window
    // scene is the App's first screen, and its later windows wait for `openWindow`.
    let window = scenes.first(where: isWindow)
    guard let first = scenes.first(where: { isWindow($0) || $0.kind == "MenuBarExtra" }) else { return nodes }
    let left = scenes.filter { $0 !== first && !($0.kind == "if" && $0.children.isEmpty) }
    guard !left.isEmpty else { return nodes }
    if interpreter.reportedWarnings.insert("launched scene \(unit.name)").inserted {
      let others = left.map {
        Self.scenesNotAtLaunch.contains($0.kind)
          ? "\($0.kind) (not on screen at launch)" : "\($0.kind) (a later window)"
      }
      let scene =
        isWindow(first)
        ? "first window scene"
        : window == nil ? "menu-bar scene (it has no window scene)" : "menu-bar scene (the App's first scene)"
      let place = interpreter.program.sources.describe(first.location)
      warn(.note(.launchedScene(unit.name, scene, first.kind, at: place, others: others), at: first.location))
    }
    return [first]
  }
}
