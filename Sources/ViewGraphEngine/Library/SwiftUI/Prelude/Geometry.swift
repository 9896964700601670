// SwiftUI's small value types: angles, unit points, edge insets and grid items, and the
// `GeometryProxy` a `GeometryReader` gives its content: a fixed 390 × 844 points on every run
// (layout is not simulated).

struct GeometryProxy {
    var size = CGSize(width: 390, height: 844)
    var safeAreaInsets = EdgeInsets()

    /// The reader's frame: at the origin of any coordinate space.
    func frame(in coordinateSpace: Any) -> CGRect {
        CGRect(origin: CGPoint(), size: size)
    }

    func bounds(of coordinateSpace: Any) -> CGRect? {
        CGRect(origin: CGPoint(), size: size)
    }
}

struct Angle: Hashable {
    var radians: Double

    init(radians: Double = 0) {
        self.radians = radians
    }

    init(degrees: Double) {
        self.radians = degrees * Double.pi / 180
    }

    var degrees: Double { radians * 180 / Double.pi }
    static let zero = Angle()
    static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

struct UnitPoint: Hashable {
    var x: Double = 0
    var y: Double = 0
    static let zero = UnitPoint(x: 0, y: 0)
    static let center = UnitPoint(x: 0.5, y: 0.5)
    static let leading = UnitPoint(x: 0, y: 0.5)
    static let trailing = UnitPoint(x: 1, y: 0.5)
    static let top = UnitPoint(x: 0.5, y: 0)
    static let bottom = UnitPoint(x: 0.5, y: 1)
    static let topLeading = UnitPoint(x: 0, y: 0)
    static let topTrailing = UnitPoint(x: 1, y: 0)
    static let bottomLeading = UnitPoint(x: 0, y: 1)
    static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

struct EdgeInsets: Hashable {
    var top: Double = 0
    var leading: Double = 0
    var bottom: Double = 0
    var trailing: Double = 0
}

struct GridItem {
    enum Size {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    var size: Size
    var spacing: Double?

    init(_ size: Size = .flexible(minimum: 10, maximum: Double.infinity), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
    }
}

/// A custom `Layout` places its subviews; ViewGraph computes no geometry, so `sizeThatFits`
/// and `placeSubviews` never run, and `MyLayout(…) { content }` builds its content in place.
protocol Layout {}

extension Layout {
    func callAsFunction(@ViewBuilder _ content: () -> some View) -> some View {
        content()
    }
}

struct HStackLayout: Layout {
    init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {}
}

struct VStackLayout: Layout {
    init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}
}

struct ZStackLayout: Layout {
    init(alignment: Alignment = .center) {}
}

struct AnyLayout: Layout {
    init(_ layout: Any) {}
}
