// 28 — Writes that never settle: an onChange that keeps changing what it watches, and a
//      body that writes state it reads.
//
// Seeds (model-data-state-binding-stateobject.md — Chinese prose, English code; quotes
// in Chinese are followed by our translation):
// - `onChange(of:initial:_:)`: "为该视图添加一个修饰符，当特定值发生变化时触发一个动作。" (adds
//   a modifier that performs an action when a specific value changes) and "系统可能会在主线程
//   执行器上调用动作闭包，因此请避免在闭包中执行长时间运行的任务。" (the system may call the
//   action closure on the main actor, so avoid long-running tasks in it).
// - `State`: "SwiftUI 负责管理该属性的存储。当值发生变化时，SwiftUI 会更新依赖于该值的视图层级
//   的部分。" (SwiftUI manages the property's storage. When the value changes, SwiftUI
//   updates the parts of the view hierarchy that depend on the value.)
// - SPEC rule 12: a flush repeats passes until nothing is invalid; "A flush that has not
//   settled after 100 passes stops with an error ("update cycle"), naming the units
//   involved. A write during a body is reported as a warning ("Modifying state during
//   view update")."
//
// All views here are ours. VolumeView is the contrast: an action that writes once and
// then settles.

import SwiftUI

struct RunawayCounter: View {
    @State private var value = 0

    var body: some View {
        VStack {
            Text("Value: \(value)")
            Button("Start") {
                value = 1
            }
        }
        .onChange(of: value) {
            value += 1
        }
    }
}

struct PingPong: View {
    @State private var ping = 0
    @State private var pong = 0

    var body: some View {
        VStack {
            Button("Serve") {
                ping += 1
            }
        }
        .onChange(of: ping) {
            pong += 1
        }
        .onChange(of: pong) {
            ping += 1
        }
    }
}

struct RenderCounter: View {
    @State private var isCounting = false
    @State private var renders = 0

    var body: some View {
        VStack {
            Toggle("Count renders", isOn: $isCounting)
            Text(label())
        }
    }

    func label() -> String {
        if isCounting {
            renders += 1
        }
        return "Rendered \(renders) times"
    }
}

struct VolumeView: View {
    @State private var volume = 5

    var body: some View {
        VStack {
            Text("Volume \(volume)")
            Button("Louder") {
                volume += 10
            }
        }
        .onChange(of: volume) {
            if volume > 10 {
                volume = 10
            }
        }
    }
}

#Preview {
    RunawayCounter()
}

#scenario("an onChange that keeps writing a new value to the state it watches never settles") {
    tap("Start")
    #expectError("update cycle")
}

#scenario("the cycle error names the unit involved") {
    tap("Start")
    #expectError("RunawayCounter")
}

#scenario("launch is fine: the action only runs when the value changes") {
    #expect(root.value == 0)
    #expectUpdates()
}

#scenario("two actions that feed each other never settle", root: PingPong()) {
    tap("Serve")
    #expectError("update cycle")
}

#scenario("a body that writes state it reads never settles", root: RenderCounter()) {
    toggle("Count renders")
    #expectError("update cycle")
}

#scenario("the body-write cycle names the view", root: RenderCounter()) {
    toggle("Count renders")
    #expectError("RenderCounter")
}

#scenario("an action that corrects the value once settles: the view runs in two passes, no error", root: VolumeView()) {
    tap("Louder")
    #expectUpdates(VolumeView.self, VolumeView.self)
    #expect(root.volume == 10)
}
