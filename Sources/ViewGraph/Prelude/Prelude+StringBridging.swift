extension Prelude {
  /// Foundation's additions to `String` that apps use with SwiftData and `Data`: locale-aware
  /// searches (in the en_US_POSIX locale: case-insensitive) and the UTF-8 bytes `Data(string.utf8)`
  /// keeps. `__utf8Count` is the native.
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
    }

    extension Data {
        init(_ bytes: UTF8View) {
            self.text = bytes.text
        }
    }
    """#
}
