// SwiftUI's views that are Swift here: a `DisclosureGroup`, `Gauge`, `ColorPicker`, `AsyncImage`
// and `Canvas` are views of their own (units, whose inputs compare like any view's, SPEC rule 6).
// Builder closures passed to an initializer run in the body that makes the view, as in SwiftUI
// (rule 1). `Canvas` is a leaf of the body that makes it, like `Text`: its renderer is not run,
// since ViewGraph draws nothing. `TimelineView` is in Timeline.swift.

struct Gauge: View {
    var value: Double
    var bounds: ClosedRange<Double>
    var label: Any

    init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> some View) {
        self.value = value
        self.bounds = bounds
        self.label = label()
    }

    init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> some View, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(value: value, in: bounds, label: label)
    }

    init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> some View, @ViewBuilder currentValueLabel: () -> some View, @ViewBuilder minimumValueLabel: () -> some View, @ViewBuilder maximumValueLabel: () -> some View) {
        self.init(value: value, in: bounds, label: label)
    }

    var body: some View {
        label
    }
}

/// A label that shows its content once expanded: tapping the label (`tap("title")`) expands or
/// collapses it, through `isExpanded:` when given, else its own state. Collapsed, the content
/// closure is not run, as in SwiftUI.
struct DisclosureGroup: View {
    var label: Any
    var isExpanded: Binding<Bool>?
    var content: () -> Any
    @State private var expandedHere = false

    init(_ title: String, @ViewBuilder content: @escaping () -> some View) {
        self.label = Text(title)
        self.isExpanded = nil
        self.content = content
    }

    init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> some View) {
        self.label = Text(title)
        self.isExpanded = isExpanded
        self.content = content
    }

    init(@ViewBuilder content: @escaping () -> some View, @ViewBuilder label: () -> some View) {
        self.label = label()
        self.isExpanded = nil
        self.content = content
    }

    init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> some View, @ViewBuilder label: () -> some View) {
        self.label = label()
        self.isExpanded = isExpanded
        self.content = content
    }

    var body: some View {
        Button {
            if let isExpanded {
                isExpanded.wrappedValue.toggle()
            } else {
                expandedHere.toggle()
            }
        } label: {
            label
        }
        if isExpanded?.wrappedValue ?? expandedHere {
            content()
        }
    }
}

/// `OutlineGroup(tree, children: \.children) { node in … }`: a row for each item, and for an
/// item with children a `DisclosureGroup`, collapsed as SwiftUI first shows it: tapping the
/// row's label builds the next level.
struct OutlineGroup: View {
    var data: [Any]
    var id: Any?
    var children: Any
    var content: (Any) -> Any

    init(_ data: [Any], children: Any, @ViewBuilder content: @escaping (Any) -> some View) {
        self.data = data
        self.id = nil
        self.children = children
        self.content = content
    }

    init(_ data: [Any], id: Any, children: Any, @ViewBuilder content: @escaping (Any) -> some View) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    var body: some View {
        if let id {
            ForEach(data, id: id) { item in row(item) }
        } else {
            ForEach(data) { item in row(item) }
        }
    }

    @ViewBuilder
    func row(_ item: Any) -> some View {
        if let nested = item[keyPath: children] {
            DisclosureGroup {
                OutlineGroup(nested, id: id, children: children, content: content)
            } label: {
                content(item)
            }
        } else {
            content(item)
        }
    }
}

struct ColorPicker: View {
    var title: String
    var selection: Binding<Color>
    var supportsOpacity: Bool

    init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.title = title
        self.selection = selection
        self.supportsOpacity = supportsOpacity
    }

    var body: some View {
        Text(title)
    }
}

/// What an `AsyncImage` shows: ViewGraph opens no network connection, so always `.empty`.
enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    var image: Image? {
        if case .success(let image) = self {
            return image
        }
        return nil
    }

    var error: Error? {
        if case .failure(let error) = self {
            return error
        }
        return nil
    }
}

/// An image loaded from a URL, built in its placeholder phase: the image never arrives.
struct AsyncImage: View {
    var url: URL?
    var phaseContent: ((AsyncImagePhase) -> Any)?
    var placeholder: (() -> Any)?

    init(url: URL?, scale: Double = 1) {
        self.url = url
        self.phaseContent = nil
        self.placeholder = nil
    }

    init(url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> some View, @ViewBuilder placeholder: @escaping () -> some View) {
        self.url = url
        self.phaseContent = nil
        self.placeholder = placeholder
    }

    init(url: URL?, scale: Double = 1, transaction: Any? = nil, @ViewBuilder content: @escaping (AsyncImagePhase) -> some View) {
        self.url = url
        self.phaseContent = content
        self.placeholder = nil
    }

    var body: some View {
        if let phaseContent {
            phaseContent(AsyncImagePhase.empty)
        } else if let placeholder {
            placeholder()
        } else {
            Color.gray
        }
    }
}

/// A drawing: a leaf of the body that makes it, its renderer never run (ViewGraph draws nothing).
func Canvas(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> some View {
    EmptyView()
}

/// What a focused view publishes with `.focusedValue(_:_:)`, read with `@FocusedValue` and
/// `@FocusedBinding`: no view has focus in ViewGraph, so those read nil. A key's declaration
/// (`struct NoteKey: FocusedValueKey`) and `extension FocusedValues` load as they are.
protocol FocusedValueKey {}

/// A toolbar's content as a type of the program's (`struct PostActions: ToolbarContent`): its
/// `body` builds `ToolbarItem`s; SwiftUI runs it as it runs a view's, so it is a unit like one.
protocol ToolbarContent: View {}
protocol CustomizableToolbarContent: ToolbarContent {}

struct FocusedValues {}

/// The iOS 13 alert that `.alert(isPresented:content:)` presents: its title, its message and its
/// buttons, each a button that runs its action (SwiftUI then sets the binding to false).
struct Alert: View {
    /// `Alert.Button`: a label and an action.
    typealias Button = AlertButton

    var title: Text
    var message: Text?
    var buttons: [AlertButton]

    init(title: Text, message: Text? = nil, dismissButton: AlertButton? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? AlertButton.default(Text("OK"))]
    }

    init(title: Text, message: Text? = nil, primaryButton: AlertButton, secondaryButton: AlertButton) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    var body: some View {
        VStack {
            title
            if let message { message }
            ForEach(0..<buttons.count, id: \.self) { index in
                AlertButtonRow(button: buttons[index])
            }
        }
    }
}

/// The iOS 13 action sheet that `.actionSheet(isPresented:content:)` presents.
struct ActionSheet: View {
    typealias Button = AlertButton

    var title: Text
    var message: Text?
    var buttons: [AlertButton]

    init(title: Text, message: Text? = nil, buttons: [AlertButton] = [AlertButton.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    var body: some View {
        VStack {
            title
            if let message { message }
            ForEach(0..<buttons.count, id: \.self) { index in
                AlertButtonRow(button: buttons[index])
            }
        }
    }
}

/// A button of an `Alert` or an `ActionSheet` (`Alert.Button.default(Text("OK")) { … }`); its
/// role (cancel, destructive) changes only how it looks.
struct AlertButton {
    var label: Text
    var action: (() -> Void)?

    static func `default`(_ label: Text, action: (() -> Void)? = {}) -> AlertButton {
        AlertButton(label: label, action: action)
    }

    static func cancel(_ label: Text, action: (() -> Void)? = {}) -> AlertButton {
        AlertButton(label: label, action: action)
    }

    static func cancel(_ action: (() -> Void)? = {}) -> AlertButton {
        AlertButton(label: Text("Cancel"), action: action)
    }

    static func destructive(_ label: Text, action: (() -> Void)? = {}) -> AlertButton {
        AlertButton(label: label, action: action)
    }
}

/// One button of an alert or an action sheet, as it is on screen.
struct AlertButtonRow: View {
    var button: AlertButton

    var body: some View {
        Button(action: { button.action?() }) { button.label }
    }
}
