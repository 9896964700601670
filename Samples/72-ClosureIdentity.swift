// 72 — The same closure is the same input (rule 6).
//
// SwiftUI compares a child's stored inputs field by field: for a closure it finds the function and
// the context it captured (OpenAttributeGraph, `compareValues`, comparing a value by its layout).
// A closure a view stored in its `init` and hands on again is the same value, so the child that
// gets it compares equal and does not run; so does a method reference to an object's method that
// a view keeps in a property. A closure the body writes (`{ taps += 1 }`) is made anew each time
// the body runs, and never compares equal.
//
// Store, Row, Panel and Screen are ours.

import SwiftUI

final class Store {
    var saved = 0
    func save() { saved += 1 }
}

struct Row: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        Button(title, action: onTap)
    }
}

struct Panel: View {
    let onSelect: () -> Void
    let save: () -> Void
    @State private var taps = 0

    init(store: Store, onSelect: @escaping () -> Void) {
        self.onSelect = onSelect
        self.save = store.save
    }

    var body: some View {
        VStack {
            Text("Taps \(taps)")
            Button("Count") { taps += 1 }
            Row(title: "Select", onTap: onSelect)
            Row(title: "Save", onTap: save)
            Row(title: "Again", onTap: { taps += 1 })
        }
    }
}

struct Screen: View {
    @State private var store = Store()
    @State private var selected = 0

    var body: some View {
        VStack {
            Text("Selected \(selected)")
            Panel(store: store, onSelect: { selected += 1 })
        }
    }
}

#scenario("a closure kept and handed on again is equal; one the body makes anew is not", root: Screen()) {
    tap("Count")
    // Rule 6: `onSelect` and `save` are the values Panel stored; only the "Again" row's closure is new.
    #expectUpdates(Panel.self, Row.self)
    tap("Save")
    #expect(root.store.saved == 1)
    #expectUpdates()
}

#scenario("a parent that runs makes its closure anew: the panel that gets it runs, and so do the rows it hands it to", root: Screen()) {
    tap("Select")
    // Screen read `selected`: its body made a new `onSelect`, so Panel's input changed, and so
    // did the "Select" row's; Panel's init ran again and took `store.save` again: a new closure.
    #expectUpdates(Screen.self, Panel.self, Row.self, Row.self, Row.self)
}
