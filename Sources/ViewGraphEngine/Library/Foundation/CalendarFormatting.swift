import Foundation
import ViewGraphModel

/// Dates, calendars and numbers as Foundation computes and formats them for the simulated world:
/// the Gregorian calendar, UTC, `en_US_POSIX` (`en_US` for numbers), so that every run gives the
/// same text (SPEC §3).
enum CalendarFormatting {
  static let numberStyles: [String: NumberFormatter.Style] = [
    "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific,
    "spellOut": .spellOut, "ordinal": .ordinal, "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
    "currencyAccounting": .currencyAccounting,
  ]

  // MARK: - Calendar arithmetic and formatting (Gregorian, UTC, en_US_POSIX)

  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return calendar
  }()

  /// Foundation's formatter for a pattern (`"y-MM-dd"`), in the simulated calendar.
  static func dateFormatter(_ pattern: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.locale = calendar.locale
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = pattern
    return formatter
  }

  /// Foundation's ISO 8601 formatter with the program's `formatOptions` (their raw value), in UTC.
  static func iso8601(options: Int) -> ISO8601DateFormatter {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = ISO8601DateFormatter.Options(rawValue: UInt(max(options, 0)))
    formatter.timeZone = calendar.timeZone
    return formatter
  }

  /// Seconds since the reference date of `text` read in a pattern, or as ISO 8601 (`"iso8601"`).
  static func parseDate(_ text: String, pattern: String) -> Double? {
    let date = pattern == "iso8601" ? ISO8601DateFormatter().date(from: text) : dateFormatter(pattern).date(from: text)
    return date?.timeIntervalSinceReferenceDate
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]
  private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  static func field(_ name: String, of seconds: Double, at location: SourceLocation) throws -> Int {
    let date = Date(timeIntervalSinceReferenceDate: seconds)
    let parts = calendar.dateComponents(
      [.era, .year, .month, .day, .hour, .minute, .second, .weekday, .weekOfYear, .nanosecond], from: date)
    switch name {
    case "era": return parts.era ?? 1
    case "year": return parts.year ?? 0
    case "month": return parts.month ?? 0
    case "day": return parts.day ?? 0
    case "hour": return parts.hour ?? 0
    case "minute": return parts.minute ?? 0
    case "second": return parts.second ?? 0
    case "weekday": return parts.weekday ?? 0
    case "weekOfYear": return parts.weekOfYear ?? 0
    case "nanosecond": return parts.nanosecond ?? 0
    case "secondOfDay": return (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)
    default:
      throw ViewGraphDiagnostic.error(
        .runtime("the calendar component '.\(name)' is not simulated by ViewGraph"), at: location)
    }
  }

  static func adding(_ amount: Int, _ name: String, to seconds: Double, at location: SourceLocation) throws -> Double {
    let components: [String: Calendar.Component] = [
      "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
      "weekOfYear": .weekOfYear,
    ]
    guard let component = components[name] else {
      throw ViewGraphDiagnostic.error(
        .runtime("adding the calendar component '.\(name)' is not simulated by ViewGraph"), at: location)
    }
    let date = Date(timeIntervalSinceReferenceDate: seconds)
    return (calendar.date(byAdding: component, value: amount, to: date) ?? date).timeIntervalSinceReferenceDate
  }

  /// `Date.FormatStyle`'s date and time styles, as en_US shows them ("Jun 1, 2025, 9:00 AM").
  static func format(date seconds: Double, dateStyle: String, timeStyle: String, at location: SourceLocation) throws
    -> String
  {
    let date = Date(timeIntervalSinceReferenceDate: seconds)
    let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
    let (year, month, day) = (p.year ?? 2001, p.month ?? 1, p.day ?? 1)
    let (hour, minute, second) = (p.hour ?? 0, p.minute ?? 0, p.second ?? 0)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    if dateStyle == "iso8601" {
      return "\(year)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute)):\(two(second)) +0000"
    }
    let monthName = monthNames[(month - 1 + 12) % 12]
    let datePart: String?
    switch dateStyle {
    case "omitted": datePart = nil
    case "numeric": datePart = "\(month)/\(day)/\(year)"
    case "abbreviated": datePart = "\(monthName.prefix(3)) \(day), \(year)"
    case "long": datePart = "\(monthName) \(day), \(year)"
    case "complete": datePart = "\(weekdayNames[((p.weekday ?? 1) - 1 + 7) % 7]), \(monthName) \(day), \(year)"
    default:
      throw ViewGraphDiagnostic.error(
        .runtime("the date style '.\(dateStyle)' is not simulated by ViewGraph"), at: location)
    }
    let hour12 = hour % 12 == 0 ? 12 : hour % 12
    let meridiem = hour < 12 ? "AM" : "PM"
    let timePart: String?
    switch timeStyle {
    case "omitted": timePart = nil
    case "shortened": timePart = "\(hour12):\(two(minute)) \(meridiem)"
    case "standard": timePart = "\(hour12):\(two(minute)):\(two(second)) \(meridiem)"
    case "complete": timePart = "\(hour12):\(two(minute)):\(two(second)) \(meridiem) GMT"
    default:
      throw ViewGraphDiagnostic.error(
        .runtime("the time style '.\(timeStyle)' is not simulated by ViewGraph"), at: location)
    }
    let joiner = dateStyle == "long" || dateStyle == "complete" ? " at " : ", "
    return [datePart, timePart].compactMap { $0 }.joined(separator: joiner)
  }

  /// `Text(date, style: .relative / .offset / .timer)`: the time from now to the date.
  static func format(interval: Double, style: String, at location: SourceLocation) throws -> String {
    let total = Int(abs(interval).rounded(.down))
    let (hours, minutes, seconds) = (total / 3600, total % 3600 / 60, total % 60)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let relative =
      hours > 0 ? "\(hours) hr, \(minutes) min" : minutes > 0 ? "\(minutes) min, \(seconds) sec" : "\(seconds) sec"
    switch style {
    case "relative": return relative
    case "offset": return (interval < 0 ? "-" : "+") + relative
    case "timer": return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
    default:
      throw ViewGraphDiagnostic.error(
        .runtime("the text date style '.\(style)' is not simulated by ViewGraph"), at: location)
    }
  }
}
