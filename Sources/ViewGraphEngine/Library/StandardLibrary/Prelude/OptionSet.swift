// The standard library's literal protocols and `OptionSet`, whose set algebra comes from its
// protocol extensions: a program's `struct ShippingOptions: OptionSet { let rawValue: Int }` has
// `contains`, `insert`, `union`, … and is made from an array literal (`[.nextDay, .priority]`).

protocol ExpressibleByArrayLiteral {}
protocol ExpressibleByStringLiteral {}
protocol ExpressibleByIntegerLiteral {}
protocol ExpressibleByFloatLiteral {}
protocol ExpressibleByBooleanLiteral {}
protocol SetAlgebra: ExpressibleByArrayLiteral {}
protocol OptionSet: SetAlgebra {}

extension OptionSet {
    init() {
        self.init(rawValue: 0)
    }

    init(arrayLiteral elements: Self...) {
        var raw = 0
        for element in elements {
            raw = raw | element.rawValue
        }
        self.init(rawValue: raw)
    }

    var isEmpty: Bool { rawValue == 0 }

    func contains(_ member: Self) -> Bool {
        rawValue & member.rawValue == member.rawValue
    }

    func union(_ other: Self) -> Self {
        Self(rawValue: rawValue | other.rawValue)
    }

    func intersection(_ other: Self) -> Self {
        Self(rawValue: rawValue & other.rawValue)
    }

    func symmetricDifference(_ other: Self) -> Self {
        Self(rawValue: rawValue ^ other.rawValue)
    }

    func subtracting(_ other: Self) -> Self {
        Self(rawValue: rawValue & ~other.rawValue)
    }

    func isSubset(of other: Self) -> Bool {
        rawValue & other.rawValue == rawValue
    }

    func isSuperset(of other: Self) -> Bool {
        other.isSubset(of: self)
    }

    func isDisjoint(with other: Self) -> Bool {
        rawValue & other.rawValue == 0
    }

    mutating func formUnion(_ other: Self) {
        self = union(other)
    }

    mutating func formIntersection(_ other: Self) {
        self = intersection(other)
    }

    mutating func formSymmetricDifference(_ other: Self) {
        self = symmetricDifference(other)
    }

    mutating func subtract(_ other: Self) {
        self = subtracting(other)
    }

    @discardableResult
    mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        formUnion(newMember)
        return (inserted: inserted, memberAfterInsert: newMember)
    }

    @discardableResult
    mutating func remove(_ member: Self) -> Self? {
        let removed = contains(member) ? member : nil
        subtract(member)
        return removed
    }

    @discardableResult
    mutating func update(with newMember: Self) -> Self? {
        let old = contains(newMember) ? newMember : nil
        formUnion(newMember)
        return old
    }
}
