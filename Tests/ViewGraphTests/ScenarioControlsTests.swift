import Testing
import ViewGraph

/// Issue 21: a scenario operates every standard control a user can, by its label, as `tap`,
/// `toggle` and `type` do: `select(_:in:)` for a `Picker` of any style, `set(_:to:)` for a
/// `Slider`, `DatePicker`, `ColorPicker` or any control bound to a value, `increment(_:)` and
/// `decrement(_:)` for a `Stepper`; `tap` reaches `Menu` items, context-menu items, swipe actions
/// and a button labelled with `Label(title:icon:)`.
@Suite("Scenario words operate the standard controls")
struct ScenarioControlsTests {
  @Test("pickers, steppers, sliders, color and date pickers, menus and swipe actions are operated by their labels")
  func controls() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI

        enum Flavor: String, CaseIterable, Identifiable {
            case vanilla, chocolate, strawberry
            var id: Self { self }
        }

        struct Order: View {
            @State private var flavor: Flavor = .vanilla
            @State private var size = "Small"
            @State private var quantity = 1
            @State private var volume = 0.5
            @State private var tint = Color.blue
            @State private var due = Date(timeIntervalSinceReferenceDate: 0)
            @State private var log: [String] = []
            @State private var rating = 3

            var body: some View {
                Form {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { flavor in
                            Text(flavor.rawValue.capitalized)
                        }
                    }
                    .pickerStyle(.segmented)
                    Picker("Size", selection: $size) {
                        Text("Small").tag("Small")
                        Text("Large").tag("Large")
                    }
                    .pickerStyle(.menu)
                    Stepper("Quantity: \\(quantity)", value: $quantity, in: 1...3)
                    Stepper("Rating") {
                        rating += 1
                    } onDecrement: {
                        rating -= 1
                    }
                    Slider(value: $volume) { Text("Volume") }
                    ColorPicker("Tint", selection: $tint)
                    DatePicker("Due", selection: $due)
                    Menu("Actions") {
                        Button("Archive") { log.append("archive") }
                    }
                    Text("Row")
                        .contextMenu { Button("Copy") { log.append("copy") } }
                        .swipeActions { Button("Flag") { log.append("flag") } }
                    Button {
                        log.append("add")
                    } label: {
                        Label(title: { Text("Add") }, icon: { Image(systemName: "plus") })
                    }
                }
            }
        }

        #scenario("a picker over ForEach rows selects the row's element", root: Order()) {
            select("Chocolate", in: "Flavor")
            // Rule 5: the body makes `$flavor` and reads nothing; the picker reads its binding in its own place.
            #expectUpdates()
            #expect(root.flavor == .chocolate)
        }
        #scenario("a menu picker selects by tag", root: Order()) {
            select("Large", in: "Size")
            #expect(root.size == "Large")
        }
        #scenario("a stepper steps within its range", root: Order()) {
            increment("Quantity: 1")
            #expect(root.quantity == 2)
            increment("Quantity: 2")
            increment("Quantity: 3")
            #expect(root.quantity == 3)
            decrement("Quantity: 3")
            #expect(root.quantity == 2)
        }
        #scenario("a stepper with actions runs them", root: Order()) {
            increment("Rating")
            #expect(root.rating == 4)
        }
        #scenario("a slider, a color picker and a date picker take a value", root: Order()) {
            set("Volume", to: 0.8)
            #expect(root.volume == 0.8)
            set("Tint", to: Color.red)
            #expect(root.tint == .red)
            set("Due", to: Date(timeIntervalSinceReferenceDate: 86400))
            #expect(root.due == Date(timeIntervalSinceReferenceDate: 86400))
        }
        #scenario("menu items, context-menu items, swipe actions and a Label(title:icon:) button are tapped by their text", root: Order()) {
            tap("Archive")
            tap("Copy")
            tap("Flag")
            tap("Add")
            #expect(root.log == ["archive", "copy", "flag", "add"])
        }
        #scenario("a missing option names the picker's options", root: Order()) {
            select("Mint", in: "Flavor")
            #expectError("has no option")
        }
        """)
  }

  @Test(
    "a stepper whose label is a view ('Stepper { Text(…) } onIncrement: { … } onDecrement: { … }') is found by that label, and + and - run its actions (TapWeight's body mass stepper)"
  )
  func stepperWithViewLabelAndActions() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI

        struct Scale: View {
            @State private var grams = 500
            var body: some View {
                Stepper {
                    HStack { Text("\\(grams)"); Text("grams") }
                } onIncrement: {
                    grams += 50
                } onDecrement: {
                    grams -= 50
                }
            }
        }

        #scenario("+ and - by the label's text", root: Scale()) {
            increment("grams")
            #expect(root.grams == 550)
            decrement("grams")
            decrement("grams")
            #expect(root.grams == 450)
        }
        """)
  }
}
