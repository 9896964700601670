/// What a modifier SwiftUI provides does to the view it wraps, as its declaration in the prelude
/// says (`Prelude/SwiftUIModifiers`): the interpreter keeps one native way of applying each kind.
enum ModifierKind: Equatable {
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
  /// Sets an environment entry for its subtree (SPEC rule 8).
  case environment(EnvironmentWrite)

  /// How an environment-writing modifier sets its entry: to its first argument (or, without one,
  /// its first parameter's default), or to a fixed value; `when` limits the write to calls whose
  /// first argument is that value (`.disabled(true)` sets `\.isEnabled` to false,
  /// `.disabled(false)` sets nothing).
  struct EnvironmentWrite: Equatable {
    var key: String
    var setting: Value?
    var when: Value?
    var defaultValue: Value?

    /// The value a call with these arguments sets, or nil when it sets nothing.
    func value(for firstArgument: Value?) -> Value? {
      if let when, firstArgument != when { return nil }
      return setting ?? firstArgument ?? defaultValue
    }
  }
}
