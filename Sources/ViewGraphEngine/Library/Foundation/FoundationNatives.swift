import Foundation
import ViewGraphModel

/// The prelude's Foundation natives: the program's folder as its read-only bundle, JSON, localized
/// strings, the calendar and formatters, timers on the simulated clock, `URLSession` and
/// `FileManager` in memory (SPEC §3: nothing outside the program's folder is read, nothing real is
/// written, no connection is opened, no clock is read).
enum FoundationNatives {
  static let library = NativeRegistry.Library(functions: bundle + calendar + timers + networkAndFiles + unsimulated)

  // MARK: - What the prelude declares and does not simulate

  static let unsimulated: [Native] = [
    Native("__notSimulated", arity: 1) { call in
      // A framework member the prelude declares so that programs load, whose effect ViewGraph
      // does not simulate (an Objective-C selector it would message): said once where it is called.
      call.interpreter.warnOnce(
        .notSimulatedHere("'\(call.text(0))'"), at: call.interpreter.programLocation(call.location))
      return .void
    }
  ]

  // MARK: - The bundle, JSON and localized strings

  static let bundle: [Native] = [
    Native("__resourcePath", arity: 2) { call in
      // `Bundle.main.url(forResource:withExtension:)`: a file of the program's folder, by name.
      guard let resource = call.string(0) else { return .null }
      let file = call.string(1).map { $0.isEmpty ? resource : "\(resource).\($0)" } ?? resource
      return call.world.resourceIndex[file].map(Value.string) ?? .null
    },
    Native("__infoValue", arity: 1) { call in
      // `Bundle.main.object(forInfoDictionaryKey:)`: the app's Info.plist entry (issue 36), opaque
      // when it has none ViewGraph can know (a build setting that is not literal).
      let key = call.text(0)
      let location = call.interpreter.programLocation(call.location)
      let info = call.world.infoPlist(at: location)
      return info.entries[key]
        ?? .opaque(OpaqueValue(description: "Bundle.main.object(forInfoDictionaryKey: \"\(key)\")", origin: location))
    },
    Native("__classNamed", arity: 1) { call in
      // `NSClassFromString(_:)`: the program's class (`Module.Name` or `Name`); nil for a test
      // framework's, which a launched app has not loaded; opaque for another framework's.
      let name = call.text(0)
      let unqualified = QualifiedName(name).components.last ?? name
      if let type = call.interpreter.program.types[unqualified], type.kind == .classType {
        return .metatype(.declared(type))
      }
      let testFrameworks = ["XCTest", "XCUI", "Quick", "Nimble"]
      if testFrameworks.contains(where: { unqualified.hasPrefix($0) })
        || call.interpreter.program.types[unqualified] != nil
      {
        return .null
      }
      let location = call.interpreter.programLocation(call.location)
      call.interpreter.warnOnce(.notSimulatedHere("NSClassFromString(\"\(name)\")"), at: location)
      return .opaque(OpaqueValue(description: "NSClassFromString(\"\(name)\")", origin: location))
    },
    Native("__infoDictionary", arity: 0) { call in
      // `Bundle.main.infoDictionary`: the app's Info.plist, or opaque when there is none.
      let location = call.interpreter.programLocation(call.location)
      let info = call.world.infoPlist(at: location)
      guard info.isKnown else {
        return .opaque(OpaqueValue(description: "Bundle.main.infoDictionary", origin: location))
      }
      return .dictionary(
        Dictionary(info.entries.map { (Value.string($0.key), $0.value) }, uniquingKeysWith: { a, _ in a }))
    },
    Native("__decodeJSON", arity: 4) { call in
      // `JSONDecoder().decode(T.self, from:)` with the decoder's date and key strategies.
      guard let source = call.string(1), let data = source.data(using: .utf8) else { return .null }
      let json: JSONValue
      do {
        json = try JSONDecoder().decode(JSONValue.self, from: data)
      } catch {
        throw call.interpreter.thrown(
          .string("The data couldn’t be read because it isn’t in the correct format."), at: call.location)
      }
      guard let type = call[0].flatMap(WrittenType.init(metatypeValue:)) else { return json.value }
      let coding = JSONCoding(
        call.interpreter, dates: call.string(2) ?? "deferredToDate", snakeCaseKeys: call[3] == .bool(true))
      return try coding.converting(json.value, to: type, at: call.location)
    },
    Native("__encodeJSON", arity: 1...2) { call in
      do {
        let coding = JSONCoding(call.interpreter, dates: call.string(1) ?? "deferredToDate")
        return .string(try coding.encoded(call[0] ?? .null, at: call.location))
      } catch let inside as OpaqueInside {
        return call.interpreter.opaqueResult(
          inside.value, "encoded as JSON", at: call.interpreter.programLocation(call.location))
      }
    },
    Native("__localizedString", arity: 3) { call in
      // SPEC §3: the fixed locale is English; the program's own tables only, read-only.
      guard let key = call.string(0), let table = call.string(1) else { return call[0] ?? .null }
      return .string(call.world.localizedTable(table)[key] ?? call.string(2) ?? key)
    },
    Native("__rswiftString", arity: 2) { call in
      // `__rswiftString("localizable", "tabBarEpisodes")`: the English value of the key of the
      // `Localizable` table whose R.swift name is that ("tabBar.episodes"); the name where none is.
      let table = call.text(0)
      let identifier = call.text(1)
      for name in [table.prefix(1).uppercased() + table.dropFirst(), table] {
        let strings = call.world.localizedTable(name)
        if let key = strings.keys.sorted().first(where: { rswiftIdentifier($0) == identifier }),
          let value = strings[key]
        {
          return .string(value)
        }
      }
      return .string(identifier)
    },
  ]

  // MARK: - Dates, calendars, numbers

  static let calendar: [Native] = [
    Native("__now", arity: 0) { call in .double(call.world.clock.now) },
    Native("__utf8Count", arity: 1) { call in .int(call.text(0).utf8.count) },
    Native("__utf8Bytes", arity: 1) { call in .array(call.text(0).utf8.map { .int(Int($0)) }) },
    // `__percentEncoded(text, allowed)`: each byte of a character not in `allowed` as `%XX`, as
    // Foundation's `addingPercentEncoding(withAllowedCharacters:)`; `__percentDecoded(text)`: the
    // reverse, nil where a `%` is not followed by two hex digits of UTF-8.
    Native("__percentEncoded", arity: 2) { call in
      .string(
        call.text(0).addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: call.text(1)))
          ?? call.text(0))
    },
    Native("__percentDecoded", arity: 1) { call in call.text(0).removingPercentEncoding.map(Value.string) ?? .null },
    Native("__nextUUID", arity: 0) { call in .string(call.world.clock.nextUUID()) },
    Native("__seconds", arity: 1) { call in .double(try seconds(of: call[0] ?? .null, call)) },
    Native("__formatDate", arity: 3) { call in
      .string(
        try CalendarFormatting.format(
          date: call.number(0), dateStyle: call.text(1), timeStyle: call.text(2), at: call.location))
    },
    Native("__formatDatePattern", arity: 2) { call in
      .string(
        CalendarFormatting.dateFormatter(call.text(1)).string(
          from: Date(timeIntervalSinceReferenceDate: call.number(0))))
    },
    Native("__formatDateTemplate", arity: 2) { call in
      // `.dateTime.day().month()`: the fields in the order and punctuation en_US gives them, with
      // a plain space before AM/PM as in the other formats (ICU's pattern has a narrow one).
      let template = call.text(1)
      let pattern =
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: Locale(identifier: "en_US")) ?? template
      let formatted = CalendarFormatting.dateFormatter(pattern).string(
        from: Date(timeIntervalSinceReferenceDate: call.number(0)))
      return .string(formatted.replacingOccurrences(of: "\u{202F}", with: " "))
    },
    Native("__formatISO8601", arity: 2) { call in
      guard case .int(let options)? = call[1] else { return .null }
      return .string(
        CalendarFormatting.iso8601(options: options).string(from: Date(timeIntervalSinceReferenceDate: call.number(0))))
    },
    Native("__parseISO8601", arity: 2) { call in
      guard case .int(let options)? = call[1] else { return .null }
      return CalendarFormatting.iso8601(options: options).date(from: call.text(0))
        .map { .double($0.timeIntervalSinceReferenceDate) } ?? .null
    },
    Native("__parseDate", arity: 2) { call in
      CalendarFormatting.parseDate(call.text(0), pattern: call.text(1)).map(Value.double) ?? .null
    },
    Native("__formatNumber", arity: 6) { call in
      // `NumberFormatter.string(from:)`: Foundation's formatter in en_US, the app's settings applied.
      guard case .int(let least)? = call[2], case .int(let most)? = call[3], case .bool(let grouping)? = call[5] else {
        return .null
      }
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en_US")
      formatter.numberStyle = CalendarFormatting.numberStyles[call.text(1)] ?? .none
      if [.currency, .currencyISOCode, .currencyAccounting].contains(formatter.numberStyle) {
        formatter.currencyCode = call.text(4)
      }
      formatter.minimumFractionDigits = least
      formatter.maximumFractionDigits = most
      formatter.usesGroupingSeparator = grouping
      return formatter.string(from: NSNumber(value: call.number(0))).map(Value.string) ?? .null
    },
    Native("__formatInterval", arity: 2) { call in
      .string(try CalendarFormatting.format(interval: call.number(0), style: call.text(1), at: call.location))
    },
    Native("__calendarField", arity: 2) { call in
      .int(try CalendarFormatting.field(call.text(1), of: call.number(0), at: call.location))
    },
    Native("__calendarAdding", arity: 3) { call in
      guard case .int(let amount)? = call[2] else { return .null }
      return .double(try CalendarFormatting.adding(amount, call.text(1), to: call.number(0), at: call.location))
    },
    Native("__calendarDate", arity: 6) { call in
      let parts = call.arguments.map { if case .int(let i) = $0 { i } else { 0 } }
      var components = DateComponents()
      (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
      (components.hour, components.minute, components.second) = (parts[3], parts[4], parts[5])
      return CalendarFormatting.calendar.date(from: components).map { .double($0.timeIntervalSinceReferenceDate) }
        ?? .null
    },
  ]

  /// Seconds in a number, a `Duration` (`.seconds(2)`, `.milliseconds(500)`) or a
  /// `DispatchTimeInterval`.
  static func seconds(of value: Value, _ call: NativeCall) throws -> Double {
    switch value {
    case .int, .double: return value.doubleValue
    case .enumCase(let e) where e.payload.count == 1:
      if let scale = durationScales[e.name] { return e.payload[0].doubleValue * scale }
    case .symbol(let s) where s == "never": return .infinity
    case .structure(let s):
      if let seconds = s.fields["seconds"] { return seconds.doubleValue }
    default: break
    }
    throw call.fail(.runtime("'\(call.interpreter.describe(value))' is not a number of seconds or a duration"))
  }

  private static let durationScales: [String: Double] = [
    "seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9, "minutes": 60, "hours": 3600,
  ]

  // MARK: - Timers and `asyncAfter` on the simulated clock

  static let timers: [Native] = [
    Native("__schedule", arity: 3) { call in
      // `__schedule(delay, repeatInterval, owner)`: the owner's `fire()` runs when the time comes.
      guard case .object(let owner)? = call[2], let fire = owner.type.methods["fire"]?.first else { return .void }
      let interval = call.number(1) > 0 ? call.number(1) : nil
      let action = call.interpreter.makeFunction(.declared(fire, captured: nil, selfValue: .object(owner)))
      call.world.clock.schedule(after: call.number(0), repeating: interval, owner: owner.id, action)
      return .void
    },
    Native("__scheduleFrames", arity: 3) { call in
      // `__scheduleFrames(interval, budget, owner)`: the owner's `fire()` runs every `interval`
      // seconds, at most `budget` times in one `advance(seconds:)` (a timeline's animation frames).
      guard case .object(let owner)? = call[2], let fire = owner.type.methods["fire"]?.first, call.number(0) > 0 else {
        return .void
      }
      let action = call.interpreter.makeFunction(.declared(fire, captured: nil, selfValue: .object(owner)))
      call.world.clock.schedule(
        after: call.number(0), repeating: call.number(0), owner: owner.id, budget: Int(call.number(1)), action)
      return .void
    },
    Native("__scheduleClosure", arity: 2) { call in
      guard case .function(let action)? = call[1] else { return .void }
      call.world.clock.schedule(after: call.number(0), action)
      return .void
    },
    Native("__cancelSchedule", arity: 1) { call in
      if case .object(let owner)? = call[0] { call.world.clock.cancel(owner: owner.id) }
      return .void
    },
  ]

  // MARK: - URLSession and FileManager

  static let networkAndFiles: [Native] = [
    Native("__fetch", arity: 3) { call in
      // `__fetch(url, method, body)` → (body, status, error or nil); status -1 when no stub answers
      // it: the prelude then fails as on a device offline, and the warning says how to answer it.
      let request = SimulatedNetwork.Request(
        url: call.string(0) ?? "", method: call.string(1) ?? "", body: call.string(2) ?? "")
      guard let response = call.world.network.respond(to: request) else {
        call.interpreter.warnOnce(.networkNotStubbed(request.url), at: call.interpreter.programLocation(call.location))
        return .tuple([.string(""), .int(-1), .null])
      }
      return .tuple([.string(response.body), .int(response.status), response.error ?? .null])
    },
    Native("__readFile", arity: 1) { call in
      // The app's own folders first, then its bundle (read-only, inside the program's folder).
      .string(try call.world.readFile(call.string(0) ?? "", at: call.location))
    },
    Native("__writeFile", arity: 2) { call in
      let path = call.string(0) ?? ""
      guard SimulatedFileSystem.isWritable(path) else { throw refusedWrite(path, call) }
      let text = call.string(1) ?? ""
      try call.interpreter.budget.checkLength(text.utf8.count, at: call.location)
      call.world.files.write(text, to: path)
      return .void
    },
    Native("__isAppFolderPath", arity: 1) { call in
      // The app's own folders (documents, caches, app groups…), where a fresh install has no file.
      .bool(SimulatedFileSystem.isWritable(call.string(0) ?? ""))
    },
    Native("__fileExists", arity: 1) { call in
      let path = call.string(0) ?? ""
      return .bool(call.world.files.exists(path) || call.world.resourceIndex.values.contains(path))
    },
    Native("__removeFile", arity: 1) { call in
      let path = call.string(0) ?? ""
      guard SimulatedFileSystem.isWritable(path) else { throw refusedWrite(path, call) }
      guard call.world.files.remove(path) else {
        throw call.interpreter.thrown(.string(SimulatedWorld.noSuchFile(path)), at: call.location)
      }
      return .void
    },
    Native("__folderContents", arity: 1) { call in
      .array(call.world.files.names(in: call.string(0) ?? "").map(Value.string))
    },
  ]

  /// A write outside the app's folders fails as the sandbox fails it: an error the app's `catch`
  /// (or `try?`) gets, and a warning where it was written, since nothing leaves ViewGraph (SPEC §3).
  private static func refusedWrite(_ path: String, _ call: NativeCall) -> ViewGraphDiagnostic {
    let location = call.interpreter.programLocation(call.location)
    call.interpreter.warnOnce(.fileOutsideAppFolders(path), at: location)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return call.interpreter.thrown(.string("You don’t have permission to save the file “\(name)”."), at: call.location)
  }
}

/// The name R.swift gives a key (`tabBar.episodes` → `tabBarEpisodes`): its words split at what
/// is neither a letter, a digit nor `_`, the first lower-cased at its start, the others capitalized.
func rswiftIdentifier(_ key: String) -> String {
  let words = key.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
  guard let first = words.first else { return key }
  return first.prefix(1).lowercased() + first.dropFirst()
    + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

extension NativeCall {
  /// The launch's simulated world: its clock, network, files and bundle.
  package var world: SimulatedWorld { interpreter.library(SimulatedWorld.self) }
}

extension WrittenType {
  /// The type a metatype value stands for: `MenuSection.self` → `MenuSection`, `[MenuSection].self`
  /// → `[MenuSection]`; nil for a value that is no type.
  init?(metatypeValue value: Value) {
    switch value {
    case .metatype(let type):
      self = type.written
    case .array(let items) where items.count == 1:
      guard let element = WrittenType(metatypeValue: items[0]) else { return nil }
      self = WrittenType(.array, [element])
    case .dictionary(let d) where d.count == 1:
      guard let pair = d.first, let key = WrittenType(metatypeValue: pair.key),
        let value = WrittenType(metatypeValue: pair.value)
      else {
        return nil
      }
      self = WrittenType(.dictionary, [key, value])
    default:
      return nil
    }
  }
}
