// 74 — `@SceneStorage`: one value per key in a scene, shared and kept (rule 4).
//
// Apple, `SceneStorage`: it "works very similar to `State`, except its initial value is restored
// by the system if it was previously saved, and the value is shared with other `SceneStorage`
// variables in the same scene"; "Each `Scene` has its own notion of `SceneStorage`, so data is
// not shared between scenes." So every view of the scene that declares the key reads and writes
// one value, and the value stays when the views that declared it go; while none is stored, each
// declaration shows its own default. Unlike `@AppStorage` (Sample 38), it is not in
// `UserDefaults`.
//
// DraftEditor, DraftPreview and Composer are ours.

import SwiftUI

struct DraftEditor: View {
    @SceneStorage("draft") private var draft = ""

    var body: some View {
        TextField("Draft", text: $draft)
    }
}

struct DraftPreview: View {
    @SceneStorage("draft") private var draft = "(empty)"

    var body: some View {
        Text("Preview: \(draft)")
    }
}

struct Composer: View {
    @State private var editing = true

    var body: some View {
        VStack {
            if editing {
                DraftEditor()
            }
            DraftPreview()
            Button(editing ? "Done" : "Edit") { editing.toggle() }
        }
    }
}

#scenario("every declaration of the key shares one value: typing runs the preview that reads it", root: Composer()) {
    #expect(find(DraftPreview.self).draft == "(empty)")
    type("Hello", into: "Draft")
    #expectUpdates(DraftPreview.self)
    #expect(find(DraftPreview.self).draft == "Hello")
}

#scenario("the value stays when the view that declared it goes, and a new one reads it", root: Composer()) {
    type("Hello", into: "Draft")
    tap("Done")
    #expectRemoved(DraftEditor.self)
    tap("Edit")
    #expectInserted(DraftEditor.self)
    #expect(find(DraftEditor.self).draft == "Hello")
}

#scenario("scene storage is not UserDefaults", root: Composer()) {
    type("Hello", into: "Draft")
    #expect(UserDefaults.standard.string(forKey: "draft") == nil)
}
