// 52 — A menu decoded from the app's bundled JSON with `Codable`, as iDine-style apps do it.
//
// - `Bundle.main.url(forResource: "menu", withExtension: "json")` finds `menu.json` in the app's own
//   folder (read-only: ViewGraph reads nothing else on disk), `Data(contentsOf:)` reads it and
//   `JSONDecoder` decodes it through the types' synthesised `Decodable`, `CodingKeys` included.
// - The decoded menu is a plain value: reading it is no dependency. What the views depend on is the
//   order, an `ObservableObject` whose `@Published` items every subscriber reads (SPEC rules 9–10).
// - Each section and each item is a `ForEach` row of its own (rule 11); a row runs when its item —
//   an input compared field by field (rule 6) — changes, or when it reads the order.
//
// MenuSection, MenuItem, Order, MenuView, ItemRow, OrderBadge and the app are ours.

import Foundation

struct MenuSection: Codable, Identifiable {
    var id: UUID
    var name: String
    var items: [MenuItem]
}

struct MenuItem: Codable, Equatable, Identifiable {
    var id: UUID
    var name: String
    var price: Int
    var restrictions: [String]
    var photoCredit: String

    enum CodingKeys: String, CodingKey {
        case id, name, price, restrictions
        case photoCredit = "photo_credit"
    }
}

extension Bundle {
    func decode<T: Decodable>(_ type: T.Type, from file: String) -> T {
        guard let url = self.url(forResource: file, withExtension: nil) else {
            fatalError("Failed to locate \(file) in bundle.")
        }
        guard let data = try? Data(contentsOf: url) else {
            fatalError("Failed to load \(file) from bundle.")
        }
        guard let loaded = try? JSONDecoder().decode(T.self, from: data) else {
            fatalError("Failed to decode \(file) from bundle.")
        }
        return loaded
    }
}

final class Order: ObservableObject {
    @Published var items = [MenuItem]()

    var total: Int {
        items.reduce(0) { $0 + $1.price }
    }

    func add(_ item: MenuItem) {
        items.append(item)
    }
}
