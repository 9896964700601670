// swift-tagged's `Tagged<Tag, RawValue>`, as ViewGraph models it: a raw value with a type of its
// own (`let id: Tagged<SyncUp, UUID>`, so `SyncUp.ID(uuid())` makes one), equal and hashed as its
// raw value is, and printed as it.

struct Tagged<Tag, RawValue>: Hashable, RawRepresentable, CustomStringConvertible {
    var rawValue: RawValue

    init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    init(_ rawValue: RawValue) {
        self.rawValue = rawValue
    }

    var description: String { "\(rawValue)" }

    func map<NewValue>(_ transform: (RawValue) -> NewValue) -> Tagged<Tag, NewValue> {
        Tagged<Tag, NewValue>(transform(rawValue))
    }
}
