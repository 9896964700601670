// SwiftUI's gestures as values: made, configured and attached, never run — a gesture's closures
// are kept (SPEC rule 1), and no scenario word performs one. `@GestureState` keeps its initial
// value, like `@State` (rule 4).

protocol Gesture {}

/// Configuring a gesture keeps its closures and returns the gesture: nothing is run.
extension Gesture {
    func onChanged(_ action: @escaping (Any) -> Void) -> Self { self }
    func onEnded(_ action: @escaping (Any) -> Void) -> Self { self }
    func updating(_ state: Any, body: @escaping (Any, inout Any, inout Transaction) -> Void) -> Self { self }
    func simultaneously(with other: some Gesture) -> Self { self }
    func sequenced(before other: some Gesture) -> Self { self }
    func exclusively(before other: some Gesture) -> Self { self }
    func map(_ body: @escaping (Any) -> Any) -> Self { self }
}

struct DragGesture: Gesture {
    struct Value {
        var translation = CGSize.zero
        var location = CGPoint.zero
        var startLocation = CGPoint.zero
        var predictedEndTranslation = CGSize.zero
        var velocity = CGSize.zero
    }

    var minimumDistance: Double

    init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }
}

struct TapGesture: Gesture {
    var count: Int

    init(count: Int = 1) {
        self.count = count
    }
}

struct SpatialTapGesture: Gesture {
    var count: Int

    init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
    }
}

struct LongPressGesture: Gesture {
    var minimumDuration: Double
    var maximumDistance: Double

    init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

struct MagnifyGesture: Gesture {
    struct Value {
        var magnification = 1.0
        var velocity = 0.0
        var startAnchor = UnitPoint.center
        var startLocation = CGPoint.zero
    }

    var minimumScaleDelta: Double

    init(minimumScaleDelta: Double = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// The name `MagnifyGesture` had before iOS 17.
func MagnificationGesture(minimumScaleDelta: Double = 0.01) -> MagnifyGesture {
    MagnifyGesture(minimumScaleDelta: minimumScaleDelta)
}

struct RotateGesture: Gesture {
    var minimumAngleDelta: Angle

    init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}
