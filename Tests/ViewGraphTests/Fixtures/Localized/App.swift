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
