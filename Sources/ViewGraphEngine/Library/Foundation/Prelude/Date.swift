// Foundation's dates on the launch's simulated clock: "now" is fixed per launch (`--now`, by
// default 2025-06-01T09:00:00Z) and moves only when a scenario says `advance(seconds:)`; dates
// are shown in the Gregorian calendar, UTC, en_US_POSIX. `UUID()` counts up per launch.
// `__now`, `__formatDate`, `__formatDatePattern`, `__parseDate`, `__formatISO8601`, `__parseISO8601`, `__calendarField`,
// `__calendarAdding`, `__calendarDate` and `__nextUUID` are the natives.

struct Date: Hashable, Comparable, CustomStringConvertible {
    var timeIntervalSinceReferenceDate: Double

    init() {
        self.timeIntervalSinceReferenceDate = __now()
    }

    init(timeIntervalSinceReferenceDate: Double) {
        self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate
    }

    init(timeIntervalSince1970: Double) {
        self.timeIntervalSinceReferenceDate = timeIntervalSince1970 - 978307200
    }

    init(timeIntervalSinceNow: Double) {
        self.timeIntervalSinceReferenceDate = __now() + timeIntervalSinceNow
    }

    init(timeInterval: Double, since date: Date) {
        self.timeIntervalSinceReferenceDate = date.timeIntervalSinceReferenceDate + timeInterval
    }

    static var now: Date { Date() }
    static let distantPast = Date(timeIntervalSinceReferenceDate: -63114076800)
    static let distantFuture = Date(timeIntervalSinceReferenceDate: 63113904000)

    var timeIntervalSince1970: Double { timeIntervalSinceReferenceDate + 978307200 }
    var timeIntervalSinceNow: Double { timeIntervalSinceReferenceDate - __now() }

    func addingTimeInterval(_ interval: Double) -> Date {
        Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + interval)
    }

    mutating func addTimeInterval(_ interval: Double) {
        timeIntervalSinceReferenceDate += interval
    }

    func timeIntervalSince(_ date: Date) -> Double {
        timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate
    }

    func distance(to other: Date) -> Double {
        other.timeIntervalSinceReferenceDate - timeIntervalSinceReferenceDate
    }

    func advanced(by interval: Double) -> Date {
        addingTimeInterval(interval)
    }

    /// `date.formatted()`: numeric date, short time ("6/1/2025, 9:00 AM").
    func formatted() -> String {
        __formatDate(timeIntervalSinceReferenceDate, "numeric", "shortened")
    }

    func formatted(date: Any? = nil, time: Any? = nil) -> String {
        __formatDate(timeIntervalSinceReferenceDate, date ?? "omitted", time ?? "omitted")
    }

    func formatted(_ style: Date.FormatStyle) -> String {
        style.format(self)
    }

    var description: String { __formatDate(timeIntervalSinceReferenceDate, "iso8601", "iso8601") }

    static func < (lhs: Date, rhs: Date) -> Bool {
        lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate
    }

    static func > (lhs: Date, rhs: Date) -> Bool {
        lhs.timeIntervalSinceReferenceDate > rhs.timeIntervalSinceReferenceDate
    }

    static func <= (lhs: Date, rhs: Date) -> Bool {
        lhs.timeIntervalSinceReferenceDate <= rhs.timeIntervalSinceReferenceDate
    }

    static func >= (lhs: Date, rhs: Date) -> Bool {
        lhs.timeIntervalSinceReferenceDate >= rhs.timeIntervalSinceReferenceDate
    }

    static func + (lhs: Date, rhs: Double) -> Date {
        lhs.addingTimeInterval(rhs)
    }

    /// `date - 60` is a date; `later - earlier` (Swift 6's Foundation) is the seconds between.
    static func - (lhs: Date, rhs: Any) -> Any {
        if let other = rhs as? Date {
            return lhs.timeIntervalSinceReferenceDate - other.timeIntervalSinceReferenceDate
        }
        return lhs.addingTimeInterval(-__seconds(rhs))
    }

    /// `Date.FormatStyle(date: .numeric, time: .standard)`, as `Text(date, format:)` and
    /// `"\(date, format: …)"` use it.
    /// `.dateTime.day().month(.wide).year()` asks for fields, shown in the order and the
    /// punctuation en_US gives them ("June 1, 2025"), as Foundation does.
    struct FormatStyle: Hashable {
        var date: String
        var time: String
        /// The fields asked for, as a Unicode date template ("MMMMdy"); empty: `date` and `time`.
        var template = ""

        init(date: Any? = nil, time: Any? = nil) {
            self.date = "\(date ?? "numeric")"
            self.time = "\(time ?? "shortened")"
        }

        /// `.dateTime` with no fields shows as `formatted()` does ("6/1/2025, 9:00 AM").
        static var dateTime: Date.FormatStyle { Date.FormatStyle() }

        func format(_ value: Date) -> String {
            if template.isEmpty {
                return __formatDate(value.timeIntervalSinceReferenceDate, date, time)
            }
            return __formatDateTemplate(value.timeIntervalSinceReferenceDate, template)
        }

        func year(_ format: Any? = nil) -> Date.FormatStyle { adding(_field(format, "y", ["twoDigits": "yy"])) }
        func month(_ format: Any? = nil) -> Date.FormatStyle {
            adding(_field(format, "MMM", ["defaultDigits": "M", "twoDigits": "MM", "abbreviated": "MMM", "wide": "MMMM", "narrow": "MMMMM"]))
        }
        func day(_ format: Any? = nil) -> Date.FormatStyle { adding(_field(format, "d", ["twoDigits": "dd"])) }
        func weekday(_ format: Any? = nil) -> Date.FormatStyle {
            adding(_field(format, "EEE", ["abbreviated": "EEE", "wide": "EEEE", "narrow": "EEEEE", "short": "EEEEEE"]))
        }
        func hour(_ format: Any? = nil) -> Date.FormatStyle { adding(_field(format, "j", ["twoDigits": "HH"])) }
        func minute(_ format: Any? = nil) -> Date.FormatStyle { adding(_field(format, "mm", [:])) }
        func second(_ format: Any? = nil) -> Date.FormatStyle { adding(_field(format, "ss", [:])) }

        private func adding(_ field: String) -> Date.FormatStyle {
            var style = self
            style.template += field
            return style
        }

        /// The template letters for one field: its default, or those its format names
        /// (`.wide`, `.twoDigits`, `.defaultDigits(amPM: .abbreviated)`).
        private func _field(_ format: Any?, _ standard: String, _ named: [String: String]) -> String {
            guard let format else { return standard }
            let name = "\(format)"
            for (key, letters) in named where name.hasPrefix(key) { return letters }
            return standard
        }
    }
}

/// `Text(date, style: .relative)` and the other `Text.DateStyle`s, on the simulated clock.
func _textForDate(_ date: Date, _ style: Any) -> String {
    switch "\(style)" {
    case "date": return __formatDate(date.timeIntervalSinceReferenceDate, "long", "omitted")
    case "time": return __formatDate(date.timeIntervalSinceReferenceDate, "omitted", "shortened")
    default: return __formatInterval(date.timeIntervalSinceReferenceDate - __now(), "\(style)")
    }
}

/// Foundation's order of fields, so that `DateComponents(calendar: .current, year: 2024, …)`
/// fits; the calendar and time zone are always the Gregorian one in UTC.
struct DateComponents: Hashable {
    var calendar: Calendar? = nil
    var timeZone: TimeZone? = nil
    var era: Int? = nil
    var year: Int? = nil
    var month: Int? = nil
    var day: Int? = nil
    var hour: Int? = nil
    var minute: Int? = nil
    var second: Int? = nil
    var nanosecond: Int? = nil
    var weekday: Int? = nil
    var weekOfYear: Int? = nil
}

/// Dates as text in a pattern (`"y-MM-dd"`) or a style, always en_US_POSIX in UTC.
final class DateFormatter {
    enum Style: Hashable {
        case none, short, medium, long, full
    }

    var dateFormat: String = ""
    var dateStyle: Style = .none
    var timeStyle: Style = .none
    var locale: Locale? = Locale.current
    var timeZone: Any? = nil
    var calendar: Calendar? = Calendar.current

    init() {}

    func string(from date: Date) -> String {
        if !dateFormat.isEmpty { return __formatDatePattern(date.timeIntervalSinceReferenceDate, dateFormat) }
        let styles: [DateFormatter.Style: String] = [.none: "omitted", .short: "numeric", .medium: "abbreviated", .long: "long", .full: "complete"]
        let times: [DateFormatter.Style: String] = [.none: "omitted", .short: "shortened", .medium: "standard", .long: "standard", .full: "complete"]
        return __formatDate(date.timeIntervalSinceReferenceDate, styles[dateStyle] ?? "omitted", times[timeStyle] ?? "omitted")
    }

    func date(from string: String) -> Date? {
        guard let seconds = __parseDate(string, dateFormat.isEmpty ? "iso8601" : dateFormat) else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
}

/// "2 hours ago", "in 5 min.", "yesterday": a date relative to another, as en_US says it. The
/// largest whole unit is shown (seconds, minutes, hours, days, weeks, months, years).
final class RelativeDateTimeFormatter {
    enum UnitsStyle: Hashable { case full, spellOut, short, abbreviated }
    enum DateTimeStyle: Hashable { case numeric, named }

    var unitsStyle: UnitsStyle = .full
    var dateTimeStyle: DateTimeStyle = .numeric
    var locale: Locale? = Locale.current
    var calendar: Calendar? = Calendar.current

    init() {}

    func localizedString(for date: Date, relativeTo reference: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSinceReferenceDate - reference.timeIntervalSinceReferenceDate)
    }

    func localizedString(fromTimeInterval interval: Double) -> String {
        let seconds = Int(interval < 0 ? -interval : interval)
        let units: [(Int, String, String, String, String)] = [
            (31_536_000, "year", "yr.", "y", "year"), (2_592_000, "month", "mo.", "mo", "month"),
            (604_800, "week", "wk.", "w", "week"), (86_400, "day", "day", "d", "day"),
            (3_600, "hour", "hr.", "h", "hour"), (60, "minute", "min.", "m", "minute"), (1, "second", "sec.", "s", "second"),
        ]
        for (size, full, short, abbreviated, named) in units where seconds >= size || size == 1 {
            let count = seconds / size
            if dateTimeStyle == .named {
                if count == 0 { return "now" }
                if count == 1, named == "day" { return interval < 0 ? "yesterday" : "tomorrow" }
                if count == 1, size > 86_400 { return interval < 0 ? "last \(named)" : "next \(named)" }
            }
            let amount: String
            switch unitsStyle {
            case .short: amount = "\(count) \(short)"
            case .abbreviated: amount = "\(count)\(abbreviated)"
            default: amount = "\(count) \(full)\(count == 1 ? "" : "s")"
            }
            return interval < 0 ? "\(amount) ago" : "in \(amount)"
        }
        return "now"
    }
}

/// Foundation's ISO 8601 formatter, in UTC. Its options are Foundation's (raw values included); the
/// formatter reads and writes what Foundation's does with them (`.withFractionalSeconds` reads
/// `…22.562Z`, which the default options refuse).
final class ISO8601DateFormatter {
    struct Options: Hashable {
        let rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }
        static let withYear = Options(rawValue: 1)
        static let withMonth = Options(rawValue: 2)
        static let withWeekOfYear = Options(rawValue: 4)
        static let withDay = Options(rawValue: 16)
        static let withTime = Options(rawValue: 32)
        static let withTimeZone = Options(rawValue: 64)
        static let withSpaceBetweenDateAndTime = Options(rawValue: 128)
        static let withDashSeparatorInDate = Options(rawValue: 256)
        static let withColonSeparatorInTime = Options(rawValue: 512)
        static let withColonSeparatorInTimeZone = Options(rawValue: 1024)
        static let withFractionalSeconds = Options(rawValue: 2048)
        static let withFullDate = Options(rawValue: 1 | 2 | 16 | 256)
        static let withFullTime = Options(rawValue: 32 | 64 | 512 | 1024)
        static let withInternetDateTime = Options(rawValue: 1 | 2 | 16 | 256 | 32 | 64 | 512 | 1024)
    }

    /// The options as the program lists them (`[.withInternetDateTime, .withFractionalSeconds]`).
    var formatOptions: [Options] = [.withInternetDateTime]
    var timeZone: TimeZone? = TimeZone(identifier: "GMT")

    init() {}

    private var optionBits: Int {
        var bits = 0
        for option in formatOptions { bits = bits | option.rawValue }
        return bits
    }

    func string(from date: Date) -> String {
        __formatISO8601(date.timeIntervalSinceReferenceDate, optionBits)
    }

    func date(from string: String) -> Date? {
        guard let seconds = __parseISO8601(string, optionBits) else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
}

/// UTC, whatever the program asks for: every launch gives the same answers (SPEC §3).
struct TimeZone: Hashable {
    var identifier: String

    init?(identifier: String) {
        self.identifier = identifier
    }

    init?(abbreviation: String) {
        self.identifier = abbreviation
    }

    init?(secondsFromGMT seconds: Int) {
        self.identifier = "GMT"
    }

    static var current: TimeZone { TimeZone(identifier: "GMT")! }
    static var autoupdatingCurrent: TimeZone { current }
    static var gmt: TimeZone { current }

    func secondsFromGMT(for date: Date = Date()) -> Int { 0 }
    var abbreviation: String? { "GMT" }
}

/// The Gregorian calendar in UTC, whatever the program asks for.
struct Calendar: Hashable {
    enum Component: Hashable {
        case era, year, month, day, hour, minute, second, weekday, weekOfYear, nanosecond
    }

    static var current: Calendar { Calendar() }
    static var autoupdatingCurrent: Calendar { Calendar() }

    var timeZone: TimeZone = .current
    var locale: Locale? = nil

    init(identifier: Any? = nil) {}

    func component(_ component: Calendar.Component, from date: Date) -> Int {
        __calendarField(date.timeIntervalSinceReferenceDate, "\(component)")
    }

    /// Which `smaller` within `larger` the date falls in (the day of the year, say).
    func ordinality(of smaller: Calendar.Component, in larger: Calendar.Component, for date: Date) -> Int? {
        switch (smaller, larger) {
        case (.day, .month): return component(.day, from: date)
        case (.month, .year): return component(.month, from: date)
        case (.weekday, .weekOfYear): return component(.weekday, from: date)
        case (.weekOfYear, .year): return component(.weekOfYear, from: date)
        case (.hour, .day): return component(.hour, from: date) + 1
        case (.minute, .hour): return component(.minute, from: date) + 1
        case (.day, .year):
            guard let first = self.date(from: DateComponents(year: component(.year, from: date), month: 1, day: 1)) else { return nil }
            return Int(startOfDay(for: date).timeIntervalSince(first) / 86400) + 1
        default: return nil
        }
    }

    func dateComponents(_ components: Any, from date: Date) -> DateComponents {
        let seconds = date.timeIntervalSinceReferenceDate
        return DateComponents(
            year: __calendarField(seconds, "year"), month: __calendarField(seconds, "month"),
            day: __calendarField(seconds, "day"), hour: __calendarField(seconds, "hour"),
            minute: __calendarField(seconds, "minute"), second: __calendarField(seconds, "second"),
            nanosecond: __calendarField(seconds, "nanosecond"), weekday: __calendarField(seconds, "weekday"),
            weekOfYear: __calendarField(seconds, "weekOfYear"))
    }

    func date(byAdding component: Calendar.Component, value: Int, to date: Date) -> Date? {
        Date(timeIntervalSinceReferenceDate: __calendarAdding(date.timeIntervalSinceReferenceDate, "\(component)", value))
    }

    func date(byAdding components: DateComponents, to date: Date) -> Date? {
        var seconds = date.timeIntervalSinceReferenceDate
        if let years = components.year { seconds = __calendarAdding(seconds, "year", years) }
        if let months = components.month { seconds = __calendarAdding(seconds, "month", months) }
        if let days = components.day { seconds = __calendarAdding(seconds, "day", days) }
        if let hours = components.hour { seconds = __calendarAdding(seconds, "hour", hours) }
        if let minutes = components.minute { seconds = __calendarAdding(seconds, "minute", minutes) }
        if let moreSeconds = components.second { seconds = __calendarAdding(seconds, "second", moreSeconds) }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    func isDateInWeekend(_ date: Date) -> Bool {
        let weekday = component(.weekday, from: date)
        return weekday == 1 || weekday == 7
    }

    func date(from components: DateComponents) -> Date? {
        guard let seconds = __calendarDate(components.year ?? 2001, components.month ?? 1, components.day ?? 1,
            components.hour ?? 0, components.minute ?? 0, components.second ?? 0) else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    func startOfDay(for date: Date) -> Date {
        let seconds = date.timeIntervalSinceReferenceDate
        return Date(timeIntervalSinceReferenceDate: seconds - Double(__calendarField(seconds, "secondOfDay")))
    }

    func isDate(_ date: Date, inSameDayAs other: Date) -> Bool {
        startOfDay(for: date) == startOfDay(for: other)
    }

    func isDateInToday(_ date: Date) -> Bool {
        isDate(date, inSameDayAs: Date())
    }

    func isDateInYesterday(_ date: Date) -> Bool {
        isDate(date.addingTimeInterval(86400), inSameDayAs: Date())
    }

    func isDateInTomorrow(_ date: Date) -> Bool {
        isDate(date.addingTimeInterval(-86400), inSameDayAs: Date())
    }

    /// The day, week (from Sunday, as en_US counts), month or year `date` falls in; nil for another unit.
    func dateInterval(of component: Calendar.Component, for date: Date) -> DateInterval? {
        let day = startOfDay(for: date)
        switch component {
        case .day:
            return DateInterval(start: day, duration: 86400)
        case .weekOfYear:
            let start = day.addingTimeInterval(-86400 * Double(self.component(.weekday, from: date) - 1))
            return DateInterval(start: start, duration: 7 * 86400)
        case .month, .year:
            let year = self.component(.year, from: date)
            let month = component == .month ? self.component(.month, from: date) : 1
            guard let start = self.date(from: DateComponents(year: year, month: month, day: 1)),
                let end = self.date(byAdding: component, value: 1, to: start)
            else { return nil }
            return DateInterval(start: start, end: end)
        default:
            return nil
        }
    }
}

/// Foundation's `DateInterval`: a start and a duration in seconds.
struct DateInterval: Hashable, Comparable {
    var start: Date
    var duration: Double

    var end: Date {
        get { start.addingTimeInterval(duration) }
        set { duration = newValue.timeIntervalSinceReferenceDate - start.timeIntervalSinceReferenceDate }
    }

    init() {
        self.start = Date()
        self.duration = 0
    }

    init(start: Date, duration: Double) {
        self.start = start
        self.duration = duration
    }

    init(start: Date, end: Date) {
        self.start = start
        self.duration = end.timeIntervalSinceReferenceDate - start.timeIntervalSinceReferenceDate
    }

    /// Whether `date` is within it, both ends included.
    func contains(_ date: Date) -> Bool {
        !(date < start) && !(end < date)
    }

    func intersects(_ other: DateInterval) -> Bool {
        !(other.end < start) && !(end < other.start)
    }

    static func < (lhs: DateInterval, rhs: DateInterval) -> Bool {
        lhs.start < rhs.start || (lhs.start == rhs.start && lhs.duration < rhs.duration)
    }
}

struct UUID: Hashable, CustomStringConvertible {
    var uuidString: String

    init() {
        self.uuidString = __nextUUID()
    }

    init?(uuidString: String) {
        if uuidString.count != 36 { return nil }
        self.uuidString = uuidString.uppercased()
    }

    var description: String { uuidString }
}
