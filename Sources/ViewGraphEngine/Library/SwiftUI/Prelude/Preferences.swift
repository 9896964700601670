// Preferences: values a view's subtree passes up to the views above it (SPEC rule 12). A key is
// the program's `struct TitleKey: PreferenceKey` with its `defaultValue` and `reduce(value:nextValue:)`.
// After each pass ViewGraph works out, for every view that reads a key, the value its content
// gives: `.preference(key:value:)` replaces what the content below it gave, siblings' values are
// combined with `reduce` in tree order (the first as it is), and a subtree that writes nothing
// gives nothing (the reader sees `defaultValue`). `.onPreferenceChange` runs its action after the
// pass with the first value and whenever it changes; `.backgroundPreferenceValue` and
// `.overlayPreferenceValue` build their content in a unit of their own with the value. An
// anchor (`.anchorPreference`, `Anchor<CGRect>`) is opaque: layout is not simulated.

/// A named value that flows up the view tree.
protocol PreferenceKey {}

/// A position in a view's coordinate space, resolved with a `GeometryProxy`: not simulated.
struct Anchor<Value> {
    struct Source {}
}

extension View {
    func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { __preferenceModifier(.write) }
    func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View { __preferenceModifier(.transform) }
    func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View { __preferenceModifier(.anchor) }
    func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View { __preferenceModifier(.transformAnchor) }
    func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View { __preferenceModifier(.onChange) }
    func backgroundPreferenceValue<K: PreferenceKey>(_ key: K.Type, alignment: Alignment = .center, _ transform: @escaping (K.Value) -> some View) -> some View { __preferenceModifier(.content) }
    func overlayPreferenceValue<K: PreferenceKey>(_ key: K.Type, alignment: Alignment = .center, _ transform: @escaping (K.Value) -> some View) -> some View { __preferenceModifier(.content) }
}
