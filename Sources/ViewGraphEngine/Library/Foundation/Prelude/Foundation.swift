// Foundation as apps use it to read bundled data and keep settings, simulated in memory: the
// bundle is the program's own folder (read-only), `UserDefaults` is fresh at every launch.
// `__resourcePath`, `__readResource`, `__decodeJSON`, `__encodeJSON`, `__default` and `__setDefault` are the natives.

struct URL: Hashable {
    var path: String

    init(fileURLWithPath path: String) {
        self.path = path
    }

    init?(string: String) {
        if string.isEmpty { return nil }
        self.path = string
    }

    var absoluteString: String { path }

    var lastPathComponent: String { path.components(separatedBy: "/").last ?? path }
}

/// The app's bundle: its own folder, read-only. `Bundle(for:)` and `.module` are the same one.
struct Bundle {
    static let main = Bundle()
    static var module: Bundle { main }

    init() {}

    init(for aClass: Any) {}

    init?(identifier: String) {}

    var bundleIdentifier: String? { "com.example.app" }
    /// The app's Info.plist (its own file, with the build settings its folder writes literally),
    /// or opaque when it has none.
    var infoDictionary: [String: Any]? { __infoDictionary() }

    /// The app's Info.plist entry; opaque when ViewGraph cannot know it.
    func object(forInfoDictionaryKey key: String) -> Any? { __infoValue(key) }

    func url(forResource name: String?, withExtension ext: String?) -> URL? {
        guard let path = __resourcePath(name, ext) else { return nil }
        return URL(fileURLWithPath: path)
    }

    func path(forResource name: String?, ofType ext: String?) -> String? {
        __resourcePath(name, ext)
    }
}

/// The simulated process: no launch arguments or environment a test runner would set, so
/// `arguments.contains("-UITests")` is false, as when the app runs on its own.
final class ProcessInfo {
    static let processInfo = ProcessInfo()
    let arguments: [String] = ["App"]
    let environment: [String: String] = [:]
    let processName = "App"
    let globallyUniqueString = "00000000-0000-0000-0000-000000000000"
    var isLowPowerModeEnabled = false
    let processorCount = 2
    let operatingSystemVersionString = "Version 18.0"
    var isiOSAppOnMac = false
    var isMacCatalystApp = false
}

/// `NSClassFromString("XCTestCase")`: a launched app is not under tests, so a test framework's
/// class is not loaded (nil); the program's own class is its type; another framework's is opaque.
func NSClassFromString(_ name: String) -> AnyClass? { __classNamed(name) }

struct Data: Hashable {
    var text: String

    init() {
        self.text = ""
    }

    init(contentsOf url: URL) throws {
        // A file the app's own folders do not hold: what a fresh install's empty folders give.
        if __isAppFolderPath(url.path), !__fileExists(url.path) {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.text = try __readFile(url.path)
    }

    init(jsonText: String) {
        self.text = jsonText
    }

    var count: Int { text.count }
    var isEmpty: Bool { text.isEmpty }

    static func + (lhs: Data, rhs: Data) -> Data { Data(jsonText: lhs.text + rhs.text) }

    mutating func append(_ other: Data) { text += other.text }
}

enum SortOrder: Hashable {
    case forward
    case reverse
}

struct KeyPathComparator {
    var keyPath: Any
    var order: SortOrder

    init(_ keyPath: Any, order: SortOrder = .forward) {
        self.keyPath = keyPath
        self.order = order
    }
}

struct SortDescriptor {
    var keyPath: Any
    var order: SortOrder

    init(_ keyPath: Any, order: SortOrder = .forward) {
        self.keyPath = keyPath
        self.order = order
    }
}

final class JSONDecoder {
    enum DateDecodingStrategy {
        case deferredToDate, iso8601, secondsSince1970, millisecondsSince1970
        case formatted(DateFormatter)
    }

    enum KeyDecodingStrategy {
        case useDefaultKeys, convertFromSnakeCase
    }

    var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
    var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys

    init() {}

    func decode(_ type: Any, from data: Data) throws -> Any {
        let dates: String
        switch dateDecodingStrategy {
        case .formatted(let formatter): dates = formatter.dateFormat.isEmpty ? "iso8601" : formatter.dateFormat
        default: dates = "\(dateDecodingStrategy)"
        }
        return try __decodeJSON(type, data.text, dates, keyDecodingStrategy == .convertFromSnakeCase)
    }
}

final class JSONEncoder {
    enum DateEncodingStrategy {
        case deferredToDate, iso8601, secondsSince1970, millisecondsSince1970
        case formatted(DateFormatter)
    }

    var outputFormatting: Any? = nil
    var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
    var keyEncodingStrategy: Any? = nil

    init() {}

    func encode(_ value: Any) throws -> Data {
        let dates: String
        switch dateEncodingStrategy {
        case .formatted(let formatter): dates = formatter.dateFormat.isEmpty ? "iso8601" : formatter.dateFormat
        default: dates = "\(dateEncodingStrategy)"
        }
        return Data(jsonText: __encodeJSON(value, dates))
    }
}

/// Property lists as apps use them: what the encoder writes, the decoder reads back (the
/// bytes are ViewGraph's own; no app reads a property list byte by byte).
final class PropertyListEncoder {
    var outputFormat: Any? = nil

    init() {}

    func encode(_ value: Any) throws -> Data {
        Data(jsonText: __encodeJSON(value))
    }
}

final class PropertyListDecoder {
    init() {}

    func decode(_ type: Any, from data: Data) throws -> Any {
        try __decodeJSON(type, data.text, "deferredToDate", false)
    }
}

final class UserDefaults {
    static let standard = UserDefaults()
    var values: [String: Any] = [:]
    /// `register(defaults:)`: what a key reads while nothing set it.
    var registered: [String: Any] = [:]
    /// `standard` keeps its values where `@AppStorage` does: one value per key for the launch.
    var sharesAppStorage = true

    init() {}

    init(suiteName: String?) {
        sharesAppStorage = false
    }

    func set(_ value: Any?, forKey key: String) {
        if sharesAppStorage { __setDefault(key, value) } else { values[key] = value }
    }
    func object(forKey key: String) -> Any? { (sharesAppStorage ? __default(key) : values[key]) ?? registered[key] }
    func value(forKey key: String) -> Any? { object(forKey: key) }
    func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
    func register(defaults: [String: Any]) {
        for (key, value) in defaults { registered[key] = value }
    }
    /// Nothing is written anywhere: there is nothing to wait for.
    @discardableResult func synchronize() -> Bool { true }
    func url(forKey key: String) -> URL? { object(forKey: key) as? URL }
    func float(forKey key: String) -> Double { object(forKey: key) as? Double ?? 0 }
    func stringArray(forKey key: String) -> [String]? { object(forKey: key) as? [String] }
    func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }
    func dictionaryRepresentation() -> [String: Any] { values }
    /// `publisher(for: \.someKey)`: the key's value now (key-value observation of later sets is
    /// not simulated).
    func publisher(for keyPath: Any, options: Any? = nil) -> _Publisher { Just(self[keyPath: keyPath]) }
    func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
    func string(forKey key: String) -> String? { object(forKey: key) as? String }
    func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    func integer(forKey key: String) -> Int { object(forKey: key) as? Int ?? 0 }
    func double(forKey key: String) -> Double { object(forKey: key) as? Double ?? 0 }
    func bool(forKey key: String) -> Bool { object(forKey: key) as? Bool ?? false }
    func removeObject(forKey key: String) { set(nil, forKey: key) }
}

/// iCloud's key-value store as a new install finds it: empty until the program sets a key (no
/// other device has written to it), and never changed from outside during a launch.
final class NSUbiquitousKeyValueStore {
    static let `default` = NSUbiquitousKeyValueStore()
    static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
    var values: [String: Any] = [:]

    func set(_ value: Any?, forKey key: String) { values[key] = value }
    func object(forKey key: String) -> Any? { values[key] }
    func data(forKey key: String) -> Data? { values[key] as? Data }
    func string(forKey key: String) -> String? { values[key] as? String }
    func array(forKey key: String) -> [Any]? { values[key] as? [Any] }
    func dictionary(forKey key: String) -> [String: Any]? { values[key] as? [String: Any] }
    func bool(forKey key: String) -> Bool { values[key] as? Bool ?? false }
    func double(forKey key: String) -> Double { values[key] as? Double ?? 0 }
    func longLong(forKey key: String) -> Int { values[key] as? Int ?? 0 }
    func removeObject(forKey key: String) { values[key] = nil }
    var dictionaryRepresentation: [String: Any] { values }
    /// Nothing is written anywhere: there is nothing to wait for.
    @discardableResult func synchronize() -> Bool { true }
}

/// The C library's 48-bit random numbers, as apps seed them for repeatable sample data. They
/// draw from the launch's seeded generator (`--seed`): the same input gives the same numbers,
/// though not the ones the C library gives for that seed.
func srand48(_ seed: Int) {}
func drand48() -> Double { Double.random(in: 0.0..<1.0) }

/// `Decimal` kept as a `Double`: exact enough for the prices and totals apps show, and
/// formatted as a number is (`.formatted(.currency(code:))`).
struct Decimal: Hashable, Comparable, CustomStringConvertible {
    var doubleValue: Double

    init(_ value: Double) {
        self.doubleValue = value
    }

    init(_ value: Int) {
        self.doubleValue = Double(value)
    }

    init?(string: String) {
        guard let value = Double(string) else { return nil }
        self.doubleValue = value
    }

    static let zero = Decimal(0.0)

    /// A `Decimal` or a number literal beside one (`total * 5.78`), as a `Double`.
    static func _double(_ value: Any) -> Double {
        if let decimal = value as? Decimal { return decimal.doubleValue }
        if let number = value as? Double { return number }
        if let number = value as? Int { return Double(number) }
        return 0
    }

    static func + (lhs: Decimal, rhs: Any) -> Decimal { Decimal(lhs.doubleValue + _double(rhs)) }
    static func - (lhs: Decimal, rhs: Any) -> Decimal { Decimal(lhs.doubleValue - _double(rhs)) }
    static func * (lhs: Decimal, rhs: Any) -> Decimal { Decimal(lhs.doubleValue * _double(rhs)) }
    static func / (lhs: Decimal, rhs: Any) -> Decimal { Decimal(lhs.doubleValue / _double(rhs)) }
    static func += (lhs: inout Decimal, rhs: Any) { lhs = lhs + rhs }
    static func -= (lhs: inout Decimal, rhs: Any) { lhs = lhs - rhs }
    static func < (lhs: Decimal, rhs: Decimal) -> Bool { lhs.doubleValue < rhs.doubleValue }

    var description: String { "\(doubleValue)" }

    func formatted(_ style: Any) -> String {
        doubleValue.formatted(style)
    }

    func formatted() -> String {
        doubleValue.formatted()
    }
}
