/// What a modifier SwiftUI provides does to the view it wraps, as its declaration in the prelude
/// says (`Library/SwiftUI/Prelude/Modifiers.swift`): the interpreter keeps one native way of applying each kind.
package enum ModifierKind: Equatable {
  /// Reads nothing but its arguments (SPEC rule 1); a view argument (`.background(Badge())`) is
  /// built with the body that applies it.
  case passive
  /// Keeps its closure to run later (`.onAppear`, `.task`): it reads nothing now (SPEC rule 1).
  case action
  /// Builds a trailing content closure now, as part of the same body (`.overlay { … }`); without
  /// one it is passive (`.overlay(Badge())`).
  case content
  /// Keeps content that is presented later (`.sheet`, `.alert`): a presentation unit builds it
  /// while its binding is set.
  case presentation
  /// Writes, transforms or reads a preference key's value (SPEC rule 12): the key is kept, with
  /// the value or closure, and the graph works the values out after each pass.
  case preference(PreferenceRole)

  /// What a preference modifier does with its key (the prelude's `__preferenceModifier(.write)`).
  package enum PreferenceRole: String, Equatable {
    /// `.preference(key:value:)`: the value replaces what the content gave.
    case write
    /// `.transformPreference(_:_:)`: the closure changes the content's combined value.
    case transform
    /// `.anchorPreference(key:value:transform:)`: the closure makes the value from an (opaque) anchor.
    case anchor
    /// `.transformAnchorPreference(key:value:transform:)`: the closure changes it with an anchor.
    case transformAnchor
    /// `.onPreferenceChange(_:perform:)`: the action runs after the pass when the value changed.
    case onChange
    /// `.backgroundPreferenceValue`, `.overlayPreferenceValue`: content built from the value.
    case content
  }
  /// Sets an environment entry for its subtree (SPEC rule 8).
  case environment(EnvironmentWrite)

  /// How an environment-writing modifier sets its entry: to its first argument (or, without one,
  /// its first parameter's default), or to a fixed value; `when` limits the write to calls whose
  /// first argument is that value (`.disabled(true)` sets `\.isEnabled` to false,
  /// `.disabled(false)` sets nothing).
  package struct EnvironmentWrite: Equatable {
    package var key: String
    package var setting: Constant?
    package var when: Constant?
    package var defaultValue: Constant?
  }

  /// The constants a marker's arguments are written with: `true`, `false` and `.name`.
  package enum Constant: Equatable {
    case bool(Bool)
    case symbol(String)
  }
}
