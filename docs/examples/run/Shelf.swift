// `viewgraph run docs/examples/run/Shelf.swift`: top-level code, run in the engine.
struct Shelf {
    var books: [String] = []

    subscript(index: Int) -> String { books[index] }

    mutating func add(_ title: String) { books.append(title) }
}

var shelf = Shelf()
shelf.add("Dune")
shelf.add("Emma")
print("\(shelf.books.count) books, the first is \(shelf[0])")
print(shelf[2])
