// R.swift's generated `R`, whose `R.generated.swift` is a build product no clone holds:
// `R.string.localizable.tabBarEpisodes()` is the English value of the key of the `Localizable`
// table whose R.swift name that is ("tabBar.episodes"), with its arguments formatted in;
// `R.image.logo` and `R.color.accent` are the asset of that name. `__rswiftString` is the native.

enum R {
    static let string = _RswiftStrings()
    static let image = _RswiftImages()
    static let color = _RswiftColors()
}

/// `R.string.localizable`: a strings table by its R.swift name.
@dynamicMemberLookup
struct _RswiftStrings {
    subscript(dynamicMember table: Any) -> _RswiftStringTable { _RswiftStringTable(table: __pathName(table)) }
}

@dynamicMemberLookup
struct _RswiftStringTable {
    let table: String

    subscript(dynamicMember key: Any) -> _RswiftString { _RswiftString(table: table, identifier: __pathName(key)) }
}

/// `R.string.localizable.welcome()`, `R.string.localizable.episodes(12)`.
struct _RswiftString {
    let table: String
    let identifier: String

    func callAsFunction() -> String { __rswiftString(table, identifier) }

    func callAsFunction(_ first: Any) -> String { String(format: __rswiftString(table, identifier), first) }

    func callAsFunction(_ first: Any, _ second: Any) -> String {
        String(format: __rswiftString(table, identifier), first, second)
    }

    func callAsFunction(preferredLanguages: [String]) -> String { __rswiftString(table, identifier) }
}

@dynamicMemberLookup
struct _RswiftImages {
    subscript(dynamicMember name: Any) -> _RswiftImage { _RswiftImage(name: __pathName(name)) }
}

/// `R.image.logo`: `Image(R.image.logo)`, `R.image.logo.image`, `R.image.logo()`.
struct _RswiftImage {
    let name: String

    var image: Image { Image(name) }

    func callAsFunction() -> Image { Image(name) }
}

@dynamicMemberLookup
struct _RswiftColors {
    subscript(dynamicMember name: Any) -> _RswiftColor { _RswiftColor(name: __pathName(name)) }
}

/// `R.color.accent`: `Color(R.color.accent)`, `R.color.accent.color`, `R.color.accent()`.
struct _RswiftColor {
    let name: String

    var color: Color { Color(name) }

    func callAsFunction() -> Color { Color(name) }
}
