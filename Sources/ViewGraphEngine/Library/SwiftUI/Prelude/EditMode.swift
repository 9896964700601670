// `EditMode`, `\.editMode`, `EditButton` and `\.dynamicTypeSize`: one edit mode per launch, held by an observable
// store, so a view that reads `editMode?.wrappedValue` depends on it (SPEC rules 1–2) and
// tapping "Edit" or "Done" runs exactly the views that read it. The store is shown as
// `EnvironmentValues.editMode` and its value as its `wrappedValue` (PreludeContract.frameworkState).

enum EditMode: Hashable {
    case inactive
    case transient
    case active

    var isEditing: Bool { self != .inactive }
}

@Observable
final class _EditModeStore {
    var wrappedValue: EditMode = .inactive
}

let _editModeStore = _EditModeStore()

extension EnvironmentValues {
    @Entry var editMode: Binding<EditMode>? = Binding(get: { _editModeStore.wrappedValue }, set: { _editModeStore.wrappedValue = $0 })
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

/// The text size the user chose: `.large` on the simulated device. Ordered, as in SwiftUI
/// (`dynamicTypeSize >= .accessibility1`).
enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable {
    case xSmall = 0, small = 1, medium = 2, large = 3, xLarge = 4, xxLarge = 5, xxxLarge = 6
    case accessibility1 = 7, accessibility2 = 8, accessibility3 = 9, accessibility4 = 10, accessibility5 = 11

    var isAccessibilitySize: Bool { rawValue >= 7 }

    static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension EnvironmentValues {
    @Entry var dynamicTypeSize: DynamicTypeSize = .large
}
