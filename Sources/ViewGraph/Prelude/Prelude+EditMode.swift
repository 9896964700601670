extension Prelude {
  /// `EditMode`, `\.editMode` and `EditButton`: one edit mode per launch, held by an observable
  /// store, so a view that reads `editMode?.wrappedValue` depends on it (SPEC rules 1–2) and
  /// tapping "Edit" or "Done" runs exactly the views that read it.
  static let editMode = #"""
    enum EditMode: Hashable {
        case inactive
        case transient
        case active

        var isEditing: Bool { self != .inactive }
    }

    @Observable
    final class __EditModeStore {
        var mode: EditMode = .inactive
    }

    let __editModeStore = __EditModeStore()

    extension EnvironmentValues {
        @Entry var editMode: Binding<EditMode>? = Binding(get: { __editModeStore.mode }, set: { __editModeStore.mode = $0 })
    }

    struct EditButton: View {
        @Environment(\.editMode) private var editMode

        var body: some View {
            Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
                if let editMode {
                    editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
                }
            }
        }
    }
    """#
}
