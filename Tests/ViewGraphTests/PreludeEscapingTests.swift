import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// Issue 41, point 4: every closure parameter of the prelude's `View` modifiers is `@escaping`
/// exactly where SwiftUI's own declaration says so, because ViewGraph decides from it whether a
/// content closure runs in the body that applies the modifier (rule 1) or later.
@Suite("The prelude's closures escape where SwiftUI's do")
struct PreludeEscapingTests {
  /// SwiftUI's declarations, from Apple's documentation pages of each modifier
  /// (developer.apple.com/documentation/swiftui/view/…): each closure parameter, by its label,
  /// and whether it is `@escaping` (an optional closure is escaping in Swift).
  static let swiftUI: [String: [String: Bool]] = [
    // Actions, kept for later.
    "onAppear(perform:)": ["perform": true],
    "onDisappear(perform:)": ["perform": true],
    "task(priority:_:)": ["_": true],
    "task(id:priority:_:)": ["_": true],
    "onChange(of:initial:_:)": ["_": true],
    "onSubmit(of:_:)": ["_": true],
    "onTapGesture(count:perform:)": ["perform": true],
    "onLongPressGesture(minimumDuration:perform:)": ["perform": true],
    "onHover(perform:)": ["perform": true],
    "onCommit(perform:)": ["perform": true],  // not View's in SwiftUI: TextField's escaping `onCommit`
    "onReceive(_:perform:)": ["perform": true],
    "onDelete(perform:)": ["perform": true],
    "onDeleteCommand(perform:)": ["perform": true],
    "onMove(perform:)": ["perform": true],
    "onOpenURL(perform:)": ["perform": true],
    "onDrop(of:isTargeted:perform:)": ["perform": true],
    "refreshable(action:)": ["action": true],
    // Content built by the body that applies the modifier.
    "overlay(alignment:content:)": ["content": false],
    "background(alignment:content:)": ["content": false],
    "mask(alignment:_:)": ["_": false],
    "toolbar(content:)": ["content": false],
    "safeAreaInset(edge:alignment:spacing:content:)": ["content": false],
    "contextMenu(menuItems:)": ["menuItems": false],
    "swipeActions(edge:allowsFullSwipe:content:)": ["content": false],
    "tabItem(_:)": ["_": false],
    "searchScopes(_:scopes:)": ["scopes": false],
    // Presentations: escaping content is built while presented, the rest by the body.
    "sheet(isPresented:onDismiss:content:)": ["onDismiss": true, "content": true],
    "sheet(item:onDismiss:content:)": ["onDismiss": true, "content": true],
    "fullScreenCover(isPresented:onDismiss:content:)": ["onDismiss": true, "content": true],
    "fullScreenCover(item:onDismiss:content:)": ["onDismiss": true, "content": true],
    "popover(isPresented:content:)": ["content": true],
    "popover(item:content:)": ["content": true],
    // iOS 13's `Alert` and `ActionSheet` values (deprecated, still in apps): made by the body.
    "alert(isPresented:content:)": ["content": false],
    "alert(item:content:)": ["content": false],
    "actionSheet(isPresented:content:)": ["content": false],
    "alert(_:isPresented:actions:)": ["actions": false],
    "alert(_:isPresented:actions:message:)": ["actions": false, "message": false],
    "alert(_:isPresented:presenting:actions:)": ["actions": false],
    "alert(_:isPresented:presenting:actions:message:)": ["actions": false, "message": false],
    "confirmationDialog(_:isPresented:titleVisibility:actions:)": ["actions": false],
    "confirmationDialog(_:isPresented:titleVisibility:actions:message:)": ["actions": false, "message": false],
    "confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)": ["actions": false],
    "confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)": [
      "actions": false, "message": false,
    ],
    "navigationDestination(for:destination:)": ["destination": true],
    "navigationDestination(isPresented:destination:)": ["destination": false],
    "navigationDestination(item:destination:)": ["destination": true],
    "inspector(isPresented:content:)": ["content": false],
    "transaction(_:)": ["_": true],
    "transformEnvironment(_:transform:)": ["transform": true],
    // Preferences.
    "transformPreference(_:_:)": ["_": true],
    "anchorPreference(key:value:transform:)": ["transform": true],
    "transformAnchorPreference(key:value:transform:)": ["transform": true],
    "onPreferenceChange(_:perform:)": ["perform": true],
    "backgroundPreferenceValue(_:alignment:_:)": ["_": true],
    "overlayPreferenceValue(_:alignment:_:)": ["_": true],
  ]

  /// The prelude's `View` methods with closure parameters: signature → label → `@escaping`.
  static func preludeClosures() -> [String: [String: Bool]] {
    guard let view = PreludeModel.shared.model.types[PreludeContract.view] else { return [:] }
    var found: [String: [String: Bool]] = [:]
    for (name, overloads) in view.methods {
      for decl in overloads {
        let closures = decl.parameters.filter { $0.type?.isFunction == true }
        guard !closures.isEmpty else { continue }
        let signature = "\(name)(\(decl.parameters.map { "\($0.label ?? "_"):" }.joined()))"
        found[signature] = Dictionary(closures.map { ($0.label ?? "_", $0.isEscaping) }) { first, _ in first }
      }
    }
    return found
  }

  @Test("issue 41 point 4: every prelude modifier that takes a closure is listed, and escapes where SwiftUI's does")
  func everyClosureEscapesAsSwiftUIs() {
    let prelude = Self.preludeClosures()
    #expect(
      Set(prelude.keys).subtracting(Self.swiftUI.keys).sorted() == [],
      "prelude modifiers with closures this list does not name")
    #expect(Set(Self.swiftUI.keys).subtracting(prelude.keys).sorted() == [], "listed but not declared by the prelude")
    for (signature, expected) in Self.swiftUI {
      guard let declared = prelude[signature] else { continue }
      #expect(declared == expected, "\(signature): the prelude says \(declared), SwiftUI \(expected)")
    }
  }

  @Test(
    "issue 41 point 4: a modifier runs its content now exactly when none of its view-building closures escapes (rule 1)"
  )
  func contentRunsNowWhenNotEscaping() throws {
    let view = try #require(PreludeModel.shared.model.types[PreludeContract.view])
    func runsNow(_ name: String, _ labels: [String?]) throws -> Bool {
      let decl = try #require(view.methods[name]?.first { $0.parameters.map(\.label) == labels })
      return UpdateModel.ObservationReads.runsContentNow(decl.parameters)
    }
    #expect(try runsNow("alert", [nil, "isPresented", "presenting", "actions", "message"]))
    #expect(try runsNow("navigationDestination", ["isPresented", "destination"]))
    #expect(try runsNow("inspector", ["isPresented", "content"]))
    #expect(try !runsNow("navigationDestination", ["for", "destination"]))
    #expect(try !runsNow("navigationDestination", ["item", "destination"]))
    #expect(try !runsNow("sheet", ["isPresented", "onDismiss", "content"]))
  }
}
