/// The names ViewGraph itself provides to programs: SwiftUI's vocabulary and the functions the
/// libraries register. The resolver accepts them; the interpreter gives them meaning.
package enum BuiltinNames {
  /// Primitive views (not units: their reads belong to the unit that built them).
  package static let primitiveViews: Set<String> = [
    "Text", "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Image", "Label", "Spacer",
    "Divider", "Color", "EmptyView", "ProgressView", "Slider", "Stepper", "Picker", "DatePicker",
    "Link", "NavigationLink", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
    "UnevenRoundedRectangle", "ContainerRelativeShape", "AnyView",
    "ContentUnavailableView", "LabeledContent", "Menu", "ShareLink",
  ]

  /// Containers whose content closure is built eagerly, inside the unit that built them.
  package static let containers: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
    "GridRow", "Group", "Form", "Section", "NavigationStack", "NavigationView", "NavigationSplitView",
    "ScrollView", "WindowGroup", "TabView", "Tab", "GroupBox", "ViewThatFits",
    "ControlGroup", "Settings", "GeometryReader", "ToolbarItem", "ToolbarItemGroup",
    // Scenes with content (issue 36): the App's first screen may be one (a menu-bar app's).
    "Window", "MenuBarExtra", "UtilityWindow", "ImmersiveSpace",
  ]

  /// Row containers: each row closure call is a unit of its own (SPEC rule 11).
  package static let rowContainers: Set<String> = ["List", "ForEach"]

  /// Other types and functions no library registers as a native (the registered ones, `min` or
  /// `String`, are the engine's natives, `NativeNames`).
  package static let library: Set<String> = [
    "Character", "Font", "Animation", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment",
    "Hasher", "EnvironmentValues", "Range", "ClosedRange", "Never", "Void", "Any", "AnyObject",
    "repeatElement", "Self",
  ]

  /// The words a `#scenario` block adds (SPEC §2), which the scenarios implement as natives
  /// (`ScenarioWords.words`; a test keeps the two the same).
  package static let scenarioOnly: Set<String> = [
    "root", "find", "findAll", "advance", "delete", "move", "search", "tap", "toggle", "type", "select", "set",
    "increment", "decrement", "scroll", "stubNetwork",
  ]

  /// Scenario words that are also common names in apps (`type(of:)`, a controller's `select(_:)`,
  /// a defaults wrapper's `set(_:forKey:)`): outside a scenario they resolve as any other name.
  static let commonNames: Set<String> = ["type", "select", "set", "increment", "decrement", "scroll"]

  static let modules: Set<String> = ["SwiftUI", "Observation", "Foundation", "Combine", "SwiftData"]

  /// Whether ViewGraph provides `name` to programs: one of the names above, or a function or
  /// initializer a library registers (`min`, `String`; the prelude's own `__` natives are no
  /// names of a program's).
  package static func isBuiltin(_ name: String, natives: some NativeNames) -> Bool {
    primitiveViews.contains(name) || containers.contains(name) || rowContainers.contains(name)
      || library.contains(name) || (!name.hasPrefix("__") && natives.native(named: name) != nil)
  }
}
