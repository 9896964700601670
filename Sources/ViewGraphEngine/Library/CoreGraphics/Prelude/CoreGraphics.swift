// CoreGraphics' geometry values, as SwiftUI code passes them around (`CGFloat` is `Double`).

struct CGPoint: Hashable {
    var x: Double = 0
    var y: Double = 0
    static let zero = CGPoint()
}

struct CGSize: Hashable {
    var width: Double = 0
    var height: Double = 0
    static let zero = CGSize()
}

struct CGRect: Hashable {
    var origin: CGPoint
    var size: CGSize

    init(origin: CGPoint = CGPoint(), size: CGSize = CGSize()) {
        self.origin = origin
        self.size = size
    }

    init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = CGPoint(x: x, y: y)
        self.size = CGSize(width: width, height: height)
    }

    var width: Double { size.width }
    var height: Double { size.height }
    var minX: Double { origin.x }
    var minY: Double { origin.y }
    var midX: Double { origin.x + size.width / 2 }
    var midY: Double { origin.y + size.height / 2 }
    var maxX: Double { origin.x + size.width }
    var maxY: Double { origin.y + size.height }
    static let zero = CGRect()
}
