extension Prelude {
  /// Foundation's additions to `String` that apps use with SwiftData and `Data`: locale-aware
  /// searches (in the en_US_POSIX locale: case-insensitive) and the UTF-8 bytes `Data(string.utf8)`
  /// keeps, `data(using:)` and `String(data:encoding:)`. `__utf8Count` is the native.
  static let stringBridging = #"""
    struct UTF8View: Hashable {
        var text: String
        var count: Int { __utf8Count(text) }
        var isEmpty: Bool { text.isEmpty }
    }

    extension String {
        var utf8: UTF8View { UTF8View(text: self) }

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

    extension Data {
        init(_ bytes: UTF8View) {
            self.text = bytes.text
        }
    }
    """#
}
