// 70 — Destinations SwiftUI builds at once: closures that are not `@escaping` run in the body
// that hands them over (rule 1).
//
// - `NavigationLink { destination } label: { … }` takes `destination: () -> Destination`, not
//   `@escaping` (Apple, NavigationLink `init(destination:label:)`): the link stores the view the
//   closure made, so the closure runs in the body that makes the link. What it reads there —
//   `note.title` for `NoteDetail(title:)` — is that body's read; NoteDetail's own body runs only
//   once the link is followed.
// - `navigationDestination(isPresented:destination:)` takes `destination: () -> V`, not
//   `@escaping` either (Apple, navigationDestination(isPresented:destination:)): the same holds.
//   `navigationDestination(for:)` and `(item:)` take theirs `@escaping`: they run only while
//   something is presented (Sample 46).
// - `alert(_:isPresented:presenting:actions:message:)` passes its data to `actions` and `message`
//   (Apple: "The system passes the contents to the modifier's closures"); "for the alert to
//   appear, both isPresented must be true and data must not be nil".
//
// Note, Notes, NoteDetail and LevelSettings are ours.

import SwiftUI
import Observation

@Observable class Note {
    var title = "Groceries"
    var level = 1
}

struct NoteDetail: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

struct LevelSettings: View {
    let level: Int

    var body: some View {
        Text("Level \(level)")
    }
}

struct Notes: View {
    @State private var note = Note()
    @State private var showingSettings = false
    @State private var confirming = false
    @State private var pending: String? = nil
    @State private var items = ["Milk", "Eggs"]

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink {
                    NoteDetail(title: note.title)
                } label: {
                    Text("Open note")
                }
                Button("Settings") { showingSettings = true }
                Button("Remove Milk") {
                    pending = "Milk"
                    confirming = true
                }
                Text("\(items.count) items")
            }
            .navigationDestination(isPresented: $showingSettings) {
                LevelSettings(level: note.level)
            }
            .alert("Delete?", isPresented: $confirming, presenting: pending) { item in
                Button("Delete \(item)", role: .destructive) {
                    items.removeAll { $0 == item }
                }
            } message: { item in
                Text("\(item) leaves the list")
            }
        }
    }
}

#scenario("a link's destination is made by the body that makes the link: it reads the title there", root: Notes()) {
    root.note.title = "Errands"
    // Rule 1: `NoteDetail(title: note.title)` ran in Notes's body; NoteDetail's body did not run.
    #expectUpdates(Notes.self)
    tap("Open note")
    #expectInserted(NoteDetail.self)
    #expect(find(NoteDetail.self).title == "Errands")
}

#scenario("navigationDestination(isPresented:) builds its destination in the body, pushed or not", root: Notes()) {
    root.note.level = 2
    #expectUpdates(Notes.self)
    tap("Settings")
    #expectInserted(LevelSettings.self)
    #expect(find(LevelSettings.self).level == 2)
}

#scenario("alert(presenting:) gives its actions and message the data it presents", root: Notes()) {
    tap("Remove Milk")
    tap("Delete Milk")
    #expect(root.items == ["Eggs"])
    #expect(root.confirming == false)
}

#scenario("while the data is nil the alert shows nothing", root: Notes()) {
    root.confirming = true
    tap("Delete Milk")
    #expectError("no button labelled \"Delete Milk\" on screen; on screen: \"Open note\", \"Settings\", \"Remove Milk\"")
}
