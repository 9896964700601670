/// Rule 7: Identity
///
/// A child with no match appears (insert), a previous child with no match disappears (remove). A
/// changed `.id(_:)` value means a new identity: the old view is removed, its state discarded, and
/// a new one inserted with fresh state. The item of `sheet(item:)`, `fullScreenCover(item:)` and
/// `popover(item:)` is its content's identity in the same way: another `id` removes the presented
/// content (its `onDisappear` runs) and inserts new content; the same `id` with other values
/// updates it in place; `nil` removes it, and then `onDismiss` runs.
///
/// *From "Model data", StateObject — Force reinitialization by changing view identity:* binding a
/// view's identity to a value with `id(_:)` makes SwiftUI create it anew when the value changes,
/// resetting every state it keeps; a view inside `ForEach` gets its element's id implicitly. *From
/// sheet(item:onDismiss:content:):* "If `item` changes, the system dismisses the sheet and replaces
/// it with a new one using the same process"; the item is `Identifiable`, so its `id` is what
/// identifies it.
extension UpdateModel {
  /// Rule 7's decisions.
  enum Identity {
    /// The structural key of the node at `position` under `path`: its place in the builder, its
    /// explicit `.id(_:)`, and the `if`/`switch` branch it is in.
    static func key(
      under path: [ViewInstance.KeyComponent], position: Int, explicitID: Value?, branch: Int?
    ) -> [ViewInstance.KeyComponent] {
      var key = path + [.position(position)]
      if let explicitID { key.append(.explicit(explicitID)) }
      if let branch { key.append(.branch(branch)) }
      return key
    }

    /// Children a body built at the same key (a loop building the same view twice) are told apart
    /// by their order: the second gets `.position(1)` added, and so on.
    static func disambiguated(_ key: [ViewInstance.KeyComponent], occurrence: Int) -> [ViewInstance.KeyComponent] {
      occurrence == 0 ? key : key + [.position(occurrence)]
    }
  }
}
