// SwiftUI's modifiers, each declared with SwiftUI's signature and a body that names what it
// does natively: `__passiveModifier()` reads nothing but its arguments, `__actionModifier()`
// keeps a closure for later, `__contentModifier()` builds its content now,
// `__presentationModifier()` keeps content presented later, `__environmentModifier(\.key)` sets
// an environment entry (SPEC rules 1 and 8). ViewGraph accepts every argument form of a
// modifier it declares: the parameters say what SwiftUI takes; they are not checked.
// A modifier with an ordinary body is run as a method, like a program's own `extension View`.

/// Layout, drawing and text: the arguments are read by the body that applies them.
extension View {
    func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { __passiveModifier() }
    func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { __passiveModifier() }
    func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View { __passiveModifier() }
    func layoutPriority(_ value: Double) -> some View { __passiveModifier() }
    func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { __passiveModifier() }
    func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { __passiveModifier() }
    func zIndex(_ value: Double) -> some View { __passiveModifier() }
    func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { __passiveModifier() }
    func scaledToFit() -> some View { __passiveModifier() }
    func scaledToFill() -> some View { __passiveModifier() }
    func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> some View { __passiveModifier() }
    func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { __passiveModifier() }
    func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { __passiveModifier() }
    func foregroundStyle(_ style: some ShapeStyle) -> some View { __passiveModifier() }
    func foregroundColor(_ color: Color?) -> some View { __passiveModifier() }
    func tint(_ tint: Color?) -> some View { __passiveModifier() }
    func accentColor(_ accentColor: Color?) -> some View { __passiveModifier() }
    func fill(_ content: some ShapeStyle = .foreground) -> some View { __passiveModifier() }
    func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> some View { __passiveModifier() }
    func opacity(_ opacity: Double) -> some View { __passiveModifier() }
    func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { __passiveModifier() }
    func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some View { __passiveModifier() }
    func clipped(antialiased: Bool = false) -> some View { __passiveModifier() }
    func contentShape(_ shape: some Shape, eoFill: Bool = false) -> some View { __passiveModifier() }
    func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { __passiveModifier() }
    func border(_ content: some ShapeStyle, width: CGFloat = 1) -> some View { __passiveModifier() }
    func blur(radius: CGFloat, opaque: Bool = false) -> some View { __passiveModifier() }
    func saturation(_ amount: Double) -> some View { __passiveModifier() }
    func brightness(_ amount: Double) -> some View { __passiveModifier() }
    func contrast(_ amount: Double) -> some View { __passiveModifier() }
    func grayscale(_ amount: Double) -> some View { __passiveModifier() }
    func hueRotation(_ angle: Angle) -> some View { __passiveModifier() }
    func colorMultiply(_ color: Color) -> some View { __passiveModifier() }
    func blendMode(_ blendMode: BlendMode) -> some View { __passiveModifier() }
    func compositingGroup() -> some View { __passiveModifier() }
    func drawingGroup(opaque: Bool = false) -> some View { __passiveModifier() }
    func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { __passiveModifier() }
    func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { __passiveModifier() }
    func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> some View { __passiveModifier() }
    func matchedGeometryEffect(id: some Hashable, in namespace: Namespace.ID, isSource: Bool = true) -> some View { __passiveModifier() }
    func animation(_ animation: Animation?, value: some Equatable) -> some View { __passiveModifier() }
    func transition(_ t: AnyTransition) -> some View { __passiveModifier() }
    func contentTransition(_ transition: ContentTransition) -> some View { __passiveModifier() }
    func bold(_ isActive: Bool = true) -> some View { __passiveModifier() }
    func italic(_ isActive: Bool = true) -> some View { __passiveModifier() }
    func fontWeight(_ weight: Font.Weight?) -> some View { __passiveModifier() }
    func fontDesign(_ design: Font.Design?) -> some View { __passiveModifier() }
    func fontWidth(_ width: Font.Width?) -> some View { __passiveModifier() }
    func monospaced(_ isActive: Bool = true) -> some View { __passiveModifier() }
    func monospacedDigit() -> some View { __passiveModifier() }
    func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { __passiveModifier() }
    func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { __passiveModifier() }
    func kerning(_ kerning: CGFloat) -> some View { __passiveModifier() }
    func tracking(_ tracking: CGFloat) -> some View { __passiveModifier() }
    func baselineOffset(_ baselineOffset: CGFloat) -> some View { __passiveModifier() }
    func imageScale(_ scale: Image.Scale) -> some View { __environmentModifier(\.imageScale) }
    func symbolVariant(_ variant: SymbolVariants) -> some View { __environmentModifier(\.symbolVariants) }
    func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { __passiveModifier() }
    func symbolEffect(_ effect: some SymbolEffect, options: SymbolEffectOptions = .default, value: some Equatable) -> some View { __passiveModifier() }
    func interpolation(_ interpolation: Image.Interpolation) -> some View { __passiveModifier() }
    func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> some View { __passiveModifier() }
}

/// Lists, navigation, controls and accessibility: read nothing but their arguments.
extension View {
    func navigationTitle(_ title: String) -> some View { __passiveModifier() }
    func navigationSubtitle(_ subtitle: String) -> some View { __passiveModifier() }
    func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { __passiveModifier() }
    func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { __passiveModifier() }
    func navigationBarHidden(_ hidden: Bool) -> some View { __passiveModifier() }
    func navigationViewStyle(_ style: some NavigationViewStyle) -> some View { __passiveModifier() }
    /// iOS 13's spellings of `navigationTitle` and `toolbar`: the items are built here.
    func navigationBarTitle(_ title: Any) -> some View { __passiveModifier() }
    func navigationBarTitle(_ title: Any, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { __passiveModifier() }
    func navigationBarItems(leading: some View) -> some View { __passiveModifier() }
    func navigationBarItems(trailing: some View) -> some View { __passiveModifier() }
    func navigationBarItems(leading: some View, trailing: some View) -> some View { __passiveModifier() }
    func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { __passiveModifier() }
    func navigationSplitViewStyle(_ style: some NavigationSplitViewStyle) -> some View { __passiveModifier() }
    func toolbarBackground(_ style: some ShapeStyle, for bars: ToolbarPlacement...) -> some View { __passiveModifier() }
    func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { __passiveModifier() }
    func toolbarRole(_ role: ToolbarRole) -> some View { __passiveModifier() }
    func listStyle(_ style: some ListStyle) -> some View { __passiveModifier() }
    func listRowBackground(_ view: some View) -> some View { __passiveModifier() }
    func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { __passiveModifier() }
    func listRowInsets(_ insets: EdgeInsets?) -> some View { __passiveModifier() }
    func listRowSpacing(_ spacing: CGFloat?) -> some View { __passiveModifier() }
    func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { __passiveModifier() }
    func headerProminence(_ prominence: Prominence) -> some View { __passiveModifier() }
    func scrollContentBackground(_ visibility: Visibility) -> some View { __passiveModifier() }
    func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { __passiveModifier() }
    func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { __passiveModifier() }
    func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { __passiveModifier() }
    func scrollTargetLayout(isEnabled: Bool = true) -> some View { __passiveModifier() }
    func buttonStyle(_ style: some PrimitiveButtonStyle) -> some View { __passiveModifier() }
    func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { __passiveModifier() }
    func labelStyle(_ style: some LabelStyle) -> some View { __passiveModifier() }
    func toggleStyle(_ style: some ToggleStyle) -> some View { __passiveModifier() }
    func pickerStyle(_ style: some PickerStyle) -> some View { __passiveModifier() }
    func textFieldStyle(_ style: some TextFieldStyle) -> some View { __passiveModifier() }
    func datePickerStyle(_ style: some DatePickerStyle) -> some View { __passiveModifier() }
    func progressViewStyle(_ style: some ProgressViewStyle) -> some View { __passiveModifier() }
    func gaugeStyle(_ style: some GaugeStyle) -> some View { __passiveModifier() }
    func formStyle(_ style: some FormStyle) -> some View { __passiveModifier() }
    func tabViewStyle(_ style: some TabViewStyle) -> some View { __passiveModifier() }
    func menuStyle(_ style: some MenuStyle) -> some View { __passiveModifier() }
    func groupBoxStyle(_ style: some GroupBoxStyle) -> some View { __passiveModifier() }
    func indexViewStyle(_ style: some IndexViewStyle) -> some View { __passiveModifier() }
    func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { __passiveModifier() }
    func presentationDragIndicator(_ visibility: Visibility) -> some View { __passiveModifier() }
    func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { __passiveModifier() }
    func presentationBackground(_ style: some ShapeStyle) -> some View { __passiveModifier() }
    func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { __passiveModifier() }
    func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { __passiveModifier() }
    func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { __passiveModifier() }
    func colorInvert() -> some View { __passiveModifier() }
    func antialiased(_ isAntialiased: Bool) -> some View { __passiveModifier() }
    // A scene's window, menu-bar and immersion styles: how it is shown, not what it shows.
    func windowResizability(_ resizability: WindowResizability) -> some View { __passiveModifier() }
    func windowStyle(_ style: some WindowStyle) -> some View { __passiveModifier() }
    func windowToolbarStyle(_ style: some WindowToolbarStyle) -> some View { __passiveModifier() }
    func defaultSize(width: CGFloat, height: CGFloat) -> some View { __passiveModifier() }
    func menuBarExtraStyle(_ style: some MenuBarExtraStyle) -> some View { __passiveModifier() }
    func immersionStyle(selection: Binding<ImmersionStyle>, in styles: ImmersionStyle...) -> some View { __passiveModifier() }
    func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { __passiveModifier() }
    func tag(_ tag: some Hashable) -> some View { __passiveModifier() }
    func badge(_ count: Int) -> some View { __passiveModifier() }
    func help(_ text: String) -> some View { __passiveModifier() }
    func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { __passiveModifier() }
    func focused(_ condition: FocusState<Bool>.Binding) -> some View { __passiveModifier() }
    func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { __passiveModifier() }
    func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { __passiveModifier() }
    func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { __passiveModifier() }
    func focusedObject(_ object: some ObservableObject) -> some View { __passiveModifier() }
    func focusedSceneObject(_ object: some ObservableObject) -> some View { __passiveModifier() }
    func focusable(_ isFocusable: Bool = true) -> some View { __passiveModifier() }
    func hidden() -> some View { __passiveModifier() }
    func allowsHitTesting(_ enabled: Bool) -> some View { __passiveModifier() }
    func accessibilityLabel(_ label: String) -> some View { __passiveModifier() }
    func accessibilityHint(_ hint: String) -> some View { __passiveModifier() }
    func accessibilityValue(_ value: String) -> some View { __passiveModifier() }
    func accessibilityIdentifier(_ identifier: String) -> some View { __passiveModifier() }
    func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { __passiveModifier() }
    func accessibilityHidden(_ hidden: Bool) -> some View { __passiveModifier() }
    func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { __passiveModifier() }
    func textContentType(_ textContentType: UITextContentType?) -> some View { __passiveModifier() }
    func textSelection(_ selectability: some TextSelectability) -> some View { __passiveModifier() }
    func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { __passiveModifier() }
    func statusBarHidden(_ hidden: Bool = true) -> some View { __passiveModifier() }
    func persistentSystemOverlays(_ visibility: Visibility) -> some View { __passiveModifier() }
    func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { __passiveModifier() }
    func sensoryFeedback(_ feedback: SensoryFeedback, trigger: some Equatable) -> some View { __passiveModifier() }
    func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil) -> some View { __passiveModifier() }
    func searchScopes(_ scope: Binding<some Hashable>, scopes: () -> some View) -> some View { __passiveModifier() }
}

/// Modifiers that keep a closure to run later: applying one reads nothing now (SPEC rule 1).
extension View {
    func onAppear(perform action: (() -> Void)? = nil) -> some View { __actionModifier() }
    func onDisappear(perform action: (() -> Void)? = nil) -> some View { __actionModifier() }
    func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { __actionModifier() }
    func task(id value: some Equatable, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { __actionModifier() }
    func onChange(of value: some Equatable, initial: Bool = false, _ action: @escaping () -> Void) -> some View { __actionModifier() }
    func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { __actionModifier() }
    func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { __actionModifier() }
    func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { __actionModifier() }
    func onHover(perform action: @escaping (Bool) -> Void) -> some View { __actionModifier() }
    func onCommit(perform action: @escaping () -> Void) -> some View { __actionModifier() }
    func onReceive(_ publisher: some Publisher, perform action: @escaping (Any) -> Void) -> some View { __actionModifier() }
    func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { __actionModifier() }
    func onDeleteCommand(perform action: (() -> Void)?) -> some View { __actionModifier() }
    func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View { __actionModifier() }
    func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { __actionModifier() }
    func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { __actionModifier() }
    func refreshable(action: @escaping () async -> Void) -> some View { __actionModifier() }
    func gesture(_ gesture: some Gesture, including mask: GestureMask = .all) -> some View { __actionModifier() }
    func simultaneousGesture(_ gesture: some Gesture, including mask: GestureMask = .all) -> some View { __actionModifier() }
    func highPriorityGesture(_ gesture: some Gesture, including mask: GestureMask = .all) -> some View { __actionModifier() }
}

/// Modifiers whose content closure is built now, by the body that applies them.
extension View {
    func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> some View) -> some View { __contentModifier() }
    func background(alignment: Alignment = .center, @ViewBuilder content: () -> some View) -> some View { __contentModifier() }
    func mask(alignment: Alignment = .center, @ViewBuilder _ mask: () -> some View) -> some View { __contentModifier() }
    func toolbar(@ViewBuilder content: () -> some View) -> some View { __contentModifier() }
    func safeAreaInset(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View) -> some View { __contentModifier() }
    func contextMenu(@ViewBuilder menuItems: () -> some View) -> some View { __contentModifier() }
    func swipeActions(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> some View) -> some View { __contentModifier() }
    func tabItem(@ViewBuilder _ label: () -> some View) -> some View { __contentModifier() }
}

/// Modifiers whose content is presented: a presentation unit shows it while presented. Content
/// SwiftUI takes `@escaping` is built there, only then; content it takes non-escaping (an alert's
/// actions, `navigationDestination(isPresented:)`, an inspector) is built by the body that
/// applies the modifier, presented or not (SPEC rule 1). The closures' `@escaping` is SwiftUI's.
extension View {
    func sheet(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> some View) -> some View { __presentationModifier() }
    func popover(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> some View) -> some View { __presentationModifier() }
    func fullScreenCover(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> some View) -> some View { __presentationModifier() }
    func sheet<Item: Identifiable>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> some View) -> some View { __presentationModifier() }
    func fullScreenCover<Item: Identifiable>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> some View) -> some View { __presentationModifier() }
    func popover<Item: Identifiable>(item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> some View) -> some View { __presentationModifier() }
    func alert(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View) -> some View { __presentationModifier() }
    func alert(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View, @ViewBuilder message: () -> some View) -> some View { __presentationModifier() }
    func alert<T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> some View) -> some View { __presentationModifier() }
    func alert<T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> some View, @ViewBuilder message: (T) -> some View) -> some View { __presentationModifier() }
    func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { __presentationModifier() }
    func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { __presentationModifier() }
    func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { __presentationModifier() }
    func confirmationDialog(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> some View) -> some View { __presentationModifier() }
    func confirmationDialog(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> some View, @ViewBuilder message: () -> some View) -> some View { __presentationModifier() }
    func confirmationDialog<T>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> some View) -> some View { __presentationModifier() }
    func confirmationDialog<T>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> some View, @ViewBuilder message: (T) -> some View) -> some View { __presentationModifier() }
    func navigationDestination(for data: Any.Type, @ViewBuilder destination: @escaping (Any) -> some View) -> some View { __presentationModifier() }
    func navigationDestination(isPresented: Binding<Bool>, @ViewBuilder destination: () -> some View) -> some View { __presentationModifier() }
    func navigationDestination<D: Hashable>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> some View) -> some View { __presentationModifier() }
    func inspector(isPresented: Binding<Bool>, @ViewBuilder content: () -> some View) -> some View { __presentationModifier() }
}

/// Modifiers that set an environment entry for their subtree (SPEC rule 8); the modifier
/// nearest the view wins. `.disabled` is and-ed with the value above: only `.disabled(true)`
/// sets anything.
extension View {
    func disabled(_ disabled: Bool) -> some View { __environmentModifier(\.isEnabled, setting: false, when: true) }
    func font(_ font: Font?) -> some View { __environmentModifier(\.font) }
    func lineLimit(_ number: Int?) -> some View { __environmentModifier(\.lineLimit) }
    func multilineTextAlignment(_ alignment: TextAlignment) -> some View { __environmentModifier(\.multilineTextAlignment) }
    func textCase(_ textCase: Text.Case?) -> some View { __environmentModifier(\.textCase) }
    func controlSize(_ controlSize: ControlSize) -> some View { __environmentModifier(\.controlSize) }
    func redacted(reason: RedactionReasons) -> some View { __environmentModifier(\.redactionReasons) }
    func labelsHidden() -> some View { __environmentModifier(\.labelsVisibility, setting: .hidden) }
    func autocorrectionDisabled(_ disable: Bool = true) -> some View { __environmentModifier(\.autocorrectionDisabled) }
    func truncationMode(_ mode: Text.TruncationMode) -> some View { __environmentModifier(\.truncationMode) }
    func lineSpacing(_ lineSpacing: CGFloat) -> some View { __environmentModifier(\.lineSpacing) }
    func minimumScaleFactor(_ factor: CGFloat) -> some View { __environmentModifier(\.minimumScaleFactor) }
    func submitLabel(_ submitLabel: SubmitLabel) -> some View { __environmentModifier(\.submitLabel) }
    func keyboardType(_ type: UIKeyboardType) -> some View { __environmentModifier(\.keyboardType) }
    func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { __environmentModifier(\.textInputAutocapitalization) }
}

/// Identity, equality and the environment, which ViewGraph's runtime applies itself (SPEC rules
/// 6–8): declared so that they are known modifiers, never "not simulated".
extension View {
    func id(_ id: some Hashable) -> some View { __passiveModifier() }
    func equatable() -> some View { __passiveModifier() }
    func environment(_ object: AnyObject?) -> some View { __passiveModifier() }
    func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { __passiveModifier() }
    func environmentObject(_ object: some ObservableObject) -> some View { __passiveModifier() }
    func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View { __passiveModifier() }
}

/// SwiftUI's debugging aids: `let _ = Self._printChanges()` in a body prints nothing here, since
/// ViewGraph's `--print-changes` prints the same line for every body run.
extension View {
    static func _printChanges() {}
    static func _logChanges() {}
}
