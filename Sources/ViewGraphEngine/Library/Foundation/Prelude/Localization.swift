// Localized strings and the locale, fixed to `en_US_POSIX` (SPEC §3: the same answer on every
// run): `NSLocalizedString` and `String(localized:)` look the key up in the program's own
// `en.lproj` (else `Base.lproj`, else unlocalized) `.strings` file or `.xcstrings` catalog, and
// fall back to the given value, else the key, as Foundation does. `__localizedString` is the native.

struct Locale: Hashable {
    struct Currency: Hashable {
        var identifier: String
    }

    struct Region: Hashable {
        var identifier: String
    }

    struct LanguageCode: Hashable {
        var identifier: String
    }

    var identifier: String

    init(identifier: String) {
        self.identifier = identifier
    }

    static let current = Locale(identifier: "en_US_POSIX")
    static let autoupdatingCurrent = Locale(identifier: "en_US_POSIX")
    static let preferredLanguages = ["en"]

    var currency: Currency? { Currency(identifier: "USD") }
    var currencyCode: String? { "USD" }
    var currencySymbol: String? { "$" }
    var region: Region? { Region(identifier: "US") }
    var regionCode: String? { "US" }
    var language: Language { Language(languageCode: LanguageCode(identifier: "en")) }
    var languageCode: String? { "en" }
    var decimalSeparator: String? { "." }
    var groupingSeparator: String? { "," }

    struct Language: Hashable {
        var languageCode: LanguageCode?
    }
}

extension Bundle {
    /// SwiftGen's `L10n.tr`: the program's table, else the value, else the key.
    func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        let fallback = value ?? ""
        return __localizedString(key, tableName ?? "Localizable", fallback.isEmpty ? key : fallback)
    }
}

func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = .main, value: String = "", comment: String) -> String {
    __localizedString(key, tableName ?? "Localizable", value.isEmpty ? key : value)
}

extension String {
    init(localized key: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: String? = nil) {
        self = __localizedString(key, table ?? "Localizable", key)
    }

    init(localized key: String, defaultValue: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: String? = nil) {
        self = __localizedString(key, table ?? "Localizable", defaultValue)
    }
}
