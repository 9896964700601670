// A small app that reads its data from a JSON file in its bundle, as Apple's Landmarks
// tutorial does (issue 8: real apps load as they are).
import SwiftUI

struct Landmark: Codable, Identifiable {
    var id: Int
    var name: String
    var imageName: String
    var category: Category
    var isFavorite: Bool
    var rating: Double?

    enum Category: String, Codable {
        case lakes = "Lakes"
        case rivers = "Rivers"
    }

    enum CodingKeys: String, CodingKey {
        case id, name, category, isFavorite, rating
        case imageName = "image_name"
    }
}

func load<T: Decodable>(_ filename: String) -> T {
    guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
        fatalError("Couldn't find \(filename) in main bundle.")
    }
    do {
        let data = try Data(contentsOf: file)
        return try JSONDecoder().decode(T.self, from: data)
    } catch {
        fatalError("Couldn't parse \(filename) as \(T.self):\n\(error)")
    }
}

extension Bundle {
    func decode<T: Decodable>(_ type: T.Type, from file: String) -> T {
        guard let url = self.url(forResource: file, withExtension: nil),
              let data = try? Data(contentsOf: url),
              let loaded = try? JSONDecoder().decode(T.self, from: data) else {
            fatalError("Failed to load \(file)")
        }
        return loaded
    }
}

@Observable
final class ModelData {
    var landmarks: [Landmark] = load("landmarks.json")
}

struct LandmarkList: View {
    @State private var modelData = ModelData()

    var body: some View {
        List(modelData.landmarks) { landmark in
            LandmarkRow(landmark: landmark)
        }
    }
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        Text(landmark.name)
    }
}

#Preview {
    LandmarkList()
}

#scenario("the bundled JSON decodes into typed landmarks, one row each") {
    #expect(root.modelData.landmarks.count == 2)
    #expect(root.modelData.landmarks[0].imageName == "turtlerock")
    #expect(root.modelData.landmarks[1].category == .rivers)
    #expect(root.modelData.landmarks[1].rating == nil)
    #expect(findAll(LandmarkRow.self).count == 2)
}

#scenario("decoding with the type passed, as Hacking with Swift's Bundle.decode does") {
    let again = Bundle.main.decode([Landmark].self, from: "landmarks.json")
    #expect(again[0].name == "Turtle Rock")
}

#scenario("a missing resource is nil, and reading outside the program's folder is refused") {
    #expect(Bundle.main.url(forResource: "missing", withExtension: "json") == nil)
    #expect((try? Data(contentsOf: URL(fileURLWithPath: "/etc/passwd"))) == nil)
}

#scenario("UserDefaults starts empty at every launch and keeps what is set, in memory") {
    #expect(UserDefaults.standard.integer(forKey: "launches") == 0)
    UserDefaults.standard.set(3, forKey: "launches")
    #expect(UserDefaults.standard.integer(forKey: "launches") == 3)
    let encoded = try! JSONEncoder().encode(root.modelData.landmarks)
    UserDefaults.standard.set(encoded, forKey: "saved")
    let saved = UserDefaults.standard.data(forKey: "saved")
    #expect(saved != nil)
}

#scenario("changing one landmark's name runs the list, its rows and that landmark's LandmarkRow") {
    root.modelData.landmarks[0].name = "Turtle Rock West"
    // Rule 11: LandmarkList ran, so both rows of its List run again; only the changed one's LandmarkRow does.
    #expectUpdates(LandmarkList.self, "List row", "List row", LandmarkRow.self)
}

#scenario("a path that climbs out of the program's folder is refused") {
    let inside = Bundle.main.url(forResource: "landmarks", withExtension: "json")!
    let escape = URL(fileURLWithPath: inside.path + "/../../../../../../etc/passwd")
    #expect((try? Data(contentsOf: escape)) == nil)
}
