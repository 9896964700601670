import Foundation

/// The natives of the prelude's `Date`, `Calendar`, `UUID`, `Timer`, `DispatchQueue` and
/// `UserDefaults.standard`: on the launch's `SimulatedClock` and in its memory, in the Gregorian
/// calendar, UTC, en_US_POSIX (SPEC §3: deterministic, no clock or disk is read).
extension Interpreter {
  func callFoundationNative(_ name: String, _ values: [Value], at location: SourceLocation) throws -> Value {
    func number(_ index: Int) -> Double {
      index < values.count ? values[index].doubleValue : 0
    }
    func text(_ index: Int) -> String {
      index < values.count ? describe(values[index]) : ""
    }
    switch name {
    case "__now":
      return .double(clock.now)
    case "__utf8Count":
      return .int(text(0).utf8.count)
    case "__nextUUID":
      return .string(clock.nextUUID())
    case "__seconds":
      return .double(try seconds(of: values.first ?? .null, at: location))
    case "__formatDate":
      return .string(try Self.format(date: number(0), dateStyle: text(1), timeStyle: text(2), at: location, self))
    case "__formatDatePattern":
      return .string(Self.dateFormatter(text(1)).string(from: Date(timeIntervalSinceReferenceDate: number(0))))
    case "__formatDateTemplate":
      // `.dateTime.day().month()`: the fields in the order and punctuation en_US gives them, with
      // a plain space before AM/PM as in the other formats (ICU's pattern has a narrow one).
      let pattern = DateFormatter.dateFormat(fromTemplate: text(1), options: 0, locale: Locale(identifier: "en_US")) ?? text(1)
      let formatted = Self.dateFormatter(pattern).string(from: Date(timeIntervalSinceReferenceDate: number(0)))
      return .string(formatted.replacingOccurrences(of: "\u{202F}", with: " "))
    case "__parseDate":
      return Self.parseDate(text(0), pattern: text(1)).map(Value.double) ?? .null
    case "__formatNumber":
      // `NumberFormatter.string(from:)`: Foundation's formatter in en_US, the app's settings applied.
      guard values.count == 6, case .int(let least) = values[2], case .int(let most) = values[3], case .bool(let grouping) = values[5] else {
        return .null
      }
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en_US")
      formatter.numberStyle = Self.numberStyles[text(1)] ?? .none
      if formatter.numberStyle == .currency || formatter.numberStyle == .currencyISOCode || formatter.numberStyle == .currencyAccounting {
        formatter.currencyCode = text(4)
      }
      formatter.minimumFractionDigits = least
      formatter.maximumFractionDigits = most
      formatter.usesGroupingSeparator = grouping
      return formatter.string(from: NSNumber(value: number(0))).map(Value.string) ?? .null
    case "__formatInterval":
      return .string(try Self.format(interval: number(0), style: text(1), at: location, self))
    case "__calendarField":
      return .int(try Self.field(text(1), of: number(0), at: location, self))
    case "__calendarAdding":
      guard case .int(let amount)? = values.dropFirst(2).first else { return .null }
      return .double(try Self.adding(amount, text(1), to: number(0), at: location, self))
    case "__calendarDate":
      let parts = values.map { if case .int(let i) = $0 { i } else { 0 } }
      guard parts.count == 6 else { return .null }
      var components = DateComponents()
      (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
      (components.hour, components.minute, components.second) = (parts[3], parts[4], parts[5])
      return Self.calendar.date(from: components).map { .double($0.timeIntervalSinceReferenceDate) } ?? .null
    case "__schedule":
      // `__schedule(delay, repeatInterval, owner)`: the owner's `fire()` runs when the time comes.
      guard case .object(let owner)? = values.dropFirst(2).first, let fire = owner.type.methods["fire"]?.first else { return .void }
      let interval = number(1) > 0 ? number(1) : nil
      clock.schedule(after: number(0), repeating: interval, owner: owner.id, makeFunction(.declared(fire, captured: nil, selfValue: .object(owner))))
      return .void
    case "__scheduleClosure":
      guard case .function(let action)? = values.dropFirst().first else { return .void }
      clock.schedule(after: number(0), action)
      return .void
    case "__sleep":
      // `Task.sleep`: the running task sleeps on the clock; false when it was cancelled.
      return .bool(try sleepTask(seconds: number(0), at: location))
    case "__taskIsCancelled":
      return .bool(runningTask?.isCancelled ?? false)
    case "__cancelSchedule":
      if case .object(let owner)? = values.first { clock.cancel(owner: owner.id) }
      return .void
    case "__deliver":
      // SPEC rule 1: `.onReceive(publisher)` actions of the views on screen run; none is a body.
      // A publisher made of operators gets what its chain makes of the value (`__relayed`).
      guard case .object(let source)? = values.first else { return .int(0) }
      let value = values.dropFirst().first ?? .void
      let receivers = host.liveUnits.flatMap { unit in unit.output.flatMap(Self.receivers) }
      var delivered = 0
      for (publisher, action) in receivers {
        if publisher === source {
          _ = try call(action, [value], at: location)
          delivered += 1
        } else if publisher.type.methods["__relayed"] != nil {
          let relayed = try callMethod(
            on: .object(publisher), "__relayed",
            [Argument(label: nil, value: Expr(.literal(.object(source)), at: location)), Argument(label: nil, value: Expr(.literal(value), at: location))],
            Scope(size: 0, parent: nil), at: location) { _ in }
          guard case .array(let outputs) = relayed, !outputs.isEmpty else { continue }
          for output in outputs { _ = try call(action, [output], at: location) }
          delivered += 1
        }
      }
      return .int(delivered)
    case "__default":
      // `UserDefaults.standard.object(forKey:)`: what `set` or an `@AppStorage` stored; not a read
      // a view depends on (UserDefaults is no observable source).
      guard case .string(let key)? = values.first else { return .null }
      return host.existingDefault(forKey: key) ?? .null
    case "__setDefault":
      // `UserDefaults.standard.set(_:forKey:)`: the `@AppStorage` views of that key see it (SPEC rule 4).
      guard case .string(let key)? = values.first else { return .void }
      let cell = StateCell(initialValue: .null)
      cell.storage = host.defaultsStorage(forKey: key, initial: .null)
      writeState(cell, values.dropFirst().first ?? .null, at: location)
      return .void
    default:
      return try callNetworkOrFileNative(name, values, at: location)
    }
  }

  private static let numberStyles: [String: NumberFormatter.Style] = [
    "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific,
    "spellOut": .spellOut, "ordinal": .ordinal, "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
    "currencyAccounting": .currencyAccounting,
  ]

  /// The `.onReceive(publisher)` actions in a node and the nodes below it (not in child units),
  /// with their publishers.
  private static func receivers(in node: ViewNode) -> [(publisher: ObjectInstance, action: FunctionValue)] {
    var found = node.modifiers.compactMap { modifier -> (ObjectInstance, FunctionValue)? in
      guard modifier.name == "onReceive", case .object(let object)? = modifier.value, let action = modifier.action else { return nil }
      return (object, action)
    }
    for child in node.children + node.label { found += receivers(in: child) }
    return found
  }

  /// Seconds in a number, a `Duration` (`.seconds(2)`, `.milliseconds(500)`) or a
  /// `DispatchTimeInterval`.
  func seconds(of value: Value, at location: SourceLocation) throws -> Double {
    switch value {
    case .int, .double: return value.doubleValue
    case .enumCase(let e) where e.payload.count == 1:
      if let scale = Self.durationScales[e.name] { return e.payload[0].doubleValue * scale }
    case .symbol(let s) where s == "never": return .infinity
    case .structure(let s):
      if let seconds = s.fields["seconds"] { return seconds.doubleValue }
    default: break
    }
    throw fail(.runtime("'\(describe(value))' is not a number of seconds or a duration"), at: location)
  }

  private static let durationScales: [String: Double] = [
    "seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9, "minutes": 60, "hours": 3600,
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

  /// Seconds since the reference date of `text` read in a pattern, or as ISO 8601 (`"iso8601"`).
  static func parseDate(_ text: String, pattern: String) -> Double? {
    let date = pattern == "iso8601" ? ISO8601DateFormatter().date(from: text) : dateFormatter(pattern).date(from: text)
    return date?.timeIntervalSinceReferenceDate
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
  ]
  private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  static func field(_ name: String, of seconds: Double, at location: SourceLocation, _ interpreter: Interpreter) throws -> Int {
    let date = Date(timeIntervalSinceReferenceDate: seconds)
    let parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .weekday, .weekOfYear, .nanosecond], from: date)
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
    default: throw interpreter.fail(.runtime("the calendar component '.\(name)' is not simulated by ViewGraph"), at: location)
    }
  }

  static func adding(_ amount: Int, _ name: String, to seconds: Double, at location: SourceLocation, _ interpreter: Interpreter) throws -> Double {
    let components: [String: Calendar.Component] = [
      "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second, "weekOfYear": .weekOfYear,
    ]
    guard let component = components[name] else {
      throw interpreter.fail(.runtime("adding the calendar component '.\(name)' is not simulated by ViewGraph"), at: location)
    }
    let date = Date(timeIntervalSinceReferenceDate: seconds)
    return (calendar.date(byAdding: component, value: amount, to: date) ?? date).timeIntervalSinceReferenceDate
  }

  /// `Date.FormatStyle`'s date and time styles, as en_US shows them ("Jun 1, 2025, 9:00 AM").
  static func format(date seconds: Double, dateStyle: String, timeStyle: String, at location: SourceLocation, _ interpreter: Interpreter) throws -> String {
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
    default: throw interpreter.fail(.runtime("the date style '.\(dateStyle)' is not simulated by ViewGraph"), at: location)
    }
    let hour12 = hour % 12 == 0 ? 12 : hour % 12
    let meridiem = hour < 12 ? "AM" : "PM"
    let timePart: String?
    switch timeStyle {
    case "omitted": timePart = nil
    case "shortened": timePart = "\(hour12):\(two(minute)) \(meridiem)"
    case "standard": timePart = "\(hour12):\(two(minute)):\(two(second)) \(meridiem)"
    case "complete": timePart = "\(hour12):\(two(minute)):\(two(second)) \(meridiem) GMT"
    default: throw interpreter.fail(.runtime("the time style '.\(timeStyle)' is not simulated by ViewGraph"), at: location)
    }
    let joiner = dateStyle == "long" || dateStyle == "complete" ? " at " : ", "
    return [datePart, timePart].compactMap { $0 }.joined(separator: joiner)
  }

  /// `Text(date, style: .relative / .offset / .timer)`: the time from now to the date.
  static func format(interval: Double, style: String, at location: SourceLocation, _ interpreter: Interpreter) throws -> String {
    let total = Int(abs(interval).rounded(.down))
    let (hours, minutes, seconds) = (total / 3600, total % 3600 / 60, total % 60)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let relative = hours > 0 ? "\(hours) hr, \(minutes) min" : minutes > 0 ? "\(minutes) min, \(seconds) sec" : "\(seconds) sec"
    switch style {
    case "relative": return relative
    case "offset": return (interval < 0 ? "-" : "+") + relative
    case "timer": return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
    default: throw interpreter.fail(.runtime("the text date style '.\(style)' is not simulated by ViewGraph"), at: location)
    }
  }
}

extension Interpreter {
  /// `Text(value, format: style)` and `"\(value, format: style)"`: the style's own `format(_:)`;
  /// `Text(date, style: .relative)`: the prelude's `__textForDate`.
  func formattedText(_ value: Value, _ style: Value, at location: SourceLocation) throws -> String {
    if case .structure(let s) = style, s.type.methods["format"] != nil {
      return describe(try callMethod(on: style, "format", [Argument(label: nil, value: Expr(.literal(value), at: location))], Scope(size: 0, parent: nil), at: location) { _ in })
    }
    if case .symbol(let name) = style, case .structure(let s) = value, s.type.name == "Date",
      let formatStyle = program.types["Date.FormatStyle"], formatStyle.hasStaticMember(name)
    {
      // `Text(date, format: .dateTime)`: the implicit member is `Date.FormatStyle`'s.
      return try formattedText(value, member(of: .metatype(.declared(formatStyle)), name, at: location), at: location)
    }
    if let textForDate = program.functions["__textForDate"]?.first, case .structure(let s) = value, s.type.name == "Date" {
      return describe(try invoke(textForDate, arguments: [value, style], selfValue: nil, captured: nil, at: location).result)
    }
    if case .symbol(let name) = style, let number = Self.formattedNumber(value, name) { return number }
    // Any other style: the value as it prints, and a warning once per place (the text is not what
    // the app shows, but nothing else depends on it).
    if reportedWarnings.insert("format \(location)").inserted {
      host.warn(.warning(.formatNotSimulated(value.typeName, describe(style)), at: location))
    }
    return describe(value)
  }

  /// `.number`, `.percent` and `.currency(code:)` of an `Int` or `Double`, as en_US shows them.
  static func formattedNumber(_ value: Value, _ style: String) -> String? {
    guard case .double = value.coerced(to: .double) else { return nil }
    let x = value.coerced(to: .double).doubleValue
    func grouped(_ x: Double, digits: Int) -> String {
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en_US")
      formatter.numberStyle = .decimal
      formatter.minimumFractionDigits = digits == 2 ? 2 : 0
      formatter.maximumFractionDigits = digits
      return formatter.string(from: NSNumber(value: x)) ?? String(x)
    }
    if style == "number" { return grouped(x, digits: 3) }
    if style == "percent" { return grouped(x * 100, digits: 3) + "%" }
    guard style.hasPrefix("currency(") else { return nil }
    let code = String(style.dropFirst("currency(".count).dropLast())
    let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"]
    // A code ViewGraph cannot know (`Locale.current.currencyCode`): the en_US_POSIX locale's, USD.
    let symbol = symbols[code] ?? (code.count == 3 && code.allSatisfy(\.isUppercase) ? code + " " : "$")
    let amount = grouped(abs(x), digits: code == "JPY" ? 0 : 2)
    return (x < 0 ? "-" : "") + symbol + amount
  }
}
