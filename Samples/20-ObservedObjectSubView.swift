// 20 — Passing a @StateObject down as an @ObservedObject input.
//
// Seeds (model-data-state-binding-stateobject.md — Chinese prose, English code; quotes
// in Chinese are followed by our translation):
// - `ObservedObject`: "一种属性包装器类型，它订阅一个可观测对象并在该对象发生改变时使视图失效。"
//   (a property wrapper type that subscribes to an observable object and invalidates a
//   view whenever the observable object changes.) "当可观测对象的任何已发布属性发生变化时，
//   SwiftUI 会更新依赖于该对象的任何视图。子视图也可以对模型属性进行更新，正如上述示例中的
//   `Toggle` 那样，这些更新会传播到视图层级结构中的其他观察者。" (when any published
//   property of the observable object changes, SwiftUI updates any view that depends on
//   the object; subviews can also update model properties, like the Toggle above, and
//   the updates propagate to other observers in the view hierarchy.) Code: MyView with
//   `@StateObject private var model = DataModel()`, `Text(model.name)`,
//   `MySubView(model: model)`; MySubView with `@ObservedObject var model: DataModel` and
//   `Toggle("Enabled", isOn: $model.isEnabled)`.
// - "Share state objects with subviews": "你可以通过带有 `ObservedObject` 属性的属性将状态
//   对象传入子视图。" (you can pass a state object into a subview through a property that
//   has the ObservedObject attribute.)
// - SPEC rule 6: what @ObservedObject wraps is an input, compared by identity; rule 9:
//   the declaring view subscribes to that object's objectWillChange.
//
// Ours: PlainNameView (the same object as a plain `let`, no wrapper), MixedView and
// SwitchingView.

import SwiftUI
import Combine

class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var isEnabled = false
}

struct MyView: View {
    @StateObject private var model = DataModel()

    var body: some View {
        Text(model.name)
        MySubView(model: model)
    }
}

struct MySubView: View {
    @ObservedObject var model: DataModel

    var body: some View {
        Toggle("Enabled", isOn: $model.isEnabled)
    }
}

// Reads a @Published property but declares no wrapper: it subscribes to nothing.
struct PlainNameView: View {
    let model: DataModel

    var body: some View {
        Text(model.name)
    }
}

struct MixedView: View {
    @StateObject private var model = DataModel()

    var body: some View {
        VStack {
            PlainNameView(model: model)
            MySubView(model: model)
        }
    }
}

// MySubView observes whichever object it is given.
struct SwitchingView: View {
    @StateObject private var first = DataModel()
    @StateObject private var second = DataModel()
    @State private var showsSecond = false

    var body: some View {
        VStack {
            Toggle("Use second model", isOn: $showsSecond)
            MySubView(model: showsSecond ? second : first)
        }
    }
}

#Preview {
    MyView()
}

#scenario("MySubView observes the very object MyView owns") {
    #expect(find(MySubView.self).model === root.model)
}

#scenario("the subview's Toggle writes isEnabled: the change reaches the other observer, MyView, as well") {
    toggle("Enabled")
    #expectUpdates(MyView.self, MySubView.self)
    #expect(root.model.isEnabled == true)
}

#scenario("a new name runs MyView and MySubView: the input is the same object, but MySubView subscribes to it") {
    root.model.name = "Another Name"
    #expectUpdates(MyView.self, MySubView.self)
}

#scenario("an equal @Published write still runs both observers") {
    root.model.isEnabled = false
    #expectUpdates(MyView.self, MySubView.self)
}

#scenario("a view holding the object in a plain let does not run: reading a @Published property is not a subscription", root: MixedView()) {
    root.model.name = "Another Name"
    #expectUpdates(MixedView.self, MySubView.self)
    #expect(find(PlainNameView.self).model.name == "Another Name")
}

#scenario("before the switch, writes to the second model run only its owner", root: SwitchingView()) {
    root.second.name = "Second"
    #expectUpdates(SwitchingView.self)
    root.first.name = "First"
    #expectUpdates(SwitchingView.self, MySubView.self)
}

#scenario("a different object as input runs MySubView, which then observes the new object only", root: SwitchingView()) {
    toggle("Use second model")
    #expectUpdates(SwitchingView.self, MySubView.self)
    #expect(find(MySubView.self).model === root.second)
    root.first.isEnabled = true
    #expectUpdates(SwitchingView.self)
    toggle("Enabled")
    #expectUpdates(SwitchingView.self, MySubView.self)
    #expect(root.second.isEnabled == true)
}
