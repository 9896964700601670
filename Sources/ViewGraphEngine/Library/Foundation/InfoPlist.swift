import Foundation
import ViewGraphModel

/// `Bundle.main`'s Info.plist as the real bundle has it (issue 36): the app's own `Info.plist`,
/// read with Foundation's `PropertyListSerialization`, its `$(SETTING)` references expanded from
/// the build settings written literally in the folder's `.xcconfig` files (and, where a setting
/// has one value throughout, its `project.pbxproj`), with the entries Xcode generates from
/// settings (`MARKETING_VERSION` → `CFBundleShortVersionString`, `INFOPLIST_KEY_…`). An entry
/// whose value depends on a setting that is not literal is opaque, as is the whole dictionary of
/// a program with neither an Info.plist nor such settings.
struct InfoPlist {
  /// The entries, by key; an opaque value where a setting could not be expanded.
  var entries: [String: Value] = [:]
  /// Whether anything was found: an Info.plist, or a setting that makes an entry.
  var isKnown = false

  /// The entries Xcode makes from build settings.
  static let generated: [String: String] = [
    "CFBundleShortVersionString": "MARKETING_VERSION", "CFBundleVersion": "CURRENT_PROJECT_VERSION",
    "CFBundleIdentifier": "PRODUCT_BUNDLE_IDENTIFIER", "CFBundleName": "PRODUCT_NAME",
  ]

  /// Reads the Info.plist and settings among `files` (a program folder's files by name and path),
  /// each through `read` (the world's bundle reader, which stays in the program's folder).
  init(files: [String: String], read: (String) -> Data?, origin: SourceLocation) {
    var settings: [String: String] = [:]
    for (name, path) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".xcconfig") {
      guard let data = read(path) else { continue }
      for (key, value) in Self.xcconfigSettings(String(decoding: data, as: UTF8.self)) where settings[key] == nil {
        settings[key] = value
      }
    }
    if let path = files["project.pbxproj"], let data = read(path) {
      for (key, value) in Self.projectSettings(String(decoding: data, as: UTF8.self)) where settings[key] == nil {
        settings[key] = value
      }
    }
    func expanded(_ text: String, depth: Int = 0) -> String? {
      guard text.contains("$"), depth < 8 else { return text }
      var result = ""
      var rest = Substring(text)
      while let dollar = rest.firstIndex(of: "$") {
        result += rest[..<dollar]
        let after = rest[rest.index(after: dollar)...]
        guard let open = after.first, open == "(" || open == "{",
          let close = after.firstIndex(of: open == "(" ? ")" : "}")
        else { return nil }
        let name =
          after[after.index(after: after.startIndex)..<close].split(separator: ":").first.map(String.init) ?? ""
        guard let value = settings[name], let inner = expanded(value, depth: depth + 1) else { return nil }
        result += inner
        rest = after[after.index(after: close)...]
      }
      return result + rest
    }
    func value(_ any: Any, key: String) -> Value {
      switch any {
      case let text as String:
        return expanded(text).map(Value.string)
          ?? .opaque(OpaqueValue(description: "Bundle.main.object(forInfoDictionaryKey: \"\(key)\")", origin: origin))
      case let flag as Bool where !(any is Int):
        return .bool(flag)
      case let number as NSNumber:
        if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
        return number.doubleValue == Double(number.intValue) ? .int(number.intValue) : .double(number.doubleValue)
      case let list as [Any]: return .array(list.map { value($0, key: key) })
      case let dictionary as [String: Any]:
        return .dictionary(
          Dictionary(
            dictionary.map { (Value.string($0.key), value($0.value, key: key)) }, uniquingKeysWith: { a, _ in a }))
      default:
        return .opaque(OpaqueValue(description: "Bundle.main.object(forInfoDictionaryKey: \"\(key)\")", origin: origin))
      }
    }
    // The app's own Info.plist: the one nearest the folder's top, outside tests and extensions.
    let plists = files.filter { $0.key == "Info.plist" }.map(\.value)
    if let path = plists.first, let data = read(path),
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
    {
      isKnown = true
      for (key, any) in plist { entries[key] = value(any, key: key) }
    }
    for (key, setting) in Self.generated where entries[key] == nil {
      guard let text = settings[setting] else { continue }
      isKnown = true
      entries[key] = value(text, key: key)
    }
    for (setting, text) in settings where setting.hasPrefix("INFOPLIST_KEY_") {
      let key = String(setting.dropFirst("INFOPLIST_KEY_".count))
      guard entries[key] == nil else { continue }
      isKnown = true
      entries[key] = value(text, key: key)
    }
  }

  /// `KEY = value` lines of an `.xcconfig`, without comments, includes or conditional settings.
  static func xcconfigSettings(_ text: String) -> [(String, String)] {
    text.split(whereSeparator: \.isNewline).compactMap { line in
      let code = line.components(separatedBy: "//").first ?? ""
      let parts = code.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        return nil
      }
      return (parts[0], parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
    }
  }

  /// The settings of a project file that have one value wherever they are set (one that differs
  /// between targets or configurations is not literal for the app, and is left out).
  static func projectSettings(_ text: String) -> [(String, String)] {
    guard
      let expression = try? NSRegularExpression(
        pattern: #"^\s*([A-Z_][A-Z0-9_]*) = ("([^"\n]*)"|([^;\n"]*));"#, options: .anchorsMatchLines)
    else { return [] }
    var values: [String: Set<String>] = [:]
    for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let key = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) else { continue }
      let value =
        (Range(match.range(at: 3), in: text) ?? Range(match.range(at: 4), in: text)).map { String(text[$0]) } ?? ""
      values[key, default: []].insert(value)
    }
    return values.compactMap { key, values in values.count == 1 ? (key, values.first ?? "") : nil }
  }
}

extension SimulatedWorld {
  /// The app's Info.plist, read once per launch: from the program's folder (its bundle), and the
  /// folders it was loaded from (an `.xcconfig` beside the project), outside tests and extensions.
  func infoPlist(at location: SourceLocation) -> InfoPlist {
    if let read = readInfoPlist { return read }
    var files = resourceIndex.filter {
      Self.isAppFile($0.value)
        && ($0.key == "Info.plist" || $0.key.hasSuffix(".xcconfig") || $0.key == "project.pbxproj")
    }
    var allowed = Set(files.values)
    for root in interpreter.program.sources.loadedFolders {
      var walk = FolderWalk(root: root)
      walk.maxEntries = 20_000
      walk.entering = { !$0.name.hasSuffix("Tests") && !$0.name.hasSuffix(".xcassets") }
      walk.wanting = { $0.name == "Info.plist" || $0.name.hasSuffix(".xcconfig") || $0.name == "project.pbxproj" }
      for path in walk.walk().files where Self.isAppFile(path) {
        let name = (path as NSString).lastPathComponent
        if files[name] == nil { files[name] = path }
        allowed.insert(path)
      }
    }
    let limit = interpreter.program.limits.maxSourceBytes
    let read = InfoPlist(
      files: files,
      read: { path in
        guard allowed.contains(path), let data = FileManager.default.contents(atPath: path), data.count <= limit else {
          return nil
        }
        return data
      }, origin: location)
    readInfoPlist = read
    return read
  }

  /// A file of the app itself, not of its tests or extensions.
  private static func isAppFile(_ path: String) -> Bool {
    !path.contains("Tests/") && !path.contains("Widget") && !path.contains("Extension/")
  }
}
