import Foundation
import ViewGraphModel

/// Number and string formatting as Foundation does it for samples: `String(format:)`,
/// `formatted()`, `Text("\(value, specifier: "%.1f")")`, `Text(value, format:)`, in en_US.
enum TextFormatting {
  /// `printf`-style formatting of the common specifiers: `%d %i %ld %u %f %.Nf %e %g %@ %s %%`.
  static func format(_ format: String, _ arguments: [Value], at location: SourceLocation, in interpreter: Interpreter)
    throws -> String
  {
    var result = ""
    var remaining = arguments[...]
    var characters = format[...]
    while let c = characters.first {
      characters = characters.dropFirst()
      guard c == "%" else {
        result.append(c)
        continue
      }
      var spec = "%"
      while let next = characters.first, "0123456789.-+ #l".contains(next) {
        spec.append(next)
        characters = characters.dropFirst()
      }
      guard let conversion = characters.first else { break }
      characters = characters.dropFirst()
      if conversion == "%" {
        result.append("%")
        continue
      }
      let argument = remaining.popFirst() ?? .null
      let flags = spec.replacingOccurrences(of: "l", with: "")
      // A width or precision is a number of characters to write: kept within the string limit.
      for number in flags.split(whereSeparator: { !$0.isNumber }) {
        try interpreter.budget.checkLength(Int(number) ?? Int.max, at: location)
      }
      switch conversion {
      case "d", "i", "u":
        let number = argument.doubleValue.isFinite ? Int(exactly: argument.doubleValue.rounded(.towardZero)) ?? 0 : 0
        result += String(format: flags + "ld", number)
      case "f", "F", "e", "E", "g", "G":
        result += String(format: flags + String(conversion), argument.doubleValue)
      default:
        result += interpreter.describe(argument)
      }
      try interpreter.budget.checkLength(result.utf8.count, at: location)
    }
    return result
  }

  /// `formatted()` with the default number style of an English locale: grouping, up to three
  /// fraction digits.
  static func formatted(_ value: Value, in interpreter: Interpreter) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 3
    switch value {
    case .int(let i): return formatter.string(from: NSNumber(value: i)) ?? String(i)
    case .double(let d): return formatter.string(from: NSNumber(value: d)) ?? String(d)
    default: return interpreter.describe(value)
    }
  }

  /// `Text(value, format: style)` and `"\(value, format: style)"`: the style's own `format(_:)`;
  /// `Text(date, style: .relative)`: the prelude's `_textForDate`.
  static func formattedText(_ value: Value, _ style: Value, at location: SourceLocation, in interpreter: Interpreter)
    throws -> String
  {
    let program = interpreter.program
    if case .structure(let s) = style, s.type.methods["format"] != nil {
      let argument = Argument(label: nil, value: Expr(.evaluated(value), at: location))
      return interpreter.describe(
        try interpreter.callMethod(on: style, "format", [argument], Scope(size: 0, parent: nil), at: location) { _ in })
    }
    if case .symbol(let name) = style, case .structure(let s) = value, s.type.name == "Date",
      let formatStyle = program.types["Date.FormatStyle"], formatStyle.hasStaticMember(name)
    {
      // `Text(date, format: .dateTime)`: the implicit member is `Date.FormatStyle`'s.
      return try formattedText(
        value, interpreter.member(of: .metatype(.declared(formatStyle)), name, at: location), at: location,
        in: interpreter)
    }
    if let textForDate = program.functions[PreludeContract.textForDate]?.first, case .structure(let s) = value,
      s.type.name == "Date"
    {
      return interpreter.describe(
        try interpreter.invoke(textForDate, arguments: [value, style], selfValue: nil, captured: nil, at: location)
          .result)
    }
    if case .symbol(let name) = style, let number = formattedNumber(value, name) { return number }
    // Any other style: the value as it prints, and a warning once per place (the text is not what
    // the app shows, but nothing else depends on it).
    if interpreter.reportedWarnings.insert("format \(location)").inserted {
      interpreter.tracker.warn(.warning(.formatNotSimulated(value.typeName, interpreter.describe(style)), at: location))
    }
    return interpreter.describe(value)
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
