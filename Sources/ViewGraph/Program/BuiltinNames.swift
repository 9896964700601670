/// The names ViewGraph itself provides to programs: SwiftUI's vocabulary and a slice of the
/// standard library. The resolver accepts them; the interpreter gives them meaning.
enum BuiltinNames {
  /// Primitive views (not units: their reads belong to the unit that built them).
  static let primitiveViews: Set<String> = [
    "Text", "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Image", "Label", "Spacer",
    "Divider", "Color", "EmptyView", "ProgressView", "Slider", "Stepper", "Picker", "DatePicker",
    "Link", "NavigationLink", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
    "UnevenRoundedRectangle", "ContainerRelativeShape", "AnyView",
    "ContentUnavailableView", "LabeledContent", "Menu", "ShareLink",
  ]

  /// Containers whose content closure is built eagerly, inside the unit that built them.
  static let containers: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
    "GridRow", "Group", "Form", "Section", "NavigationStack", "NavigationView", "NavigationSplitView",
    "ScrollView", "WindowGroup", "TabView", "Tab", "GroupBox", "ViewThatFits",
    "ControlGroup", "Settings", "GeometryReader", "ToolbarItem", "ToolbarItemGroup",
  ]

  /// Lazy containers: each row closure call is a unit of its own (SPEC rule 11).
  static let lazyContainers: Set<String> = ["List", "ForEach"]

  /// Other types and functions.
  static let library: Set<String> = [
    "print", "min", "max", "abs", "withAnimation", "Binding", "State", "StateObject", "Bindable",
    "UUID", "Date", "String", "Int", "Double", "Float", "CGFloat", "Bool", "Array", "Set", "Dictionary",
    "Character", "Font", "Animation", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment",
    "Hasher", "ObjectIdentifier", "assert", "precondition", "fatalError", "stride", "zip",
    "EnvironmentValues", "Optional", "Range", "ClosedRange", "Never", "Void", "Any", "AnyObject",
    "type", "repeatElement", "Self", "IndexSet",
    "EquatableView", "floor", "ceil", "round", "sqrt", "pow",
  ]

  /// The words a `#scenario` block adds (SPEC §2).
  static let scenarioOnly: Set<String> = ["root", "find", "findAll", "tap", "type", "toggle", "advance", "delete", "move", "search", "stubNetwork"]

  static let modules: Set<String> = ["SwiftUI", "Observation", "Foundation", "Combine", "SwiftData"]

  static func isBuiltin(_ name: String) -> Bool {
    primitiveViews.contains(name) || containers.contains(name) || lazyContainers.contains(name)
      || library.contains(name)
  }
}
