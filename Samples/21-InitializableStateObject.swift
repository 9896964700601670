// 21 — A @StateObject initialised from external data in init, once per view identity.
//
// Seeds (model-data-state-binding-stateobject.md — Chinese prose, English code; quotes
// in Chinese are followed by our translation):
// - `StateObject`: "在声明状态对象的容器生命周期中，SwiftUI 仅在容器的生存期内为模型对象创建
//   一次新实例。例如，如果视图的输入发生变化，SwiftUI 不会创建新实例；但如果有视图的身份发生
//   变化，则会创建新的实例。" (SwiftUI creates a new instance of the model object only once
//   in the lifetime of the container that declares the state object: if the view's
//   inputs change, SwiftUI doesn't create a new instance, but if the view's identity
//   changes, it does.)
// - "Initialize state objects using external data": code MyInitializableView with
//   `@StateObject private var model: DataModel` and
//   `_model = StateObject(wrappedValue: DataModel(name: name))` in `init(name:)` ("SwiftUI
//   ensures that the following initialization uses the closure only once during the
//   lifetime of the view, so later changes to the view's name input have no effect.");
//   "如果传给 `MyInitializableView` 的名称输入发生变化，SwiftUI 会使用新值重新运行视图的初始化
//   器。然而，你提供给状态对象初始化器的自动闭包仅在首次调用状态对象的初始化器时执行，因此模型
//   中存储的名称值不会改变。" (if the name input changes, SwiftUI reruns the view's
//   initializer with the new value; but the autoclosure runs only the first time, so the
//   name stored in the model doesn't change.) And "你可以使用不同的固定名称创建两个视图"
//   (you can create two views with different constant names): `VStack {
//   MyInitializableView(name: "Ravi"); MyInitializableView(name: "Maria") }`.
// - "Force reinitialization by changing view identity": `MyInitializableView(name: name)
//   .id(name) // Binds the identity of the view to the name property.`, and the Hasher
//   variant `MyInitializableView(name: name, isEnabled: isEnabled).id(hash)`.
// - SPEC rule 10: the initial value (also `_model = StateObject(wrappedValue: …)` in an
//   init) is evaluated once per view identity; rule 7: a changed `.id` is a new identity.
//
// Ours: the global `modelsCreated` counts DataModel inits, so the scenarios can see when
// the autoclosure runs. MyInitializableView also stores `name` (the seed's init only
// passes it on), so that a new name is a changed input; SeedInitializableView is the
// seed's exact form, with no stored input at all. HashedInitializableView takes the
// seed's `init(name:isEnabled:)`.

import SwiftUI
import Combine

var modelsCreated = 0

class DataModel: ObservableObject {
    @Published var name: String
    @Published var isEnabled = false

    init(name: String) {
        self.name = name
        modelsCreated += 1
    }
}

struct MyInitializableView: View {
    var name: String
    @StateObject private var model: DataModel

    init(name: String) {
        self.name = name
        // SwiftUI ensures that the following initialization uses the
        // closure only once during the lifetime of the view, so
        // later changes to the view's name input have no effect.
        _model = StateObject(wrappedValue: DataModel(name: name))
    }

    var body: some View {
        VStack {
            Text("Name: \(model.name)")
        }
    }
}

// The seed's form: `name` only reaches the model; the view stores no input.
struct SeedInitializableView: View {
    @StateObject private var model: DataModel

    init(name: String) {
        _model = StateObject(wrappedValue: DataModel(name: name))
    }

    var body: some View {
        VStack {
            Text("Name: \(model.name)")
        }
    }
}

struct HashedInitializableView: View {
    var name: String
    var isEnabled: Bool
    @StateObject private var model: DataModel

    init(name: String, isEnabled: Bool) {
        self.name = name
        self.isEnabled = isEnabled
        _model = StateObject(wrappedValue: DataModel(name: name))
    }

    var body: some View {
        Text("Name: \(model.name)")
    }
}

struct NamesView: View {
    @State private var name = "Ravi"

    var body: some View {
        VStack {
            MyInitializableView(name: name)
            MyInitializableView(name: name)
                .id(name) // Binds the identity of the view to the name property.
            Button("Rename to Maria") {
                name = "Maria"
            }
        }
    }
}

struct TwoNamesView: View {
    var body: some View {
        VStack {
            MyInitializableView(name: "Ravi")
            MyInitializableView(name: "Maria")
        }
    }
}

struct SeedNamesView: View {
    @State private var name = "Ravi"

    var body: some View {
        VStack {
            Text("Input: \(name)")
            SeedInitializableView(name: name)
        }
    }
}

struct HashedNamesView: View {
    @State private var name = "Ravi"
    @State private var isEnabled = false

    var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(isEnabled)
        return hasher.finalize()
    }

    var body: some View {
        VStack {
            Toggle("Enabled", isOn: $isEnabled)
            HashedInitializableView(name: name, isEnabled: isEnabled)
                .id(hash)
        }
    }
}

#Preview {
    NamesView()
}

#scenario("a new name re-runs the plain view with its old model; the view with .id(name) is replaced and gets a fresh model") {
    let created = modelsCreated
    tap("Rename to Maria")
    #expectUpdates(NamesView.self, MyInitializableView.self)
    #expectRemoved(MyInitializableView.self)
    #expectInserted(MyInitializableView.self)
    #expect(findAll(MyInitializableView.self)[0].name == "Maria")
    #expect(findAll(MyInitializableView.self)[0].model.name == "Ravi")
    #expect(findAll(MyInitializableView.self)[1].model.name == "Maria")
    #expect(modelsCreated == created + 1)
}

#scenario("the model the replaced view owned is gone: writing it runs nothing") {
    let old = findAll(MyInitializableView.self)[1].model
    tap("Rename to Maria")
    #expectRemoved(MyInitializableView.self)
    #expectInserted(MyInitializableView.self)
    old.name = "Ghost"
    #expectUpdates()
    #expect(findAll(MyInitializableView.self)[1].model !== old)
}

#scenario("a write to one view's model runs that view only, not NamesView") {
    findAll(MyInitializableView.self)[0].model.name = "Ravi Updated"
    #expectUpdates(MyInitializableView.self)
    #expect(findAll(MyInitializableView.self)[1].model.name == "Ravi")
}

#scenario("writing the same name keeps both identities, runs nothing and creates no model") {
    let created = modelsCreated
    root.name = "Ravi"
    #expectUpdates()
    #expectInserted()
    #expectRemoved()
    #expect(modelsCreated == created)
}

#scenario("two views with fixed names get two objects, each observed only by its own view", root: TwoNamesView()) {
    #expect(findAll(MyInitializableView.self)[0].model.name == "Ravi")
    #expect(findAll(MyInitializableView.self)[1].model.name == "Maria")
    #expect(findAll(MyInitializableView.self)[0].model !== findAll(MyInitializableView.self)[1].model)
    findAll(MyInitializableView.self)[1].model.isEnabled = true
    #expectUpdates(MyInitializableView.self)
    #expect(findAll(MyInitializableView.self)[0].model.isEnabled == false)
}

#scenario("the seed's form stores no input: a new name neither runs it nor creates a model", root: SeedNamesView()) {
    let created = modelsCreated
    root.name = "Maria"
    #expectUpdates(SeedNamesView.self)
    #expect(find(SeedInitializableView.self).model.name == "Ravi")
    #expect(modelsCreated == created)
}

#scenario("a hash of name and isEnabled as the id: toggling isEnabled replaces the view and its model", root: HashedNamesView()) {
    let old = find(HashedInitializableView.self).model
    find(HashedInitializableView.self).model.name = "Changed"
    #expectUpdates(HashedInitializableView.self)
    toggle("Enabled")
    #expectUpdates(HashedNamesView.self)
    #expectRemoved(HashedInitializableView.self)
    #expectInserted(HashedInitializableView.self)
    #expect(find(HashedInitializableView.self).model !== old)
    #expect(find(HashedInitializableView.self).model.name == "Ravi")
}
