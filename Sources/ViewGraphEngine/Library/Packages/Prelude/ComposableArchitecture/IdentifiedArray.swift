// IdentifiedCollections' `IdentifiedArray` (github.com/pointfreeco/swift-identified-collections),
// which The Composable Architecture re-exports, as ViewGraph models it: an array whose elements are
// found by their `id`.

typealias IdentifiedArray<ID, Element> = [Element]
typealias IdentifiedArrayOf<Element> = [Element]

extension Array {
    /// `IdentifiedArrayOf<Todo>(uniqueElements: todos)`, `.init(uniqueElements:)`: those elements.
    init(uniqueElements elements: [Element]) {
        self = elements
    }

    /// `rows[id: id]`: the element of that id, nil when there is none; setting nil removes it, and
    /// setting an element of a new id appends it.
    subscript(id id: Any) -> Element? {
        get { first { $0.id == id } }
        set {
            guard let index = firstIndex(where: { $0.id == id }) else {
                if let newValue { append(newValue) }
                return
            }
            if let newValue {
                self[index] = newValue
            } else {
                remove(at: index)
            }
        }
    }

    /// `rows.remove(id: id)`: removes the element of that id and gives it back.
    @discardableResult
    mutating func remove(id: Any) -> Element? {
        guard let index = firstIndex(where: { $0.id == id }) else { return nil }
        return remove(at: index)
    }

    /// The elements' ids, in order.
    var ids: [Any] { map { $0.id } }
}
