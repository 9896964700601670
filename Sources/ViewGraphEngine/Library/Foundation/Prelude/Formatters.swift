// Foundation's number, list and measurement formatters as apps use them, in the fixed en_US
// locale (SPEC §3: the same text on every run). `__formatNumber` is the native.

/// A number handed to a formatter (`NSNumber(value: 3.5)`).
struct NSNumber: Hashable {
    var doubleValue: Double

    init(value: Double) {
        self.doubleValue = value
    }

    init(value: Int) {
        self.doubleValue = Double(value)
    }

    var intValue: Int { Int(doubleValue) }
}

final class NumberFormatter {
    enum Style: Hashable {
        case none, decimal, currency, percent, scientific, spellOut, ordinal, currencyISOCode, currencyPlural, currencyAccounting
    }

    var numberStyle: Style = .none
    var minimumFractionDigits = 0
    var maximumFractionDigits = 0
    var minimumIntegerDigits = 1
    var usesGroupingSeparator = true
    var currencyCode: String = "USD"
    var currencySymbol: String = "$"
    var locale: Locale? = Locale.current
    var positivePrefix: String = ""
    var zeroSymbol: String? = nil

    init() {}

    func string(from number: NSNumber) -> String? {
        if number.doubleValue == 0, let zeroSymbol { return zeroSymbol }
        let digits = fractionDigits
        return __formatNumber(number.doubleValue, "\(numberStyle)", digits.0, digits.1, currencyCode, usesGroupingSeparator)
    }

    func string(for value: Any?) -> String? {
        if let number = value as? Double { return string(from: NSNumber(value: number)) }
        if let number = value as? Int { return string(from: NSNumber(value: number)) }
        if let number = value as? Decimal { return string(from: NSNumber(value: number.doubleValue)) }
        return nil
    }

    func number(from text: String) -> NSNumber? {
        let digits = text.filter { "0123456789.-".contains($0) }
        guard let value = Double(digits) else { return nil }
        return NSNumber(value: numberStyle == .percent ? value / 100 : value)
    }

    /// Foundation's defaults per style where the app set none.
    var fractionDigits: (Int, Int) {
        if minimumFractionDigits > 0 || maximumFractionDigits > 0 {
            return (minimumFractionDigits, max(minimumFractionDigits, maximumFractionDigits))
        }
        if numberStyle == .decimal { return (0, 3) }
        if [Style.currency, Style.currencyISOCode, Style.currencyAccounting].contains(numberStyle) { return (2, 2) }
        return (0, 0)
    }
}

/// `ListFormatter.localizedString(byJoining:)`: "A, B, and C", as en_US joins a list.
/// Foundation's calendar units, as a `DateComponentsFormatter` allows them.
final class NSCalendar {
    enum Unit: Hashable {
        case era, year, month, weekOfMonth, weekOfYear, weekday, day, hour, minute, second, nanosecond
    }
}

/// Foundation's `DateComponentsFormatter` for the day, hour, minute and second units it allows:
/// a timer's positional "25:00", or "1h 2m 5s", "1 hr, 2 min", "1 hour, 2 minutes" (en_US).
final class DateComponentsFormatter {
    enum UnitsStyle: Hashable { case positional, abbreviated, short, full, spellOut, brief }
    enum ZeroFormattingBehavior: Hashable { case none, `default`, dropLeading, dropMiddle, dropTrailing, dropAll, pad }

    var unitsStyle: UnitsStyle = .positional
    var allowedUnits: [NSCalendar.Unit] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    var maximumUnitCount = 0
    var includesApproximationPhrase = false
    var includesTimeRemainingPhrase = false
    var allowsFractionalUnits = false
    var collapsesLargestUnit = false

    init() {}

    func string(from start: Date, to end: Date) -> String? {
        string(from: end.timeIntervalSince(start))
    }

    func string(from interval: Double) -> String? {
        let counted: [NSCalendar.Unit] = [.day, .hour, .minute, .second]
        let units = counted.filter { allowedUnits.contains($0) }
        if units.isEmpty { return nil }
        var remaining = Int(interval < 0 ? -interval : interval)
        var values: [Int] = []
        for unit in units {
            values.append(remaining / seconds(in: unit))
            remaining = remaining % seconds(in: unit)
        }
        let sign = interval < 0 ? "-" : ""
        if unitsStyle == .positional {
            var first = 0
            if zeroFormattingBehavior != .pad {
                while first < values.count - 1 && values[first] == 0 && first < units.count - 2 { first += 1 }
            }
            var text = ""
            for index in first..<values.count {
                let value = values[index]
                let padded = value < 10 && (index > first || zeroFormattingBehavior == .pad) ? "0\(value)" : "\(value)"
                text += (index > first ? ":" : "") + padded
            }
            return sign + text
        }
        var parts: [String] = []
        for index in 0..<values.count where values[index] != 0 || zeroFormattingBehavior == .pad {
            parts.append(part(values[index], units[index]))
        }
        if parts.isEmpty, let last = units.last { parts = [part(0, last)] }
        if maximumUnitCount > 0 && parts.count > maximumUnitCount { parts = Array(parts.prefix(maximumUnitCount)) }
        let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
        return sign + parts.joined(separator: separator)
    }

    private func seconds(in unit: NSCalendar.Unit) -> Int {
        switch unit {
        case .day: return 86400
        case .hour: return 3600
        case .minute: return 60
        default: return 1
        }
    }

    /// One unit's value in the formatter's style: "2m", "2 min", "2 minutes".
    private func part(_ value: Int, _ unit: NSCalendar.Unit) -> String {
        let name: [String]
        switch unit {
        case .day: name = ["d", "day", "day"]
        case .hour: name = ["h", "hr", "hour"]
        case .minute: name = ["m", "min", "minute"]
        default: name = ["s", "sec", "second"]
        }
        switch unitsStyle {
        case .abbreviated: return "\(value)\(name[0])"
        case .brief: return "\(value)\(name[1])"
        case .short: return "\(value) \(name[1])"
        default: return "\(value) \(name[2])\(value == 1 ? "" : "s")"
        }
    }
}

final class ListFormatter {
    init() {}

    static func localizedString(byJoining strings: [String]) -> String {
        switch strings.count {
        case 0: return ""
        case 1: return strings[0]
        case 2: return strings[0] + " and " + strings[1]
        default: return strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }

    func string(from items: [Any]) -> String? {
        ListFormatter.localizedString(byJoining: items.map { "\($0)" })
    }
}

/// A unit of measure: its symbol and how many of the dimension's base unit one of it is.
class Dimension: Hashable {
    var symbol: String
    var toBase: Double

    init(symbol: String, toBase: Double) {
        self.symbol = symbol
        self.toBase = toBase
    }

    static func == (lhs: Dimension, rhs: Dimension) -> Bool { lhs.symbol == rhs.symbol }
    func hash(into hasher: inout Hasher) { hasher.combine(symbol) }
}

final class UnitLength: Dimension {
    static let meters = UnitLength(symbol: "m", toBase: 1)
    static let kilometers = UnitLength(symbol: "km", toBase: 1000)
    static let centimeters = UnitLength(symbol: "cm", toBase: 0.01)
    static let millimeters = UnitLength(symbol: "mm", toBase: 0.001)
    static let miles = UnitLength(symbol: "mi", toBase: 1609.344)
    static let yards = UnitLength(symbol: "yd", toBase: 0.9144)
    static let feet = UnitLength(symbol: "ft", toBase: 0.3048)
    static let inches = UnitLength(symbol: "in", toBase: 0.0254)
}

final class UnitMass: Dimension {
    static let kilograms = UnitMass(symbol: "kg", toBase: 1)
    static let grams = UnitMass(symbol: "g", toBase: 0.001)
    static let pounds = UnitMass(symbol: "lb", toBase: 0.45359237)
    static let ounces = UnitMass(symbol: "oz", toBase: 0.028349523125)
}

final class UnitDuration: Dimension {
    static let seconds = UnitDuration(symbol: "s", toBase: 1)
    static let minutes = UnitDuration(symbol: "min", toBase: 60)
    static let hours = UnitDuration(symbol: "hr", toBase: 3600)
}

final class UnitVolume: Dimension {
    static let liters = UnitVolume(symbol: "L", toBase: 1)
    static let milliliters = UnitVolume(symbol: "mL", toBase: 0.001)
    static let cups = UnitVolume(symbol: "cup", toBase: 0.2365882365)
    static let gallons = UnitVolume(symbol: "gal", toBase: 3.785411784)
}

/// Temperatures convert with an offset: the base is kelvin.
final class UnitTemperature: Dimension {
    var offset: Double = 0

    static let kelvin = UnitTemperature(symbol: "K", toBase: 1)
    static let celsius = UnitTemperature.make(symbol: "°C", toBase: 1, offset: 273.15)
    static let fahrenheit = UnitTemperature.make(symbol: "°F", toBase: 5.0 / 9.0, offset: 255.3722222222222)

    static func make(symbol: String, toBase: Double, offset: Double) -> UnitTemperature {
        let unit = UnitTemperature(symbol: symbol, toBase: toBase)
        unit.offset = offset
        return unit
    }
}

struct Measurement: Hashable, Comparable {
    var value: Double
    var unit: Dimension

    init(value: Double, unit: Dimension) {
        self.value = value
        self.unit = unit
    }

    private var baseValue: Double { value * unit.toBase + _offset(unit) }

    private func _offset(_ unit: Dimension) -> Double { (unit as? UnitTemperature)?.offset ?? 0 }

    func converted(to other: Dimension) -> Measurement {
        Measurement(value: (baseValue - _offset(other)) / other.toBase, unit: other)
    }

    mutating func convert(to other: Dimension) {
        self = converted(to: other)
    }

    static func < (lhs: Measurement, rhs: Measurement) -> Bool { lhs.baseValue < rhs.baseValue }
    static func + (lhs: Measurement, rhs: Measurement) -> Measurement {
        Measurement(value: lhs.value + rhs.converted(to: lhs.unit).value, unit: lhs.unit)
    }

    /// "5 km", as en_US writes a short measurement (up to three fraction digits).
    func formatted() -> String {
        (__formatNumber(value, "decimal", 0, 3, "", true) ?? "\(value)") + " " + unit.symbol
    }

    func formatted(_ style: Any) -> String { formatted() }

    var description: String { "\(value) \(unit.symbol)" }
}

final class MeasurementFormatter {
    enum UnitOptions: Hashable { case providedUnit, naturalScale, temperatureWithoutUnit }
    var unitOptions: UnitOptions = .naturalScale
    var locale: Locale? = Locale.current

    init() {}

    func string(from measurement: Measurement) -> String { measurement.formatted() }
}
