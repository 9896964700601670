// 47 — Alerts and confirmation dialogs: presented while their binding is set, dismissed by any of
// their buttons.
//
// - `.alert(_:isPresented:actions:message:)` and `.confirmationDialog(…)` take their `actions:`
//   and `message:` closures non-escaping, so SwiftUI runs them in the body that applies the
//   modifier, presented or not: what they read is that body's read (rule 1; RenameAlert's
//   `isValid`). The framework's presentation shows the buttons while `isPresented` is true and
//   reads the binding; the view that owns the flag runs only if its body read it. (A `.sheet`'s
//   content is escaping: it is built by the presentation, only while presented.)
// - In SwiftUI every button of an alert or a dialog dismisses it once its action has run, a
//   `.cancel` one included: the framework writes `false` to `isPresented`. ViewGraph does the same
//   when a scenario taps one, so the flag is false afterwards without the action touching it.
//
// Inbox, MessageRow and the messages are ours.

import SwiftUI

struct Inbox: View {
    @State private var messages = ["Lunch?", "Invoice", "Hello"]
    @State private var confirmingDelete = false
    @State private var showingArchiveOptions = false
    @State private var archived = 0

    var body: some View {
        VStack {
            ForEach(messages, id: \.self) { message in
                MessageRow(text: message)
            }
            Button("Delete All") {
                confirmingDelete = true
            }
            Button("Archive…") {
                showingArchiveOptions = true
            }
            Text("Archived: \(archived)")
        }
        .alert("Delete every message?", isPresented: $confirmingDelete) {
            Button("Delete", role: .destructive) {
                messages.removeAll()
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Archive", isPresented: $showingArchiveOptions) {
            Button("Archive First") {
                archived += 1
            }
            Button("Keep") {}
        }
    }
}

struct RenameAlert: View {
    @State private var renaming = false
    @State private var newName = ""
    @State private var name = "Inbox"
    var isValid: Bool { !newName.isEmpty }

    var body: some View {
        Button("Rename \(name)") {
            renaming = true
        }
        .alert("Rename", isPresented: $renaming) {
            TextField("New name", text: $newName)
            Button("Save") {
                name = newName
            }
            .disabled(!isValid)
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct MessageRow: View {
    let text: String

    var body: some View {
        Text(text)
    }
}

#scenario("an alert's button runs its action, then the alert is dismissed", root: Inbox()) {
    tap("Delete All")
    #expect(root.confirmingDelete)
    tap("Delete")
    #expect(root.confirmingDelete == false)
    #expect(root.messages.isEmpty)
    #expectRemoved("ForEach row", "ForEach row", "ForEach row", MessageRow.self, MessageRow.self, MessageRow.self)
}

#scenario("the cancel button dismisses the alert and changes nothing else", root: Inbox()) {
    tap("Delete All")
    #expectUpdates()
    tap("Cancel")
    #expect(root.confirmingDelete == false)
    #expect(root.messages.count == 3)
    #expectUpdates()
}

#scenario("a confirmation dialog's button dismisses it too; the body that reads the count runs", root: Inbox()) {
    tap("Archive…")
    tap("Archive First")
    #expect(root.showingArchiveOptions == false)
    #expect(root.archived == 1)
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(Inbox.self, "ForEach row", "ForEach row", "ForEach row")
}

#scenario("a dismissed alert's buttons are no longer on screen", root: Inbox()) {
    tap("Delete All")
    tap("Cancel")
    tap("Delete")
    #expectError("no button labelled \"Delete\" on screen")
}

#scenario("an alert's actions are built by the body that applies it: typing into its field runs that body", root: RenameAlert()) {
    tap("Rename Inbox")
    #expectUpdates()  // the body never read `renaming`: the presentation did
    type("Mail", into: "New name")
    #expectUpdates(RenameAlert.self)  // its `.disabled(!isValid)` read `newName` in the body
    tap("Save")
    #expectUpdates(RenameAlert.self)
    #expect(find(RenameAlert.self).name == "Mail")
    #expect(find(RenameAlert.self).renaming == false)
}
