// 26 — task, onAppear and onDisappear run when views are inserted and removed; withAnimation
//      changes nothing about which bodies run.
//
// Seeds (model-data-state-binding-stateobject.md — Chinese prose, English code; quotes
// in Chinese are followed by our translation):
// - `State`, "Store observable objects": "作为替代，可以使用 `task(priority:_)` 修饰符延迟对象
//   的创建，它仅在视图首次出现时被调用一次" (instead, you can defer creating the object with
//   the task(priority:_:) modifier, which is called only once, when the view first
//   appears). Code: ContentView with `@State private var library: Library?` and
//   `LibraryView(library: library).task { library = Library() }`.
// - "Animate state transitions": "如果你想使视觉转换更加平滑，可以通过将触发这些转换的状态改变
//   包裹在 `withAnimation(_:duration:)` 函数的调用中来告诉 SwiftUI 对其进行动画处理。" (to
//   make the visual transitions smoother, wrap the state change that triggers them in a
//   call to withAnimation.) Code: `withAnimation(.easeInOut(duration: 1)) {
//   self.isPlaying.toggle() }`, `Image(systemName: isPlaying ? "pause.circle" :
//   "play.circle").scaleEffect(isPlaying ? 1 : 1.5)` and
//   `.background(isPlaying ? Color.green : Color.red) // Transitions with animation.`
// - SPEC rule 12: a flush runs the invalidated units, then the `task`/`onAppear` of
//   inserted views; their writes start another pass. §2: each scenario starts after the
//   launch has settled (tasks and onAppear done).
//
// The seed's LibraryView is not shown; here it takes `var library: Library?`.
// Journal, DetailView, JournalView, AppearScreen, LoadingShelf, PlayLabel and
// AnimatedPlayerView are ours; onDisappear runs when a view is removed (the seeds do
// not show it; SPEC rule 12 names only task/onAppear).

import SwiftUI
import Observation

@Observable class Library {
    var name = "My library of books"
}

struct ContentView: View {
    @State private var library: Library?

    var body: some View {
        LibraryView(library: library)
            .task {
                library = Library()
            }
    }
}

struct LibraryView: View {
    var library: Library?

    var body: some View {
        if let library {
            Text(library.name)
        } else {
            Text("Loading")
        }
    }
}

// ContentView inserted later: its task runs in the flush that inserts it.
struct LoadingShelf: View {
    @State private var showsLibrary = false

    var body: some View {
        VStack {
            Toggle("Show library", isOn: $showsLibrary)
            if showsLibrary {
                ContentView()
            }
        }
    }
}

@Observable class Journal {
    var events: [String] = []
}

struct DetailView: View {
    var journal: Journal

    var body: some View {
        Text("Detail")
            .onAppear {
                journal.events.append("appear")
            }
            .onDisappear {
                journal.events.append("disappear")
            }
    }
}

struct JournalView: View {
    var journal: Journal

    var body: some View {
        Text("\(journal.events.count) events")
    }
}

struct AppearScreen: View {
    @State private var journal = Journal()
    @State private var showsDetail = true

    var body: some View {
        VStack {
            Toggle("Show detail", isOn: $showsDetail)
            if showsDetail {
                DetailView(journal: journal)
            }
            JournalView(journal: journal)
        }
    }
}

struct PlayLabel: View {
    var isPlaying: Bool

    var body: some View {
        Text(isPlaying ? "Playing" : "Stopped")
    }
}

struct AnimatedPlayerView: View {
    @State private var isPlaying = false

    var body: some View {
        VStack {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
                .scaleEffect(isPlaying ? 1 : 1.5)
            Button("Animate") {
                withAnimation(.easeInOut(duration: 1)) {
                    self.isPlaying.toggle()
                }
            }
            Button("Animate with default") {
                withAnimation {
                    isPlaying.toggle()
                }
            }
            Button("Toggle") {
                isPlaying.toggle()
            }
            PlayLabel(isPlaying: isPlaying)
        }
        .background(isPlaying ? Color.green : Color.red) // Transitions with animation.
    }
}

#Preview {
    ContentView()
}

#scenario("after launch the task has run and settled: LibraryView sees the library, and nothing is left to run") {
    #expect(root.library != nil)
    #expect(find(LibraryView.self).library === root.library)
    #expectUpdates()
    #expectInserted()
}

#scenario("renaming the task-created library runs LibraryView, which reads the name; ContentView does not") {
    root.library?.name = "Town Library"
    #expectUpdates(LibraryView.self)
}

#scenario("the task does not run again: clearing the library runs ContentView and LibraryView and leaves it nil") {
    root.library = nil
    #expectUpdates(ContentView.self, LibraryView.self)
    #expect(root.library == nil)
    #expect(find(LibraryView.self).library == nil)
}

#scenario("a ContentView inserted later runs its task in the same flush; the views it created count only as inserted", root: LoadingShelf()) {
    toggle("Show library")
    #expectUpdates(LoadingShelf.self)
    #expectInserted(ContentView.self, LibraryView.self)
    #expect(find(ContentView.self).library != nil)
    #expect(find(LibraryView.self).library === find(ContentView.self).library)
}

#scenario("onAppear of a view present at launch has already run", root: AppearScreen()) {
    #expect(root.journal.events == ["appear"])
}

#scenario("removing DetailView runs its onDisappear; the journal write runs JournalView in the same flush", root: AppearScreen()) {
    toggle("Show detail")
    #expectUpdates(AppearScreen.self, JournalView.self)
    #expectRemoved(DetailView.self)
    #expect(root.journal.events == ["appear", "disappear"])
}

#scenario("inserting DetailView again runs its onAppear", root: AppearScreen()) {
    toggle("Show detail")
    #expectRemoved(DetailView.self)
    toggle("Show detail")
    #expectUpdates(AppearScreen.self, JournalView.self)
    #expectInserted(DetailView.self)
    #expect(root.journal.events == ["appear", "disappear", "appear"])
}

#scenario("a toggle inside withAnimation runs the view and PlayLabel", root: AnimatedPlayerView()) {
    tap("Animate")
    #expectUpdates(AnimatedPlayerView.self, PlayLabel.self)
    #expect(root.isPlaying == true)
}

#scenario("withAnimation with no argument: the same updates", root: AnimatedPlayerView()) {
    tap("Animate with default")
    #expectUpdates(AnimatedPlayerView.self, PlayLabel.self)
    #expect(root.isPlaying == true)
}

#scenario("the same toggle without withAnimation gives the same updates", root: AnimatedPlayerView()) {
    tap("Toggle")
    #expectUpdates(AnimatedPlayerView.self, PlayLabel.self)
    #expect(root.isPlaying == true)
}
