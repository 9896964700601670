import Foundation

/// Number and string formatting as Foundation does it for samples: `String(format:)`,
/// `formatted()`, and `Text("\(value, specifier: "%.1f")")`.
extension Interpreter {
  /// `printf`-style formatting of the common specifiers: `%d %i %ld %u %f %.Nf %e %g %@ %s %%`.
  func format(_ format: String, _ arguments: [Value], at location: SourceLocation) throws -> String {
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
        try checkLength(Int(number) ?? Int.max, at: location)
      }
      switch conversion {
      case "d", "i", "u":
        let number = argument.doubleValue.isFinite ? Int(exactly: argument.doubleValue.rounded(.towardZero)) ?? 0 : 0
        result += String(format: flags + "ld", number)
      case "f", "F", "e", "E", "g", "G":
        result += String(format: flags + String(conversion), argument.doubleValue)
      default:
        result += describe(argument)
      }
      try checkLength(result.utf8.count, at: location)
    }
    return result
  }

  /// `formatted()` with the default number style of an English locale: grouping, up to three
  /// fraction digits.
  func formatted(_ value: Value) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 3
    switch value {
    case .int(let i): return formatter.string(from: NSNumber(value: i)) ?? String(i)
    case .double(let d): return formatter.string(from: NSNumber(value: d)) ?? String(d)
    default: return describe(value)
    }
  }
}
