// 24 — An ObservableObject kept in @State is only a reference.
//
// Seeds (model-data-state-binding-stateobject.md — Chinese prose, English code; quotes
// in Chinese are followed by our translation):
// - `State`, "Store observable objects", the `::: info` note: "可以将遵循
//   `ObservableObject` 协议的对象存储在 `State` 属性中。但是，视图仅在其对象引用发生变化时
//   更新，例如当使用另一个对象的引用设置属性时。如果对象的任何已发布属性发生变化，视图则不会
//   更新。若要同时跟踪对象引用及其已发布属性的更改，请在存储对象时使用 `StateObject` 而非
//   `State`。" (you can store an object that conforms to ObservableObject in a State
//   property, but the view updates only when the object reference changes, such as when
//   setting the property with a reference to another object; the view doesn't update if
//   any of the object's published properties change. To track both the reference and its
//   published properties, use StateObject instead of State.)
// - `StateObject`, `::: info`: "同样，如果你需要存储遵循 `ObservableObject` 协议的引用类型，
//   也应使用 `State`。" (literally: likewise, if you need to store a reference type that
//   conforms to ObservableObject, also use State.) Apple's English page says `Observable()`
//   here; read literally, the Chinese sentence conflicts with the note above, which is
//   the one these scenarios follow.
// - SPEC rule 9: "An ObservableObject kept in @State only counts as a reference: only
//   replacing it invalidates." Rule 6: what @ObservedObject wraps is an input.
//
// The seed shows `@State private var library = Library()` with an @Observable Library;
// here Library is an ObservableObject. StateHeldView, StateObjectHeldView, HolderView and
// LibraryNameView are ours.

import SwiftUI
import Combine

class Library: ObservableObject {
    @Published var name = "My library of books"
}

struct StateHeldView: View {
    @State private var library = Library()

    var body: some View {
        Text(library.name)
    }
}

struct StateObjectHeldView: View {
    @StateObject private var library = Library()

    var body: some View {
        Text(library.name)
    }
}

struct LibraryNameView: View {
    @ObservedObject var library: Library

    var body: some View {
        Text(library.name)
    }
}

// Keeps the object in @State but hands it to an @ObservedObject subview.
struct HolderView: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            Text(library.name)
            LibraryNameView(library: library)
        }
    }
}

#Preview {
    StateHeldView()
}

#scenario("a @Published change of an object kept in @State does not update the view, though its body reads the property") {
    root.library.name = "Town Library"
    #expectUpdates()
    #expect(root.library.name == "Town Library")
}

#scenario("replacing the reference kept in @State updates the view") {
    root.library = Library()
    #expectUpdates(StateHeldView.self)
}

#scenario("storing the same reference again updates nothing") {
    let same = root.library
    root.library = same
    #expectUpdates()
}

#scenario("the same object kept in @StateObject is tracked: a @Published change updates the view", root: StateObjectHeldView()) {
    root.library.name = "Town Library"
    #expectUpdates(StateObjectHeldView.self)
}

#scenario("the @State holder does not update, the @ObservedObject subview does", root: HolderView()) {
    root.library.name = "Town Library"
    #expectUpdates(LibraryNameView.self)
}

#scenario("a new reference runs the holder, and the subview for its new input", root: HolderView()) {
    let old = root.library
    root.library = Library()
    #expectUpdates(HolderView.self, LibraryNameView.self)
    old.name = "Forgotten"
    #expectUpdates()
    root.library.name = "Town Library"
    #expectUpdates(LibraryNameView.self)
}
