import SwiftUI

extension String {
    func localized() -> String {
        NSLocalizedString(self, tableName: "Localizable", bundle: .main, value: self, comment: self)
    }
}

struct Greeting: View {
    @State private var name = ""

    var body: some View {
        Text("GREETING".localized())
        TextField("GREETING".localized(), text: $name)
        Button(String(localized: "checkout.title", table: "Catalog")) {}
    }
}

#scenario("the English table names the field; a catalog names the button; a missing key is itself") {
    type("Ada", into: "Hello")
    tap("Check Out")
    #expect(root.name == "Ada")
    #expect(NSLocalizedString("QUOTED", comment: "") == "Say \"cheese\"")
    #expect(NSLocalizedString("MISSING", comment: "") == "MISSING")
    #expect(NSLocalizedString("MISSING", value: "Fallback", comment: "") == "Fallback")
    #expect(String(localized: "MISSING") == "MISSING")
}

/// SwiftUI's title of a literal or a `LocalizedStringKey` is looked up in the English table; a
/// `String` value is shown as it is.
struct Shelf: View {
    let key = "hi"
    @State private var saved = false
    @State private var greeted = false
    @State private var plain = false

    var body: some View {
        Button("save.button") { saved = true }
        Button(LocalizedStringKey(key)) { greeted = true }
        Button(String("GREETING")) { plain = true }
    }
}

#scenario("titles of literals and keys are the English text; a String value is itself", root: Shelf()) {
    tap("Save")
    tap("Hi")
    tap("GREETING")
    #expect(root.saved && root.greeted && root.plain)
}
