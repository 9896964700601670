// SwiftUI's paints and paths as plain values: gradients, `Path`, `StrokeStyle` and
// `AnyShapeStyle` keep what they are given and draw nothing, so passing one to `.fill` or
// `.foregroundStyle` reads only its arguments (SPEC rule 1). A custom `Shape` is a view whose
// `path(in:)` is never run: ViewGraph does no drawing.

protocol Shape: View {}

protocol InsettableShape: Shape {}

/// A shape's body: ViewGraph does no drawing, so `path(in:)` is never run.
extension Shape {
    var body: some View {
        EmptyView()
    }
}

struct Gradient: Hashable {
    struct Stop: Hashable {
        var color: Color
        var location: Double
    }

    var stops: [Stop]

    init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        self.stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    init(stops: [Stop]) {
        self.stops = stops
    }
}

struct LinearGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

struct RadialGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: Double
    var endRadius: Double

    init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

struct AngularGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint

    init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
    }

    init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center)
    }
}

struct AnyShapeStyle: ShapeStyle {
    var style: Any

    init(_ style: Any) {
        self.style = style
    }
}

struct StrokeStyle: Hashable {
    var lineWidth: Double = 1
    var lineCap: CGLineCap = .butt
    var lineJoin: CGLineJoin = .miter
    var miterLimit: Double = 10
    var dash: [Double] = []
    var dashPhase: Double = 0
}

enum CGLineCap: Hashable {
    case butt
    case round
    case square
}

enum CGLineJoin: Hashable {
    case miter
    case round
    case bevel
}

/// A path is built when it is made, as in SwiftUI: its builder runs in the body that makes it
/// (SPEC rule 1). ViewGraph keeps no elements, so every path is equal to every other.
struct Path: Shape {
    init() {}

    init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
    }

    init(_ rect: CGRect) {}
    init(roundedRect rect: CGRect, cornerRadius: Double) {}
    init(ellipseIn rect: CGRect) {}

    mutating func move(to point: CGPoint) {}
    mutating func addLine(to point: CGPoint) {}
    mutating func addLines(_ points: [CGPoint]) {}
    mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {}
    mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {}
    mutating func addRect(_ rect: CGRect) {}
    mutating func addEllipse(in rect: CGRect) {}
    mutating func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
    mutating func closeSubpath() {}
}
