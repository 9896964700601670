// Text and JSON helpers of Foundation apps use: `CharacterSet` (for `trimmingCharacters(in:)` and
// `components(separatedBy:)`), `JSONSerialization` over the simulated JSON natives, and
// `debugPrint` (which, like `print`, writes nowhere a view reads).

struct CharacterSet: Hashable {
    /// The characters, written out (a named set is its name).
    var members: String
    var isInverted = false

    init(charactersIn string: String) {
        self.members = string
    }

    init(name: String) {
        self.members = name
    }

    static let whitespaces = CharacterSet(name: " \t")
    static let whitespacesAndNewlines = CharacterSet(name: " \t\n\r")
    static let newlines = CharacterSet(name: "\n\r")
    static let decimalDigits = CharacterSet(name: "0123456789")
    static let letters = CharacterSet(name: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    static let lowercaseLetters = CharacterSet(name: "abcdefghijklmnopqrstuvwxyz")
    static let uppercaseLetters = CharacterSet(name: "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    static let alphanumerics = CharacterSet(name: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    static let punctuationCharacters = CharacterSet(name: ".,;:!?'\"()[]{}-")
    static let symbols = CharacterSet(name: "+<=>^`|~$")
    static let urlQueryAllowed = CharacterSet(name: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    static let urlPathAllowed = CharacterSet(name: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")

    var inverted: CharacterSet {
        var copy = self
        copy.isInverted.toggle()
        return copy
    }

    func contains(_ character: Any) -> Bool {
        members.contains("\(character)") != isInverted
    }

    func union(_ other: CharacterSet) -> CharacterSet { CharacterSet(name: members + other.members) }
}

enum JSONSerialization {
    struct ReadingOptions: Hashable {
        static let fragmentsAllowed = ReadingOptions()
        static let mutableContainers = ReadingOptions()
        static let allowFragments = ReadingOptions()
    }

    struct WritingOptions: Hashable {
        static let prettyPrinted = WritingOptions()
        static let sortedKeys = WritingOptions()
        static let fragmentsAllowed = WritingOptions()
    }

    /// The JSON as dictionaries, arrays, strings, numbers and booleans.
    static func jsonObject(with data: Data, options: Any? = nil) throws -> Any {
        try __decodeJSON(Any.self, data.text, "deferredToDate", false)
    }

    static func data(withJSONObject object: Any, options: Any? = nil) throws -> Data {
        Data(jsonText: __encodeJSON(object))
    }

    static func isValidJSONObject(_ object: Any) -> Bool { true }
}

func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n") {}
func dump(_ value: Any) -> Any { value }

/// `os_log` and `Logger` (os): log messages go nowhere a view reads.
func os_log(_ message: Any, log: Any? = nil, type: Any? = nil, _ arguments: Any...) {}

struct Logger {
    init() {}
    init(subsystem: String, category: String) {}
    func log(_ message: Any) {}
    func debug(_ message: Any) {}
    func info(_ message: Any) {}
    func notice(_ message: Any) {}
    func warning(_ message: Any) {}
    func error(_ message: Any) {}
    func fault(_ message: Any) {}
    func critical(_ message: Any) {}
    func trace(_ message: Any) {}
}
