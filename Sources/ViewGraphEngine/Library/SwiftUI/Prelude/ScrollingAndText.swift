// `ScrollViewReader` (its content runs in a unit of its own, given a proxy whose `scrollTo`
// scrolls the lazy containers with a row of that id to it, rule 11), `LocalizedStringKey` (the key is the English text: the
// program's own tables are read where it is shown) and `AnyTransition` (kept, never animated).

struct ScrollViewProxy {
    func scrollTo(_ id: Any, anchor: UnitPoint? = nil) {
        __scrollTo(id)
    }
}

struct ScrollViewReader: View {
    let content: (ScrollViewProxy) -> Any

    init(@ViewBuilder content: @escaping (ScrollViewProxy) -> some View) {
        self.content = content
    }

    var body: some View {
        content(ScrollViewProxy())
    }
}

struct LocalizedStringKey: Hashable, CustomStringConvertible {
    var key: String

    init(_ key: String) {
        self.key = key
    }

    init(stringLiteral value: String) {
        self.key = value
    }

    var description: String { key }
}

struct AnyTransition {
    var name: String

    static let opacity = AnyTransition(name: "opacity")
    static let slide = AnyTransition(name: "slide")
    static let scale = AnyTransition(name: "scale")
    static let identity = AnyTransition(name: "identity")
    static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(name: "offset") }
    static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    func combined(with other: AnyTransition) -> AnyTransition { self }
    func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// `Text(first) + Text(" \(last)").bold()`: SwiftUI's concatenation of texts, one `Text` that
/// reads both parts.
func + (lhs: Text, rhs: Text) -> Text {
    __concatenatedText(lhs, rhs)
}
