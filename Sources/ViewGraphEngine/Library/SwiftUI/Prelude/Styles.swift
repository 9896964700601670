// SwiftUI's built-in styles in their type spelling (`BorderedButtonStyle()`,
// `SegmentedPickerStyle()`), beside the `.bordered`/`.segmented` spelling the style modifiers
// already take: a style is a value the modifier keeps, read by nothing (SPEC rule 1), so both
// spellings build the same views. A `ButtonStyle`, `LabelStyle` or `ToggleStyle` of the
// program's own is a unit of its own, whose body is its `makeBody(configuration:)`.

protocol PrimitiveButtonStyle {}

/// A button style of the program's own: `.buttonStyle(style)` makes a unit whose body is
/// `makeBody(configuration:)`; the configuration's label is the button it styles, so the
/// button's action stays, and nothing is ever pressed.
protocol ButtonStyle {}

struct ButtonStyleConfiguration {
    var label: Any
    var isPressed = false
    var role: ButtonRole? = nil
}

extension ButtonStyle {
    func _styledBody(_ content: Any) -> some View {
        makeBody(configuration: ButtonStyleConfiguration(label: content))
    }
}
struct DefaultButtonStyle: PrimitiveButtonStyle, Hashable {}
struct BorderedButtonStyle: PrimitiveButtonStyle, Hashable {}
struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Hashable {}
struct BorderlessButtonStyle: PrimitiveButtonStyle, Hashable {}
struct PlainButtonStyle: PrimitiveButtonStyle, Hashable {}

/// A label style of the program's own: a unit whose body is `makeBody(configuration:)`. The
/// configuration's title is the label it styles (title and icon together: layout is not
/// simulated), its icon an empty view.
protocol LabelStyle {}

struct LabelStyleConfiguration {
    var title: Any
    var icon: Any = EmptyView()
}

extension LabelStyle {
    func _styledBody(_ content: Any) -> some View {
        makeBody(configuration: LabelStyleConfiguration(title: content))
    }
}
struct DefaultLabelStyle: LabelStyle, Hashable {}
struct TitleOnlyLabelStyle: LabelStyle, Hashable {}
struct IconOnlyLabelStyle: LabelStyle, Hashable {}
struct TitleAndIconLabelStyle: LabelStyle, Hashable {}

protocol ListStyle {}
struct DefaultListStyle: ListStyle, Hashable {}
struct PlainListStyle: ListStyle, Hashable {}
struct GroupedListStyle: ListStyle, Hashable {}
struct InsetListStyle: ListStyle, Hashable {}
struct InsetGroupedListStyle: ListStyle, Hashable {}
struct SidebarListStyle: ListStyle, Hashable {}

/// A toggle style of the program's own: a unit whose body is `makeBody(configuration:)`. The
/// configuration's label is the toggle it styles (so `toggle("label")` still finds it), and
/// `isOn` is the toggle's binding: reading it is a read of what the toggle is bound to, and
/// `configuration.isOn.toggle()` writes through it (SPEC rules 1, 4 and 5).
protocol ToggleStyle {}

struct ToggleStyleConfiguration {
    var label: Any
    @Binding var isOn: Bool
    var isMixed = false
}

extension ToggleStyle {
    func _styledBody(_ content: Any) -> some View {
        makeBody(configuration: ToggleStyleConfiguration(label: content, isOn: __controlBinding(content)))
    }
}
struct DefaultToggleStyle: ToggleStyle, Hashable {}
struct SwitchToggleStyle: ToggleStyle, Hashable {}
struct ButtonToggleStyle: ToggleStyle, Hashable {}
struct CheckboxToggleStyle: ToggleStyle, Hashable {}

protocol PickerStyle {}
struct DefaultPickerStyle: PickerStyle, Hashable {}
struct SegmentedPickerStyle: PickerStyle, Hashable {}
struct MenuPickerStyle: PickerStyle, Hashable {}
struct WheelPickerStyle: PickerStyle, Hashable {}
struct InlinePickerStyle: PickerStyle, Hashable {}
struct NavigationLinkPickerStyle: PickerStyle, Hashable {}
struct PalettePickerStyle: PickerStyle, Hashable {}

protocol TextFieldStyle {}
struct DefaultTextFieldStyle: TextFieldStyle, Hashable {}
struct RoundedBorderTextFieldStyle: TextFieldStyle, Hashable {}
struct PlainTextFieldStyle: TextFieldStyle, Hashable {}

protocol ProgressViewStyle {}
struct DefaultProgressViewStyle: ProgressViewStyle, Hashable {}
struct LinearProgressViewStyle: ProgressViewStyle, Hashable {}
struct CircularProgressViewStyle: ProgressViewStyle, Hashable {}

/// Tab views, page indicators and iOS 13's navigation views, in their type spellings.
protocol TabViewStyle {}
struct DefaultTabViewStyle: TabViewStyle, Hashable {}
struct PageTabViewStyle: TabViewStyle, Hashable {
    enum IndexDisplayMode: Hashable { case automatic, always, never }
    var indexDisplayMode: IndexDisplayMode = .automatic
    init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}
protocol IndexViewStyle {}
struct PageIndexViewStyle: IndexViewStyle, Hashable {
    enum BackgroundDisplayMode: Hashable { case automatic, always, interactive, never }
    var backgroundDisplayMode: BackgroundDisplayMode = .automatic
    init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}
protocol NavigationViewStyle {}
struct DefaultNavigationViewStyle: NavigationViewStyle, Hashable {}
struct StackNavigationViewStyle: NavigationViewStyle, Hashable {}
struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Hashable {}

/// A modifier whose value animates: a view modifier like any other.
protocol Animatable {}
protocol AnimatableModifier: Animatable, ViewModifier {}
