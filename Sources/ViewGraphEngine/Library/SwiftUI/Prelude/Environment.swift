// SwiftUI's own environment entries and the values a view sees where nothing set them, as on an
// iPhone in light mode with the default text size (SPEC rule 8: `EnvironmentKey.defaultValue`,
// here through `@Entry`). The modifiers that set them are in `Modifiers.swift`.

enum ColorScheme: Hashable, CaseIterable {
    case light
    case dark
}

enum UserInterfaceSizeClass: Hashable {
    case compact
    case regular
}

enum ScenePhase: Hashable {
    case background
    case inactive
    case active
}

enum TextAlignment: Hashable, CaseIterable {
    case leading
    case center
    case trailing
}

enum ControlSize: Hashable, CaseIterable {
    case mini
    case small
    case regular
    case large
    case extraLarge
}

enum Visibility: Hashable, CaseIterable {
    case automatic
    case visible
    case hidden
}

/// `@Environment(\.dismiss)` where nothing presents the view: calling it does nothing.
struct DismissAction {
    func callAsFunction() {}
}

/// `@Environment(\.presentationMode)`, the form of `dismiss` before iOS 15: in presented content,
/// `wrappedValue.dismiss()` ends the presentation (the runtime gives it the content's `dismiss`)
/// and `isPresented` is true; elsewhere it does nothing.
struct PresentationMode {
    var isPresented = false
    var dismissAction: Any = DismissAction()

    func dismiss() {
        if let action = dismissAction as? DismissAction { action() } else if let action = dismissAction as? () -> Void { action() }
    }
}

/// `@Environment(\.openURL)`: ViewGraph opens nothing.
struct OpenURLAction {
    func callAsFunction(_ url: URL) {}
}

/// `@Environment(\.refresh)`, `\.dismissSearch`, `\.openWindow`: actions with nothing to do here.
struct EnvironmentAction {
    func callAsFunction() {}
    func callAsFunction(id: String) {}
    func callAsFunction(value: Any) {}
}

extension EnvironmentValues {
    @Entry var colorScheme: ColorScheme = .light
    /// The simulated screen is an iPhone in portrait (rule 11's 15 rows): compact width, regular
    /// height, as Apple's size classes give it.
    @Entry var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    @Entry var verticalSizeClass: UserInterfaceSizeClass? = .regular
    @Entry var isEnabled: Bool = true
    /// watchOS's always-on display dims the app when the wrist is down; a fresh launch is seen.
    @Entry var isLuminanceReduced: Bool = false
    @Entry var isPresented: Bool = false
    @Entry var isSearching: Bool = false
    @Entry var scenePhase: ScenePhase = .active
    @Entry var displayScale: Double = 2
    @Entry var font: Font? = nil
    @Entry var lineLimit: Int? = nil
    @Entry var textCase: Text.Case? = nil
    @Entry var submitLabel: SubmitLabel? = nil
    @Entry var multilineTextAlignment: TextAlignment = .leading
    @Entry var controlSize: ControlSize = .regular
    @Entry var redactionReasons: RedactionReasons = []
    @Entry var labelsVisibility: Visibility = .automatic
    @Entry var autocorrectionDisabled: Bool = false
    @Entry var lineSpacing: Double = 0
    @Entry var minimumScaleFactor: Double = 1
    @Entry var truncationMode: Text.TruncationMode = .tail
    @Entry var dismiss: DismissAction = DismissAction()
    @Entry var presentationMode: Binding<PresentationMode> = .constant(PresentationMode())
    @Entry var openURL: OpenURLAction = OpenURLAction()
    @Entry var refresh: EnvironmentAction? = nil
    @Entry var dismissSearch: EnvironmentAction = EnvironmentAction()
    @Entry var openWindow: EnvironmentAction = EnvironmentAction()
}
