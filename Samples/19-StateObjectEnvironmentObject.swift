// 19 — A @StateObject shared with a subview through environmentObject(_:).
//
// Seeds (model-data-state-binding-stateobject.md — Chinese prose, English code; quotes
// in Chinese are followed by our translation):
// - `StateObject`: code `class DataModel: ObservableObject { @Published var name = "Some
//   Name"; @Published var isEnabled = false }` and MyView with
//   `@StateObject private var model = DataModel() // Create the state object.`,
//   `Text(model.name) // Updates when the data model changes.` and
//   `MySubView().environmentObject(model)`. "当可观测对象的已发布属性发生更改时，SwiftUI 会
//   更新依赖于这些属性的任何视图" (when a published property of the observable object
//   changes, SwiftUI updates any view that depends on those properties).
// - "Share state objects with subviews": "通过向视图层次结构中的视图（如上述代码中的
//   `MySubView` ）应用 `environmentObject(_:)` 修饰符，将对象添加到环境之中。然后，你可以在
//   `MySubView` 或其任何后代视图中使用 `@EnvironmentObject` 属性来读取该对象" (apply
//   environmentObject(_:) to a view such as MySubView to put the object in the
//   environment; then read it with @EnvironmentObject in MySubView or any descendant).
//   Code: MySubView with `@EnvironmentObject var model: DataModel` and
//   `Toggle("Enabled", isOn: $model.isEnabled)`.
// - `ObservableObject`: "默认情况下，`ObservableObject` 会合成一个 `objectWillChange`
//   发布者，该发布者在它的任何 `@Published` 属性更改之前发出即将更改的通知。" (by default an
//   ObservableObject synthesizes an objectWillChange publisher that emits before any of
//   its @Published properties changes.)
// - SPEC rule 9: a view that declares @StateObject / @EnvironmentObject depends on the
//   object's objectWillChange whether or not its body reads anything; every @Published
//   write invalidates it, even an equal value; non-@Published writes invalidate nothing.
//
// Ours: DataModel's `draftNote` (not published) and `saveDraft(_:)` (sends
// objectWillChange by hand); ModelHost, SettingsScreen, SettingsSection and NameBadge.

import SwiftUI
import Combine

class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var isEnabled = false
    var draftNote = ""

    func saveDraft(_ note: String) {
        objectWillChange.send()
        draftNote = note
    }
}

struct MyView: View {
    @StateObject private var model = DataModel() // Create the state object.

    var body: some View {
        Text(model.name) // Updates when the data model changes.
        MySubView()
            .environmentObject(model)
    }
}

struct MySubView: View {
    @EnvironmentObject var model: DataModel

    var body: some View {
        Toggle("Enabled", isOn: $model.isEnabled)
    }
}

// A parent that runs for reasons of its own.
struct ModelHost: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Count: \(count)") {
                count += 1
            }
            MyView()
        }
    }
}

// The environment object reaches descendants through a view that declares nothing.
struct SettingsScreen: View {
    @StateObject private var model = DataModel()

    var body: some View {
        VStack {
            SettingsSection()
        }
        .environmentObject(model)
    }
}

struct SettingsSection: View {
    var body: some View {
        VStack {
            Text("Settings")
            MySubView()
            NameBadge()
        }
    }
}

struct NameBadge: View {
    @EnvironmentObject var model: DataModel

    var body: some View {
        Text(model.name)
    }
}

#Preview {
    MyView()
}

#scenario("MySubView's environment object is MyView's state object") {
    #expect(find(MySubView.self).model === root.model)
}

#scenario("the Enabled toggle writes a @Published property: MyView and MySubView both run, though neither body reads isEnabled") {
    toggle("Enabled")
    #expectUpdates(MyView.self, MySubView.self)
    #expect(root.model.isEnabled == true)
}

#scenario("a new name runs MyView, which shows it, and MySubView, which only subscribes") {
    root.model.name = "Another Name"
    #expectUpdates(MyView.self, MySubView.self)
}

#scenario("@Published does not compare: writing the name it already has runs both subscribers") {
    root.model.name = "Some Name"
    #expectUpdates(MyView.self, MySubView.self)
}

#scenario("two @Published writes in one step run each subscriber once") {
    root.model.name = "Another Name"
    root.model.isEnabled = true
    #expectUpdates(MyView.self, MySubView.self)
}

#scenario("a property that is not @Published invalidates nothing") {
    root.model.draftNote = "Remember the milk"
    #expectUpdates()
    #expect(root.model.draftNote == "Remember the milk")
}

#scenario("sending objectWillChange by hand runs every subscriber") {
    root.model.objectWillChange.send()
    #expectUpdates(MyView.self, MySubView.self)
}

#scenario("a method that sends objectWillChange before writing an unpublished property runs every subscriber") {
    root.model.saveDraft("Remember the milk")
    #expectUpdates(MyView.self, MySubView.self)
    #expect(root.model.draftNote == "Remember the milk")
}

#scenario("the parent running again neither runs MyView nor creates a new model", root: ModelHost()) {
    let model = find(MyView.self).model
    find(MyView.self).model.name = "Kept"
    #expectUpdates(MyView.self, MySubView.self)
    tap("Count: 0")
    #expectUpdates(ModelHost.self)
    #expect(find(MyView.self).model === model)
    #expect(find(MyView.self).model.name == "Kept")
}

#scenario("a @Published write runs the owner and the deep @EnvironmentObject views; the section between them declares nothing and does not run", root: SettingsScreen()) {
    toggle("Enabled")
    #expectUpdates(SettingsScreen.self, MySubView.self, NameBadge.self)
    #expect(find(NameBadge.self).model === root.model)
}

#scenario("an unpublished write is invisible to the whole subtree", root: SettingsScreen()) {
    root.model.draftNote = "Nobody sees this"
    #expectUpdates()
}

#scenario("MySubView with no DataModel above it is a runtime error naming DataModel", root: MySubView()) {
    #expectError("DataModel")
}
