import ViewGraphModel

/// Rule 7: Identity
///
/// A child with no match appears (insert), a previous child with no match disappears (remove). A
/// changed `.id(_:)` value means a new identity: the old view is removed, its state discarded, and
/// a new one inserted with fresh state. The item of `sheet(item:)`, `fullScreenCover(item:)` and
/// `popover(item:)` is its content's identity in the same way: another `id` removes the presented
/// content (its `onDisappear` runs) and inserts new content; the same `id` with other values
/// updates it in place; `nil` removes it, and then `onDismiss` runs.
///
/// A view can also stay in the graph, with its state, while it is off screen. A `TabView` builds a
/// tab when it is first selected and keeps it after: selecting another tab *hides* it, and
/// selecting it again *shows* it. A `NavigationStack`'s pushed destination covers the screen it was
/// pushed from — the stack's root, or the destination below — until it is popped. Hiding runs the
/// view's `onDisappear` actions and cancels its `.task`s; showing runs its `onAppear` actions and
/// starts its `.task`s again, as for a view that appears. Its state and dependencies stay, the
/// update set says "hidden" and "shown", never removed or inserted, and a hidden view is not on
/// screen to a scenario's `find` or `tap`. A sheet, cover, popover or alert covers nothing: the
/// view that presents it stays on screen. *(Amended for issue 41.)*
///
/// *From "Model data", StateObject — Force reinitialization by changing view identity:* binding a
/// view's identity to a value with `id(_:)` makes SwiftUI create it anew when the value changes,
/// resetting every state it keeps; a view inside `ForEach` gets its element's id implicitly. *From
/// sheet(item:onDismiss:content:):* "If `item` changes, the system dismisses the sheet and replaces
/// it with a new one using the same process"; the item is `Identifiable`, so its `id` is what
/// identifies it. *From Ole Begemann's on-device study of view lifecycles
/// (github.com/ole/swiftui-view-lifecycle, 2022):* "State of offscreen tabs is kept alive", and
/// "Navigation views keep the state of content views on the navigation stack alive. `onAppear` and
/// `onDisappear` get called as you navigate."
extension UpdateModel {
  /// Rule 7's decisions.
  package enum Identity {
    /// One component of a unit's structural identity (SPEC rules 6 and 7).
    package enum KeyComponent: Hashable {
      case position(Int)
      case branch(Int)
      case element(Value)
      case explicit(Value)
      case type(TypeName)

      /// A place in the body's structure, the same for every run and every element: not a row's
      /// element or an explicit id.
      package var isPlace: Bool {
        switch self {
        case .position, .branch, .type: true
        case .element, .explicit: false
        }
      }
    }

    /// A custom view's type name in a key, in one word (its text boxed, the box shared by the keys
    /// the graph makes): a component is then two words, not three (100,000 rows' keys, issue 38).
    /// Equal when the names are.
    package struct TypeName: Hashable, ExpressibleByStringLiteral {
      private final class Box {
        let name: String
        init(_ name: String) { self.name = name }
      }
      private let box: Box

      package init(_ name: String) { box = Box(name) }
      package init(stringLiteral name: String) { self.init(name) }

      package var name: String { box.name }

      package static func == (a: TypeName, b: TypeName) -> Bool { a.box === b.box || a.box.name == b.box.name }
      package func hash(into hasher: inout Hasher) { hasher.combine(box.name) }
    }

    /// The structural key of the node at `position` under `path`: its place in the builder, its
    /// explicit `.id(_:)`, and the `if`/`switch` branch it is in.
    package static func key(
      under path: [KeyComponent], position: Int, explicitID: Value?, branch: Int?
    ) -> [KeyComponent] {
      var key: [KeyComponent] = []
      key.reserveCapacity(path.count + 1 + (explicitID == nil ? 0 : 1) + (branch == nil ? 0 : 1))
      key += path
      key.append(.position(position))
      if let explicitID { key.append(.explicit(explicitID)) }
      if let branch { key.append(.branch(branch)) }
      return key
    }

    /// `path` with `component` after it, made as one array (`path + [component]` makes two, and
    /// every view and row a body builds has a key: 100,000 rows, issue 38).
    package static func key(_ path: [KeyComponent], then component: KeyComponent) -> [KeyComponent] {
      var key: [KeyComponent] = []
      key.reserveCapacity(path.count + 1)
      key += path
      key.append(component)
      return key
    }

    /// Children a body built at the same key (a loop building the same view twice) are told apart
    /// by their order: the second gets `.position(1)` added, and so on.
    package static func disambiguated(_ key: [KeyComponent], occurrence: Int) -> [KeyComponent] {
      occurrence == 0 ? key : Self.key(key, then: .position(occurrence))
    }
  }
}
