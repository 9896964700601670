// The standard library's numeric constants, declared as the standard library declares them.

extension Int {
    static let max = 9223372036854775807
    static let min = -9223372036854775807 - 1
    static let zero = 0

    /// -1, 0 or 1, as the value is negative, zero or positive.
    func signum() -> Int { self > 0 ? 1 : (self < 0 ? -1 : 0) }

    /// The arithmetic that reports overflow rather than trapping (Swift's `FixedWidthInteger`):
    /// the wrapped result, and whether it wrapped.
    func addingReportingOverflow(_ other: Int) -> (partialValue: Int, overflow: Bool) {
        let partial = self &+ other
        return (partial, (self >= 0) == (other >= 0) && (partial >= 0) != (self >= 0))
    }
    func subtractingReportingOverflow(_ other: Int) -> (partialValue: Int, overflow: Bool) {
        let partial = self &- other
        return (partial, (self >= 0) != (other >= 0) && (partial >= 0) != (self >= 0))
    }
    func multipliedReportingOverflow(by other: Int) -> (partialValue: Int, overflow: Bool) {
        let partial = self &* other
        if self == 0 || other == 0 { return (partial, false) }
        if self == -1 { return (partial, other == Int.min) }
        return (partial, partial / self != other)
    }
    func dividedReportingOverflow(by other: Int) -> (partialValue: Int, overflow: Bool) {
        if other == 0 || (self == Int.min && other == -1) { return (self, true) }
        return (self / other, false)
    }
    func remainderReportingOverflow(dividingBy other: Int) -> (partialValue: Int, overflow: Bool) {
        if other == 0 { return (self, true) }
        if self == Int.min && other == -1 { return (0, true) }
        return (self % other, false)
    }
}

extension Double {
    static let pi = 3.141592653589793
    static let infinity = 1.0 / 0.0
    static let nan = 0.0 / 0.0
    static let greatestFiniteMagnitude = 1.7976931348623157e308
    static let leastNonzeroMagnitude = 5e-324
    static let zero = 0.0

    /// Finite and not zero (ViewGraph's doubles have no subnormal range worth modelling apart).
    var isNormal: Bool { self == self && self != 0 && self != Double.infinity && self != -Double.infinity }
    var isZero: Bool { self == 0 }

    /// The remainder of dividing by `other`, its quotient rounded toward zero.
    func truncatingRemainder(dividingBy other: Double) -> Double {
        self - Double(Int(self / other)) * other
    }
}

/// The standard numeric and string protocols, so that a program's `extension
/// BinaryFloatingPoint { … }` or `extension StringProtocol { … }` reaches the standard types.
protocol Numeric {}
protocol SignedNumeric: Numeric {}
protocol FloatingPoint: SignedNumeric {}
protocol BinaryFloatingPoint: FloatingPoint {}
protocol BinaryInteger: Numeric {}
protocol FixedWidthInteger: BinaryInteger {}
protocol SignedInteger: BinaryInteger {}
protocol StringProtocol {}

extension Double: BinaryFloatingPoint {}
extension CGFloat: BinaryFloatingPoint {}
extension Float: BinaryFloatingPoint {}
extension Int: FixedWidthInteger, SignedInteger {}
extension String: StringProtocol {}

/// The standard collection protocols, so that a program's `extension Collection { … }` or
/// `extension Sequence { … }` reaches arrays, sets, dictionaries and strings.
protocol Sequence {}
protocol Collection: Sequence {}
extension Array: Collection {}
extension Dictionary: Collection {}
extension String: Collection {}

/// The standard library's other integer and interval names: one `Int`, one `Double` here
/// (ViewGraph's integers are 64-bit and checked).
typealias Int64 = Int
typealias Int32 = Int
typealias UInt = Int
typealias UInt64 = Int
typealias UInt32 = Int
typealias UInt8 = Int
typealias TimeInterval = Double

/// A value or an error, as completion handlers pass them.
enum Result<Success, Failure: Error> {
    case success(Success)
    case failure(Failure)

    init(catching body: () throws -> Success) {
        do {
            self = .success(try body())
        } catch {
            self = .failure(error)
        }
    }

    func get() throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }

    func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
        switch self {
        case .success(let value): return .success(transform(value))
        case .failure(let error): return .failure(error)
        }
    }

    func mapError<NewFailure>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
        switch self {
        case .success(let value): return .success(value)
        case .failure(let error): return .failure(transform(error))
        }
    }

    func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
        switch self {
        case .success(let value): return transform(value)
        case .failure(let error): return .failure(error)
        }
    }
}

/// What `..<` and `...` make of floating-point bounds (`Range<Double>`, `ClosedRange<Double>`).
struct FloatingRange: Hashable {
    var lowerBound: Double
    var upperBound: Double
    var isClosed: Bool

    var isEmpty: Bool { isClosed ? lowerBound > upperBound : lowerBound >= upperBound }

    func contains(_ value: Double) -> Bool {
        value >= lowerBound && (isClosed ? value <= upperBound : value < upperBound)
    }

    /// What a `case 0.0..<10.0:` pattern asks.
    static func ~= (range: FloatingRange, value: Double) -> Bool { range.contains(value) }
}

extension CGFloat {
    static let pi = 3.141592653589793
    static let infinity = 1.0 / 0.0
    static let zero = 0.0
}

/// `Float`'s constants, as ViewGraph's one floating-point representation holds them.
extension Float {
    static let pi = 3.141592653589793
    static let infinity = 1.0 / 0.0
    static let nan = 0.0 / 0.0
    static let greatestFiniteMagnitude = 3.4028234663852886e38
    static let zero = 0.0
}

extension Array {
    /// Whether `other` holds equivalent elements in the same order, as `areEquivalent` judges them.
    func elementsEqual(_ other: [Element], by areEquivalent: (Element, Element) throws -> Bool) rethrows -> Bool {
        guard count == other.count else { return false }
        for index in indices {
            if !(try areEquivalent(self[index], other[index])) { return false }
        }
        return true
    }

    /// Whether `other` holds equal elements in the same order.
    func elementsEqual(_ other: [Element]) -> Bool {
        self == other
    }

    /// The same elements, their operations done at once rather than on demand: `lazy.map(…).first`
    /// gives what Swift's `LazySequence` gives, unless a closure has side effects (not simulated).
    var lazy: [Element] { self }
}
