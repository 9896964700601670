// Foundation's additions to `String` that apps use with SwiftData and `Data`: locale-aware
// searches (in the en_US_POSIX locale: case-insensitive) and the UTF-8 bytes `Data(string.utf8)`
// keeps, `data(using:)` and `String(data:encoding:)`. `__utf8Count` and `__utf8Bytes` are the natives.

struct UTF8View: Hashable {
    var text: String
    var count: Int { __utf8Count(text) }
    var isEmpty: Bool { text.isEmpty }

    /// Its bytes in order, for `for byte in text.utf8`.
    func makeIterator() -> Iterator { Iterator(bytes: __utf8Bytes(text)) }

    /// The bytes one by one.
    struct Iterator {
        var bytes: [UInt8]
        var index = 0

        mutating func next() -> UInt8? {
            guard index < bytes.count else { return nil }
            index += 1
            return bytes[index - 1]
        }
    }
}

extension String {
    var utf8: UTF8View { UTF8View(text: self) }

    // NSString's path API, which a String bridged with `as NSString` has (a logger's
    // `(#file as NSString).lastPathComponent`), as NSString reads a path.
    var length: Int { utf16.count }

    var pathComponents: [String] {
        let parts = components(separatedBy: "/").filter { !$0.isEmpty }
        return hasPrefix("/") ? ["/"] + parts : parts
    }

    var lastPathComponent: String {
        if self == "/" { return "/" }
        return components(separatedBy: "/").filter { !$0.isEmpty }.last ?? ""
    }

    var deletingLastPathComponent: String {
        var parts = components(separatedBy: "/").filter { !$0.isEmpty }
        if !parts.isEmpty { parts.removeLast() }
        let joined = parts.joined(separator: "/")
        return hasPrefix("/") ? "/" + joined : joined
    }

    var pathExtension: String {
        let parts = lastPathComponent.components(separatedBy: ".")
        // `.hidden` has none: a name that starts with its only dot is all name.
        guard parts.count > 1, !(parts.count == 2 && parts[0].isEmpty) else { return "" }
        return parts.last ?? ""
    }

    var deletingPathExtension: String {
        let ext = pathExtension
        return ext.isEmpty ? self : String(dropLast(ext.count + 1))
    }

    func appendingPathComponent(_ component: String) -> String {
        if isEmpty { return component }
        return hasSuffix("/") ? self + component : self + "/" + component
    }

    /// `query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)`: each character the
    /// set does not hold as `%XX` bytes of UTF-8 (an inverted set is taken as the URL-safe ones).
    func addingPercentEncoding(withAllowedCharacters allowed: CharacterSet) -> String? {
        __percentEncoded(self, allowed.isInverted ? CharacterSet.urlQueryAllowed.members : allowed.members)
    }

    /// `"a%20b".removingPercentEncoding`: `"a b"`; nil for a `%` not followed by two hex digits.
    var removingPercentEncoding: String? { __percentDecoded(self) }

    /// `("~/.ssh" as NSString).expandingTildeInPath`: `~` is the app's home folder, the root of
    /// its container, where the simulated `/Documents` and `/Library` are (`NSHomeDirectory()`).
    var expandingTildeInPath: String {
        if self == "~" { return NSHomeDirectory() }
        guard hasPrefix("~/") else { return self }
        return NSHomeDirectory() + String(dropFirst(2))
    }

    var abbreviatingWithTildeInPath: String {
        guard hasPrefix("/"), self != "/" else { return self == "/" ? "~" : self }
        return "~" + self
    }

    // The fixed locale is English (SPEC §3): the localized forms are the plain ones.
    var localizedUppercase: String { uppercased() }
    var localizedLowercase: String { lowercased() }
    var localizedCapitalized: String { capitalized }

    func localizedStandardContains(_ other: String) -> Bool {
        lowercased().contains(other.lowercased())
    }

    /// `"{…}".data(using: .utf8)`: every text is representable in the encodings apps name.
    func data(using encoding: String.Encoding, allowLossyConversion: Bool = false) -> Data? {
        Data(utf8)
    }

    init?(data: Data, encoding: String.Encoding) {
        self = data.text
    }

    /// `String(cString: label, encoding: .utf8)`: a C string is a `String` here.
    init?(cString: String, encoding: String.Encoding) {
        self = cString
    }

    enum Encoding: Hashable {
        case utf8, utf16, ascii, isoLatin1, unicode
    }
}

/// Foundation's `Scanner` as apps use it, to read a colour's hex digits:
/// `Scanner(string: "FF8800").scanHexInt64(&rgb)`.
final class Scanner {
    let string: String
    var charactersToBeSkipped: Any? = nil

    init(string: String) {
        self.string = string
    }

    var isAtEnd: Bool { string.isEmpty }

    /// The longest run of hex digits at the start (after an optional `0x`), as a number.
    func scanHexInt64(_ result: inout Int) -> Bool {
        var text = string.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("0x") || text.hasPrefix("0X") { text = String(text.dropFirst(2)) }
        let digits = String(text.prefix { "0123456789abcdefABCDEF".contains($0) })
        guard !digits.isEmpty, let value = Int(digits, radix: 16) else { return false }
        result = value
        return true
    }

    func scanHexInt32(_ result: inout Int) -> Bool { scanHexInt64(&result) }

    func scanInt(_ result: inout Int) -> Bool {
        guard let value = Int(string.trimmingCharacters(in: .whitespaces)) else { return false }
        result = value
        return true
    }

    func scanDouble(_ result: inout Double) -> Bool {
        guard let value = Double(string.trimmingCharacters(in: .whitespaces)) else { return false }
        result = value
        return true
    }
}

extension Data {
    init(_ bytes: UTF8View) {
        self.text = bytes.text
    }
}
